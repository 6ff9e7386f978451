import type { ImportHistoryQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import type { ImportJobs } from './import-jobs.ts';

/** The import-history card (spec §3 feed/import-history) of core's endpoint registry. */
export function importerHandlers(jobs: ImportJobs): CardDataHandlers {
  const history: CardDataHandler<ImportHistoryQuery, null> = {
    summary:
      "The universe's import jobs, newest first, with the posts each stored (pid, username, posted_at, post_url, processed_at)",
    description:
      "Every importer's jobs (comment sheet, tag sheet, PDF) and their state: 'Processando', 'Processada com sucesso' or an error with its reason (a message catalogue key). Not filtered by the period: the last `take` rows.",
    handle: async ({ query }) => ({ answer: { docs: await jobs.history(query.universe_id, query.take) } }),
  };
  return { 'studio/feed/import-history': history } as CardDataHandlers;
}
