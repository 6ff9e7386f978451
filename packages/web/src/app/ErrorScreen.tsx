import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ERROR_STATUS_MESSAGES, type ErrorStatus } from './error-status.ts';
import { useI18n } from './i18n/useI18n.ts';

interface ErrorScreenProps {
  status: ErrorStatus;
}

export function ErrorScreen({ status }: ErrorScreenProps) {
  const { t } = useI18n();
  const navigate = useNavigate();

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Text c="dimmed" fz={64} fw={700} lh={1} aria-hidden>
          {status === 'timeout' ? '500' : status}
        </Text>
        <Title order={1} size="h2" ta="center">
          {t(ERROR_STATUS_MESSAGES[status])}
        </Title>
        <Button variant="light" onClick={() => navigate(-1)}>
          {t('error.back')}
        </Button>
      </Stack>
    </Center>
  );
}
