import type { WarRoomQuery } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { openTestEngine, TEST_ENGINES } from '../../test-support/test-engines.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';

const DAY = Date.parse('2026-03-02T15:00:00Z');
const query: WarRoomQuery = {
  date_range: `${DAY - 86_400_000}:${DAY + 86_400_000}`,
  account_id: 'acc',
  universe_id: 'u1',
  is_staging: 'false',
  variation: 'false',
};
const post = (id: string, username: string, followers: number) =>
  postRecord({ id, postedAt: DAY, channel: 'twitter', uid: `uid-${username}`, username, followers });

describe.each(TEST_ENGINES)('war-room answers kept by query and posts version on %s', (engineName) => {
  let engine: AnalyticsEngine;
  let cache: ResultCache;
  let warRoom: WarRoomService;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append('posts', 'u1', [post('p1', 'Ana', 1000), post('p2', 'Bruno', 50)]);
    cache = createResultCache(engine);
    warRoom = createWarRoomService(engine, { cache });
  });
  afterAll(() => engine.close());

  it('answers a query asked again without running or reading its statements again', async () => {
    const first = await warRoom.topInfluencers(query);
    const before = cache.stats();
    const again = await warRoom.topInfluencers({ ...query });
    expect(again).toEqual(first);
    expect(cache.stats()).toEqual(before);
    // Another query is answered on its own.
    const overview = await warRoom.monitoringOverview(query);
    expect(overview.current.users).toBe(2);
    expect(cache.stats().misses).toBeGreaterThan(before.misses);
  });

  it('answers from the posts again once an append changed them', async () => {
    const before = await warRoom.topInfluencers(query);
    expect(before.map((user) => user.username)).toEqual(['Ana', 'Bruno']);
    await engine.append('posts', 'u1', [post('p3', 'Carla', 9000)]);
    const after = await warRoom.topInfluencers(query);
    expect(after.map((user) => user.username)).toEqual(['Carla', 'Ana', 'Bruno']);
  });

  it('keeps no failed answer: the same bad query fails again with the same error', async () => {
    const bad = { ...query, date_range: 'not-a-range' };
    await expect(warRoom.topPosts(bad)).rejects.toMatchObject({ statusCode: 400 });
    await expect(warRoom.topPosts(bad)).rejects.toMatchObject({ statusCode: 400 });
  });
});
