import type { ImportJobSummary, IngestRecord } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { COMMENT_SHEET_COLUMNS, columnsOf, commentRow, type RowError } from './comment-sheet-layout.ts';
import type { ImportedPostRef, ImportJobs } from './import-jobs.ts';
import { readFirstSheet } from './read-sheet.ts';
import { buildErrorSheet } from './sheet-files.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import type { ReceivedSheet } from './sheet-upload.ts';
import { checkXlsxZip } from './zip-guard.ts';

/** What became of a sheet: imported whole, or refused for its rows (nothing imported; an error sheet kept). */
export type SheetOutcome =
  | { kind: 'processed'; job: ImportJobSummary }
  | { kind: 'rowErrors'; jobId: string };

export const duplicateDocument = () => new AppError(409, 'CONFLICT', 'upload.errors.duplicate');
const emptySheet = () => new AppError(422, 'VALIDATION', 'importer.errors.emptySheet');

export interface SheetImportInput {
  universeId: string;
  userId: string;
  sheet: ReceivedSheet;
}

/**
 * Runs `work` as an import job: 'Processando' until it answers; a refusal (AppError) or failure settles the
 * job as an error with its reason, then is rethrown for the caller's answer.
 */
export async function asImportJob<T>(
  jobs: ImportJobs,
  job: { id: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await jobs.markFailed(job.id, error instanceof AppError ? error.messageKey : 'upload.errors.load');
    throw error;
  }
}

/**
 * The comment-sheet importer (docs/importers.md): every row is checked before anything is stored; one bad
 * row and nothing is imported (the error sheet lists them all); otherwise the rows are stored as posts of the
 * universe through the ingest's append (idempotent by id: a row sent again replaces itself). The same file
 * sent again is refused as a repeat before it is read.
 */
export function createCommentSheetImporter(deps: {
  jobs: ImportJobs;
  analytics: AnalyticsEngine;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return async function importComments({
    universeId,
    userId,
    sheet,
  }: SheetImportInput): Promise<SheetOutcome> {
    const job = await deps.jobs.start({
      universeId,
      kind: 'comment-sheet',
      fileName: sheet.fileName,
      userId,
    });
    return asImportJob(deps.jobs, job, async () => {
      await checkXlsxZip(sheet.path);
      if (await deps.jobs.findRepeat(universeId, 'comment-sheet', sheet.sha256)) throw duplicateDocument();

      const errors: RowError[] = [];
      const posts: IngestRecord<'posts'>[] = [];
      const rowOfId = new Map<string, number>();
      let at: Record<string, number> | null = null;
      let rows = 0;
      const at_ = now();
      for await (const row of readFirstSheet(sheet.path)) {
        if (at === null) {
          const header = columnsOf(row.cells, COMMENT_SHEET_COLUMNS);
          at = header.at;
          errors.push(...header.errors);
          if (header.errors.length > 0) break;
          continue;
        }
        rows += 1;
        const read = commentRow(row.number, row.cells, at, at_);
        if ('errors' in read) {
          if (errors.length < SHEET_LIMITS.maxListedErrors) errors.push(...read.errors);
          continue;
        }
        const first = rowOfId.get(read.post.id);
        if (first !== undefined) {
          errors.push({
            row: row.number,
            column: COMMENT_SHEET_COLUMNS.id.header,
            problem: 'importer.row.repeatedId',
            value: read.post.id,
          });
          continue;
        }
        rowOfId.set(read.post.id, row.number);
        posts.push(read.post);
      }
      if (errors.length > 0) {
        const errorSheet = await buildErrorSheet(errors);
        await deps.jobs.markFailed(job.id, 'upload.errors.sheet', { rows, errorSheet });
        return { kind: 'rowErrors' as const, jobId: job.id };
      }
      if (rows === 0) throw emptySheet();
      const imported = await deps.analytics.append('posts', universeId, posts);
      const refs: ImportedPostRef[] = posts.map((post) => ({
        pid: post.id,
        username: post.username,
        postedAt: post.postedAt,
        url: post.url,
      }));
      const processed = await deps.jobs.markProcessed(job.id, {
        rows,
        imported,
        posts: refs,
        fileHash: sheet.sha256,
      });
      // Another upload of the same file was processed meanwhile: its posts are these (same ids), a repeat.
      if (!processed) throw duplicateDocument();
      return {
        kind: 'processed' as const,
        job: { id: job.id, status: 'processed' as const, rows, imported },
      };
    });
  };
}
