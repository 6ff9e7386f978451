import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import type { OperatorsService } from './service.ts';

/** The operators-logs, productivity, total-calls and sac-reports entries of core's endpoint registry. */
export function operatorsHandlers(_service: OperatorsService): CardDataHandlers {
  return {};
}
