import {
  type CardConfig,
  type CardDataContext,
  type CardDefinition,
  type CardEndpoint,
  type CardQuery,
  type CardRequest,
  cardEndpointOf,
  cardRequestFilter,
  cardRequestFilterParam,
  type DocumentImport,
  type Filter,
  POST_ORDERING_SORT,
  UPLOAD_TIMEOUT_MS,
  WAR_ROOM_ANSWERS,
} from '@mirante/core';
import { fetchCardAnswer } from '../../api/card-data-fetcher.ts';
import { ApiError, type ResponseSchema, request } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { CardSearch, ImportOutcome, ImportRequest, RendererServices } from './renderer-services.ts';

/** How many posts or authors a search shows. */
export const SEARCH_TAKE = 50;

function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function documentParams(document: DocumentImport): Record<string, string> {
  return {
    link: document.link,
    document_date: String(document.documentDate),
    masked: String(document.masked),
  };
}

/** Importer paths of spec §7, under the service version. */
export function importerPath(request: ImportRequest, version: 'prod' | 'staging'): string {
  switch (request.endpoint) {
    case 'classify-pdf-v3':
      return `/se-pdf-extractor/${version}/classify-pdf-v3?${queryString(documentParams(request.document))}`;
    case 'v2/importer/register/sheet/xlsx':
      return `/importer-service/${version}/v2/importer/register/sheet/xlsx`;
    case 'tag-posts':
      return `/importer-service/${version}/tag-posts`;
  }
}

function upload(path: string, file: File | null): Promise<Response> {
  if (file === null) return request(path, { method: 'POST', body: {}, timeoutMs: UPLOAD_TIMEOUT_MS });
  const form = new FormData();
  form.append('file', file, file.name);
  return request(path, { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** Sends an import to this server, under the service version of the universe (spec §7). */
export async function importOnServer(
  importRequest: ImportRequest,
  isStaging: boolean,
): Promise<ImportOutcome> {
  const path = importerPath(importRequest, isStaging ? 'staging' : 'prod');
  try {
    await upload(path, 'file' in importRequest ? importRequest.file : null);
    return 'sent';
  } catch (error) {
    // 404 and 405: no such route on this server (the importers are optional); anything else is a failure.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return 'unavailable';
    throw error;
  }
}

/** The search text narrows the card's filter: the posts must match its own text search too. */
function withSearchText(filter: Filter, text: string): Filter {
  const own = filter.query?.trim();
  return { ...filter, query: own ? `(${own}) AND (${text})` : text };
}

/**
 * A search as the request of its war-room endpoint (core's registry), as the card would ask it: over the
 * view's universe and period, with the card's and the dashboard's filters.
 */
function searchRequest(
  search: CardSearch,
  definition: CardDefinition,
  config: CardConfig | null,
  context: CardDataContext,
): { endpoint: CardEndpoint; request: CardRequest } {
  const query: CardQuery =
    search.target === 'posts'
      ? {
          service: 'war-room',
          endpoint: 'top-posts',
          method: 'GET',
          params: { take: SEARCH_TAKE, sort: POST_ORDERING_SORT[search.ordering] },
        }
      : {
          service: 'war-room',
          endpoint: 'search-user',
          method: 'GET',
          params: { take: SEARCH_TAKE, search: search.text },
        };
  const filter =
    search.target === 'posts'
      ? JSON.stringify(withSearchText(cardRequestFilter(definition, config, context), search.query))
      : cardRequestFilterParam(definition, config, context);
  const searched: CardDefinition = { ...definition, query };
  const endpoint = cardEndpointOf(searched);
  const [found] = endpoint?.requests(searched, context, filter) ?? [];
  if (!endpoint || !found) throw new Error(`${definition.id}: no ${query.endpoint} endpoint to search`);
  return { endpoint, request: found };
}

/**
 * The renderers' calls against this app's server, for one card (`definition`, and `config` on a dashboard)
 * in one dashboard view (its universe, period and filters).
 */
export function serverRendererServices(
  context: CardDataContext,
  definition: CardDefinition,
  config: CardConfig | null,
): RendererServices {
  const cardId = config?.uid ?? null;
  const search = async <Docs>(
    asked: CardSearch,
    answer: ResponseSchema<{ docs: Docs }>,
    signal: AbortSignal,
  ): Promise<Docs> => {
    const { endpoint, request: searched } = searchRequest(asked, definition, config, context);
    const found = await fetchCardAnswer({ answer, timeoutMs: endpoint.timeoutMs }, searched, cardId, signal);
    return found.docs;
  };
  return {
    searchKey: (asked) =>
      queryKeys.cardSearch(context, [searchRequest(asked, definition, config, context).request]),
    searchPosts: ({ query, ordering }, signal) =>
      search({ target: 'posts', query, ordering }, WAR_ROOM_ANSWERS['top-posts'], signal),
    searchAuthors: (text, signal) =>
      search({ target: 'authors', text }, WAR_ROOM_ANSWERS['search-user'], signal),
    importFile: (importRequest) => importOnServer(importRequest, context.isStaging),
  };
}
