import { Center, Paper, Stack, Title } from '@mantine/core';
import type { MeResponse } from '@mirante/core';
import { useNavigate } from 'react-router';
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
    if (universes.length === 1 && only) navigate(`/${only.accountId}/${only.universeId}/dashboard`);
  }

  if (me.isPending) return <PageLoader />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Title order={1} size="h3">
            {t('login.title')}
          </Title>
          {me.data ? (
            <OrganisationSelect universes={me.data.universes} />
          ) : (
            <LoginForm onSignedIn={handleSignedIn} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
