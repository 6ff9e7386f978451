import {
  type DocumentImport,
  formatDateRangeParam,
  POST_ORDERING_SORT,
  WAR_ROOM_ANSWERS,
} from '@mirante/core';
import { ApiError, request, requestJson } from '../../api/http-client.ts';
import type { CardDataContext } from '../../features/dashboard-grid/api/card-series-api.ts';
import type { ImportOutcome, ImportRequest, RendererServices } from './renderer-services.ts';

/** War-room timeout and upload timeout of spec §9. */
const WAR_ROOM_TIMEOUT_MS = 300_000;
const UPLOAD_TIMEOUT_MS = 300_000;
/** How many posts a search shows. */
export const SEARCH_TAKE = 50;

function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** The service version of spec §7: staging universes talk to staging services. */
function versionOf(context: CardDataContext): 'prod' | 'staging' {
  return context.isStaging ? 'staging' : 'prod';
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

/** The renderers' calls against this app's server, for one dashboard view's universe and period. */
export function serverRendererServices(context: CardDataContext): RendererServices {
  const scope = {
    date_range: formatDateRangeParam(context.dateRange),
    account_id: context.accountId,
    universe_id: context.universeId,
    is_staging: String(context.isStaging),
  };
  return {
    async searchPosts({ query, ordering }, signal) {
      const params = queryString({
        ...scope,
        take: String(SEARCH_TAKE),
        sort: POST_ORDERING_SORT[ordering],
        filter: JSON.stringify({ query }),
      });
      const answer = await requestJson(`/war-room/top-posts?${params}`, WAR_ROOM_ANSWERS['top-posts'], {
        signal,
        timeoutMs: WAR_ROOM_TIMEOUT_MS,
      });
      return answer.docs;
    },
    async searchAuthors(text, signal) {
      const params = queryString({ ...scope, take: String(SEARCH_TAKE), search: text });
      const answer = await requestJson(`/war-room/search-user?${params}`, WAR_ROOM_ANSWERS['search-user'], {
        signal,
        timeoutMs: WAR_ROOM_TIMEOUT_MS,
      });
      return answer.docs;
    },
    async importFile(importRequest): Promise<ImportOutcome> {
      const path = importerPath(importRequest, versionOf(context));
      try {
        await upload(path, 'file' in importRequest ? importRequest.file : null);
        return 'sent';
      } catch (error) {
        // 404 and 405: no such route on this server (the importers are optional); anything else is a failure.
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return 'unavailable';
        throw error;
      }
    },
  };
}
