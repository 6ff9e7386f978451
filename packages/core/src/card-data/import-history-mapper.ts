import type { ImportHistoryAnswer } from '../contracts/importers.ts';
import { IMPORT_JOB_STATE_INFO } from '../domain/import-job-states.ts';
import type { CardData } from './card-data.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { tableColumn } from './table-column.ts';

/**
 * feed/import-history (spec §3: pid, username, posted_at, post_url, processed_at): one row per imported post,
 * newest job first, with the job's file and state; a job that stored no post is one row with its state (and
 * the reason of an error, a catalogue key put into the reader's language) in place of the post.
 */
export function importHistoryData(answer: ImportHistoryAnswer | undefined, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('pid', 'importHistory.column.pid', 'text', t),
      tableColumn('username', 'importHistory.column.username', 'text', t),
      tableColumn('posted_at', 'importHistory.column.postedAt', 'date', t),
      tableColumn('post_url', 'importHistory.column.postUrl', 'text', t),
      tableColumn('processed_at', 'importHistory.column.processedAt', 'date', t),
      tableColumn('file_name', 'importHistory.column.file', 'text', t),
      tableColumn('status', 'importHistory.column.status', 'text', t),
    ],
    rows: (answer?.docs ?? []).map((row) => ({
      pid: row.pid,
      username: row.username,
      posted_at: row.posted_at,
      post_url: row.post_url,
      processed_at: row.processed_at,
      file_name: row.file_name,
      status: row.error
        ? `${t(IMPORT_JOB_STATE_INFO[row.status].label)}: ${t(row.error)}`
        : t(IMPORT_JOB_STATE_INFO[row.status].label),
    })),
  };
}
