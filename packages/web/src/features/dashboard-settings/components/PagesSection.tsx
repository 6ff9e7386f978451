import { Button, Group, Loader, MultiSelect, Text } from '@mantine/core';
import { type ConnectedPage, channelInfo } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { fetchStudioPages } from '../api/dashboard-settings-api.ts';

const pageKey = (page: ConnectedPage) => `${page.channel}:${page.id}`;

/** The pages connected to the dashboard, chosen among the universe's pages ({id, channel}, spec §3). */
export function PagesSection() {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const { dashboard, edit } = useDashboardEditor();
  const pages = useQuery({
    queryKey: queryKeys.studioPages(accountId, dashboard.universeId),
    queryFn: () => fetchStudioPages(accountId, dashboard.universeId),
  });
  const label = t('dashboardSettings.pages');

  if (pages.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{label}</Text>
      </Group>
    );
  }
  if (pages.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red" role="alert">
          {t('dashboardSettings.pagesFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void pages.refetch()}>
          {t('dashboardSettings.retry')}
        </Button>
      </Group>
    );
  }
  // Connected pages the universe no longer lists stay choosable, so nothing is dropped silently.
  const known = new Map([...dashboard.pages, ...pages.data].map((page) => [pageKey(page), page]));
  if (known.size === 0) return <Text size="sm">{t('dashboardSettings.pagesEmpty')}</Text>;
  return (
    <MultiSelect
      label={label}
      data={[...known.entries()].map(([value, page]) => ({
        value,
        label: `${channelInfo(page.channel).name} · ${page.id}`,
      }))}
      value={dashboard.pages.map(pageKey)}
      onChange={(chosen) =>
        edit({
          pages: chosen.flatMap((key) => known.get(key) ?? []).map(({ id, channel }) => ({ id, channel })),
        })
      }
      searchable
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );
}
