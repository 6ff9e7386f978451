import { SORT_OPTIONS, type SortOption, type WarRoomQuery } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createWarRoomService, PRESS_CHANNELS, type WarRoomService } from './service.ts';
import { DAY, START, tangledPosts } from './tangled-posts.ts';

const RANGE = { start: START, end: START + 5 * DAY };
const posts = tangledPosts(1_200);

/** The sort of a post by a stored column, as the war-room orders them (ties: newest first, then id). */
const VALUE: Record<Exclude<SortOption, 'hot'>, (post: (typeof posts)[number]) => number> = {
  date_asc: (p) => -p.postedAt,
  date_desc: (p) => p.postedAt,
  comments: (p) => p.comments,
  influence: (p) => p.followers,
  interactions: (p) => p.interactions,
  likes: (p) => p.likes,
  shares: (p) => p.shares,
};

function expected(sort: Exclude<SortOption, 'hot'>, take: number, channels: readonly string[] | null) {
  return posts
    .filter((p) => p.postedAt >= RANGE.start && p.postedAt <= RANGE.end && p.channel !== 'tiktok')
    .filter((p) => channels === null || channels.includes(p.channel))
    .sort(
      (a, b) =>
        VALUE[sort](b) - VALUE[sort](a) ||
        b.postedAt - a.postedAt ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, take)
    .map((p) => p.id);
}

const query = (fields: Partial<WarRoomQuery>): WarRoomQuery => ({
  date_range: `${RANGE.start}:${RANGE.end}`,
  account_id: 'acc',
  universe_id: 'tangled',
  is_staging: 'false',
  variation: 'false',
  ...fields,
});

describe('war-room top posts by a stored column (read from the cut-off value on)', () => {
  let engine: AnalyticsEngine;
  let warRoom: WarRoomService;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append('posts', 'tangled', posts);
    warRoom = createWarRoomService(engine);
  });
  afterAll(() => engine.close());

  it('answers the first posts of every sort and size, ties included, of every channel or the press', async () => {
    for (const sort of SORT_OPTIONS) {
      if (sort === 'hot') continue;
      for (const take of [1, 5, 40, 2_000]) {
        const top = await warRoom.topPosts(query({ sort, take }));
        expect(top.map((post) => post.id)).toEqual(expected(sort, take, null));
        const press = await warRoom.pressPosts(query({ sort, take }));
        expect(press.map((post) => post.id)).toEqual(expected(sort, take, PRESS_CHANNELS));
      }
    }
  });
});
