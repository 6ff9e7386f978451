import {
  ChartTemplate,
  type ChartTemplateInput,
  DAY_MS,
  type DateRange,
  type IngestRecord,
  validateChartTemplate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEngine, TEST_ENGINES } from '../../../test-support/test-engines.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { POSTS_ROLLUP_TABLE, ROLLUP_COLUMNS, rollupSelect } from '../posts-rollup.ts';
import { FIXTURE_NOON, fixturePost } from './chart-fixtures.ts';
import { compileChart } from './compile-series.ts';

const HOUR = 3_600_000;
const U = 'u-rollup';
const OTHER = 'u-rollup-other';

function template(input: Partial<ChartTemplateInput> & { fields: string[]; operators?: string[] }) {
  const { fields, operators, ...rest } = input;
  const validation = validateChartTemplate(
    'posts',
    ChartTemplate.parse({
      grouping: ['channel'],
      metricsMetadata: { fields, label: 'Publicações', operators: operators ?? fields.map(() => 'count') },
      method: 'count',
      ...rest,
    }),
  );
  if (!validation.ok) throw new Error(validation.error);
  return validation.value;
}

/** A deterministic spread of posts over three days, some exactly on hour boundaries, in no time order. */
function posts(count: number, seed: number, prefix: string): IngestRecord<'posts'>[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n);
  };
  const channels = ['twitter', 'instagram', 'facebook', 'youtube', 'news'];
  return Array.from({ length: count }, (_, i) => {
    const onTheHour = next(10) === 0;
    const at = FIXTURE_NOON - DAY_MS + (onTheHour ? next(72) * HOUR : next(3 * DAY_MS));
    return fixturePost({
      id: `${prefix}-${i}`,
      postedAt: at - (onTheHour && next(2) === 0 ? 1 : 0),
      channel: channels[next(channels.length)],
      polarity: [1, 2, 3, 0, -1][next(5)],
      gender: next(3),
      device: next(4) === 0 ? null : ['android', 'iphone', 'web'][next(3)],
      postType: next(3) === 0 ? null : 'Post',
      tag: ['elogio', 'reclamação', 'dúvida', 'elogio'].slice(next(4), next(5)),
      theme: next(4) === 0 ? [] : [['Atendimento', 'Produto', 'Entrega'][next(3)] as string],
      likes: next(1000),
      comments: next(50),
      shares: next(20),
      reach: next(2) === 0 ? 2 ** 40 + next(1000) : next(100_000),
    });
  });
}

const TEMPLATES = {
  'postedAt×channel count': template({
    grouping: ['postedAt', 'channel'],
    fields: ['id'],
    datePortion: 'auto',
  }),
  'polarity count': template({ grouping: ['polarity'], fields: ['id'], sortFields: ['id'], sorting: 'desc' }),
  'postedAt sum': template({
    grouping: ['postedAt'],
    fields: ['interactions'],
    operators: ['sum'],
    datePortion: 'hour',
  }),
  'device count and sums': template({
    grouping: ['device'],
    fields: ['id', 'likes', 'reach'],
    operators: ['count', 'sum', 'sum'],
    sortFields: ['likes'],
  }),
  'postType by day': template({
    grouping: ['postedAt', 'postType'],
    fields: ['id'],
    datePortion: 'dayOfMonth',
  }),
  'gender by week, missing at 7': template({
    grouping: ['postedAt', 'gender'],
    fields: ['comments'],
    operators: ['sum'],
    datePortion: 'week',
    defaultTimeSeriesValue: 7,
  }),
  'theme×polarity count': template({ grouping: ['theme', 'polarity'], fields: ['id'] }),
  'postedAt×tag×polarity sum': template({
    grouping: ['postedAt', 'tag', 'polarity'],
    fields: ['likes'],
    operators: ['sum'],
    datePortion: 'auto',
    sortFields: ['likes'],
    sorting: 'desc',
  }),
  'tag count': template({ grouping: ['tag'], fields: ['id'] }),
  'postedAt count, missing at 7': template({
    grouping: ['postedAt'],
    fields: ['id'],
    datePortion: 'auto',
    defaultTimeSeriesValue: 7,
  }),
};

const RANGES: Record<string, DateRange> = {
  'partial hours at both ends': { start: FIXTURE_NOON - DAY_MS + 1_234_567, end: FIXTURE_NOON + 7_654_321 },
  'whole hours': { start: FIXTURE_NOON - 5 * HOUR, end: FIXTURE_NOON + 5 * HOUR - 1 },
  'ends on an hour': { start: FIXTURE_NOON - 2 * DAY_MS + 17, end: FIXTURE_NOON + DAY_MS },
  'three days and more': { start: FIXTURE_NOON - 3 * DAY_MS, end: FIXTURE_NOON + 3 * DAY_MS },
  'no posts': { start: FIXTURE_NOON + 10 * DAY_MS, end: FIXTURE_NOON + 11 * DAY_MS - 1 },
  'inside one hour': { start: FIXTURE_NOON + 60_000, end: FIXTURE_NOON + 1_800_000 },
};

// Each engine keeps the rollup its own way (DuckDB recomputes hours in a transaction, ClickHouse adds signed
// deltas: clickhouse/rollup.ts, proven against a recount in rollup.test.ts); both must answer as their posts do.
describe.each(TEST_ENGINES)('posts rollup on %s', (engineName) => {
  const duckDbOnly = engineName === 'duckdb';
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    const first = posts(1500, 7, 'a');
    await engine.append('posts', U, first);
    await engine.append('posts', U, posts(1500, 11, 'b'));
    await engine.append('posts', OTHER, posts(300, 13, 'a'));
    // Sent again: nothing changes. Replaced: the old hour and channel lose the post, the new ones gain it.
    await engine.append('posts', U, first.slice(0, 500));
    await engine.append(
      'posts',
      U,
      posts(400, 17, 'a').map((post) => ({ ...post, channel: 'linkedin' })),
    );
    // A post alone in its day and channel, then moved: its old day and channel hold no post any more.
    const solo = fixturePost({
      id: 'solo',
      postedAt: FIXTURE_NOON - 2.5 * DAY_MS,
      channel: 'tiktok',
      likes: 5,
    });
    await engine.append('posts', U, [solo]);
    await engine.append('posts', U, [{ ...solo, postedAt: FIXTURE_NOON + 1_000, channel: 'twitter' }]);
  }, 60_000);
  afterAll(() => engine.close());

  const chart = (name: keyof typeof TEMPLATES, range: DateRange, rollup: boolean) =>
    compileChart({
      entity: 'posts',
      template: TEMPLATES[name],
      context: { range, universeId: U, accountId: null, isStaging: false, filter: {} },
      rollup,
      dialect: engine.dialect,
    });

  /** The stored rollup and the one computed afresh from the posts, rows in one order (DuckDB's SQL). */
  const storedAndFresh = async () => {
    const columns = ROLLUP_COLUMNS.join(', ');
    const [stored, fresh] = await Promise.all([
      engine.query({ sql: `SELECT ${columns} FROM ${POSTS_ROLLUP_TABLE} ORDER BY ALL`, params: {} }),
      engine.query({ sql: `SELECT ${columns} FROM (${rollupSelect('true')}) ORDER BY ALL`, params: {} }),
    ]);
    return { stored, fresh };
  };

  it.runIf(duckDbOnly)(
    'holds exactly what the posts say after appends, re-sent and replaced records',
    async () => {
      const { stored, fresh } = await storedAndFresh();
      expect(stored.length).toBeGreaterThan(100);
      expect(stored).toEqual(fresh);
    },
  );

  for (const name of Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[]) {
    for (const [label, range] of Object.entries(RANGES)) {
      it(`answers ${name} over ${label} as the posts do`, async () => {
        const viaRollup = chart(name, range, true);
        const direct = chart(name, range, false);
        expect(direct.plan.sql).not.toContain(POSTS_ROLLUP_TABLE);
        expect(viaRollup.plan.sql.includes(POSTS_ROLLUP_TABLE)).toBe(label !== 'inside one hour');
        const [rolled, read] = await Promise.all([engine.query(viaRollup.plan), engine.query(direct.plan)]);
        if (label !== 'no posts' && label !== 'inside one hour') expect(read.length).toBeGreaterThan(0);
        expect(rolled).toEqual(read);
      });
    }
  }

  it('moves with the posts when times shift by whole days', async () => {
    const range = RANGES['partial hours at both ends'] as DateRange;
    await engine.shiftTimes([U], 2);
    const later = { start: range.start + 2 * DAY_MS, end: range.end + 2 * DAY_MS };
    const [rolled, read] = await Promise.all([
      engine.query(chart('postedAt×channel count', later, true).plan),
      engine.query(chart('postedAt×channel count', later, false).plan),
    ]);
    expect(rolled).toEqual(read);
    if (!duckDbOnly) return;
    const { stored, fresh } = await storedAndFresh();
    expect(stored).toEqual(fresh);
  });
});

// What reads the rollup is the compiler's choice, the same for every engine whose dialect keeps it.
describe('posts rollup, chosen by the compiler', () => {
  it('reads the posts when a filter, a list grouping, a distinct count or the minute grain is asked', () => {
    const range = RANGES['whole hours'] as DateRange;
    const context = { range, universeId: U, accountId: null, isStaging: false };
    const compiled = (input: Parameters<typeof template>[0], filter = {}, within = range) =>
      compileChart({
        entity: 'posts',
        template: template(input),
        context: { ...context, range: within, filter },
      });
    const sqlOf = (input: Parameters<typeof template>[0], filter = {}) => compiled(input, filter).plan.sql;
    expect(sqlOf({ fields: ['id'] }, { channels: ['twitter'] })).not.toContain(POSTS_ROLLUP_TABLE);
    expect(sqlOf({ grouping: ['group'], fields: ['id'] })).not.toContain(POSTS_ROLLUP_TABLE);
    expect(sqlOf({ grouping: ['tag', 'channel'], fields: ['id'] })).not.toContain(POSTS_ROLLUP_TABLE);
    expect(sqlOf({ grouping: ['tag'], fields: ['id'] }, { tags_view: ['elogio'] })).not.toContain(
      POSTS_ROLLUP_TABLE,
    );
    expect(sqlOf({ fields: ['uid'], operators: ['size'] })).not.toContain(POSTS_ROLLUP_TABLE);
    expect(sqlOf({ fields: ['uid'] })).not.toContain(POSTS_ROLLUP_TABLE);
    const byMinute = compiled(
      { grouping: ['postedAt'], fields: ['id'], datePortion: 'minute' },
      {},
      {
        start: FIXTURE_NOON,
        end: FIXTURE_NOON + 2 * HOUR - 1,
      },
    );
    expect(byMinute.grain).toBe('minute');
    expect(byMinute.plan.sql).not.toContain(POSTS_ROLLUP_TABLE);
    expect(sqlOf({ fields: ['id'] })).toContain(POSTS_ROLLUP_TABLE);
  });
});
