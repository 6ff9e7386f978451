import { Center, Loader, Stack, Text } from '@mantine/core';
import { useI18n } from './i18n/useI18n.ts';

export function PageLoader() {
  const { t } = useI18n();
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
