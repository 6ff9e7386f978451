import { ErrorEnvelope, INGEST_DATASETS, IngestLineError, IngestResponse } from '@mirante/core';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/error-handler.ts';
import { INGEST_BODY_LIMIT_BYTES } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import type { IngestFormat, IngestService } from './service.ts';
import { IngestRejectedError } from './validate-rows.ts';

/** The 422 answer: the error envelope plus the ingest counts and the failed lines. */
export const IngestRejection = ErrorEnvelope.extend({
  dataset: z.enum(INGEST_DATASETS),
  accepted: z.literal(0),
  rejected: z.number().int().min(1),
  errors: z.array(IngestLineError),
  errorsTruncated: z.boolean(),
});

const NDJSON_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/json'];
const CSV_TYPES = ['text/csv', 'application/csv'];

const formatOf = (request: FastifyRequest): IngestFormat =>
  CSV_TYPES.some((type) => request.headers['content-type']?.toLowerCase().startsWith(type))
    ? 'csv'
    : 'ndjson';

/**
 * The machine ingest API (DESIGN §4): `POST /ingest/v1/{universeId}/{dataset}` with the universe's integration
 * token as a bearer token, an NDJSON or CSV body of up to INGEST_BODY_LIMIT_BYTES. No session: the token is
 * checked before the body is read.
 */
export function ingestRoutes(ingest: IngestService): FastifyPluginAsyncZod {
  return async (app) => {
    // Bodies reach the service as bytes: it reads lines and rows itself and reports them by number.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      [...NDJSON_TYPES, ...CSV_TYPES],
      { parseAs: 'buffer', bodyLimit: INGEST_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error instanceof IngestRejectedError) {
        return reply.status(422).send({
          ...envelope(error.code, error.messageKey),
          dataset: error.dataset,
          accepted: 0,
          rejected: error.rejected,
          errors: error.errors,
          errorsTruncated: error.errorsTruncated,
        });
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
          params: z.object({ universeId: z.string().min(1), dataset: z.string() }),
          response: { 200: IngestResponse, 422: IngestRejection },
        },
        onRequest: async (request) => {
          const params = request.params as { universeId: string; dataset: string };
          await ingest.authenticate(params.universeId, request.headers.authorization);
          ingest.requireDataset(params.dataset);
        },
      },
      async (request) =>
        ingest.ingest({
          universeId: request.params.universeId,
          dataset: ingest.requireDataset(request.params.dataset),
          format: formatOf(request),
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        }),
    );
  };
}
