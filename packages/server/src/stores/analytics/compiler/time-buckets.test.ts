import { DAY_MS, startOfZonedDay, TIME_GRAINS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { fixturePost } from './chart-fixtures.ts';
import { duckDbDialect as d } from './dialect.ts';
import { createSqlParams } from './sql-params.ts';
import { fixedZoneOffset, timeBuckets } from './time-buckets.ts';

// São Paulo kept daylight saving until 2019: it began at midnight on 4 November 2018 (00:00 became 01:00).
const DST_2018 = { start: Date.parse('2018-11-01T03:00:00Z'), end: Date.parse('2018-11-08T03:00:00Z') };
const MARCH_2026 = { start: Date.parse('2026-03-01T03:00:00Z'), end: Date.parse('2026-03-31T03:00:00Z') };

describe('time buckets in America/Sao_Paulo', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    const every = (range: { start: number; end: number }, step: number) =>
      Array.from({ length: Math.floor((range.end - range.start) / step) }, (_, i) => range.start + i * step);
    await engine.append('posts', 'u', [
      ...every(DST_2018, 5 * 3_600_000 + 17 * 60_000).map((postedAt) => fixturePost({ postedAt })),
      ...every(MARCH_2026, 7 * 3_600_000 + 3 * 60_000).map((postedAt) => fixturePost({ postedAt })),
    ]);
  });
  afterAll(() => engine.close());

  const perBucket = async (
    range: { start: number; end: number },
    build: (params: ReturnType<typeof createSqlParams>) => {
      bucket(i: string): string;
      epochMs(w: string): string;
    },
  ) => {
    const params = createSqlParams();
    const b = build(params);
    const start = params.add(new Date(range.start).toISOString());
    const end = params.add(new Date(range.end).toISOString());
    return engine.query({
      sql: `SELECT ${b.epochMs('bucket')} AS ts, CAST(count(*) AS INTEGER) AS n FROM (
              SELECT ${b.bucket('posted_at')} AS bucket FROM posts
              WHERE universe_id = 'u' AND posted_at BETWEEN ${d.instant(start)} AND ${d.instant(end)})
            GROUP BY ALL ORDER BY ts`,
      params: params.values,
    });
  };

  it('knows when the offset is fixed over a range', () => {
    expect(fixedZoneOffset(MARCH_2026)).toBe(-3 * 3_600_000);
    expect(fixedZoneOffset(DST_2018)).toBeNull();
    expect(
      fixedZoneOffset({ start: Date.parse('2018-01-01T00:00:00Z'), end: Date.parse('2018-12-31T00:00:00Z') }),
    ).toBeNull();
  });

  it('buckets days across a daylight-saving change at each local midnight', async () => {
    const rows = await perBucket(DST_2018, (params) => timeBuckets('dayOfMonth', DST_2018, params));
    const days = Array.from({ length: 7 }, (_, i) => startOfZonedDay(DST_2018.start, i));
    expect(rows.map((r) => r.ts)).toEqual(days);
    // 4 November lasted 23 hours.
    expect((days[4] ?? 0) - (days[3] ?? 0)).toBe(DAY_MS - 3_600_000);
  });

  it.each(TIME_GRAINS.filter((g) => g !== 'minute'))(
    'gives the same %s buckets by fixed offset as by zone lookup',
    async (grain) => {
      const fixed = await perBucket(MARCH_2026, (params) => timeBuckets(grain, MARCH_2026, params));
      const looked = await perBucket(MARCH_2026, (params) => {
        const zone = params.add('America/Sao_Paulo');
        return {
          bucket: (i: string) => d.timeBucket(grain, i, zone),
          epochMs: (w: string) => d.epochMs(w, zone),
        };
      });
      expect(fixed.length).toBeGreaterThan(0);
      expect(fixed).toEqual(looked);
    },
  );
});
