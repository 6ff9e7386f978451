import { ActionIcon, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fillMessage } from '@mirante/core';
import { IconCheck, IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { fetchDashboards } from '../../dashboard-grid/api/dashboards-api.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { ConfirmDialog } from '../../sharing/components/ConfirmDialog.tsx';
import { errorText } from '../../sharing/error-text.ts';
import { useToast } from '../../sharing/hooks/useToast.ts';
import { deleteDashboard } from '../api/dashboard-list-api.ts';
import { NewDashboardModal } from './NewDashboardModal.tsx';

/**
 * Beside the title: the universe's dashboards (switching opens `?dashboard=id`), 'Novo dashboard' and, for the
 * open dashboard's editors, 'Excluir dashboard' (confirmed first; another dashboard opens after).
 */
export function DashboardListMenu() {
  const { t } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { dashboard, canEdit } = useDashboardEditor();
  const universeId = dashboard.universeId;
  const [creating, creatingHandlers] = useDisclosure(false);
  const [confirming, confirmingHandlers] = useDisclosure(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // Listed once the menu is first opened: a dashboard opened by its URL needs no list.
  const [wanted, setWanted] = useState(false);
  const list = useQuery({
    queryKey: queryKeys.dashboards(universeId),
    queryFn: ({ signal }) => fetchDashboards(universeId, signal),
    enabled: wanted,
  });
  const open = (id: string | null) =>
    void navigate({ search: id === null ? '' : `?${new URLSearchParams({ dashboard: id })}` });

  const remove = useMutation({
    mutationFn: () => deleteDashboard(universeId, dashboard.id),
    onSuccess: () => {
      const next = list.data?.dashboards.find((candidate) => candidate.id !== dashboard.id) ?? null;
      confirmingHandlers.close();
      toast('success', t('dashboardList.deleted'));
      open(next?.id ?? null);
      queryClient.removeQueries({ queryKey: queryKeys.dashboard(universeId, dashboard.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards(universeId), exact: true });
    },
    onError: (error) => toast('error', errorText(error, t('editor.errors.saveFailed'))),
  });

  return (
    <>
      <Menu
        position="bottom-start"
        withinPortal
        opened={menuOpened}
        onChange={(opened) => {
          setMenuOpened(opened);
          if (opened) setWanted(true);
        }}
      >
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('dashboardList.open')}>
            <IconChevronDown size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
          <Menu.Label>{t('dashboardList.label')}</Menu.Label>
          {list.isPending ? <Menu.Item disabled>{t('app.loading')}</Menu.Item> : null}
          {list.isError ? <Menu.Item disabled>{t('dashboardList.loadFailed')}</Menu.Item> : null}
          {list.data?.dashboards.map((entry) => (
            <Menu.Item
              key={entry.id}
              aria-current={entry.id === dashboard.id ? 'page' : undefined}
              leftSection={
                entry.id === dashboard.id ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <span style={{ width: 16 }} />
                )
              }
              rightSection={
                entry.isPublished ? (
                  <Text size="xs" c="dimmed">
                    {t('dashboardList.published')}
                  </Text>
                ) : null
              }
              onClick={() => open(entry.id)}
            >
              {entry.title}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={creatingHandlers.open}>
            {t('dashboardList.new')}
          </Menu.Item>
          {canEdit ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirmingHandlers.open}
            >
              {t('dashboardList.delete')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <NewDashboardModal
        opened={creating}
        universeId={universeId}
        onClose={creatingHandlers.close}
        onCreated={(created) => {
          creatingHandlers.close();
          open(created.id);
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('dashboardList.delete')}
        warning={fillMessage(t('dashboardList.deleteWarning'), { title: dashboard.title })}
        confirmLabel={t('dashboardList.delete')}
        busy={remove.isPending}
        onCancel={confirmingHandlers.close}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
