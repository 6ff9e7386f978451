import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zonedDateKey } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { createIngestUniverse } from './ingest-test-support.ts';
import {
  parseTwitterDate,
  readTweetsMg,
  TWEETS_MG_POLARITY,
  type TweetsMgRow,
  tweetsMgPost,
} from './tweets-mg-posts.ts';

// The shared data sets sit beside the repository, here and in CI.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = path.join(REPO_ROOT, 'datasets/tweets-mg.csv');

const tally = (keys: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
};

describe('real data: tweets-mg.csv through the ingest API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let universe: { universeId: string; token: string };
  let rows: TweetsMgRow[];
  const statuses: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    universe = await createIngestUniverse(t.stores, 'demo', 'tweets-mg');
    rows = readTweetsMg(await fs.readFile(FILE));
    // Sent as NDJSON in three requests, as a client splitting a file would.
    const posts = rows.map(tweetsMgPost);
    const third = Math.ceil(posts.length / 3);
    for (let from = 0; from < posts.length; from += third) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/ingest/v1/${universe.universeId}/posts`,
        headers: { authorization: `Bearer ${universe.token}`, 'content-type': 'application/x-ndjson' },
        payload: posts
          .slice(from, from + third)
          .map((post) => JSON.stringify(post))
          .join('\n'),
      });
      statuses.push(response.statusCode);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('parses Twitter dates as UTC instants', () => {
    expect(parseTwitterDate('Sun Jan 08 01:22:05 +0000 2017')).toBe(Date.parse('2017-01-08T01:22:05Z'));
    expect(parseTwitterDate('Sun Jan 08 01:22:05 -0300 2017')).toBe(Date.parse('2017-01-08T04:22:05Z'));
    expect(parseTwitterDate('2017-01-08')).toBeNull();
  });

  it('stores every tweet, with the per-day counts and sentiment split of the file', async () => {
    expect(statuses).toEqual([200, 200, 200]);
    expect(rows).toHaveLength(8199);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);

    // Expected figures straight from the file: São Paulo calendar days, and labels as polarities.
    const perDay = tally(rows.map((row) => zonedDateKey(parseTwitterDate(row.created_at) as number)));
    const perPolarity = tally(rows.map((row) => String(TWEETS_MG_POLARITY[row.sentiment])));
    expect(perPolarity).toEqual({ '1': 3300, '3': 2453, '2': 2446 });

    const days = await t.stores.analytics.query({
      sql: `SELECT strftime(timezone('America/Sao_Paulo', posted_at), '%Y-%m-%d') AS day, count(*)::INTEGER AS n
            FROM posts WHERE universe_id = $universe GROUP BY day`,
      params: { universe: universe.universeId },
    });
    const polarities = await t.stores.analytics.query({
      sql: `SELECT CAST(polarity AS VARCHAR) AS polarity, count(*)::INTEGER AS n
            FROM posts WHERE universe_id = $universe GROUP BY polarity`,
      params: { universe: universe.universeId },
    });
    expect(Object.fromEntries(days.map((r) => [r.day, r.n]))).toEqual(perDay);
    expect(Object.fromEntries(polarities.map((r) => [r.polarity, r.n]))).toEqual(perPolarity);
  });

  it('keeps the texts as the file has them: line breaks, quotes, emoji, broken characters', async () => {
    const tricky = rows
      .filter((row) => /[\n"\ufffd]|\p{Extended_Pictographic}/u.test(row.text))
      .slice(0, 200);
    expect(tricky.length).toBeGreaterThan(50);
    const stored = await t.stores.analytics.query({
      sql: 'SELECT id, text FROM posts WHERE universe_id = $universe AND list_contains($ids, id)',
      params: { universe: universe.universeId, ids: tricky.map((row) => row.id) },
    });
    expect(Object.fromEntries(stored.map((r) => [r.id, r.text]))).toEqual(
      Object.fromEntries(tricky.map((row) => [row.id, row.text])),
    );
  });
});
