import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { createAccountsRepository } from './repository.ts';
import { createAccountsService, MEMBERSHIP_CACHE_TTL_MS } from './service.ts';

describe.each(TEST_STORES)('universe membership cache (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = Date.now();
  const user = { id: DEMO.userId };
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
  }, 120_000);
  afterAll(() => t.close());

  const service = () =>
    createAccountsService(createAccountsRepository(t.stores.meta.db), null, { now: () => clock });

  it('forgets a membership removed in this process at once', async () => {
    const accounts = service();
    expect(await accounts.requireUniverse(user.id, DEMO.chatbotUniverseId)).toMatchObject({
      accountId: DEMO.accountId,
    });
    await accounts.removeMember(DEMO.chatbotUniverseId, user.id);
    await expect(accounts.requireUniverse(user.id, DEMO.chatbotUniverseId)).rejects.toMatchObject({
      statusCode: 404,
    });
    await accounts.addMember(DEMO.chatbotUniverseId, user.id);
    expect(await accounts.requireUniverse(user.id, DEMO.chatbotUniverseId)).toMatchObject({
      universeId: DEMO.chatbotUniverseId,
    });
  });

  it('sees a membership removed by another process within the cache lifetime', async () => {
    const accounts = service();
    const other = service();
    await accounts.requireUniverse(user.id, DEMO.stagingUniverseId);
    await other.removeMember(DEMO.stagingUniverseId, user.id);
    expect(await accounts.requireUniverse(user.id, DEMO.stagingUniverseId)).toMatchObject({
      isStaging: true,
    });
    clock += MEMBERSHIP_CACHE_TTL_MS;
    await expect(accounts.requireUniverse(user.id, DEMO.stagingUniverseId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('checks the account of a cached membership too', async () => {
    const accounts = service();
    await accounts.requireUniverse(user.id, DEMO.brandUniverseId, DEMO.accountId);
    await expect(
      accounts.requireUniverse(user.id, DEMO.brandUniverseId, 'outra-conta'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
