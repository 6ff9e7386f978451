import { Box, Text } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { type CardDataScope, useDashboardCardContext } from '../../filters/useDashboardCardContext.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { EditableDashboardGrid } from './EditableDashboardGrid.tsx';
import { RemoteChangeNotice } from './RemoteChangeNotice.tsx';

interface DashboardWorkspaceProps {
  user: SessionUser;
  loginPath: string;
  /** The universe and period; the dashboard's filter joins them here, as the editor shows it. */
  context: CardDataScope;
}

/** The studio around the open dashboard: header and tools, the notice of others' saves, the grid of cards. */
export function DashboardWorkspace({ user, loginPath, context }: DashboardWorkspaceProps) {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  const cardContext = useDashboardCardContext(context);
  const hidden = new Set(dashboard.hiddenComponents);
  const cards = dashboard.cards.filter((card) => !hidden.has(card.uid));

  return (
    <Box mih="100vh">
      <DashboardHeader user={user} loginPath={loginPath} />
      <RemoteChangeNotice />
      <Box component="main" p="md">
        {cards.length === 0 ? (
          <Text c="dimmed">{t('dashboard.empty')}</Text>
        ) : (
          <EditableDashboardGrid cards={cards} context={cardContext} />
        )}
      </Box>
    </Box>
  );
}
