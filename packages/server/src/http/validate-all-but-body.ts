import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route's validator compiler for a body that its handler checks itself (a multipart upload it streams, a
 * filter the service answers 'Invalid filter' for): params, query and headers are validated as everywhere,
 * and the body's schema only documents it in the API reference.
 */
export const validateAllButBody = <S>(route: Parameters<FastifySchemaCompiler<S>>[0]) =>
  route.httpPart === 'body' ? () => true : validatorCompiler({ ...route, schema: route.schema as z.ZodType });
