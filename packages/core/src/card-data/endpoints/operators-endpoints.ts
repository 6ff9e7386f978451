import type { IngestDataset } from '../../contracts/ingest.ts';
import {
  type AnyOperatorsAnswer,
  OPERATORS_ANSWERS,
  OPERATORS_KEYS,
  type OperatorsKey,
  OperatorsQuery,
} from '../../contracts/operators.ts';
import { ownedCardBlockedBy } from '../../rules/owned-pages.ts';
import { PEOPLE_ENDPOINTS } from '../../rules/people-exposure.ts';
import { operatorsCardData } from '../operators-mapper.ts';
import type { CardEndpoint, CardService } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

type Service = 'operators-logs' | 'productivity' | 'total-calls' | 'sac-reports';

/** What each endpoint reads: the conversations' status changes, the operators' own, or both. */
const DATASETS: Record<OperatorsKey, readonly IngestDataset[]> = {
  'operators-logs/operators-table': ['operator-status', 'sac-status'],
  // The pages' names are their collected profiles'.
  'operators-logs/get-options': ['operator-status', 'sac-status', 'profiles'],
  'operators-logs/status-change': ['operator-status'],
  'operators-logs/sla': ['sac-status'],
  'productivity/overall': ['sac-status'],
  'productivity/daily': ['sac-status'],
  'total-calls/incoming-attended/daily': ['sac-status'],
  'sac-reports/charts/replier-by-channel': ['sac-status'],
};

/** `operators-logs/sla` → the service and its endpoint. */
function split(key: OperatorsKey): { service: Service; endpoint: string } {
  const slash = key.indexOf('/');
  return { service: key.slice(0, slash) as Service, endpoint: key.slice(slash + 1) };
}

const listsPeople = (service: Service, endpoint: string): boolean =>
  ((PEOPLE_ENDPOINTS[service] ?? []) as readonly string[]).includes(endpoint);

/**
 * `GET /<service>/<endpoint>` of operators-logs, productivity, total-calls and sac-reports (spec §7): one request
 * per card with the card's own parameters; their cards count the conversations on the connected pages (a
 * dashboard without pages says to connect them).
 */
function operatorsEndpoint(key: OperatorsKey): CardEndpoint<AnyOperatorsAnswer> {
  const { service, endpoint } = split(key);
  const entry: CardEndpoint<AnyOperatorsAnswer> = {
    key,
    service: service satisfies CardService,
    endpoint,
    method: 'GET',
    route: `/${key}`,
    query: OperatorsQuery,
    body: null,
    answer: OPERATORS_ANSWERS[key],
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: DATASETS[key],
    perBot: false,
    previousPeriod: key === 'productivity/overall' ? 'variation-parameter' : 'none',
    listsPeople: listsPeople(service, endpoint),
    blockedBy: (definition, context) => ownedCardBlockedBy(definition, context.pages),
    requests(definition, context, filter) {
      const params = 'params' in definition.query ? definition.query.params : {};
      return [serviceGetRequest(entry, params, context, filter)];
    },
    map(definition, answers, t) {
      return operatorsCardData(key, definition, answers, t);
    },
  };
  return entry;
}

export const operatorsEndpoints: readonly CardEndpoint[] = OPERATORS_KEYS.map(
  operatorsEndpoint,
) as readonly CardEndpoint[];
