import type { Filter } from '@mirante/core';
import { useState } from 'react';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useViewControls } from '../../period/view-controls.ts';
import { ActiveFiltersButton } from './ActiveFiltersButton.tsx';
import { GlobalFiltersDrawer } from './GlobalFiltersDrawer.tsx';

/**
 * 'Filtros globais' in the header: editors open the drawer; everyone else sees the filters in effect, read-only.
 * Applying saves through the editor (so Ctrl+Z undoes it) and then forces every card to load again.
 */
export function GlobalFiltersButton() {
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const { refresh } = useViewControls();
  const [opened, setOpened] = useState(false);
  // A new drawer each time it opens: its draft starts from the saved filter.
  const [session, setSession] = useState(0);

  if (!canEdit) return <ActiveFiltersButton filter={dashboard.globalFilter} />;
  const apply = (filter: Filter) => {
    edit({ globalFilter: filter });
    refresh.force();
    setOpened(false);
  };
  return (
    <>
      <ActiveFiltersButton
        filter={dashboard.globalFilter}
        onEdit={() => {
          setSession((value) => value + 1);
          setOpened(true);
        }}
      />
      <GlobalFiltersDrawer
        key={session}
        opened={opened}
        filter={dashboard.globalFilter}
        pages={dashboard.pages}
        contracts={dashboard.contracts}
        onApply={apply}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
