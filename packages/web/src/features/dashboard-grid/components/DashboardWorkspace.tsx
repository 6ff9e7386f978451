import { Box, Text } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import type { CardDataContext } from '../api/card-series-api.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { DashboardGrid } from './DashboardGrid.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { RemoteChangeNotice } from './RemoteChangeNotice.tsx';

interface DashboardWorkspaceProps {
  user: SessionUser;
  loginPath: string;
  context: CardDataContext;
}

/** The studio around the open dashboard: header and tools, the notice of others' saves, the grid of cards. */
export function DashboardWorkspace({ user, loginPath, context }: DashboardWorkspaceProps) {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  const hidden = new Set(dashboard.hiddenComponents);
  const cards = dashboard.cards.filter((card) => !hidden.has(card.uid));

  return (
    <Box mih="100vh">
      <DashboardHeader dateRange={context.dateRange} user={user} loginPath={loginPath} />
      <RemoteChangeNotice />
      <Box component="main" p="md">
        {cards.length === 0 ? (
          <Text c="dimmed">{t('dashboard.empty')}</Text>
        ) : (
          <DashboardGrid cards={cards} context={context} />
        )}
      </Box>
    </Box>
  );
}
