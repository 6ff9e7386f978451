import type { SortOption, WarRoomQuery } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { recordingEngine } from '../../test-support/recording-engine.ts';
import { openTestEngine, TEST_ENGINES } from '../../test-support/test-engines.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';
import { DAY, START } from './tangled-posts.ts';

/**
 * Many authors, a few of them very active and with the most followers (as the press is), usernames shared
 * across profiles and renamed, few distinct follower counts and instants (many ties).
 */
function crowdPosts(count: number) {
  const names = ['Ana', 'ana', 'Bruno', 'Folha', 'folha', '', 'Rádio', 'Caio'];
  return Array.from({ length: count }, (_, i) => {
    const busy = i % 3 === 0;
    const person = busy ? i % 4 : 10 + ((i * 7919) % 900);
    const channel = ['twitter', 'news', 'instagram', 'blogs', 'tiktok'][(i * 13) % 5] as string;
    return postRecord({
      id: `c${i}`,
      postedAt: START + (i % 6) * DAY + ((i * 31) % 50) * 60_000,
      channel,
      uid: person % 11 === 0 ? null : `u${person}`,
      username: person % 13 === 0 ? null : (names[(person + (i % 17 === 0 ? 1 : 0)) % names.length] ?? null),
      followers: busy ? 1_000_000 * (1 + person) : [10, 50, 300, 1000, 5000][(i * 17) % 5],
    });
  });
}

const query = (fields: Partial<WarRoomQuery>): WarRoomQuery => ({
  date_range: `${START}:${START + 7 * DAY}`,
  account_id: 'acc',
  universe_id: 'crowd',
  is_staging: 'false',
  variation: 'false',
  ...fields,
});

// (ClickHouse has no best-profiles pass: both services there rank every profile.)
describe.each(TEST_ENGINES)(
  'war-room authors ranked by one post on %s: the best-profiles pass',
  (engineName) => {
    let engine: AnalyticsEngine;
    const statements: string[] = [];
    let withCandidates: WarRoomService;
    let everyProfile: WarRoomService;
    beforeAll(async () => {
      engine = await openTestEngine(engineName);
      await engine.append('posts', 'crowd', crowdPosts(12_000));
      withCandidates = createWarRoomService(recordingEngine(engine, statements));
      everyProfile = createWarRoomService(engine, { maxCandidateProfiles: 0 });
    });
    afterAll(() => engine.close());

    it('ranks as reading every profile does, through the sampled threshold', async () => {
      const sorts: SortOption[] = ['influence', 'date_desc', 'date_asc'];
      for (const sort of sorts) {
        for (const take of [1, 2, 5, 10, 30]) {
          statements.length = 0;
          const expected = await everyProfile.topInfluencers(query({ sort, take }));
          expect(expected.length).toBe(take);
          expect(await withCandidates.topInfluencers(query({ sort, take }))).toEqual(expected);
          if (engineName !== 'duckdb') continue;
          // The sampled threshold was found; up to 10 results every profile was not grouped (30 may ask for
          // more merged authors than the best profiles hold: then they are).
          const grouped = statements.some((sql) =>
            sql.includes('GROUP BY channel, abs(author_key)\n), merged'),
          );
          expect(statements.some((sql) => sql.includes('rowid %'))).toBe(true);
          if (take <= 10) expect([sort, take, grouped]).toEqual([sort, take, false]);
        }
      }
    });
  },
);
