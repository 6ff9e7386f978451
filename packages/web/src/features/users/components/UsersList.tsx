import { ActionIcon, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { type DashboardUser, fillMessage, validateDashboardUsers } from '@mirante/core';
import { IconTrash } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { errorText } from '../../sharing/error-text.ts';
import { useToast } from '../../sharing/hooks/useToast.ts';
import { useDashboardUsers } from '../hooks/useDashboardUsers.ts';

interface UsersListProps {
  userEmail: string;
}

/**
 * The dashboard's users with their admin flag. Editors switch the flag and remove users; the list must keep an
 * admin (the dashboard's editor), which core's rule checks here and the server checks again.
 */
export function UsersList({ userEmail }: UsersListProps) {
  const { t } = useI18n();
  const toast = useToast();
  const { dashboard, canEdit, saving } = useDashboardEditor();
  const change = useDashboardUsers();
  const busy = !canEdit || saving || change.isPending;

  function save(next: DashboardUser[]) {
    const checked = validateDashboardUsers(dashboard.users, next, userEmail);
    if (!checked.ok) {
      toast('error', t(checked.error));
      return;
    }
    change.mutate(
      { kind: 'users', users: checked.value },
      {
        onSuccess: () => toast('success', t('users.saved')),
        onError: (error) => toast('error', errorText(error, t('editor.errors.saveFailed'))),
      },
    );
  }

  return (
    <Table aria-label={t('users.listTitle')} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('guest.email')}</Table.Th>
          <Table.Th>{t('users.admin')}</Table.Th>
          {canEdit ? <Table.Th aria-hidden /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dashboard.users.map((user) => (
          <Table.Tr key={user.email}>
            <Table.Td>
              <Text size="sm" lineClamp={1} title={user.email}>
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                aria-label={fillMessage(t('users.adminOf'), { email: user.email })}
                checked={user.admin}
                disabled={busy}
                onChange={(event) => {
                  const admin = event.currentTarget.checked;
                  save(dashboard.users.map((other) => (other === user ? { ...other, admin } : other)));
                }}
              />
            </Table.Td>
            {canEdit ? (
              <Table.Td>
                <Group justify="flex-end">
                  <Tooltip label={fillMessage(t('users.remove'), { email: user.email })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={fillMessage(t('users.remove'), { email: user.email })}
                      disabled={busy}
                      onClick={() => save(dashboard.users.filter((other) => other !== user))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
