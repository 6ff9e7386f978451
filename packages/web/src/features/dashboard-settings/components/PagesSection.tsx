import { Button, Group, Loader, MultiSelect, Text } from '@mantine/core';
import type { ConnectedPage } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { pageKey, pageLabel, useStudioPageNames, useStudioPages } from '../../filters/page-suggestions.ts';

/**
 * The pages connected to the dashboard ({id, channel}, spec §3), chosen among the pages the universe holds,
 * shown by their names.
 */
export function PagesSection() {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  const pages = useStudioPages();
  const names = useStudioPageNames();
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
  const known = new Map<string, ConnectedPage>(
    [...dashboard.pages, ...pages.data].map((page) => [pageKey(page), page]),
  );
  if (known.size === 0) return <Text size="sm">{t('dashboardSettings.pagesEmpty')}</Text>;
  return (
    <MultiSelect
      label={label}
      data={[...known.entries()].map(([value, page]) => ({ value, label: pageLabel(page, names) }))}
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
