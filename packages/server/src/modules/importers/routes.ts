import fastifyMultipart from '@fastify/multipart';
import {
  FileBytes,
  fillMessage,
  ImportAccepted,
  ImportQuery,
  ImportRejected,
  importErrorSheetPath,
  type MessageKey,
  SHEET_IMPORTER_TEMPLATES,
  SHEET_MIME_TYPE,
  type SheetImporterEndpoint,
  SheetUploadForm,
  translate,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { SheetImportInput, SheetOutcome } from './comment-sheet-importer.ts';
import { COMMENT_SHEET_COLUMNS, type SheetColumn } from './comment-sheet-layout.ts';
import type { ImportJobs } from './import-jobs.ts';
import { buildTemplate } from './sheet-files.ts';
import { receiveSheet, SHEET_MULTIPART_LIMITS, sheetPart } from './sheet-upload.ts';
import { TAG_SHEET_COLUMNS } from './tag-sheet-importer.ts';

const Version = z.object({ version: z.enum(['prod', 'staging']) });
const JobParams = Version.extend({ jobId: z.string().min(1).max(64) });

const xlsxAnswer = {
  description: 'An .xlsx file',
  content: { [SHEET_MIME_TYPE]: { schema: FileBytes } },
};

type SheetImporter = (input: SheetImportInput) => Promise<SheetOutcome>;

export interface ImporterRoutesDeps {
  auth: AuthService;
  accounts: AccountsService;
  jobs: ImportJobs;
  importComments: SheetImporter;
  importTags: SheetImporter;
}

interface SheetImporterSpec {
  endpoint: SheetImporterEndpoint;
  summary: string;
  description: string;
  columns: Record<string, SheetColumn>;
  run: SheetImporter;
  /** The success message, its {count} the posts stored or tagged. */
  done: MessageKey;
}

/**
 * The sheet importers of spec §7 (`/importer-service/{env}/…`, multipart field `file`), their template and the
 * error sheets of their jobs. Only signed-in members of the universe (its editors); guests get 403.
 */
export function importerRoutes(deps: ImporterRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(deps.auth);
    await app.register(fastifyMultipart, { limits: SHEET_MULTIPART_LIMITS });

    const sheetImporter = (spec: SheetImporterSpec) => {
      app.post(
        `/importer-service/:version/${spec.endpoint}`,
        {
          schema: {
            summary: spec.summary,
            description: `All or nothing: a sheet with erroneous rows changes nothing and answers 422 with the path of a sheet listing them. ${spec.description} Refused before unpacking: over 64 MiB (413), not an .xlsx (415), a zip bomb (413).`,
            tags: ['importers'],
            security: SECURITY.userChanging,
            params: Version,
            querystring: ImportQuery,
            body: { content: { 'multipart/form-data': { schema: SheetUploadForm } } },
            response: { 200: ImportAccepted, 422: ImportRejected },
          },
          // The handler streams the file: there is no parsed body to validate when validation runs.
          validatorCompiler: validateAllButBody,
          preHandler: signedIn,
        },
        async (request, reply) => {
          const { user } = sessionOf(request);
          const query = request.query;
          await deps.accounts.requireUniverse(user.id, query.universe_id, query.account_id);
          const part = await sheetPart(request);
          const sheet = await receiveSheet(part.fileName, part.stream);
          try {
            const outcome = await spec.run({ universeId: query.universe_id, userId: user.id, sheet });
            if (outcome.kind === 'rowErrors') {
              return reply.status(422).send({
                status: 'error' as const,
                error: {
                  code: 'VALIDATION' as const,
                  message: translate('upload.errors.sheet'),
                  fields: null,
                },
                jobId: outcome.jobId,
                errorSheetUrl: importErrorSheetPath(request.params.version, outcome.jobId, query),
              });
            }
            return {
              status: 'ok' as const,
              message: `${fillMessage(translate(spec.done), { count: outcome.job.imported })} ${translate('importer.waitHint')}`,
              job: outcome.job,
            };
          } finally {
            await sheet.discard();
          }
        },
      );

      const template = SHEET_IMPORTER_TEMPLATES[spec.endpoint];
      app.get(
        `/importer-service/:version/${template.path}`,
        {
          schema: {
            summary: `${spec.summary}: the template (its columns, an example row, what each column takes)`,
            tags: ['importers'],
            security: SECURITY.user,
            params: Version,
            querystring: ImportQuery,
            response: { 200: xlsxAnswer },
          },
          preHandler: signedIn,
        },
        async (request, reply) => {
          const query = request.query;
          await deps.accounts.requireUniverse(
            sessionOf(request).user.id,
            query.universe_id,
            query.account_id,
          );
          return reply
            .type(SHEET_MIME_TYPE)
            .header('content-disposition', `attachment; filename="${template.fileName}"`)
            .send(await buildTemplate(spec.columns));
        },
      );
    };

    sheetImporter({
      endpoint: 'v2/importer/register/sheet/xlsx',
      summary: 'Import a comment sheet (.xlsx) into the universe as posts (docs/importers.md)',
      description: 'The same file again: 409.',
      columns: COMMENT_SHEET_COLUMNS,
      run: deps.importComments,
      done: 'importer.imported',
    });
    sheetImporter({
      endpoint: 'tag-posts',
      summary: "Add tags to the universe's posts from a sheet of post ids and tags (docs/importers.md)",
      description:
        'Ids the universe does not hold are listed in the error sheet; sending it again changes nothing.',
      columns: TAG_SHEET_COLUMNS,
      run: deps.importTags,
      done: 'importer.tagged',
    });

    app.get(
      '/importer-service/:version/jobs/:jobId/error-sheet',
      {
        schema: {
          summary: "An import job's error sheet: each erroneous row (row number, column, what is wrong)",
          tags: ['importers'],
          security: SECURITY.user,
          params: JobParams,
          querystring: ImportQuery,
          response: { 200: xlsxAnswer },
        },
        preHandler: signedIn,
      },
      async (request, reply) => {
        const query = request.query;
        await deps.accounts.requireUniverse(sessionOf(request).user.id, query.universe_id, query.account_id);
        const bytes = await deps.jobs.errorSheet(query.universe_id, request.params.jobId);
        if (!bytes) throw notFound();
        return reply
          .type(SHEET_MIME_TYPE)
          .header('content-disposition', 'attachment; filename="erros-da-planilha.xlsx"')
          .send(bytes);
      },
    );
  };
}
