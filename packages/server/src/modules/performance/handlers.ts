import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import type { PerformanceService } from './service.ts';

/** The performance (owned pages' publications and followers, the operators' activity and times, engaged users) entries of core's endpoint registry. */
export function performanceHandlers(_service: PerformanceService): CardDataHandlers {
  return {};
}
