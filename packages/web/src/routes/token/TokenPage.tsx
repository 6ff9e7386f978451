import { Badge, Text } from '@mantine/core';
import type { GuestAccessResponse } from '@mirante/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EntryLayout } from '../../app/EntryLayout.tsx';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { GuestAccessForm, type GuestEntry } from '../../features/guest-entry/components/GuestAccessForm.tsx';
import { guestDashboardPath, TOKEN_QUERY } from '../../features/guest-entry/guest-dashboard-path.ts';

/**
 * Guest entry to a published dashboard (spec §2, §6): `?token=` of a shared link asks only for the e-mail
 * and consent; without a token the guest types the access code too.
 */
export function TokenPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { universeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(TOKEN_QUERY);
  const entry: GuestEntry = token ? { kind: 'token', token } : { kind: 'code' };

  function handleGranted(grant: GuestAccessResponse) {
    void navigate(guestDashboardPath(grant), { replace: true });
  }

  return (
    <EntryLayout title={t('guest.title')}>
      <Badge variant="light" color="gray" tt="none">
        {t('guest.readOnly')}
      </Badge>
      <Text size="sm">{t(entry.kind === 'token' ? 'guest.tokenIntro' : 'guest.codeIntro')}</Text>
      <GuestAccessForm key={entry.kind} universeId={universeId} entry={entry} onGranted={handleGranted} />
    </EntryLayout>
  );
}
