import {
  ChartTemplate,
  type ChartTemplateInput,
  startOfZonedDay,
  validateChartTemplate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { FIXTURE_NOON, fixturePost } from './chart-fixtures.ts';
import { compileChart } from './compile-series.ts';
import { bitmapDistinct, type Dialect, duckDbDialect } from './dialect.ts';

const U = 'u-dense';
const HOUR = 3_600_000;
const WEEK = {
  start: startOfZonedDay(FIXTURE_NOON, -6),
  end: startOfZonedDay(FIXTURE_NOON) + 86_400_000 - 1,
};

/** Posts of 60 uids (keys spread over many chunks of 4), some without uid; one channel has no uid at all. */
function posts() {
  return Array.from({ length: 400 }, (_, i) => {
    const person = (i * 37) % 60;
    const channel = ['twitter', 'facebook', 'instagram', 'news'][i % 4] as string;
    return fixturePost({
      channel,
      uid: channel === 'news' || person % 11 === 0 ? null : `p${person}`,
      username: `n${person}`,
      polarity: [1, 2, 3][i % 3],
      tag: [['a'], ['b'], ['a', 'b'], []][i % 4],
      postedAt: FIXTURE_NOON - (i % 150) * HOUR,
    });
  });
}

const template = (input: Partial<ChartTemplateInput>) => {
  const parsed = ChartTemplate.parse({
    grouping: ['channel'],
    metricsMetadata: { fields: ['uid'], label: 'Usuários', operators: ['size'] },
    method: 'count',
    ...input,
  });
  const validation = validateChartTemplate('posts', parsed);
  if (!validation.ok) throw new Error(validation.error);
  return validation.value;
};

describe('distinct uids counted by chunks of author keys', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append('posts', U, posts());
  });
  afterAll(() => engine.close());

  const answer = async (input: Partial<ChartTemplateInput>, dialect: Dialect, filter = {}) => {
    const compiled = compileChart({
      entity: 'posts',
      template: template(input),
      context: { range: WEEK, universeId: U, accountId: null, isStaging: false, filter },
      dialect,
    });
    return { sql: compiled.plan.sql, rows: await engine.query(compiled.plan) };
  };

  it('answers what count(DISTINCT) answers, for every grouping', async () => {
    const groupings: [Partial<ChartTemplateInput>, boolean][] = [
      [{ grouping: ['channel'] }, true],
      [{ grouping: ['polarity'] }, true],
      [{ grouping: ['channel'], sorting: 'desc', sortFields: ['uid'] }, true],
      // Time buckets or many values: a bitmap per group would outgrow a hash set; count(DISTINCT) stays.
      [{ grouping: ['channel', 'postedAt'], datePortion: 'dayOfMonth' }, false],
      [{ grouping: ['postedAt'], datePortion: 'dayOfMonth' }, false],
      [{ grouping: ['tag'] }, false],
      [{ grouping: ['channel', 'polarity'] }, false],
    ];
    for (const [input, bitmaps] of groupings) {
      for (const filter of [{}, { channels: ['twitter', 'news'] }]) {
        const direct = await answer(input, { ...duckDbDialect, denseDistinct: null }, filter);
        expect(direct.sql).toContain('count(DISTINCT');
        expect(direct.rows.length).toBeGreaterThan(0);
        for (const dialect of [{ ...duckDbDialect, denseDistinct: bitmapDistinct(2) }, duckDbDialect]) {
          const dense = await answer(input, dialect, filter);
          expect([input, dense.sql.includes('bitstring_agg')]).toEqual([input, bitmaps]);
          expect([input, filter, dense.rows]).toEqual([input, filter, direct.rows]);
        }
      }
    }
  });

  it('counts 0 for a group whose posts have no uid', async () => {
    const { rows } = await answer(
      { grouping: ['channel'] },
      { ...duckDbDialect, denseDistinct: bitmapDistinct(2) },
    );
    expect(rows.find((row) => row.s0 === 'news')?.m0).toBe(0);
  });
});
