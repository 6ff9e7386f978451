import { type ErrorEnvelope, type MessageKey, translate } from '@mirante/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

export function envelope(
  code: ErrorEnvelope['error']['code'],
  key: MessageKey,
  fields: Record<string, MessageKey> | null = null,
): ErrorEnvelope {
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([name, fieldKey]) => [name, translate(fieldKey)]))
    : null;
  return { status: 'error', error: { code, message: translate(key), fields: translated } };
}

/** One place turns every failure into the shared envelope; callers never see a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.messageKey, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, MessageKey> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[name] = 'errors.badRequest';
      }
      return reply.status(400).send(envelope('VALIDATION', 'errors.badRequest', fields));
    }
    if (error.statusCode === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
      return reply.status(400).send(envelope('MALFORMED_JSON', 'errors.malformedJson'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(envelope('BAD_REQUEST', 'errors.badRequest'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('INTERNAL', 'errors.internal'));
  });
}
