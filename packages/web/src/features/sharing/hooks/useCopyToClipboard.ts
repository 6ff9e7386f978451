import { useCallback } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useToast } from './useToast.ts';

/** Copies a text and says whether it worked (the clipboard may be refused: no permission, no secure origin). */
export function useCopyToClipboard(): (text: string) => Promise<void> {
  const { t } = useI18n();
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(text);
        toast('success', t('clipboard.copied'));
      } catch {
        toast('error', t('clipboard.failed'));
      }
    },
    [t, toast],
  );
}
