import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';

/** Copies a text and says whether it worked (the clipboard may be refused: no permission, no secure origin). */
export function useCopyToClipboard(): (text: string) => Promise<void> {
  const { t } = useI18n();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(text);
        notifications.show({ color: 'teal', message: t('clipboard.copied') });
      } catch {
        notifications.show({ color: 'red', message: t('clipboard.failed') });
      }
    },
    [t],
  );
}
