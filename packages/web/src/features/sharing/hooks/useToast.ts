import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';

export type ToastTone = 'success' | 'error';

const COLORS: Record<ToastTone, string> = { success: 'teal', error: 'red' };

/** Shows a toast (4 s, bottom right, as the app's Notifications say) whose close button has a name. */
export function useToast(): (tone: ToastTone, message: string) => void {
  const { t } = useI18n();
  return useCallback(
    (tone, message) =>
      notifications.show({
        color: COLORS[tone],
        message,
        closeButtonProps: { 'aria-label': t('app.toastClose') },
      }),
    [t],
  );
}
