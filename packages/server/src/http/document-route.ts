import type { SwaggerTransform } from '@fastify/swagger';
import { ErrorEnvelope } from '@mirante/core';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Every failure answers the one envelope (http/error-handler.ts), whatever the route. */
const FAILURE = ErrorEnvelope.describe(
  'A failure: the error envelope, with the pt-BR message of the catalogue ' +
    '(400 validation, 401, 403, 404, 409, 429, 500…).',
);

const REQUEST_PARTS = ['params', 'querystring', 'headers', 'body'] as const;

type ContentMap = { description?: string; content: Record<string, { schema: unknown }> };

const isZod = (value: unknown): value is $ZodType => value instanceof $ZodType;
const isContentMap = (value: unknown): value is ContentMap =>
  typeof value === 'object' && value !== null && 'content' in value && typeof value.content === 'object';
/** What the zod transform converts: a schema, or a map of content types to schemas. */
const convertible = (value: unknown) =>
  isZod(value) || (isContentMap(value) && Object.values(value.content).every((media) => isZod(media.schema)));

type TransformInput = Parameters<SwaggerTransform>[0];

/** A request part given per content type (a body that is NDJSON or CSV, say): each schema converted. */
function convertContentMap(input: TransformInput, part: string, map: ContentMap): ContentMap {
  const content = Object.fromEntries(
    Object.entries(map.content).map(([type, media]) => {
      if (!isZod(media.schema)) return [type, media];
      const converted = zodTransform({ ...input, schema: { [part]: media.schema } }).schema;
      return [type, { ...media, schema: (converted as Record<string, unknown>)[part] }];
    }),
  );
  return { ...map, content };
}

/** @fastify/swagger fails on a scheme the document does not define: name the route and the scheme instead. */
function requireKnownSchemes(input: TransformInput): void {
  const schemes = 'openapiObject' in input ? (input.openapiObject.components?.securitySchemes ?? {}) : {};
  for (const requirement of input.schema.security ?? []) {
    for (const name of Object.keys(requirement)) {
      if (!(name in schemes))
        throw new Error(`${input.url}: security scheme '${name}' is not in the document`);
    }
  }
}

/**
 * The routes' zod schemas as OpenAPI (fastify-type-provider-zod's transform), plus the error envelope as every
 * route's default answer. A part given per content type (a body of bytes that the route's own parser reads) has
 * each of its zod schemas converted; a part that is not zod (a plain JSON schema) passes as it is, where the
 * zod transform alone would throw and take the whole document down.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { schema } = input;
  if (!schema || schema.hide) return zodTransform(input);
  requireKnownSchemes(input);
  const forZod: Record<string, unknown> = { ...schema };
  const asIs: Record<string, unknown> = {};
  for (const part of REQUEST_PARTS) {
    const value = schema[part];
    if (value === undefined || isZod(value)) continue;
    delete forZod[part];
    asIs[part] = isContentMap(value) ? convertContentMap(input, part, value) : value;
  }
  const zodResponses: Record<string, unknown> = {};
  const asIsResponses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(schema.response ?? {})) {
    if (convertible(value)) zodResponses[status] = value;
    else asIsResponses[status] = value;
  }
  if (!('default' in zodResponses || 'default' in asIsResponses)) zodResponses.default = FAILURE;
  forZod.response = zodResponses;
  const converted = zodTransform({ ...input, schema: forZod as FastifySchema });
  const response = { ...(converted.schema.response as object), ...asIsResponses };
  return { url: converted.url, schema: { ...converted.schema, ...asIs, response } };
};
