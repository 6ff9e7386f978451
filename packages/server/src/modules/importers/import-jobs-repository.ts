import type { ImportJobKind, ImportJobState } from '@mirante/core';
import type { Kysely, SqlBool } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** A post a job stored, as the import-history card lists it. */
export interface ImportedPostRef {
  pid: string;
  username: string | null;
  /** ms since the epoch. */
  postedAt: number;
  url: string | null;
}

export interface ImportJobRow {
  id: string;
  universeId: string;
  kind: ImportJobKind;
  fileName: string;
  userId: string;
  status: ImportJobState;
  /** The catalogue key of a failed job's reason. */
  error: string | null;
  rows: number | null;
  imported: number | null;
  hasErrorSheet: boolean;
  createdAt: number;
  processedAt: number | null;
}

/** A history row: the job, and one of its posts when it stored any. */
export interface ImportHistoryEntry {
  job: ImportJobRow;
  post: ImportedPostRef | null;
}

/** Rows of import_job_posts written per statement (PostgreSQL takes at most 65,535 bound values). */
const POSTS_PER_INSERT = 1000;

type JobSelect = {
  id: string;
  universe_id: string;
  kind: string;
  file_name: string;
  user_id: string;
  status: string;
  error: string | null;
  rows: number | null;
  imported: number | null;
  has_error_sheet: SqlBool;
  created_at: Date;
  processed_at: Date | null;
};

const JOB_COLUMNS = [
  'import_jobs.id',
  'import_jobs.universe_id',
  'import_jobs.kind',
  'import_jobs.file_name',
  'import_jobs.user_id',
  'import_jobs.status',
  'import_jobs.error',
  'import_jobs.rows',
  'import_jobs.imported',
  'import_jobs.created_at',
  'import_jobs.processed_at',
] as const;

const jobOf = (row: JobSelect): ImportJobRow => ({
  id: row.id,
  universeId: row.universe_id,
  kind: row.kind as ImportJobKind,
  fileName: row.file_name,
  userId: row.user_id,
  status: row.status as ImportJobState,
  error: row.error,
  rows: row.rows,
  imported: row.imported,
  hasErrorSheet: Boolean(row.has_error_sheet),
  createdAt: row.created_at.getTime(),
  processedAt: row.processed_at?.getTime() ?? null,
});

/** The import_jobs and import_job_posts tables of the meta store (migration 0007). */
export function createImportJobsRepository(db: Kysely<MetaDatabase>) {
  const selectJobs = () =>
    db
      .selectFrom('import_jobs')
      .select(JOB_COLUMNS)
      .select((eb) => eb('import_jobs.error_sheet', 'is not', null).as('has_error_sheet'));

  return {
    async insert(job: {
      id: string;
      universeId: string;
      kind: ImportJobKind;
      fileName: string;
      userId: string;
      at: Date;
    }): Promise<ImportJobRow> {
      await db
        .insertInto('import_jobs')
        .values({
          id: job.id,
          universe_id: job.universeId,
          kind: job.kind,
          file_name: job.fileName,
          user_id: job.userId,
          status: 'queued',
          created_at: job.at,
        })
        .execute();
      const row = await this.find(job.universeId, job.id);
      if (!row) throw new Error(`import job ${job.id} vanished after insert`);
      return row;
    },

    async find(universeId: string, id: string): Promise<ImportJobRow | null> {
      const row = await selectJobs()
        .where('import_jobs.universe_id', '=', universeId)
        .where('import_jobs.id', '=', id)
        .executeTakeFirst();
      return row ? jobOf(row) : null;
    },

    /** The processed job of this importer and universe that read a file with this hash, if any. */
    async findProcessedByHash(
      universeId: string,
      kind: ImportJobKind,
      fileHash: string,
    ): Promise<ImportJobRow | null> {
      const row = await selectJobs()
        .where('import_jobs.universe_id', '=', universeId)
        .where('import_jobs.kind', '=', kind)
        .where('import_jobs.file_hash', '=', fileHash)
        .where('import_jobs.status', '=', 'processed')
        .executeTakeFirst();
      return row ? jobOf(row) : null;
    },

    /**
     * Processing → processed with its counts and posts, in one transaction; false when the job had left
     * 'queued' already (settled as interrupted) or another job processed the same file meanwhile (the
     * partial unique index): then nothing of it is written.
     */
    async markProcessed(
      id: string,
      outcome: {
        fileHash: string | null;
        rows: number;
        imported: number;
        posts: readonly ImportedPostRef[];
        at: Date;
      },
    ): Promise<boolean> {
      try {
        return await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('import_jobs')
            .set({
              status: 'processed',
              file_hash: outcome.fileHash,
              rows: outcome.rows,
              imported: outcome.imported,
              processed_at: outcome.at,
            })
            .where('id', '=', id)
            .where('status', '=', 'queued')
            .executeTakeFirst();
          if (updated.numUpdatedRows === 0n) return false;
          for (let start = 0; start < outcome.posts.length; start += POSTS_PER_INSERT) {
            const batch = outcome.posts.slice(start, start + POSTS_PER_INSERT);
            await trx
              .insertInto('import_job_posts')
              .values(
                batch.map((post, i) => ({
                  job_id: id,
                  position: start + i,
                  pid: post.pid,
                  username: post.username,
                  posted_at: new Date(post.postedAt),
                  post_url: post.url,
                })),
              )
              .execute();
          }
          return true;
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return false;
        throw error;
      }
    },

    /** Processing → failed with its reason (and the sheet of erroneous rows); false when it had left processing. */
    async markFailed(
      id: string,
      failure: { error: string; rows: number | null; errorSheet: Buffer | null; at: Date },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('import_jobs')
        .set({
          status: 'error',
          error: failure.error,
          rows: failure.rows,
          imported: 0,
          error_sheet: failure.errorSheet,
          processed_at: failure.at,
        })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** Jobs still processing that started before `before` (every one when null) become failed with `error`. */
    async failProcessing(before: Date | null, error: string, at: Date): Promise<number> {
      let query = db
        .updateTable('import_jobs')
        .set({ status: 'error', error, imported: 0, processed_at: at })
        .where('status', '=', 'queued');
      if (before) query = query.where('created_at', '<', before);
      const updated = await query.executeTakeFirst();
      return Number(updated.numUpdatedRows);
    },

    async errorSheet(universeId: string, id: string): Promise<Buffer | null> {
      const row = await db
        .selectFrom('import_jobs')
        .select('error_sheet')
        .where('universe_id', '=', universeId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.error_sheet ?? null;
    },

    /** The universe's latest `take` history rows: newest job first, each job's posts in order. */
    async history(universeId: string, take: number): Promise<ImportHistoryEntry[]> {
      const jobs = (
        await selectJobs()
          .where('import_jobs.universe_id', '=', universeId)
          .orderBy('import_jobs.created_at', 'desc')
          .orderBy('import_jobs.id')
          .limit(take)
          .execute()
      ).map(jobOf);
      const entries: ImportHistoryEntry[] = [];
      for (const job of jobs) {
        if (entries.length >= take) break;
        const posts = await db
          .selectFrom('import_job_posts')
          .select(['pid', 'username', 'posted_at', 'post_url'])
          .where('job_id', '=', job.id)
          .orderBy('position')
          .limit(take - entries.length)
          .execute();
        if (posts.length === 0) entries.push({ job, post: null });
        for (const post of posts) {
          entries.push({
            job,
            post: {
              pid: post.pid,
              username: post.username,
              postedAt: post.posted_at.getTime(),
              url: post.post_url,
            },
          });
        }
      }
      return entries;
    },
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
