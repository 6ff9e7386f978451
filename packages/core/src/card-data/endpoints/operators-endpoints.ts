import type { IngestDataset } from '../../contracts/ingest.ts';
import {
  type AnyOperatorsAnswer,
  OPERATORS_ANSWERS,
  OPERATORS_KEYS,
  type OperatorsKey,
  OperatorsQuery,
} from '../../contracts/operators.ts';
import { operatorsCardData } from '../operators-mapper.ts';
import type { CardEndpoint } from './card-endpoint.ts';
import { ownedPagesEndpoint } from './owned-pages-endpoint.ts';

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

/**
 * `GET /<service>/<endpoint>` of operators-logs, productivity, total-calls and sac-reports (spec §7): one request
 * per card with the card's own parameters; their cards count the conversations on the connected pages (a
 * dashboard without pages says to connect them).
 */
function operatorsEndpoint(key: OperatorsKey): CardEndpoint<AnyOperatorsAnswer> {
  return ownedPagesEndpoint<AnyOperatorsAnswer>({
    ...split(key),
    query: OperatorsQuery,
    answer: OPERATORS_ANSWERS[key],
    datasets: DATASETS[key],
    previousPeriod: key === 'productivity/overall' ? 'variation-parameter' : 'none',
    map: (definition, answers, t) => operatorsCardData(key, definition, answers, t),
  });
}

export const operatorsEndpoints: readonly CardEndpoint[] = OPERATORS_KEYS.map(
  operatorsEndpoint,
) as readonly CardEndpoint[];
