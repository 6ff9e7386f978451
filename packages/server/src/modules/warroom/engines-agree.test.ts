import type { IngestRecord } from '@mirante/core';
import { MULTIBAR_GROUPS, SORT_OPTIONS, type WarRoomQuery } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { CHDB_MODULE } from '../../test-support/chdb-hosts.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { openTestEngine, TEST_ENGINES, type TestEngineName } from '../../test-support/test-engines.ts';
import { createWarRoomService } from './service.ts';
import { DAY, START, tangledPosts } from './tangled-posts.ts';

const TEXTS = [
  'Marca Demo lançou a atualização',
  'São Paulo não é só obras',
  'prefeitura ÁGUA água agua! (obras)',
  'x y z Ônibus',
  'kkk 2026 Éxito em São Paulo',
];

/** The tangled posts with texts, tags, devices and every polarity besides. */
const posts: IngestRecord<'posts'>[] = tangledPosts(3_000).map((post, i) =>
  postRecord({
    ...post,
    text: TEXTS[i % TEXTS.length] as string,
    tag: i % 3 === 0 ? ['a', 'b'] : ['c'],
    device: i % 4 === 0 ? null : `d${i % 3}`,
    polarity: [1, 2, 3, 0, -1, -2][i % 6] as number,
  }),
);

const query = (fields: Partial<WarRoomQuery>): WarRoomQuery => ({
  date_range: `${START}:${START + 5 * DAY - 1}`,
  account_id: 'acc',
  universe_id: 'tangled',
  is_staging: 'false',
  variation: 'true',
  ...fields,
});

/** Every war-room answer over the posts, under a few filters. */
async function answers(engineName: TestEngineName) {
  const engine = await openTestEngine(engineName);
  try {
    await engine.append('posts', 'tangled', posts);
    const warRoom = createWarRoomService(engine);
    const out: unknown[] = [];
    const filters = [
      undefined,
      JSON.stringify({ query: 'ana OR paulo', polarities: [1, 2] }),
      JSON.stringify({ tags: ['a'], channels: ['twitter', 'news'] }),
    ];
    for (const filter of filters) {
      out.push(await warRoom.monitoringOverview(query({ filter })));
      for (const sort of SORT_OPTIONS) {
        for (const take of [1, 50]) {
          out.push(await warRoom.topInfluencers(query({ filter, sort, take })));
          // (The hot score to the ninth decimal: the engines' pow() may differ in the last bit.)
          const top = await warRoom.topPosts(query({ filter, sort, take }));
          out.push(top.map((post) => ({ ...post, hot: Math.round(post.hot * 1e9) })));
          out.push((await warRoom.pressPosts(query({ filter, sort, take }))).map((post) => post.id));
        }
      }
      out.push(await warRoom.searchUser(query({ filter, search: 'an' })));
      out.push(await warRoom.termGraph(query({ filter, take: 20 })));
      out.push(await warRoom.termGraph(query({ filter, take: 20, polarity: 2 })));
      for (const date_range of [
        undefined,
        `${START}:${START + 3 * 3_600_000}`,
        `${START - 400 * DAY}:${START}`,
        // São Paulo still changed clocks in 2018–19: empty buckets across the changes.
        `${Date.parse('2018-11-03T03:00:00Z')}:${Date.parse('2018-11-05T03:00:00Z')}`,
        `${Date.parse('2018-10-01T03:00:00Z')}:${Date.parse('2019-03-01T03:00:00Z')}`,
      ])
        out.push(await warRoom.postInTime(query({ filter, ...(date_range ? { date_range } : {}) })));
      for (const group of MULTIBAR_GROUPS)
        out.push(await warRoom.monitoringMultibar(query({ filter, group })));
    }
    return out;
  } finally {
    await engine.close();
  }
}

/** The suites' engines, and a current ClickHouse release (chdb) where one is installed. */
const ENGINES: readonly TestEngineName[] = [...TEST_ENGINES, ...(CHDB_MODULE ? (['chdb'] as const) : [])];

describe.skipIf(ENGINES.length < 2)('war-room answers on every engine', () => {
  it(`answers the same numbers on ${ENGINES.join(', ')}`, async () => {
    const [first, ...others] = await Promise.all(ENGINES.map(answers));
    for (const other of others) {
      expect(other).toHaveLength(first?.length ?? 0);
      for (const [i, answer] of (first ?? []).entries()) expect([i, other[i]]).toEqual([i, answer]);
    }
  }, 120_000);
});
