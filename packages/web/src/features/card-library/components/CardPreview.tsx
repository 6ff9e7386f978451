import { Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import {
  type RendererServices,
  RendererServicesContext,
} from '../../../cards/components/renderer-services.ts';
import { FIXTURE_DATA, fixtureConfig, fixtureDefinition } from '../../../cards/fixtures/card-fixtures.ts';
import { fixtureRendererServices } from '../../../cards/fixtures/fixture-renderer-services.ts';
import { rendererRegistry } from '../../../cards/renderer-registry.ts';
import { CardFrame } from '../../dashboard-grid/components/CardFrame.tsx';
import type { LibraryEntry } from '../library-entries.ts';

/** A preview searches the fixture posts as the gallery does, and never imports anything. */
const previewServices: RendererServices = {
  ...fixtureRendererServices,
  importFile: async () => ({ status: 'unavailable' }),
};

interface CardPreviewProps {
  entry: LibraryEntry;
}

/**
 * The card drawn by its own renderer with the gallery's fixture data for its component type. Only the focused
 * card is drawn, and the preview is inert: keyboard users move through the list, not into the sample.
 */
export function CardPreview({ entry }: CardPreviewProps) {
  const { t } = useI18n();
  const colorScheme = useComputedColorScheme('dark');
  const { definition } = entry;
  const Renderer = rendererRegistry[definition.componentType];
  // Text and image cards show the gallery's sample text or picture.
  const shown = useMemo(() => {
    const sample = fixtureDefinition(definition.componentType);
    return {
      ...definition,
      props: { ...definition.props, text: definition.props.text ?? sample.props.text },
    };
  }, [definition]);
  const config = useMemo(() => ({ ...fixtureConfig(shown), ...entry.texts }), [shown, entry.texts]);

  return (
    <Stack gap="xs" data-library-preview={definition.id}>
      <Text size="xs" c="dimmed">
        {t('library.preview')}
      </Text>
      <div inert>
        <CardFrame cardId={`preview-${definition.id}`} title={entry.title} height="MID" state="ready">
          {Renderer ? (
            <RendererServicesContext value={previewServices}>
              <Renderer
                title={entry.title}
                data={FIXTURE_DATA[definition.componentType]}
                definition={shown}
                config={config}
                colorScheme={colorScheme}
              />
            </RendererServicesContext>
          ) : (
            <Text size="sm" c="dimmed">
              {t('library.noPreview')}
            </Text>
          )}
        </CardFrame>
      </div>
    </Stack>
  );
}
