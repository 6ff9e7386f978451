import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentRoute } from './document-route.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

/** The OpenAPI document of an app holding the routes `addRoutes` adds. */
async function documentOf(addRoutes: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentRoute,
  });
  addRoutes(app);
  await app.ready();
  try {
    return app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  } finally {
    await app.close();
  }
}

/** A route whose body its own content-type parser reads as bytes (as the ingest does). */
function bytesRoute(app: FastifyInstance, body: unknown, consumes?: string[]) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/x-ndjson', 'text/csv'],
      { parseAs: 'buffer' },
      (_r, bytes, done) => done(null, bytes),
    );
    scope.post(
      '/bytes',
      {
        schema: {
          body,
          consumes,
          security: [{ bearerAuth: [] }],
          response: { 200: z.object({ n: z.number() }) },
        },
      },
      async () => ({ n: 1 }),
    );
  });
}

describe('documentRoute', () => {
  it('documents a body of bytes declared as one zod schema for several content types', async () => {
    const body = z.any().meta({ type: 'string', format: 'binary' });
    const doc = await documentOf((app) => bytesRoute(app, body, ['application/x-ndjson', 'text/csv']));
    const content = doc.paths['/bytes']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['application/x-ndjson', 'text/csv']);
    expect(content['text/csv']?.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('documents a body given per content type, converting each zod schema', async () => {
    const body = {
      content: {
        'application/x-ndjson': { schema: z.string().describe('one JSON record per line') },
        'text/csv': { schema: z.string().describe('a header row, then records') },
      },
    };
    const doc = await documentOf((app) => bytesRoute(app, body));
    const content = doc.paths['/bytes']?.post?.requestBody?.content ?? {};
    expect(content['application/x-ndjson']?.schema).toMatchObject({
      type: 'string',
      description: 'one JSON record per line',
    });
    expect(content['text/csv']?.schema).toMatchObject({ type: 'string' });
  });

  it('passes a plain JSON schema through instead of failing the document', async () => {
    const doc = await documentOf((app) =>
      bytesRoute(app, { type: 'string', format: 'binary' }, ['text/csv']),
    );
    expect(doc.paths['/bytes']?.post?.requestBody?.content['text/csv']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
  });

  it('gives every route the error envelope as its default answer, unless it has its own', async () => {
    const own = z.object({ problem: z.string() }).describe('its own failure');
    const doc = await documentOf((app) => {
      app.get('/a', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
        ok: true,
      }));
      app.get('/b', { schema: { response: { 200: z.string(), default: own } } }, async () => 'b');
    });
    const failure = doc.paths['/a']?.get?.responses.default;
    expect(failure?.description).toMatch(/error envelope/);
    expect(failure?.content?.['application/json']?.schema).toMatchObject({
      properties: { status: { enum: ['error'] } },
    });
    expect(doc.paths['/b']?.get?.responses.default?.description).toBe('its own failure');
  });

  it('names the route and the scheme when a route asks for a scheme the document lacks', async () => {
    const asking = documentOf((app) => {
      app.get(
        '/c',
        { schema: { security: [{ nowhere: [] }], response: { 200: z.string() } } },
        async () => 'c',
      );
    });
    await expect(asking).rejects.toThrow("/c: security scheme 'nowhere' is not in the document");
  });
});
