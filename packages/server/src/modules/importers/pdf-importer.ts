import {
  type DocumentImport,
  type ImportJobSummary,
  type MessageKey,
  validateDocumentImport,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import type { ImportJobs } from './import-jobs.ts';
import { pdfPost } from './pdf-post.ts';
import { readPdfText } from './pdf-text.ts';

/** Where a link may be stored (core's post `url` holds 10,000 characters; a real link is far shorter). */
const MAX_LINK_CHARS = 2048;

/** A PDF starts with `%PDF-`; readers accept up to 1,024 bytes of junk before it (the PDF spec's leeway). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const MAGIC_WINDOW = 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MAGIC_WINDOW)).includes(
    PDF_MAGIC,
  );
}

/** A refused document that was recorded as a failed job: its status, reason and the job's id. */
export class PdfImportRefused extends AppError {
  readonly jobId: string;

  constructor(statusCode: number, reason: MessageKey, jobId: string) {
    super(statusCode, statusCode === 409 ? 'CONFLICT' : 'VALIDATION', reason);
    this.name = 'PdfImportRefused';
    this.jobId = jobId;
  }
}

/** The form's fields as the query carries them (spec §5 file importer): each refused with its own text. */
export interface PdfImportFields {
  link?: string | undefined;
  document_date?: string | undefined;
  masked?: string | undefined;
}

/**
 * The document's link ('Valor obrigatório', 'Link inválido'), date (YYYY-MM-DD or DD/MM/YYYY, a real day,
 * not in the future) and masking choice, by the web form's own rules (core's validateDocumentImport).
 * A bad field is a 400 naming each field, and nothing is recorded.
 */
export function pdfDocumentOf(fields: PdfImportFields, now: number = Date.now()): DocumentImport {
  const link = fields.link ?? '';
  const result = validateDocumentImport(
    { link, documentDate: fields.document_date ?? '', masked: fields.masked === 'true' },
    now,
  );
  const problems: Record<string, MessageKey> = result.ok ? {} : { ...result.fields };
  if (link.length > MAX_LINK_CHARS) problems.link = 'importer.errors.invalidLink';
  const [first] = Object.values(problems);
  if (!result.ok || first !== undefined) {
    throw new AppError(400, 'VALIDATION', first ?? 'importer.errors.required', problems);
  }
  return result.value;
}

/** Bytes that went past the importers' limit (core IMPORT_MAX_BYTES) while they were read. */
export class PdfTooLarge extends Error {
  constructor() {
    super('PDF larger than IMPORT_MAX_BYTES');
    this.name = 'PdfTooLarge';
  }
}

/**
 * The PDF importer (spec §7 classify-pdf-v3): one document becomes one post of the print channel in the
 * universe, through the same append as every ingest, and one import job (spec §4) tells what became of it.
 */
export function createPdfImporter(deps: { analytics: AnalyticsEngine; jobs: ImportJobs }) {
  /** Documents being imported by this process, by universe and identity: a second one meanwhile is a repeat. */
  const importing = new Set<string>();

  return {
    /**
     * Records the job ('Processando'), reads the bytes (`read` throws PdfTooLarge past core's
     * IMPORT_MAX_BYTES), checks they are a PDF, reads its text off the event loop, refuses a document the
     * universe already has (by its text's identity), stores the post and settles the job. A refusal settles
     * the job as failed with its reason and throws PdfImportRefused: 413 too large, 422 unreadable, 409 repeat.
     */
    async import(input: {
      universeId: string;
      userId: string;
      fileName: string;
      document: DocumentImport;
      read: () => Promise<Uint8Array>;
    }): Promise<ImportJobSummary> {
      const job = await deps.jobs.start({
        universeId: input.universeId,
        kind: 'pdf',
        fileName: input.fileName,
        userId: input.userId,
      });
      const refuse = async (statusCode: number, reason: MessageKey): Promise<never> => {
        await deps.jobs.markFailed(job.id, reason);
        throw new PdfImportRefused(statusCode, reason, job.id);
      };

      let bytes: Uint8Array;
      try {
        bytes = await input.read();
      } catch (error) {
        if (error instanceof PdfTooLarge) return refuse(413, 'renderer.importer.tooLarge');
        await deps.jobs.markFailed(job.id, 'upload.errors.load');
        throw error;
      }
      if (!looksLikePdf(bytes)) return refuse(422, 'upload.errors.load');
      const read = await readPdfText(bytes);
      if (!read.ok) return refuse(422, 'upload.errors.load');

      const slot = `${input.universeId}\n${read.key}`;
      if (importing.has(slot) || (await deps.jobs.findRepeat(input.universeId, 'pdf', read.key))) {
        return refuse(409, 'upload.errors.duplicate');
      }
      importing.add(slot);
      try {
        const post = pdfPost(input.document, read.text, read.key);
        await deps.analytics.append('posts', input.universeId, [post]);
        const processed = await deps.jobs.markProcessed(job.id, {
          rows: 1,
          imported: 1,
          fileHash: read.key,
          posts: [{ pid: post.id, username: post.username, postedAt: post.postedAt, url: post.url }],
        });
        // Another server processed the same document meanwhile (the jobs' unique index): the same post id.
        if (!processed) return refuse(409, 'upload.errors.duplicate');
        return { id: job.id, status: 'processed', rows: 1, imported: 1 };
      } catch (error) {
        if (!(error instanceof PdfImportRefused)) await deps.jobs.markFailed(job.id, 'upload.errors.load');
        throw error;
      } finally {
        importing.delete(slot);
      }
    },
  };
}

export type PdfImporter = ReturnType<typeof createPdfImporter>;
