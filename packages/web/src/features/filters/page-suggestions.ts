import { type ConnectedPage, channelInfo } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { use, useMemo } from 'react';
import { useParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { DashboardEditorContext } from '../dashboard-grid/editor/editor-context.ts';
import { fetchStudioPages } from '../dashboard-settings/api/dashboard-settings-api.ts';
import type { FieldOption } from './filter-field-options.ts';

/** A page's key: its channel and id (an id may name a page of several channels). */
export const pageKey = (page: ConnectedPage) => `${page.channel}:${page.id}`;

/** How a page is shown: its channel and name; its id only while the universe does not name it. */
export const pageLabel = (page: ConnectedPage, names: ReadonlyMap<string, string>) =>
  `${channelInfo(page.channel).name} · ${names.get(pageKey(page)) ?? page.id}`;

/** What a `pages` filter field offers: the connected pages, by name. */
export const pageSuggestions = (
  pages: readonly ConnectedPage[],
  names: ReadonlyMap<string, string>,
): FieldOption[] => pages.map((page) => ({ value: page.id, label: pageLabel(page, names) }));

/** The pages the universe of the dashboard being edited holds (GET /pages), asked once for every page field. */
export function useStudioPages(enabled = true) {
  const { accountId = '' } = useParams();
  const universeId = use(DashboardEditorContext)?.dashboard.universeId ?? '';
  return useQuery({
    queryKey: queryKeys.studioPages(accountId, universeId),
    queryFn: () => fetchStudioPages(accountId, universeId),
    enabled,
  });
}

/** The names of the universe's pages by pageKey: none until they arrive (or when they fail), so ids show. */
export function useStudioPageNames(enabled = true): ReadonlyMap<string, string> {
  const { data } = useStudioPages(enabled);
  return useMemo(() => new Map((data ?? []).map((page) => [pageKey(page), page.name])), [data]);
}
