import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useI18n } from './i18n/useI18n.ts';

/**
 * The loading overlay: covers the screen while a page's chunk or its initial data loads (spec §2), so
 * nothing half-loaded can be clicked. It dims, without a backdrop blur: under a spinning loader a blur is
 * redrawn over the whole screen at every frame, which in a browser without GPU compositing (the server's
 * headless Chromium) took about a core away from the page it waits for.
 */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <Overlay fixed zIndex={300} center data-testid="page-loader">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader />
        <Text c="bright">{t('app.loading')}</Text>
      </Stack>
    </Overlay>
  );
}
