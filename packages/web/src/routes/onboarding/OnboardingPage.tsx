import { Container, Paper, Stack, Title } from '@mantine/core';
import type { Dashboard } from '@mirante/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isUnauthenticated } from '../../api/http-client.ts';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../app/error-status.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
import { ShellControls } from '../../app/ShellControls.tsx';
import { useMe } from '../../features/auth/hooks/useMe.ts';
import { OnboardingWizard } from '../../features/onboarding/components/OnboardingWizard.tsx';

/** A member's onboarding in a universe; it ends on the universe's dashboard page showing the new dashboard. */
export function OnboardingPage() {
  const { t } = useI18n();
  const { accountId = '', universeId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const universe = me.data?.universes.find(
    (candidate) => candidate.accountId === accountId && candidate.universeId === universeId,
  );

  function handleFinished(dashboard: Dashboard) {
    void navigate(`/${accountId}/${universeId}/dashboard?dashboard=${encodeURIComponent(dashboard.id)}`);
  }

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return isUnauthenticated(me.error) ? (
      <Navigate to={`/${accountId}/${universeId}/login`} replace />
    ) : (
      <ErrorScreen status={errorStatusFor(me.error)} />
    );
  }
  if (!universe) return <ErrorScreen status="405" />;

  return (
    <>
      <ShellControls />
      <Container component="main" size="md" py="xl">
        <Paper withBorder shadow="md" p="xl">
          <Stack gap="lg">
            <Title order={1} size="h3">
              {t('onboarding.title')}
            </Title>
            <OnboardingWizard universeId={universeId} onFinished={handleFinished} />
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
