import { Modal, Stack, Tabs, Text } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useMenuFocusReturn } from '../../sharing/hooks/useMenuFocusReturn.ts';
import { fetchIsAccountAdmin } from '../api/users-api.ts';
import { IntegrationTab } from './IntegrationTab.tsx';
import { InviteForm } from './InviteForm.tsx';
import { UsersList } from './UsersList.tsx';

interface SettingsModalProps {
  opened: boolean;
  user: SessionUser;
  onClose(): void;
}

/**
 * The user menu's 'Configurações': the dashboard's users (invite, admin flag, remove) and, for the account's
 * admins, the universe's integration token.
 */
export function SettingsModal({ opened, user, onClose }: SettingsModalProps) {
  const { t } = useI18n();
  useMenuFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      size="lg"
      returnFocus={false}
    >
      {opened ? <SettingsTabs user={user} /> : null}
    </Modal>
  );
}

function SettingsTabs({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const { dashboard, canEdit } = useDashboardEditor();
  const admin = useQuery({
    queryKey: queryKeys.isAccountAdmin(accountId),
    queryFn: ({ signal }) => fetchIsAccountAdmin(accountId, signal),
  });
  return (
    <Tabs defaultValue="users" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="users">{t('settings.users')}</Tabs.Tab>
        {admin.data?.isAdmin ? (
          <Tabs.Tab value="integration">{t('settings.integrationToken')}</Tabs.Tab>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="users" pt="md">
        <Stack gap="md">
          {canEdit ? (
            <InviteForm userEmail={user.email} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('users.readOnly')}
            </Text>
          )}
          <UsersList userEmail={user.email} />
        </Stack>
      </Tabs.Panel>
      {admin.data?.isAdmin ? (
        <Tabs.Panel value="integration" pt="md">
          <IntegrationTab accountId={accountId} universeId={dashboard.universeId} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
