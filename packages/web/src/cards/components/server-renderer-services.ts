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
  IMPORT_FILE_FIELD,
  ImportAccepted,
  importTemplatePath,
  OkEnvelope,
  POST_ORDERING_SORT,
  SHEET_IMPORTER_TEMPLATES,
  UPLOAD_TIMEOUT_MS,
  WAR_ROOM_ANSWERS,
  zonedDateKey,
} from '@mirante/core';
import { fetchCardAnswer } from '../../api/card-data-fetcher.ts';
import { ApiError, type ResponseSchema, request } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { uploadForm } from '../../api/upload-form.ts';
import { downloadBlob } from '../exports/download-file.ts';
import type {
  CardSearch,
  ImportOutcome,
  ImportRequest,
  ImportSheets,
  RendererServices,
  ReplyServices,
} from './renderer-services.ts';

/** How many posts or authors a search shows. */
export const SEARCH_TAKE = 50;

function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function documentParams(document: DocumentImport): Record<string, string> {
  return {
    link: document.link,
    // The day as the form's rules read it (core validateDocumentImport), on the server too.
    document_date: zonedDateKey(document.documentDate),
    masked: String(document.masked),
  };
}

/** The universe an import goes to, as card requests name it. */
export type ImportTarget = Pick<CardDataContext, 'accountId' | 'universeId' | 'isStaging'>;

/** Importer paths of spec §7, under the service version, with the universe (core ImportQuery). */
export function importerPath(request: ImportRequest, target: ImportTarget): string {
  const version = target.isStaging ? 'staging' : 'prod';
  const universe = {
    account_id: target.accountId,
    universe_id: target.universeId,
    is_staging: String(target.isStaging),
  };
  switch (request.endpoint) {
    case 'classify-pdf-v3':
      return `/se-pdf-extractor/${version}/classify-pdf-v3?${queryString({ ...universe, ...documentParams(request.document) })}`;
    case 'v2/importer/register/sheet/xlsx':
      return `/importer-service/${version}/v2/importer/register/sheet/xlsx?${queryString(universe)}`;
    case 'tag-posts':
      return `/importer-service/${version}/tag-posts?${queryString(universe)}`;
  }
}

/**
 * Sends an import's file to this server (multipart field `file`), under the service version of the universe
 * (spec §7), telling `onProgress` how much of it is sent. Answers how many posts the server's job stored or
 * tagged (core ImportAccepted), or no count when its answer says none.
 */
export async function importOnServer(
  importRequest: ImportRequest,
  target: ImportTarget,
  onProgress?: (percent: number) => void,
): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, importRequest.file, importRequest.file.name);
  try {
    const answer = await uploadForm(
      importerPath(importRequest, target),
      form,
      onProgress ? { onProgress } : {},
    );
    const accepted = ImportAccepted.safeParse(answer);
    return {
      status: 'accepted',
      endpoint: importRequest.endpoint,
      imported: accepted.success ? accepted.data.job.imported : null,
    };
  } catch (error) {
    // 404 and 405: no such route on this server (the importers are optional); anything else is a failure.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405))
      return { status: 'unavailable' };
    throw error;
  }
}

/** The sheet importers' template and error sheets, fetched with the session and handed to the browser. */
export function importSheetsOnServer(target: ImportTarget): ImportSheets {
  const download = async (path: string, fileName: string) => {
    const response = await request(path, { timeoutMs: UPLOAD_TIMEOUT_MS });
    downloadBlob(await response.blob(), fileName);
  };
  return {
    downloadTemplate: (endpoint) =>
      download(
        importTemplatePath(target.isStaging ? 'staging' : 'prod', endpoint, {
          account_id: target.accountId,
          universe_id: target.universeId,
          is_staging: target.isStaging ? 'true' : 'false',
        }),
        SHEET_IMPORTER_TEMPLATES[endpoint].fileName,
      ),
    downloadErrorSheet: (path) => download(path, 'erros-da-planilha.xlsx'),
  };
}

/** POST /studio-service/gpt/reply and /gpt/delete (spec §7: with query parameters) for one universe. */
export function replyServices(context: CardDataContext): ReplyServices {
  const act = async (action: 'reply' | 'delete', postId: string, body?: { text: string }) => {
    const query = queryString({ account_id: context.accountId, universe_id: context.universeId, id: postId });
    const response = await request(`/studio-service/gpt/${action}?${query}`, {
      method: 'POST',
      ...(body ? { body } : {}),
    });
    return OkEnvelope.parse(await response.json()).message;
  };
  return {
    reply: (postId, text) => act('reply', postId, { text }),
    dismiss: (postId) => act('delete', postId),
  };
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
    importFile: (importRequest, onProgress) => importOnServer(importRequest, context, onProgress),
    importSheets: importSheetsOnServer(context),
    replies: replyServices(context),
  };
}
