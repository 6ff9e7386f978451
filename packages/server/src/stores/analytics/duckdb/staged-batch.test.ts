import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import { RECORD_JSON } from '../datasets.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { openDuckDbEngine } from './duckdb-engine.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

describe('DuckDB append (staging files merged by id)', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
  });
  afterAll(() => engine.close());

  const stored = (universe: string) =>
    engine.query({
      sql: `SELECT id, text, likes::INTEGER AS likes, epoch_ms(posted_at)::DOUBLE AS at
            FROM posts WHERE universe_id = $universe ORDER BY rowid`,
      params: { universe },
    });

  it('stores a batch in time order, the last record of a repeated id only', async () => {
    await engine.append('posts', 'u-order', [
      postRecord({ id: 'b', postedAt: NOON + 2, likes: 1 }),
      postRecord({ id: 'a', postedAt: NOON + 1, likes: 1 }),
      postRecord({ id: 'b', postedAt: NOON, likes: 2 }),
    ]);
    expect(await stored('u-order')).toEqual([
      { id: 'b', text: '', likes: 2, at: NOON },
      { id: 'a', text: '', likes: 1, at: NOON + 1 },
    ]);
  });

  it('replaces stored ids of the same universe only, so a re-sent batch changes nothing', async () => {
    const batch = [postRecord({ id: 'x', postedAt: NOON }), postRecord({ id: 'y', postedAt: NOON })];
    await engine.append('posts', 'u-again', batch);
    await engine.append('posts', 'u-again', batch);
    await engine.append('posts', 'u-other', [postRecord({ id: 'x', postedAt: NOON, likes: 9 })]);
    await engine.append('posts', 'u-again', [postRecord({ id: 'x', postedAt: NOON, likes: 3 })]);
    expect((await stored('u-again')).map((r) => [r.id, r.likes])).toEqual([
      ['y', 0],
      ['x', 3],
    ]);
    expect((await stored('u-other')).map((r) => [r.id, r.likes])).toEqual([['x', 9]]);
  });

  it('stores a text with a lone surrogate (a cut emoji) with U+FFFD instead of failing', async () => {
    await engine.append('posts', 'u-text', [postRecord({ id: 's', postedAt: NOON, text: 'ok \ud83d fim' })]);
    expect((await stored('u-text'))[0]?.text).toBe('ok \ufffd fim');
  });

  it('stores from a record own JSON, and from the record when DuckDB reads that JSON otherwise', async () => {
    const own = postRecord({ id: 'j1', postedAt: NOON, likes: 4 });
    const ownJson = Buffer.from(JSON.stringify(own));
    const twice = postRecord({ id: 'j2', postedAt: NOON + 1, likes: 5 });
    // JSON.parse keeps the last of a repeated key and DuckDB refuses it: the validated record must win.
    const twiceJson = Buffer.from(`{"likes":1,${JSON.stringify(twice).slice(1)}`);
    const withJson = (record: typeof own, json: Buffer) =>
      Object.assign({ ...record }, { [RECORD_JSON]: json });
    await engine.append('posts', 'u-json', [withJson(own, ownJson), withJson(twice, twiceJson)]);
    expect((await stored('u-json')).map((r) => [r.id, r.likes])).toEqual([
      ['j1', 4],
      ['j2', 5],
    ]);
  });

  it('stores records whose own JSON lines lie side by side in one body, between records without', async () => {
    const posts = [1, 2, 3, 4].map((n) => postRecord({ id: `k${n}`, postedAt: NOON + n, likes: n }));
    const body = Buffer.from(`${posts.map((post) => JSON.stringify(post)).join('\r\n')}\n`);
    const lines: Buffer[] = [];
    for (let start = 0; start < body.length; ) {
      const end = body.indexOf('\n', start);
      lines.push(body.subarray(start, body[end - 1] === 13 ? end - 1 : end));
      start = end + 1;
    }
    const withJson = (n: number) =>
      Object.assign({ ...(posts[n] as (typeof posts)[number]) }, { [RECORD_JSON]: lines[n] });
    const extra = postRecord({ id: 'k9', postedAt: NOON + 9, likes: 9 });
    await engine.append('posts', 'u-runs', [withJson(0), withJson(1), extra, withJson(2), withJson(3)]);
    expect((await stored('u-runs')).map((r) => [r.id, r.likes])).toEqual([
      ['k1', 1],
      ['k2', 2],
      ['k3', 3],
      ['k4', 4],
      ['k9', 9],
    ]);
  });

  it('writes nothing when a batch fails, and counts a new version only on success', async () => {
    const version = engine.datasetVersion('posts');
    await expect(
      engine.append('posts', 'u-fail', [
        postRecord({ id: 'ok', postedAt: NOON }),
        { ...postRecord({ id: 'bad', postedAt: NOON }), channel: 'orkut' },
      ]),
    ).rejects.toThrow();
    expect(await stored('u-fail')).toEqual([]);
    expect(engine.datasetVersion('posts')).toBe(version);
  });
});
