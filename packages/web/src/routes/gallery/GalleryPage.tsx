import { Container, Group, SegmentedControl, Stack, Title, useMantineColorScheme } from '@mantine/core';
import { COMPONENT_TYPES } from '@mirante/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { RendererServicesContext } from '../../cards/components/renderer-services.ts';
import { fixtureRendererServices } from '../../cards/fixtures/fixture-renderer-services.ts';
import { GallerySection } from './GallerySection.tsx';

/** ?theme=light draws the gallery light; anything else (or nothing) dark, the app's default. */
function themeOf(params: URLSearchParams): 'light' | 'dark' {
  return params.get('theme') === 'light' ? 'light' : 'dark';
}

/**
 * Every component type of core drawn with fixture data, and in its loading, empty and error states, in the
 * dark or light theme. For development and the e2e suite; nothing in the app links here.
 */
export function GalleryPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const theme = themeOf(params);
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });

  useEffect(() => {
    setColorScheme(theme);
  }, [theme, setColorScheme]);

  return (
    <RendererServicesContext value={fixtureRendererServices}>
      <Container size="xl" py="md" component="main">
        <Stack gap="xl">
          <Group justify="space-between">
            <Title order={1}>{t('gallery.title')}</Title>
            <SegmentedControl
              aria-label={t('shell.colorScheme')}
              value={theme}
              onChange={(value) => setParams({ theme: value === 'light' ? 'light' : 'dark' })}
              data={[
                { value: 'dark', label: t('shell.colorScheme.dark') },
                { value: 'light', label: t('shell.colorScheme.light') },
              ]}
            />
          </Group>
          {COMPONENT_TYPES.map((type) => (
            <GallerySection key={type} type={type} colorScheme={theme} />
          ))}
        </Stack>
      </Container>
    </RendererServicesContext>
  );
}
