import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import type { ProprietaryService } from './service.ts';

/** The proprietary engagement matrices and media entries of core's endpoint registry. */
export function proprietaryHandlers(_service: ProprietaryService): CardDataHandlers {
  return {};
}
