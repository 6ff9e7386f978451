import { z } from 'zod';
import { IMPORT_JOB_STATES } from '../domain/import-job-states.ts';
import { isMessageKey } from '../i18n/messages.ts';
import { CardDataQuery, takeParam } from './card-data-query.ts';

/*
 * The importers' contract (spec §4 import jobs, §7 "Importers", §8 upload texts; docs/importers.md): the jobs
 * every importer records, the answers of the sheet importers, and the import-history card's query and answer
 * (`GET /studio-service/feed/import-history`: pid, username, posted_at, post_url, processed_at, spec §3).
 */

/** Which importer a job belongs to: the comment sheet, the tag sheet, the PDF classifier. */
export const IMPORT_JOB_KINDS = ['comment-sheet', 'tag-posts', 'pdf'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/** The rows the import-history card asks (its `take`), and the most a request may ask. */
export const IMPORT_HISTORY_MAX_TAKE = 500;

export const ImportHistoryQuery = CardDataQuery.extend({
  take: takeParam(IMPORT_HISTORY_MAX_TAKE).default(50),
});
export type ImportHistoryQuery = z.infer<typeof ImportHistoryQuery>;

/**
 * One row of the history: a post a job stored (pid … processed_at), or, for a job that stored none (still
 * processing, failed, or a tag sheet), the job alone with null post fields. Newest job first, then the job's
 * posts in the sheet's order. `username` is the imported post's author: the card is never served to guests.
 */
export const ImportHistoryRow = z.object({
  job_id: z.string(),
  kind: z.enum(IMPORT_JOB_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_JOB_STATES),
  /** The failed job's reason: a catalogue key, put into the reader's language by the card. */
  error: z.string().refine(isMessageKey, { error: 'errors.badRequest' }).nullable(),
  pid: z.string().nullable(),
  username: z.string().nullable(),
  /** ms since the epoch. */
  posted_at: z.number().nullable(),
  post_url: z.string().nullable(),
  processed_at: z.number().nullable(),
  created_at: z.number(),
});
export type ImportHistoryRow = z.infer<typeof ImportHistoryRow>;

export const ImportHistoryAnswer = z.object({ docs: z.array(ImportHistoryRow) });
export type ImportHistoryAnswer = z.infer<typeof ImportHistoryAnswer>;

/** What a sheet importer is told besides the file: the universe it imports into (as card requests say it). */
export const ImportQuery = z.object({
  account_id: z.string().min(1).max(256),
  universe_id: z.string().min(1).max(256),
  is_staging: z.enum(['true', 'false']).default('false'),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

/**
 * The largest file an importer takes: the card refuses a larger one before sending, the server stops reading
 * past it. The spec states no size, only the 300 s upload timeout; 64 MiB is the ingest API's body limit.
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** The multipart field that carries the sheet. */
export const IMPORT_FILE_FIELD = 'file';

export const ImportJobSummary = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATES),
  /** Data rows read from the sheet. */
  rows: z.number().int(),
  /** Posts stored (comment sheet) or tagged (tag sheet). */
  imported: z.number().int(),
});
export type ImportJobSummary = z.infer<typeof ImportJobSummary>;

/** A sheet imported whole: its job, processed. */
export const ImportAccepted = z.object({
  status: z.literal('ok'),
  message: z.string(),
  job: ImportJobSummary,
});
export type ImportAccepted = z.infer<typeof ImportAccepted>;

/**
 * A sheet refused (nothing imported): the spec's message, and for row errors the path of the error sheet
 * (an .xlsx listing each erroneous row: row number, column, what is wrong), under the importer's service.
 */
export const ImportRejected = z.object({
  status: z.literal('error'),
  error: z.object({
    code: z.enum(['VALIDATION', 'CONFLICT']),
    message: z.string(),
    fields: z.record(z.string(), z.string()).nullable(),
  }),
  jobId: z.string().nullable(),
  errorSheetUrl: z.string().nullable(),
});
export type ImportRejected = z.infer<typeof ImportRejected>;

/** The multipart form of a sheet importer: one .xlsx file. */
export const SheetUploadForm = z.object({
  [IMPORT_FILE_FIELD]: z.file().max(IMPORT_MAX_BYTES).describe('An .xlsx sheet, at most 64 MiB.'),
});

/** The path of a job's error sheet, under the importer's service version, as an answer links it. */
export const importErrorSheetPath = (
  version: 'prod' | 'staging',
  jobId: string,
  query: ImportQuery,
): string =>
  `/importer-service/${version}/jobs/${encodeURIComponent(jobId)}/error-sheet?${new URLSearchParams(query).toString()}`;

/** The sheet importers: each has a template (its columns, an example row, what each column takes). */
export const SHEET_IMPORTER_TEMPLATES = {
  'v2/importer/register/sheet/xlsx': {
    path: 'v2/importer/register/sheet/template',
    fileName: 'modelo-comentarios.xlsx',
  },
  'tag-posts': { path: 'tag-posts/template', fileName: 'modelo-tags.xlsx' },
} as const;
export type SheetImporterEndpoint = keyof typeof SHEET_IMPORTER_TEMPLATES;

/** The path of a sheet importer's template, under the service version, for one universe. */
export const importTemplatePath = (
  version: 'prod' | 'staging',
  endpoint: SheetImporterEndpoint,
  query: ImportQuery,
): string =>
  `/importer-service/${version}/${SHEET_IMPORTER_TEMPLATES[endpoint].path}?${new URLSearchParams(query).toString()}`;
