import { Alert, Button, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { fillMessage, formatPointDate } from '@mirante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { ConfirmDialog } from '../../sharing/components/ConfirmDialog.tsx';
import { CopyField } from '../../sharing/components/CopyField.tsx';
import { errorText } from '../../sharing/error-text.ts';
import { fetchUniverseInfo, rotateIntegrationToken } from '../api/users-api.ts';

interface IntegrationTabProps {
  accountId: string;
  universeId: string;
}

/** How a system sends posts to the universe with its integration token (DESIGN §4 ingest). */
function ingestExample(universeId: string, token: string): string {
  const url = `${window.location.origin}/ingest/v1/${encodeURIComponent(universeId)}/posts`;
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Authorization: Bearer ${token}' \\`,
    `  -H 'Content-Type: application/x-ndjson' \\`,
    '  --data-binary @posts.ndjson',
  ].join('\n');
}

/**
 * The universe's integration token, for account admins: when it was last rotated and a new one on request.
 * Only its hash is stored, so the new token is shown this once, to be copied.
 */
export function IntegrationTab({ accountId, universeId }: IntegrationTabProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const info = useQuery({
    queryKey: queryKeys.universeInfo(accountId, universeId),
    queryFn: ({ signal }) => fetchUniverseInfo(accountId, universeId, signal),
  });
  const rotate = useMutation({
    mutationFn: () => rotateIntegrationToken(universeId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.universeInfo(accountId, universeId) }),
    onSettled: () => setConfirming(false),
  });
  const newToken = rotate.data?.integrationToken ?? null;

  if (info.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (info.isError) {
    return (
      <Alert color="red" role="alert">
        {t('integration.loadFailed')}
      </Alert>
    );
  }
  const rotatedAt = info.data.message.integrationTokenRotatedAt;
  return (
    <Stack gap="md">
      <Text size="sm">
        {rotatedAt === null
          ? t('integration.neverRotated')
          : fillMessage(t('integration.lastRotation'), { date: formatPointDate(rotatedAt, 'hour') })}
      </Text>
      {newToken ? (
        <Stack gap="xs">
          <Alert color="yellow" role="status">
            {t('integration.showOnce')}
          </Alert>
          <CopyField
            label={t('integration.newToken')}
            value={newToken}
            copyLabel={t('integration.copyToken')}
            code
          />
        </Stack>
      ) : null}
      {rotate.isError ? (
        <Alert color="red" role="alert">
          {errorText(rotate.error, t('errors.internal'))}
        </Alert>
      ) : null}
      <Button
        variant="light"
        color="orange"
        onClick={() => setConfirming(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('integration.rotate')}
      </Button>
      <Title order={3} size="h5">
        {t('integration.example')}
      </Title>
      <Code block>{ingestExample(universeId, newToken ?? '<token>')}</Code>
      <ConfirmDialog
        opened={confirming}
        title={t('integration.rotate')}
        warning={t('integration.rotateWarning')}
        confirmLabel={t('integration.rotate')}
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => rotate.mutate()}
      />
    </Stack>
  );
}
