import {
  ErrorEnvelope,
  INGEST_CONTENT_TYPES,
  INGEST_DATASETS,
  IngestRejection,
  IngestResponse,
} from '@mirante/core';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/error-handler.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import {
  contentTypeRefusal,
  INGEST_MEDIA_TYPES,
  IngestContentTypeError,
  ingestFormatOf,
} from './ingest-content-type.ts';
import { INGEST_BODY_LIMIT_BYTES, MAX_LISTED_LINE_ERRORS, MAX_LISTED_WARNINGS } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import type { IngestService } from './service.ts';
import { IngestRejectedError } from './validate-rows.ts';

const MIB = 1024 * 1024;

const DESCRIPTION = `Stores records of one dataset in the universe, all or nothing: when any line is refused nothing is
stored, and the 422 answer lists the refused lines (line or CSV row, field, value sent, what the field accepts).
Idempotent by each record's \`id\`: a record whose id is already stored replaces it, so a batch sent again
stores nothing twice (within a batch, the last record of an id wins).

- **Authentication:** \`Authorization: Bearer <integration token of the universe>\` (printed by
  \`npm run cli -- create-universe\` or \`rotate-token\`).
- **Body:** NDJSON, one JSON record per line (${INGEST_CONTENT_TYPES.ndjson.join(', ')}; a JSON array is read too),
  or CSV with a header row (${INGEST_CONTENT_TYPES.csv.join(', ')}); UTF-8; at most ${INGEST_BODY_LIMIT_BYTES / MIB} MiB.
- **Times:** ISO 8601 with the offset (\`2026-03-12T15:00:00-03:00\`, \`2026-03-12 18:00:00Z\`,
  \`2026-03-12 18:00:00+0000\`), a date \`2026-03-12\` (its start in America/Sao_Paulo) or ms since the epoch. A
  date and time without an offset is refused.
- **Fields** the dataset does not have are not stored; the answer warns of each (\`warnings\`, one per field,
  with how many lines carried it; at most ${MAX_LISTED_WARNINGS} fields). At most ${MAX_LISTED_LINE_ERRORS} refused
  lines are listed.

Every dataset's fields, the channels and their aliases, and examples: docs/ingest.md.`;

/** The body as the route takes it: bytes its own content-type parser reads, which this schema lets through. */
const IngestBody = z.any().meta({
  description: 'NDJSON (one record per line) or CSV (a header row, then one record per row), UTF-8.',
  type: 'string',
  format: 'binary',
});

const failure = (description: string) => ErrorEnvelope.describe(description);

/**
 * The machine ingest API (DESIGN §4): `POST /ingest/v1/{universeId}/{dataset}` with the universe's integration
 * token as a bearer token, an NDJSON or CSV body of up to INGEST_BODY_LIMIT_BYTES. No session: the token and
 * the content type are checked before the body is read.
 */
export function ingestRoutes(ingest: IngestService): FastifyPluginAsyncZod {
  return async (app) => {
    // Bodies reach the service as bytes: it reads lines and rows itself and reports them by number.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      [...INGEST_MEDIA_TYPES],
      { parseAs: 'buffer', bodyLimit: INGEST_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof IngestRejectedError) {
        return reply.status(422).send({
          ...envelope(error.code, error.messageKey),
          dataset: error.dataset,
          accepted: 0,
          rejected: error.rejected,
          errors: error.errors,
          errorsTruncated: error.errorsTruncated,
          warnings: error.warnings,
          warningsTruncated: error.warningsTruncated,
        });
      }
      if (error instanceof IngestContentTypeError || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(contentTypeRefusal(request.headers['content-type']));
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(envelope('BAD_REQUEST', INGEST_MESSAGES.bodyTooLarge));
      }
      throw error;
    });

    app.post(
      '/ingest/v1/:universeId/:dataset',
      {
        bodyLimit: INGEST_BODY_LIMIT_BYTES,
        schema: {
          summary: 'Send records of a dataset (NDJSON or CSV)',
          description: DESCRIPTION,
          tags: ['ingest'],
          security: SECURITY.integration,
          consumes: [...INGEST_MEDIA_TYPES],
          params: z.object({
            universeId: z.string().min(1).describe('The universe the integration token belongs to.'),
            dataset: z.enum(INGEST_DATASETS).describe('The dataset the records belong to.'),
          }),
          body: IngestBody,
          response: {
            200: IngestResponse.describe('Every record stored; `warnings` names the fields that were not.'),
            401: failure('Missing or wrong integration token, or a universe that is not the token’s.'),
            404: failure('No such dataset.'),
            413: failure(`The body is larger than ${INGEST_BODY_LIMIT_BYTES / MIB} MiB: send it in parts.`),
            415: failure(`Content-Type missing or not one of ${INGEST_MEDIA_TYPES.join(', ')}.`),
            422: IngestRejection.describe('Some lines were refused, so nothing was stored: they are listed.'),
          },
        },
        onRequest: async (request) => {
          const params = request.params as { universeId: string; dataset: string };
          await ingest.authenticate(params.universeId, request.headers.authorization);
          ingest.requireDataset(params.dataset);
          if (ingestFormatOf(request.headers['content-type']) === null) throw new IngestContentTypeError();
        },
      },
      async (request) => {
        const format = ingestFormatOf(request.headers['content-type']);
        if (format === null) throw new IngestContentTypeError();
        return ingest.ingest({
          universeId: request.params.universeId,
          dataset: request.params.dataset,
          format,
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
      },
    );
  };
}
