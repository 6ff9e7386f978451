import {
  ImportAccepted,
  ImportHistoryAnswer,
  ImportHistoryQuery,
  ImportQuery,
} from '../../contracts/importers.ts';
import { endpointListsPeople } from '../../rules/people-exposure.ts';
import { importHistoryData } from '../import-history-mapper.ts';
import type { CardEndpoint } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './timeouts.ts';

/** Where each importer card sends its file (spec §7 "Importers"), under the service version. */
const IMPORTER_ROUTES = {
  'classify-pdf-v3': '/se-pdf-extractor/:version/classify-pdf-v3',
  'v2/importer/register/sheet/xlsx': '/importer-service/:version/v2/importer/register/sheet/xlsx',
  'tag-posts': '/importer-service/:version/tag-posts',
} as const;

/**
 * An importer card reads nothing: it is a form (requests: none, drawn as a static card) whose upload the
 * renderer services send (web server-renderer-services.ts importOnServer). Its entry says where the upload
 * goes; the server's importer routes (not the card-data routes) serve it.
 */
function importerEndpoint(endpoint: keyof typeof IMPORTER_ROUTES): CardEndpoint {
  return {
    key: `importers/${endpoint}`,
    service: 'importers',
    endpoint,
    method: 'POST',
    route: IMPORTER_ROUTES[endpoint],
    query: ImportQuery,
    body: null,
    answer: ImportAccepted,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    retries: 0,
    datasets: ['posts'],
    perBot: false,
    previousPeriod: 'none',
    listsPeople: false,
    requests: () => [],
    map: () => ({ kind: 'static' }),
  };
}

const IMPORT_HISTORY = { key: 'studio/feed/import-history', route: '/studio-service/feed/import-history' };

/** `GET /studio-service/feed/import-history` (spec §3, §7): the universe's import jobs and the posts they stored. */
const importHistoryEndpoint: CardEndpoint<ImportHistoryAnswer> = {
  ...IMPORT_HISTORY,
  service: 'studio',
  endpoint: 'feed/import-history',
  method: 'GET',
  query: ImportHistoryQuery,
  body: null,
  answer: ImportHistoryAnswer,
  timeoutMs: CARD_DATA_TIMEOUT_MS,
  retries: CARD_DATA_RETRIES,
  datasets: [],
  perBot: false,
  previousPeriod: 'none',
  // Authors of imported posts: never for guests (LGPD).
  listsPeople: endpointListsPeople('studio', 'feed/import-history'),
  requests(definition, context, filter) {
    const params = definition.query.service === 'studio' ? definition.query.params : {};
    return [serviceGetRequest(IMPORT_HISTORY, params, context, filter)];
  },
  map: (_definition, [answer], t) => importHistoryData(answer, t),
};

export const importerEndpoints: readonly CardEndpoint[] = [
  importerEndpoint('classify-pdf-v3'),
  importerEndpoint('v2/importer/register/sheet/xlsx'),
  importerEndpoint('tag-posts'),
  importHistoryEndpoint as CardEndpoint,
];
