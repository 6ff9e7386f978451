import { Badge, Button, Popover, Stack, Text } from '@mantine/core';
import type { Filter } from '@mirante/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useViewControls } from '../../period/view-controls.ts';
import { activeFilter } from '../active-filter.ts';
import { filterSummary } from '../filter-summary.ts';
import { GlobalFiltersDrawer } from './GlobalFiltersDrawer.tsx';

/**
 * 'Filtros globais' in the header: editors open the drawer; everyone else sees the filters in effect, read-only.
 * Applying saves through the editor (so Ctrl+Z undoes it) and then forces every card to load again.
 */
export function GlobalFiltersButton() {
  const { t } = useI18n();
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const { refresh } = useViewControls();
  const [opened, setOpened] = useState(false);
  // A new drawer each time it opens: its draft starts from the saved filter.
  const [session, setSession] = useState(0);
  const lines = filterSummary(activeFilter(dashboard.globalFilter), t);
  const label = t('dialogs.globalFilters');

  const trigger = (
    <Button
      variant={lines.length > 0 ? 'light' : 'subtle'}
      size="compact-md"
      leftSection={<IconFilter size={18} aria-hidden />}
      rightSection={
        lines.length > 0 ? (
          <Badge size="sm" circle>
            {lines.length}
          </Badge>
        ) : null
      }
      onClick={() => {
        if (canEdit) setSession((value) => value + 1);
        setOpened((value) => !value);
      }}
    >
      {label}
    </Button>
  );

  if (!canEdit) {
    return (
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" returnFocus>
        <Popover.Target>{trigger}</Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4} maw={320}>
            <Text fw={700} size="sm">
              {t('globalFilters.active')}
            </Text>
            {lines.length === 0 ? (
              <Text size="sm">{t('print.noFilters')}</Text>
            ) : (
              <Text size="sm" component="ul" m={0} pl="md">
                {lines.map((line) => (
                  <li key={line.key}>
                    {line.label}: {line.values.join(', ')}
                  </li>
                ))}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('globalFilters.readOnly')}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  }

  const apply = (filter: Filter) => {
    edit({ globalFilter: filter });
    refresh.force();
    setOpened(false);
  };
  return (
    <>
      {trigger}
      <GlobalFiltersDrawer
        key={session}
        opened={opened}
        filter={dashboard.globalFilter}
        pages={dashboard.pages}
        onApply={apply}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
