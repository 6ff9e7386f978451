import fastifyCookie from '@fastify/cookie';
// Relative until core's index exports the proprietary contract (issue 27 integration).
import { AnalyticsSettingsAnswer, DEFAULT_ANALYTICS_SETTINGS, DEFAULT_CPM_BY_CHANNEL } from '@mirante/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createAuditLog } from '../auth/audit-log.ts';
import { createIdentity } from '../auth/identity.ts';
import { createAnalyticsSettingsRepository } from './analytics-settings-repository.ts';
import { analyticsSettingsRoutes } from './analytics-settings-routes.ts';
import { createAnalyticsSettingsService } from './analytics-settings-service.ts';

/*
 * GET/PUT /studio-service/universe/analytics-settings over real HTTP and the real metadata store (the routes
 * registered on their own server over the test app's stores, until app.ts lists them).
 */

const UNIVERSE = 'settings-fixtures';
/** A universe of the demo account the demo user is not a member of. */
const STRANGER = 'settings-stranger';
const PATH = '/studio-service/universe/analytics-settings';

describe(PATH, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: FastifyInstance;
  let headers: Record<string, string>;
  let now = Date.UTC(2026, 2, 10, 12);
  const makeService = () =>
    createAnalyticsSettingsService({
      repository: createAnalyticsSettingsRepository(t.stores.meta.db),
      audit: createAuditLog(t.stores.meta.db),
      now: () => now,
    });
  let service: ReturnType<typeof makeService>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    for (const id of [UNIVERSE, STRANGER])
      await accounts.insertUniverse({
        id,
        account_id: DEMO.accountId,
        name: id,
        kind: 'brand',
        api_token: `token-${id}`,
        integration_token_hash: 'x',
      });
    await accounts.addMember(UNIVERSE, DEMO.userId);
    const identity = createIdentity(t.stores);
    service = makeService();
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(analyticsSettingsRoutes(identity.auth, identity.accounts, service));
    await app.ready();
    server = app as unknown as FastifyInstance;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const url = (universe = UNIVERSE, account: string = DEMO.accountId) =>
    `${PATH}?acc_id=${account}&uni_id=${universe}`;
  const put = (payload: unknown, as: Record<string, string> = headers, universe = UNIVERSE) =>
    server.inject({ method: 'PUT', url: url(universe), headers: as, payload: payload as object });

  it('answers the documented defaults while the universe set nothing', async () => {
    const response = await server.inject({ url: url(), headers });
    expect(response.statusCode, response.body).toBe(200);
    const { message } = AnalyticsSettingsAnswer.parse(response.json());
    expect(message.settings).toEqual(DEFAULT_ANALYTICS_SETTINGS);
    expect(message.custom).toEqual({ cpmByChannel: {}, collectedShareByChannel: {} });
    expect(message).toMatchObject({ updatedAt: null, updatedBy: null });
    expect(message.settings.collectedShareByChannel.instagram).toBe(1);
    expect(await service.cpmByChannel(UNIVERSE)).toEqual(DEFAULT_CPM_BY_CHANNEL);
  });

  it('stores what an editor sets, audited; the channels left out keep the defaults', async () => {
    now += 1_000;
    const body = { cpmByChannel: { news: 55.5, tv: 0 }, collectedShareByChannel: { instagram: 0.8 } };
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    const { message } = AnalyticsSettingsAnswer.parse(response.json());
    expect(message.custom).toEqual(body);
    expect(message.settings.cpmByChannel).toEqual({ ...DEFAULT_CPM_BY_CHANNEL, news: 55.5, tv: 0 });
    expect(message.settings.collectedShareByChannel).toEqual({
      ...DEFAULT_ANALYTICS_SETTINGS.collectedShareByChannel,
      instagram: 0.8,
    });
    expect(message).toMatchObject({ updatedAt: now, updatedBy: DEMO.email });
    // This instance at once; a fresh one (another server) from the store.
    expect((await service.collectedShares(UNIVERSE)).instagram).toBe(0.8);
    expect((await makeService().cpmByChannel(UNIVERSE)).news).toBe(55.5);
    const audit = await t.stores.meta.db
      .selectFrom('audit_log')
      .select(['actor', 'detail'])
      .where('action', '=', 'universe.analytics-settings.update')
      .execute();
    expect(audit).toEqual([{ actor: DEMO.email, detail: { universeId: UNIVERSE, settings: body } }]);
    // A later PUT replaces the whole set.
    await put({ cpmByChannel: { twitter: 3 } });
    const read = AnalyticsSettingsAnswer.parse((await server.inject({ url: url(), headers })).json());
    expect(read.message.custom).toEqual({ cpmByChannel: { twitter: 3 }, collectedShareByChannel: {} });
    expect(read.message.settings.cpmByChannel.news).toBe(DEFAULT_CPM_BY_CHANNEL.news);
  });

  it('refuses bad values with 400 and the catalogue text of each field, changing nothing', async () => {
    const before = (await server.inject({ url: url(), headers })).json();
    const response = await put({
      cpmByChannel: { tv: -1, orkut: 2, news: '10' },
      collectedShareByChannel: { instagram: 0, facebook: 1.2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Configurações de análise inválidas: corrija os campos indicados.',
      fields: {
        'cpmByChannel.tv': 'O CPM não pode ser negativo.',
        'cpmByChannel.orkut': 'Canal desconhecido.',
        'cpmByChannel.news': 'Informe um número.',
        'collectedShareByChannel.instagram':
          'A fração coletada deve ser maior que 0 e no máximo 1 (por exemplo, 0,8 para 80%).',
        'collectedShareByChannel.facebook':
          'A fração coletada deve ser maior que 0 e no máximo 1 (por exemplo, 0,8 para 80%).',
      },
    });
    const shape = await put({ cpmByChannel: 'muito' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.fields).toEqual({ cpmByChannel: 'Requisição inválida.' });
    expect((await server.inject({ url: url(), headers })).json()).toEqual(before);
  });

  it('answers 404 outside the universes of the user or of the account, and 401 without a session', async () => {
    for (const target of [url(STRANGER), url(UNIVERSE, 'outra-conta')]) {
      expect((await server.inject({ url: target, headers })).statusCode, target).toBe(404);
      const changed = await server.inject({
        method: 'PUT',
        url: target,
        headers,
        payload: { cpmByChannel: {} },
      });
      expect(changed.statusCode, target).toBe(404);
    }
    expect((await server.inject({ url: url() })).statusCode).toBe(401);
    expect((await put({ cpmByChannel: { tv: 1 } }, {})).statusCode).toBe(401);
    expect((await makeService().get(STRANGER)).custom).toEqual({
      cpmByChannel: {},
      collectedShareByChannel: {},
    });
  });
});
