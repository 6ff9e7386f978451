import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  ImportAccepted,
  ImportQuery,
  ImportRejected,
  translate,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import { type PdfImporter, PdfImportRefused, PdfTooLarge, pdfDocumentOf } from './pdf-importer.ts';

/**
 * The form's fields (spec §5), as texts: the service answers each bad one with the catalogue's words
 * ('Valor obrigatório', 'Link inválido') instead of a schema's generic refusal.
 */
const PdfImportQuery = ImportQuery.extend({
  link: z.string().max(16_384).optional().describe('The address of the clipping (http or https)'),
  document_date: z
    .string()
    .max(32)
    .optional()
    .describe(`The document's day, YYYY-MM-DD or DD/MM/YYYY, in America/Sao_Paulo; not in the future`),
  masked: z
    .string()
    .max(8)
    .optional()
    .describe('"true": e-mails, CPFs, RGs and phone numbers in the text are stored as ***'),
});

const PdfUploadForm = z.object({
  [IMPORT_FILE_FIELD]: z.string().describe(`The PDF, at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MiB`),
});

const fileRequired = () =>
  new AppError(400, 'VALIDATION', 'importer.errors.required', {
    [IMPORT_FILE_FIELD]: 'importer.errors.required',
  });

/** The bytes of the uploaded file, refused (PdfTooLarge) once they pass the limit. */
async function bytesOf(file: MultipartFile): Promise<Uint8Array> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PdfTooLarge();
    throw error;
  }
}

/**
 * POST /se-pdf-extractor/{version}/classify-pdf-v3 (spec §7 "PDF classification"): a press clipping (multipart
 * field `file`) with its link, date and masking choice becomes a post of the print channel in the universe,
 * for its signed-in members only (guests get 403, other accounts 404). Answers the import job.
 */
export function pdfImporterRoutes(
  auth: AuthService,
  accounts: AccountsService,
  importer: PdfImporter,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(auth);
    await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, parts: 4 } });

    app.post(
      '/se-pdf-extractor/:version/classify-pdf-v3',
      {
        schema: {
          summary: 'Import a press clipping (PDF): its text becomes a post of the print channel',
          description:
            'Refused: a bad field (400, per field), a file that is not a readable PDF (422, the job failed), one over the size limit (413), the same text again in the universe (409).',
          tags: ['importers'],
          security: SECURITY.userChanging,
          params: z.object({ version: z.enum(['prod', 'staging']) }),
          querystring: PdfImportQuery,
          body: { content: { 'multipart/form-data': { schema: PdfUploadForm } } },
          response: { 201: ImportAccepted, 409: ImportRejected, 413: ImportRejected, 422: ImportRejected },
        },
        // The handler streams the file: there is no parsed body to validate when validation runs.
        validatorCompiler: validateAllButBody,
        preHandler: signedIn,
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const { query } = request;
        await accounts.requireUniverse(user.id, query.universe_id, query.account_id);
        const document = pdfDocumentOf(query);
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file || file.fieldname !== IMPORT_FILE_FIELD) throw fileRequired();
        try {
          const job = await importer.import({
            universeId: query.universe_id,
            userId: user.id,
            fileName: file.filename || 'documento.pdf',
            document,
            read: () => bytesOf(file),
          });
          const message = `${translate('renderer.importer.sent')} ${translate('importer.waitHint')}`;
          return reply.status(201).send({ status: 'ok' as const, message, job });
        } catch (error) {
          if (!(error instanceof PdfImportRefused)) throw error;
          return reply.status(error.statusCode as 409 | 413 | 422).send({
            status: 'error' as const,
            error: {
              code: error.code as 'VALIDATION' | 'CONFLICT',
              message: translate(error.messageKey),
              fields: null,
            },
            jobId: error.jobId,
            errorSheetUrl: null,
          });
        }
      },
    );
  };
}
