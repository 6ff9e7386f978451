import { Alert, Button, Divider, Loader, Stack, Switch, Text } from '@mantine/core';
import { fillMessage, formatPointDate, type PublishState } from '@mirante/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isUnauthenticated } from '../../../api/http-client.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { guestLinkPath } from '../../guest-entry/guest-dashboard-path.ts';
import type { PublishingAction } from '../api/publishing-api.ts';
import { errorText } from '../error-text.ts';
import { usePublishing } from '../hooks/usePublishing.ts';
import { useToast } from '../hooks/useToast.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { CopyField } from './CopyField.tsx';
import { GuestHiddenCards } from './GuestHiddenCards.tsx';

/**
 * Publish on/off, the token link and the access code of the open dashboard (spec §4, §6), and the cards guests
 * will not see. Changing the options needs a session: without one the spec's message says so.
 */
export function SharingPanel() {
  const { t } = useI18n();
  const toast = useToast();
  const { accountId = '' } = useParams();
  const { dashboard, saving } = useDashboardEditor();
  const { state, change } = usePublishing(dashboard.universeId, dashboard.id);
  const [confirming, setConfirming] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  function run(action: PublishingAction, onDone?: () => void) {
    change.mutate(action, {
      onSuccess: () => onDone?.(),
      onError: (error) => {
        if (isUnauthenticated(error)) {
          setSignedOut(true);
          return;
        }
        toast('error', errorText(error, t('publish.changeFailed')));
      },
    });
  }

  if (signedOut || isUnauthenticated(state.error)) {
    return (
      <Alert color="red" role="alert">
        {t('publish.errors.loginRequired')}
      </Alert>
    );
  }
  if (state.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (state.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('publish.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void state.refetch()}>
            {t('chart.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const publishing = state.data.publishing;
  const busy = change.isPending || saving;
  return (
    <Stack gap="md">
      <Switch
        label={t('publish.switch')}
        checked={publishing.isPublished}
        disabled={busy}
        onChange={(event) => run(event.currentTarget.checked ? 'publish' : 'unpublish')}
      />
      {publishing.isPublished ? (
        <PublishedDetails
          publishing={publishing}
          link={`${window.location.origin}${guestLinkPath(accountId, dashboard.universeId, publishing.publishedToken)}`}
          busy={busy}
          onRegenerate={() => setConfirming(true)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('publish.offHint')}
        </Text>
      )}
      <Divider />
      <GuestHiddenCards />
      <ConfirmDialog
        opened={confirming}
        title={t('publish.regenerateCode')}
        warning={t('publish.regenerateWarning')}
        confirmLabel={t('publish.regenerateConfirm')}
        busy={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run('access-code', () => {
            setConfirming(false);
            toast('success', t('publish.regenerated'));
          })
        }
      />
    </Stack>
  );
}

interface PublishedDetailsProps {
  publishing: PublishState;
  link: string;
  busy: boolean;
  onRegenerate(): void;
}

function PublishedDetails({ publishing, link, busy, onRegenerate }: PublishedDetailsProps) {
  const { t } = useI18n();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {fillMessage(t('publish.publishedBy'), {
          name: publishing.publishedBy,
          date: formatPointDate(Number(publishing.publishedAt), 'hour'),
        })}
      </Text>
      <CopyField label={t('publish.link')} value={link} copyLabel={t('publish.copyLink')} />
      <CopyField
        label={t('guest.accessCode')}
        value={publishing.accessCode ?? ''}
        copyLabel={t('publish.copyCode')}
        code
      />
      <Button
        variant="light"
        color="orange"
        onClick={onRegenerate}
        disabled={busy}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('publish.regenerateCode')}
      </Button>
    </Stack>
  );
}
