import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentRoute } from './document-route.ts';
import { SECURITY_SCHEMES } from './openapi-security.ts';

/** The API reference page; the document itself is at OPENAPI_PATH. */
export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;
const TITLE = 'Mirante Studio API';

/** One tag per service; every route names its own. */
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Sign in and out, change the password (spec §7 auth/{version}/session).' },
  { name: 'upms-legacy', description: 'The signed-in user, roles, companies and accounts.' },
  { name: 'panels-service', description: 'The panels of a universe, for a user or by API token.' },
  { name: 'universes', description: `A universe's integration token.` },
  { name: 'studio-service', description: 'Pages, universe and repliers; answers carry status and message.' },
  { name: 'feature-flags', description: 'Feature flags of an account and their overrides.' },
  {
    name: 'dashboards',
    description: 'Dashboards of a universe, their named saves, users, export and import.',
  },
  { name: 'publishing', description: 'Publish on/off and the access code of a dashboard (editors).' },
  { name: 'guest', description: 'The guest entry by token link or access code, and the guest session.' },
  { name: 'cards', description: `The universe's custom components.` },
  { name: 'charts-service', description: 'Card data: series of an entity for a chart template.' },
  { name: 'war-room', description: 'Card data of the war room (spec §7): answers `docs`.' },
  {
    name: 'chatbot-analytics',
    description: `Card data of the chatbots (spec §7): messages, contacts, custom events and campaigns, per bot.`,
  },
  {
    name: 'desk',
    description: `Card data of the human service desk (spec §7): tickets and times over the period, and the present state (monitoring), per bot.`,
  },
  {
    name: 'studio',
    description: `Card data of customer service (spec §7 studio): post counts and projections, the backlog, operators' status, surveys.`,
  },
  {
    name: 'performance',
    description: `Card data of the connected pages and the operators (spec §7): publications, followers, activity, times, engaged users.`,
  },
  {
    name: 'operators-logs',
    description: `Card data of the SAC operators (spec §7): time in each status, status changes, SLA.`,
  },
  { name: 'productivity', description: 'Card data: attendances done over cases received (spec §9).' },
  { name: 'total-calls', description: 'Card data: conversations received and attended per day.' },
  { name: 'sac-reports', description: 'Card data: replies per operator and channel.' },
  {
    name: 'proprietary',
    description: `Card data: engagement matrices of the connected pages' publications and tags (spec §9).`,
  },
  {
    name: 'media',
    description: 'Card data: media types, featured media and advertising value equivalence.',
  },
  {
    name: 'stock',
    description: "Card data: a share's daily quotes against the mentions (spec §7 stock service).",
  },
  {
    name: 'annotations',
    description: 'Annotations of posts by the editors, and their report (delayed 5 minutes, spec §9).',
  },
  {
    name: 'importers',
    description:
      'The importers (spec §7): comment and tag sheets (.xlsx), press clippings (PDF) as print posts; each an import job.',
  },
  { name: 'exports', description: 'The whole dashboard as a PDF or an XLSX file.' },
  { name: 'realtime', description: 'Server-sent events of dashboard changes.' },
  { name: 'storage', description: 'Logos and images of a dashboard.' },
  {
    name: 'ingest',
    description: `The machine ingest API: NDJSON or CSV records, by the universe's integration token.`,
  },
  { name: 'health', description: 'The state of each store.' },
];

const DESCRIPTION = `The HTTP API of Mirante Studio, generated from the zod schemas the server validates with.

**Authentication**
- *Users*: \`POST /auth/{version}/session/login\` answers the session id in \`x-session-id\` and a second id in
  \`x-session-id2\`, and sets both as HttpOnly cookies. Send the session as the cookie or the header; every request
  that changes something must also carry \`x-session-id2\` as a header (anti-forgery).
- *Guests*: a published dashboard's token link or access code (\`POST /guest/v1/{universeId}/access\`) sets the
  \`dashboard-token\` cookie: a read-only session of that one dashboard for 3 hours.
- *Ingest*: \`POST /ingest/v1/{universeId}/{dataset}\` takes \`Authorization: Bearer <integration token of the universe>\`.
- *Panels*: \`GET /panels-service/…\` also takes the universe's API token as the \`passkey\` query parameter.

Failures answer \`{status: 'error', error: {code, message, fields}}\`, the message in pt-BR.`;

/**
 * The OpenAPI document of every route (collected as they are added, so register this before them) at
 * OPENAPI_PATH, and its reference page at DOCS_PATH, served from the package's own assets. Both are public:
 * they describe the API and hold no data.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: TITLE, version, description: DESCRIPTION },
      tags: OPENAPI_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // No top bar: it would offer to load other documents. (The plugin's default already leaves the online
    // validator, an outside service, off.)
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: TITLE },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
