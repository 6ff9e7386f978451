import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import type { StudioSacService } from './service.ts';

/** The studio `post/count`, `feed/backlog-table`, `status-table`, `sac-surveys`, `sac-surveys/scores` entries of core's endpoint registry. */
export function studioSacHandlers(_service: StudioSacService): CardDataHandlers {
  return {};
}
