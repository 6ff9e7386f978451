import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useI18n } from './i18n/useI18n.ts';

/**
 * The loading overlay: covers the screen while a page's chunk or its initial data loads (spec §2), so
 * nothing half-loaded can be clicked.
 */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <Overlay fixed blur={2} zIndex={300} center data-testid="page-loader">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader />
        <Text c="bright">{t('app.loading')}</Text>
      </Stack>
    </Overlay>
  );
}
