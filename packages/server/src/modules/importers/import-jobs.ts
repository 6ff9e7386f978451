import { randomUUID } from 'node:crypto';
import {
  type ImportHistoryRow,
  type ImportJobKind,
  isMessageKey,
  type MessageKey,
  UPLOAD_TIMEOUT_MS,
} from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import {
  createImportJobsRepository,
  type ImportedPostRef,
  type ImportJobRow,
} from './import-jobs-repository.ts';

export type { ImportedPostRef, ImportJobRow } from './import-jobs-repository.ts';

/**
 * How long a job may stay 'Processando'. A job is processed within its upload request, which the web gives
 * up on after UPLOAD_TIMEOUT_MS (spec §9: 300 s); twice that, a job still processing belongs to a server that
 * stopped (crash, restart, deploy) and is settled as failed ('importer.errors.interrupted').
 */
export const IMPORT_JOB_LEASE_MS = 2 * UPLOAD_TIMEOUT_MS;

export interface ImportJobsOptions {
  db: Kysely<MetaDatabase>;
  /**
   * The meta store belongs to this process alone (embedded PGlite: one process opens a data dir), so at start
   * every job still processing was left by a previous run and is settled at once; on a shared PostgreSQL,
   * other servers may be running jobs, and only those past the lease are.
   */
  exclusiveStore: boolean;
  now?: () => number;
}

/**
 * Import jobs (spec §4), written by every importer (comment sheet, tag sheet, PDF):
 *
 *     const job = await importJobs.start({ universeId, kind: 'pdf', fileName, userId });  // 'Processando'
 *     await importJobs.markProcessed(job.id, { rows: 1, imported: 1, posts: [{ pid, username, postedAt, url }] });
 *     // or: await importJobs.markFailed(job.id, 'upload.errors.load');
 *
 * A job leaves 'queued' once: marking a job that was settled meanwhile answers false and writes nothing.
 */
export function createImportJobs(options: ImportJobsOptions) {
  const repository = createImportJobsRepository(options.db);
  const now = options.now ?? Date.now;
  const settle = (before: Date | null) =>
    repository.failProcessing(before, 'importer.errors.interrupted', new Date(now()));
  const settleAbandoned = () => settle(new Date(now() - IMPORT_JOB_LEASE_MS));

  return {
    /** A new job of `kind` for the file a user sent to a universe, 'queued'. */
    start(input: {
      universeId: string;
      kind: ImportJobKind;
      fileName: string;
      userId: string;
    }): Promise<ImportJobRow> {
      return repository.insert({ id: randomUUID(), ...input, at: new Date(now()) });
    },

    /**
     * Processing → 'Processada com sucesso': `rows` read, `imported` posts stored or tagged, the stored posts
     * (the history card's rows) and the file's SHA-256 (a later identical file is a repeat: findRepeat).
     * False when the job was settled meanwhile, or another job processed the same file first.
     */
    markProcessed(
      id: string,
      outcome: {
        rows: number;
        imported: number;
        posts?: readonly ImportedPostRef[];
        fileHash?: string | null;
      },
    ): Promise<boolean> {
      return repository.markProcessed(id, {
        rows: outcome.rows,
        imported: outcome.imported,
        posts: outcome.posts ?? [],
        fileHash: outcome.fileHash ?? null,
        at: new Date(now()),
      });
    },

    /** Processing → error with its reason (a catalogue key) and, for row errors, the error sheet's bytes. */
    markFailed(
      id: string,
      reason: MessageKey,
      detail: { rows?: number | null; errorSheet?: Buffer | null } = {},
    ): Promise<boolean> {
      return repository.markFailed(id, {
        error: reason,
        rows: detail.rows ?? null,
        errorSheet: detail.errorSheet ?? null,
        at: new Date(now()),
      });
    },

    /** The processed job of this importer and universe that read the same file (by SHA-256), if any. */
    findRepeat(universeId: string, kind: ImportJobKind, fileHash: string): Promise<ImportJobRow | null> {
      return repository.findProcessedByHash(universeId, kind, fileHash);
    },

    find: (universeId: string, id: string) => repository.find(universeId, id),
    errorSheet: (universeId: string, id: string) => repository.errorSheet(universeId, id),

    /** The import-history card's rows (abandoned jobs settled first, so none shows 'Processando' forever). */
    async history(universeId: string, take: number): Promise<ImportHistoryRow[]> {
      await settleAbandoned();
      const entries = await repository.history(universeId, take);
      return entries.map(({ job, post }) => ({
        job_id: job.id,
        kind: job.kind,
        file_name: job.fileName,
        status: job.status,
        // The reason as its catalogue key: the card says it in the reader's language.
        error: job.error === null ? null : isMessageKey(job.error) ? job.error : 'upload.errors.load',
        pid: post?.pid ?? null,
        username: post?.username ?? null,
        posted_at: post?.postedAt ?? null,
        post_url: post?.url ?? null,
        processed_at: job.processedAt,
        created_at: job.createdAt,
      }));
    },

    /**
     * At start: settles the jobs a stopped server left 'queued' (all of them on an exclusive store, else
     * those past IMPORT_JOB_LEASE_MS). Answers how many.
     */
    settleAtStart(): Promise<number> {
      return options.exclusiveStore ? settle(null) : settleAbandoned();
    },
    settleAbandoned,
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
