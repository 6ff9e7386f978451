import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePost, fixtureProfile } from './compiler/chart-fixtures.ts';
import { openDuckDbEngine } from './duckdb/duckdb-engine.ts';
import type { AnalyticsEngine, SqlPlan } from './engine.ts';
import { createResultCache } from './result-cache.ts';

const COUNT: SqlPlan = {
  sql: 'SELECT CAST(count(*) AS INTEGER) AS n FROM posts WHERE universe_id = $u',
  params: { u: 'u1' },
};
const scope = { universeId: 'u1', range: { start: 0, end: 1 }, datasets: ['posts' as const] };

describe('result cache', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append('posts', 'u1', [fixturePost({}), fixturePost({})]);
  });
  afterAll(() => engine.close());

  it('serves a repeated plan from memory and recomputes after an append to its dataset', async () => {
    const cache = createResultCache(engine);
    expect(await cache.query(COUNT, scope)).toEqual({ rows: [{ n: 2 }], hit: false });
    // The same plan, written differently (spacing, parameter order), is the same entry.
    expect(await cache.query({ ...COUNT, sql: `  ${COUNT.sql.replaceAll(' ', '\n ')} ` }, scope)).toEqual({
      rows: [{ n: 2 }],
      hit: true,
    });
    await engine.append('posts', 'u1', [fixturePost({})]);
    expect(await cache.query(COUNT, scope)).toEqual({ rows: [{ n: 3 }], hit: false });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('keeps what another dataset touched', async () => {
    const cache = createResultCache(engine);
    await cache.query(COUNT, scope);
    await engine.append('profiles', 'u1', [fixtureProfile({})]);
    expect((await cache.query(COUNT, scope)).hit).toBe(true);
  });

  it('keys by universe and date range as well as the plan', async () => {
    const cache = createResultCache(engine);
    await cache.query(COUNT, scope);
    expect((await cache.query(COUNT, { ...scope, universeId: 'u2' })).hit).toBe(false);
    expect((await cache.query(COUNT, { ...scope, range: { start: 0, end: 2 } })).hit).toBe(false);
    expect((await cache.query({ ...COUNT, params: { u: 'u2' } }, scope)).hit).toBe(false);
  });

  it('runs identical concurrent queries once', async () => {
    const cache = createResultCache(engine);
    const answers = await Promise.all([cache.query(COUNT, scope), cache.query(COUNT, scope)]);
    expect(answers.map((a) => a.hit).sort()).toEqual([false, true]);
    expect(cache.stats().misses).toBe(1);
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const cache = createResultCache(engine, { maxEntries: 2 });
    const plan = (n: number): SqlPlan => ({ sql: `SELECT ${n} AS n`, params: {} });
    await cache.query(plan(1), scope);
    await cache.query(plan(2), scope);
    await cache.query(plan(1), scope);
    await cache.query(plan(3), scope);
    expect(cache.stats().entries).toBe(2);
    expect((await cache.query(plan(1), scope)).hit).toBe(true);
    expect((await cache.query(plan(2), scope)).hit).toBe(false);
  });

  it('does not keep failures', async () => {
    const cache = createResultCache(engine);
    const bad: SqlPlan = { sql: 'SELECT * FROM nowhere', params: {} };
    await expect(cache.query(bad, scope)).rejects.toThrow();
    expect(cache.stats().entries).toBe(0);
  });
});
