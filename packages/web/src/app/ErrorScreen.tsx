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

  // A page opened directly has nothing to go back to in this app: Voltar then leads to `/`.
  function goBack() {
    if (location.key === 'default') void navigate('/', { replace: true });
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
          <Button variant="light" onClick={goBack}>
            {t('error.back')}
          </Button>
        </Stack>
      </Center>
    </>
  );
}
