import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComponentType as CardComponentType, CardData } from '@mirante/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { CardStateView } from '../../cards/components/CardStateView.tsx';
import {
  FIXTURE_DATA,
  FIXTURE_VARIANTS,
  fixtureConfig,
  fixtureDefinition,
} from '../../cards/fixtures/card-fixtures.ts';
import { rendererRegistry } from '../../cards/renderer-registry.ts';
import { CardFrame, type CardState } from '../../features/dashboard-grid/components/CardFrame.tsx';

const STATE_LABELS = {
  ready: 'gallery.state.ready',
  loading: 'gallery.state.loading',
  empty: 'gallery.state.empty',
  error: 'gallery.state.error',
} as const;

interface PanelProps {
  type: CardComponentType;
  state: CardState;
  children: ReactNode;
}

function Panel({ type, state, children }: PanelProps) {
  const { t } = useI18n();
  const definition = fixtureDefinition(type);
  const title = t(definition.props.title);
  return (
    <div data-gallery-type={type} data-gallery-state={state}>
      <Text size="xs" c="dimmed" mb={4}>
        {t(STATE_LABELS[state])}
      </Text>
      <CardFrame cardId={`${type}-${state}`} title={title} height={definition.height} state={state}>
        {children}
      </CardFrame>
    </div>
  );
}

interface GallerySectionProps {
  type: CardComponentType;
  colorScheme: 'light' | 'dark';
}

/** One component type: drawn with fixture data (and its other shapes), then loading, empty and error. */
export function GallerySection({ type, colorScheme }: GallerySectionProps) {
  const { t } = useI18n();
  const Renderer = rendererRegistry[type];
  const definition = fixtureDefinition(type);
  const config = fixtureConfig(definition);
  const title = t(definition.props.title);
  const shapes: CardData[] = [FIXTURE_DATA[type], ...(FIXTURE_VARIANTS[type] ?? [])];
  // Wide cards (tables, search, sections) get the whole row; the others half of it.
  const span = definition.width > 6 ? 12 : 6;
  return (
    <Stack component="section" gap="xs" aria-labelledby={`gallery-${type}`} data-gallery-section={type}>
      <Title order={2} size="h3" id={`gallery-${type}`}>
        {type}
      </Title>
      <Grid>
        {shapes.map((data) => (
          <Grid.Col key={data.kind} span={{ base: 12, md: span }}>
            <Panel type={type} state={Renderer ? 'ready' : 'error'}>
              {Renderer ? (
                <Renderer
                  title={title}
                  data={data}
                  definition={definition}
                  config={config}
                  colorScheme={colorScheme}
                />
              ) : (
                <Text size="sm" c="dimmed" data-gallery-missing={type}>
                  {t('gallery.missingRenderer')}
                </Text>
              )}
            </Panel>
          </Grid.Col>
        ))}
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {(['loading', 'empty', 'error'] as const).map((state) => (
          <Panel key={state} type={type} state={state}>
            <CardStateView state={state} onRetry={state === 'error' ? () => undefined : null} />
          </Panel>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
