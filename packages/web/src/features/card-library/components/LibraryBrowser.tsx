import { Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { fillMessage } from '@mirante/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useCustomComponents } from '../hooks/useCustomComponents.ts';
import { useFeatureFlags } from '../hooks/useFeatureFlags.ts';
import { groupByArea, type LibraryEntry, libraryEntries, searchEntries } from '../library-entries.ts';
import { CardPreview } from './CardPreview.tsx';
import { LgpdConfirmModal } from './LgpdConfirmModal.tsx';
import { LibraryList } from './LibraryList.tsx';

interface LibraryBrowserProps {
  accountId: string;
  /** Places the card on the dashboard (after the LGPD confirmation, when one is due). */
  onPlace: (entry: LibraryEntry) => void;
}

/**
 * The drawer's content: search, the library by area (feature flags and connected pages decide what shows),
 * and the focused card's preview.
 */
export function LibraryBrowser({ accountId, onPlace }: LibraryBrowserProps) {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  const flags = useFeatureFlags(accountId, dashboard.universeId, dashboard.id);
  const custom = useCustomComponents(dashboard.universeId);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<LibraryEntry | null>(null);
  const [pendingLgpd, setPendingLgpd] = useState<LibraryEntry | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Arrow keys move at once; the preview, an echarts drawing, follows when the browser has time.
  const previewed = useDeferredValue(selected);

  const entries = useMemo(
    () => libraryEntries({ flags: flags.flags, components: custom.components, pages: dashboard.pages, t }),
    [flags.flags, custom.components, dashboard.pages, t],
  );
  const found = useMemo(() => searchEntries(entries, query), [entries, query]);
  const groups = useMemo(() => groupByArea(found), [found]);

  // Read at click time, so the list's items keep one callback and are not redrawn on every change.
  const latest = useRef({ published: dashboard.isPublished, onPlace });
  latest.current = { published: dashboard.isPublished, onPlace };
  const pick = useCallback((entry: LibraryEntry) => {
    // Guests never see LGPD cards: on a published dashboard, say so before adding one (spec §6).
    if (entry.definition.lgpd && latest.current.published) setPendingLgpd(entry);
    else latest.current.onPlace(entry);
  }, []);

  const toList = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>('[data-library-item]')?.focus();
  };

  const loading = flags.loading || custom.loading;
  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        label={t('library.search')}
        description={t('library.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={toList}
      />
      <Text size="xs" c="dimmed" role="status">
        {loading ? t('library.loading') : fillMessage(t('library.results'), { count: found.length })}
      </Text>
      {loading ? <Loader size="sm" /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <div style={{ maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', padding: 2 }}>
          {!loading && found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('library.noResults')}
            </Text>
          ) : (
            <LibraryList
              groups={groups}
              selectedId={selected?.definition.id ?? null}
              onSelect={setSelected}
              onAdd={pick}
              listRef={listRef}
            />
          )}
        </div>
        <div>
          {previewed ? (
            <CardPreview entry={previewed} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('library.previewHint')}
            </Text>
          )}
        </div>
      </SimpleGrid>
      <LgpdConfirmModal
        entry={pendingLgpd}
        onCancel={() => setPendingLgpd(null)}
        onConfirm={(entry) => {
          setPendingLgpd(null);
          onPlace(entry);
        }}
      />
    </Stack>
  );
}
