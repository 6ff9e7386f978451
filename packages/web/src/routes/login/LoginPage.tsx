import type { MeResponse } from '@mirante/core';
import { useNavigate } from 'react-router';
import { EntryLayout } from '../../app/EntryLayout.tsx';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { OrganisationSelect } from '../../features/auth/components/OrganisationSelect.tsx';
import { useMe } from '../../features/auth/hooks/useMe.ts';

/** Signed-in visitors choose an organisation; everyone else gets the form. */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const me = useMe();

  function handleSignedIn({ universes }: MeResponse) {
    const [only] = universes;
    if (universes.length === 1 && only) void navigate(`/${only.accountId}/${only.universeId}/dashboard`);
  }

  if (me.isPending) return <PageLoader />;

  return (
    <EntryLayout title={t('login.title')}>
      {me.data ? (
        <OrganisationSelect universes={me.data.universes} />
      ) : (
        <LoginForm onSignedIn={handleSignedIn} />
      )}
    </EntryLayout>
  );
}
