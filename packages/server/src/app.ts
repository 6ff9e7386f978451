import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pkg from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import { cardDataRoutes } from './http/card-data-routes.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { envelope, registerErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { DEFAULT_WEB_DIST, registerStaticWeb } from './http/static-web.ts';
import { endUnusedConnectionsOnClose } from './http/unused-connections.ts';
import { createViewers } from './http/viewer.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { createAnnotatedPosts } from './modules/annotations/annotated-posts.ts';
import { annotationsHandlers } from './modules/annotations/handlers.ts';
import { createAnnotationsRepository } from './modules/annotations/repository.ts';
import { annotationsRoutes } from './modules/annotations/routes.ts';
import { createAnnotationsService } from './modules/annotations/service.ts';
import { createIdentity, type IdentityOptions } from './modules/auth/identity.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chartsHandlers } from './modules/charts/handlers.ts';
import { createChartsService } from './modules/charts/service.ts';
import { chatbotHandlers } from './modules/chatbot/handlers.ts';
import { createChatbotService } from './modules/chatbot/service.ts';
import { createDashboards } from './modules/dashboards/create-dashboards.ts';
import { customCardsRoutes } from './modules/dashboards/custom-cards-routes.ts';
import { onboardingRoutes } from './modules/dashboards/onboarding-routes.ts';
import { dashboardsRoutes } from './modules/dashboards/routes.ts';
import { deskHandlers } from './modules/desk/handlers.ts';
import { createDeskService } from './modules/desk/service.ts';
import { exportsRoutes } from './modules/exports/routes.ts';
import { createFiltersRepository } from './modules/filters/repository.ts';
import { filtersRoutes } from './modules/filters/routes.ts';
import { createFiltersService } from './modules/filters/service.ts';
import { flagsRoutes } from './modules/flags/routes.ts';
import { createChatModel } from './modules/gpt/chat-model.ts';
import { gptHandlers } from './modules/gpt/handlers.ts';
import { createReplyConnector } from './modules/gpt/reply-connector.ts';
import { createGptRepository } from './modules/gpt/repository.ts';
import { gptRoutes } from './modules/gpt/routes.ts';
import { createGptService } from './modules/gpt/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createCommentSheetImporter } from './modules/importers/comment-sheet-importer.ts';
import { importerHandlers } from './modules/importers/handlers.ts';
import { createImportJobs } from './modules/importers/import-jobs.ts';
import { createPdfImporter } from './modules/importers/pdf-importer.ts';
import { pdfImporterRoutes } from './modules/importers/pdf-importer-routes.ts';
import { importerRoutes } from './modules/importers/routes.ts';
import { createStoredPosts } from './modules/importers/stored-posts.ts';
import { createTagSheetImporter } from './modules/importers/tag-sheet-importer.ts';
import { createIngestRepository } from './modules/ingest/repository.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { createIngestService } from './modules/ingest/service.ts';
import { operatorsHandlers } from './modules/operators/handlers.ts';
import { createOperatorsService } from './modules/operators/service.ts';
import { performanceHandlers } from './modules/performance/handlers.ts';
import { createPerformanceService } from './modules/performance/service.ts';
import { proprietaryHandlers } from './modules/proprietary/handlers.ts';
import { createProprietaryService } from './modules/proprietary/service.ts';
import { publishingRoutes } from './modules/publishing/routes.ts';
import { announceTo, openRealtimeBus } from './modules/realtime/open-realtime-bus.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { studioSacHandlers } from './modules/sac/handlers.ts';
import { createStudioSacService } from './modules/sac/service.ts';
import { stockHandlers } from './modules/stock/handlers.ts';
import { createQuotesConnector } from './modules/stock/quotes-connector.ts';
import { createStockService } from './modules/stock/service.ts';
import { openStorage } from './modules/storage/open-storage.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { studioRoutes } from './modules/studio/routes.ts';
import { createAnalyticsSettingsRepository } from './modules/universes/analytics-settings-repository.ts';
import { analyticsSettingsRoutes } from './modules/universes/analytics-settings-routes.ts';
import { createAnalyticsSettingsService } from './modules/universes/analytics-settings-service.ts';
import { universesRoutes } from './modules/universes/routes.ts';
import { warRoomHandlers } from './modules/warroom/handlers.ts';
import { createWarRoomService } from './modules/warroom/service.ts';
import { createResultCache } from './stores/analytics/result-cache.ts';
import { closeStores, type Stores } from './stores/open-stores.ts';

export interface AppOptions {
  webDist?: string;
  /** Session clock, login limits and cache lifetimes (tests shorten or move them). */
  identity?: IdentityOptions;
  /** Sees every route as it is added (the security suite builds its matrices from the route table). */
  onRoute?: (route: RouteOptions) => void;
  /** The annotations' clock (tests move it across the report's 5-minute delay). */
  annotationsNow?: () => number;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Builds the whole server around open stores; closing the app closes them. Tests build it in-process. The one
 * composition root: modules build services (and card-data handlers), and every route is registered here.
 */
export async function buildApp(
  config: Config,
  stores: Stores,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  endUnusedConnectionsOnClose(app);
  // While draining, answers close their connection so keep-alive sockets do not hold the shutdown open.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await closeStores(stores);
  });

  await app.register(fastifyCookie);
  // Helmet's security headers, its middleware built once (the Fastify plugin builds it anew for every request:
  // 7% of a cached card's CPU).
  const securityHeaders = helmet({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  registerErrorHandler(app);
  refuseControlCharacters(app);
  // Before the routes: the OpenAPI document collects them as they are added.
  await registerOpenApi(app, pkg.version);

  const db = stores.meta.db;
  const identity = createIdentity(stores, options.identity);
  const { auth, accounts } = identity;
  await identity.listen((error) => app.log.warn({ err: error }, 'identity: change notifications failed'));
  app.addHook('onClose', () => identity.close());
  const realtimeBus = await openRealtimeBus({ databaseUrl: config.databaseUrl, db, log: app.log });
  app.addHook('onClose', () => realtimeBus.close());
  const dashboardsModule = createDashboards({
    db,
    secret: stores.secret,
    auth,
    accounts,
    audit: identity.audit.record,
    onDashboardChanged: announceTo(realtimeBus, app.log),
    universePages: identity.pagesOf,
  });
  const { dashboards, publishing, guests, customCards, onboarding, cardAccess } = dashboardsModule;
  const filters = createFiltersService(createFiltersRepository(db));
  const resultCache = createResultCache(stores.analytics);
  const charts = createChartsService(stores.analytics, { cache: resultCache, pages: identity.pagesOf });
  const warRoom = createWarRoomService(stores.analytics, { cache: resultCache, filters });
  const chatbot = createChatbotService(stores.analytics, { cache: resultCache });
  const desk = createDeskService(stores.analytics, { cache: resultCache });
  // A universe's CPMs and collected shares (docs/sac-and-pages.md): the media value and the projection.
  const analyticsSettings = createAnalyticsSettingsService({
    repository: createAnalyticsSettingsRepository(db),
    audit: identity.audit,
  });
  const studioSac = createStudioSacService(stores.analytics, {
    cache: resultCache,
    collectedShares: analyticsSettings.collectedShares,
  });
  const performance = createPerformanceService(stores.analytics, { cache: resultCache });
  const operators = createOperatorsService(stores.analytics, { cache: resultCache });
  const proprietary = createProprietaryService(stores.analytics, {
    cache: resultCache,
    cpmByChannel: analyticsSettings.cpmByChannel,
  });
  // Annotations of posts (docs/annotations.md): kept in the meta store, their posts read from the analytics.
  const annotations = createAnnotationsService({
    repository: createAnnotationsRepository(db),
    posts: createAnnotatedPosts(resultCache),
    audit: identity.audit,
    ...(options.annotationsNow ? { now: options.annotationsNow } : {}),
  });
  // The stock cards read the stock-prices dataset; the quotes connector, when configured, fills it.
  const stock = createStockService(stores.analytics, {
    cache: resultCache,
    connector: config.stockQuotes ? createQuotesConnector(config.stockQuotes) : null,
  });
  // AI reply suggestions (docs/ai-replies.md): the chat model and the reply connector, each off unless configured.
  const gpt = createGptService(stores.analytics, {
    cache: resultCache,
    repository: createGptRepository(db),
    config: config.gpt,
    chat: config.gpt.chat
      ? createChatModel(config.gpt.chat, (error) => app.log.warn({ err: error }, 'gpt: chat model failed'))
      : null,
    replier: config.gpt.reply
      ? createReplyConnector(config.gpt.reply, (error) => app.log.warn({ err: error }, 'gpt: reply failed'))
      : null,
  });
  // Import jobs (spec §4) of every importer; those a stopped server left 'Processando' are settled now.
  const importJobs = createImportJobs({ db, exclusiveStore: stores.meta.driver === 'pglite' });
  await importJobs.settleAtStart();
  const importComments = createCommentSheetImporter({ jobs: importJobs, analytics: stores.analytics });
  const importTags = createTagSheetImporter({
    jobs: importJobs,
    analytics: stores.analytics,
    storedPosts: createStoredPosts(resultCache),
  });
  // Every card-data handler, by registry key: the card-data routes and the exports run the same ones.
  const cardHandlers = {
    ...chartsHandlers(charts),
    ...warRoomHandlers(warRoom),
    ...chatbotHandlers(chatbot),
    ...deskHandlers(desk),
    ...studioSacHandlers(studioSac),
    ...performanceHandlers(performance),
    ...operatorsHandlers(operators),
    ...proprietaryHandlers(proprietary),
    ...annotationsHandlers(annotations),
    ...gptHandlers(gpt),
    ...stockHandlers(stock),
    ...importerHandlers(importJobs),
  };
  const ingest = createIngestService({
    repository: createIngestRepository(db),
    analytics: stores.analytics,
    secret: stores.secret,
  });
  // Press clippings (PDF) become posts of the print channel, each import a job.
  const pdfImporter = createPdfImporter({ analytics: stores.analytics, jobs: importJobs });
  // Readers that guests may be too: realtime streams and stored images.
  const viewers = createViewers({
    auth,
    resolveGuest: (token) => guests.resolve(token),
    requireUniverse: (user, universeId) => accounts.requireUniverse(user.id, universeId),
    requireVisibleDashboard: (user, universeId, dashboardId) =>
      dashboards.get(universeId, dashboardId, user.email),
  });
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    db,
    viewers,
    audit: identity.audit.record,
    changes: realtimeBus,
    log: app.log,
  });

  // Every route of the server, in this order (the OpenAPI document above collects them as they are added).
  const routes: FastifyPluginAsyncZod[] = [
    healthRoutes(stores, pkg.version),
    authRoutes(auth),
    accountsRoutes(auth, accounts),
    universesRoutes(auth, accounts, identity.universes),
    studioRoutes(auth, identity.studio),
    gptRoutes(auth, accounts, gpt),
    analyticsSettingsRoutes(auth, accounts, analyticsSettings),
    flagsRoutes(auth, identity.flags),
    dashboardsRoutes({ auth, accounts, dashboards, guests }),
    publishingRoutes({ auth, accounts, publishing, guests }),
    onboardingRoutes({ auth, accounts, onboarding }),
    customCardsRoutes({ auth, accounts, customCards, guests, cardAccess }),
    // Card data: one route per entry of core's endpoint registry that a module handles.
    cardDataRoutes({
      cardAccess,
      filters,
      handlers: cardHandlers,
    }),
    filtersRoutes(auth, filters),
    ingestRoutes(ingest),
    pdfImporterRoutes(auth, accounts, pdfImporter),
    annotationsRoutes(auth, accounts, dashboards, annotations),
    exportsRoutes({ db, auth, accounts, dashboards, guests, handlers: cardHandlers }),
    realtimeRoutes(viewers, realtimeBus),
    storageRoutes(auth, viewers, storage),
    importerRoutes({ auth, accounts, jobs: importJobs, importComments, importTags }),
  ];
  for (const plugin of routes) await app.register(plugin);

  const serveSpa = await registerStaticWeb(app, options.webDist ?? DEFAULT_WEB_DIST);
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa?.(request, reply)) return;
    reply.status(404).send(envelope('NOT_FOUND', 'errors.notFound'));
  });
  return app;
}
