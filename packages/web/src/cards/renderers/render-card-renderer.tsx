import { MantineProvider } from '@mantine/core';
import type { ComponentType as CardComponentType, CardData, CardDefinition } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { type RendererServices, RendererServicesContext } from '../components/renderer-services.ts';
import { fixtureConfig, fixtureDefinition } from '../fixtures/card-fixtures.ts';

interface RenderOptions {
  type: CardComponentType;
  data: CardData;
  title?: string;
  definition?: CardDefinition;
  services?: RendererServices | null;
  colorScheme?: 'light' | 'dark';
}

/** Renders one renderer as a dashboard card would, inside the app's providers (tests only). */
export function renderCardRenderer(Renderer: ComponentType<CardRendererProps>, options: RenderOptions) {
  const definition = options.definition ?? fixtureDefinition(options.type);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <MantineProvider theme={theme} defaultColorScheme="dark" env="test">
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RendererServicesContext value={options.services ?? null}>{node}</RendererServicesContext>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(
    wrap(
      <Renderer
        title={options.title ?? 'Título do card'}
        data={options.data}
        definition={definition}
        config={fixtureConfig(definition)}
        colorScheme={options.colorScheme ?? 'dark'}
      />,
    ),
  );
}
