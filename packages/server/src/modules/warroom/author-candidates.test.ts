import { SORT_OPTIONS, type WarRoomQuery } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { openTestEngine, TEST_ENGINES } from '../../test-support/test-engines.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';
import { DAY, START, tangledPosts } from './tangled-posts.ts';

const query = (fields: Partial<WarRoomQuery>): WarRoomQuery => ({
  date_range: `${START}:${START + 7 * DAY}`,
  account_id: 'acc',
  universe_id: 'tangled',
  is_staging: 'false',
  variation: 'false',
  ...fields,
});

// (ClickHouse has no candidate pass: both services there rank every profile, against the same answers.)
describe.each(TEST_ENGINES)('war-room authors on %s: the integer candidate pass', (engineName) => {
  let engine: AnalyticsEngine;
  let withCandidates: WarRoomService;
  let everyProfile: WarRoomService;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    const posts = tangledPosts(1_500);
    for (let from = 0; from < posts.length; from += 400) {
      await engine.append('posts', 'tangled', posts.slice(from, from + 400));
    }
    withCandidates = createWarRoomService(engine);
    everyProfile = createWarRoomService(engine, { maxCandidateProfiles: 0 });
  });
  afterAll(() => engine.close());

  it('ranks as reading every profile does, for every sort and size', async () => {
    for (const sort of SORT_OPTIONS) {
      for (const take of [1, 3, 8, 100]) {
        const expected = await everyProfile.topInfluencers(query({ sort, take }));
        expect(await withCandidates.topInfluencers(query({ sort, take }))).toEqual(expected);
        expect(expected.length).toBe(Math.min(take, expected.length));
      }
    }
  });

  it('finds usernames as reading every profile does', async () => {
    for (const search of ['an', 'bru', 'solo']) {
      for (const take of [1, 2, 20]) {
        const expected = await everyProfile.searchUser(query({ search, take }));
        expect(expected.length).toBeGreaterThan(0);
        expect(await withCandidates.searchUser(query({ search, take }))).toEqual(expected);
      }
    }
  });
});
