import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { createTestApp } from '../test-support/test-app.ts';
import { DOCS_PATH, OPENAPI_PATH, OPENAPI_TAGS } from './openapi.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, object>;
    securitySchemes: Record<string, { in?: string; name?: string }>;
  };
}

/** A route as the app registered it. */
interface Registered {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

const SPA_HTML = '<!doctype html><title>SPA</title>';
const registered: Registered[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
let doc: Document;

beforeAll(async () => {
  // A web build, so the static files and the SPA fallback are there as in production.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), SPA_HTML);
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      registered.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
    }
  };
  t = await createTestApp(Date.now(), { webDist, onRoute: collect });
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

/** `/a/:b/c.:d` as OpenAPI writes it: `/a/{b}/c.{d}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** The routes the document must hold: all but the reference itself, the web app's files and HEADs. */
function documentedRoutes(): Registered[] {
  return registered.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.url !== DOCS_PATH &&
      !route.url.startsWith(`${DOCS_PATH}/`) &&
      route.url !== '/*',
  );
}

const operationOf = (route: Registered): Operation | undefined =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3 document of this server, needing no login', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Mirante Studio API', version: pkg.version });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(
      ['antiForgery', 'bearerAuth', 'guestCookie', 'passkey', 'sessionCookie', 'sessionHeader'].sort(),
    );
    for (const [route, methods] of Object.entries(doc.paths)) {
      expect(route.startsWith('/'), route).toBe(true);
      for (const [method, operation] of Object.entries(methods)) {
        expect(['get', 'put', 'post', 'delete', 'patch'], `${method} ${route}`).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${route}`).toBeGreaterThan(0);
        for (const response of Object.values(operation.responses))
          expect(typeof response.description).toBe('string');
        for (const parameter of operation.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);
          expect(parameter.schema, `${method} ${route} ${parameter.name}`).toBeTypeOf('object');
          if (parameter.in === 'path') expect(route).toContain(`{${parameter.name}}`);
        }
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement))
            expect(doc.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
  });

  it('resolves every $ref to one of its own schemas', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
  });

  it('holds every route the server registered, with a summary, a declared tag and its schemas', () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const declaredTags = OPENAPI_TAGS.map((tag) => tag.name);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route);
      if (!operation) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!operation.summary) problems.push(`${name}: no summary`);
      if (!operation.tags?.length || !operation.tags.every((tag) => declaredTags.includes(tag)))
        problems.push(`${name}: tags ${JSON.stringify(operation.tags)} not among the declared ones`);
      if (!operation.security) problems.push(`${name}: says nothing of its security`);

      const answers = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      const described = answers.some(([status, answer]) =>
        status === '204' ? true : Object.values(answer.content ?? {}).some((media) => media.schema),
      );
      if (!described) problems.push(`${name}: no documented success answer`);

      const parameters = operation.parameters ?? [];
      for (const param of pathParams(route.url)) {
        if (!parameters.some((p) => p.in === 'path' && p.name === param && p.required))
          problems.push(`${name}: path parameter ${param} not documented`);
      }
      if (route.schema.querystring) {
        // A query parameter that a security scheme stands for (the panels' passkey) is documented there.
        const bySecurity = Object.values(doc.components.securitySchemes)
          .filter((scheme) => scheme.in === 'query')
          .map((scheme) => scheme.name);
        const keys = Object.keys((route.schema.querystring as { shape?: object }).shape ?? {});
        expect(keys.length, name).toBeGreaterThan(0);
        for (const key of keys.filter((k) => !bySecurity.includes(k))) {
          if (!parameters.some((p) => p.in === 'query' && p.name === key))
            problems.push(`${name}: query parameter ${key} not documented`);
        }
      }
      if (route.schema.body) {
        const media = Object.values(operation.requestBody?.content ?? {});
        if (media.length === 0 || !media.every((m) => m.schema))
          problems.push(`${name}: body not documented`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tells binary and streamed answers by their content types', () => {
    const contentTypes = (url: string, method: string) =>
      Object.keys(doc.paths[url]?.[method]?.responses['200']?.content ?? {});
    expect(contentTypes('/exports/v1/{universeId}/dashboards/{dashboardId}.{format}', 'post')).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(
      contentTypes('/storage/v1/{universeId}/dashboards/{dashboardId}/images/{imageId}', 'get'),
    ).toContain('image/png');
    expect(contentTypes('/realtime/v1/{universeId}/dashboards', 'get')).toEqual(['text/event-stream']);
    const upload = doc.paths['/storage/v1/{universeId}/dashboards/{dashboardId}/images']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});

describe('the ingest route in the document', () => {
  it('is described: summary, tag, bearer token, parameters, body types and every answer', () => {
    const operation = doc.paths['/ingest/v1/{universeId}/{dataset}']?.post as Operation & {
      description?: string;
    };
    expect(operation?.summary).toBe('Send records of a dataset (NDJSON or CSV)');
    expect(operation?.tags).toEqual(['ingest']);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(String(operation?.description)).toContain('docs/ingest.md');
    const parameters = operation?.parameters ?? [];
    expect(parameters.map((p) => [p.in, p.name])).toEqual([
      ['path', 'universeId'],
      ['path', 'dataset'],
    ]);
    expect((parameters[1]?.schema as { enum?: string[] } | undefined)?.enum).toContain('desk-tickets');
    const body = operation?.requestBody?.content ?? {};
    expect(Object.keys(body)).toEqual([
      'application/x-ndjson',
      'application/jsonl',
      'application/json',
      'text/csv',
      'application/csv',
    ]);
    expect(body['text/csv']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    const responses = operation?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['200', '401', '404', '413', '415', '422', 'default']);
    for (const status of Object.keys(responses)) expect(responses[status]?.content, status).toBeTruthy();
    expect(responses['415']?.description).toContain('application/csv');
  });
});

describe('the reference page', () => {
  it('answers HTML at /docs without a login, not the web app', async () => {
    for (const url of [DOCS_PATH, `${DOCS_PATH}/`]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Mirante Studio API</title>');
      expect(response.body).not.toContain(SPA_HTML);
    }
  });

  it('serves its scripts from the server itself, under the same security headers', async () => {
    const page = await t.app.inject({ url: DOCS_PATH });
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith(`${DOCS_PATH}/`), src).toBe(true);
      const script = await t.app.inject({ url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('leaves the web app its own routes', async () => {
    const response = await t.app.inject({ url: '/demo/demo-marca/login', headers: { accept: 'text/html' } });
    expect(response.body).toBe(SPA_HTML);
  });
});
