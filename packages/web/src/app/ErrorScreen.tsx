import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@mirante/core';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_STATUS_DETAILS, ERROR_STATUS_MESSAGES, type ErrorStatus } from './error-status.ts';
import { useI18n } from './i18n/useI18n.ts';
import { ShellControls } from './ShellControls.tsx';

interface ErrorScreenProps {
  status: ErrorStatus;
  /** Replaces the status's own explanation. */
  detail?: MessageKey | null;
}

export function ErrorScreen({ status, detail = null }: ErrorScreenProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();

  // Back in the history, even across page loads; a tab opened on this page has nowhere back, so `/`.
  function goBack() {
    if (location.key === 'default' && window.history.length <= 1) void navigate('/', { replace: true });
    else void navigate(-1);
  }

  return (
    <>
      <ShellControls />
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" gap="md" maw={480}>
          <Text c="dimmed" fz={64} fw={700} lh={1} aria-hidden>
            {status === 'timeout' ? '500' : status}
          </Text>
          <Title order={1} size="h2" ta="center">
            {t(ERROR_STATUS_MESSAGES[status])}
          </Title>
          <Text ta="center" c="dimmed">
            {t(detail ?? ERROR_STATUS_DETAILS[status])}
          </Text>
          <Button onClick={goBack}>{t('error.back')}</Button>
        </Stack>
      </Center>
    </>
  );
}
