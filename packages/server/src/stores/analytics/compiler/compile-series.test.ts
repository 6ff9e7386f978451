import {
  type ChartEntity,
  ChartTemplate,
  type ChartTemplateInput,
  DAY_MS,
  type Filter,
  startOfZonedDay,
  type ValidTemplate,
  validateChartTemplate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { appendChartFixtures, FIXTURE_NOON, fixturePost, fixtureStatus } from './chart-fixtures.ts';
import { compileChart, TemplateCompileError } from './compile-series.ts';

const HOUR = 3_600_000;
const U = 'u-compile';

function template(
  entity: ChartEntity,
  input: Partial<ChartTemplateInput> & { fields: string[] },
): ValidTemplate {
  const { fields, ...rest } = input;
  const parsed = ChartTemplate.parse({
    grouping: ['channel'],
    metricsMetadata: { fields, label: 'Publicações', operators: fields.map(() => rest.method ?? 'count') },
    method: 'count',
    ...rest,
  });
  const validation = validateChartTemplate(entity, parsed);
  if (!validation.ok) throw new Error(validation.error);
  return validation.value;
}

const DAY = { start: startOfZonedDay(FIXTURE_NOON), end: startOfZonedDay(FIXTURE_NOON) + DAY_MS - 60_000 };
const WEEK = { start: startOfZonedDay(FIXTURE_NOON, -6), end: DAY.end };

describe('compileChart on DuckDB', () => {
  let engine: AnalyticsEngine;
  const run = async (
    entity: ChartEntity,
    t: ValidTemplate,
    range = WEEK,
    filter: Filter = {},
    universeId = U,
  ) => {
    const compiled = compileChart({
      entity,
      template: t,
      context: { range, universeId, accountId: null, isStaging: false, filter },
    });
    return {
      ...compiled,
      rows: await engine.query(compiled.plan),
      totalRows: compiled.totals ? await engine.query(compiled.totals) : null,
    };
  };

  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await appendChartFixtures(engine, U);
    // For the operators: two twitter posts a day apart, likes 3 (earlier) and 10 (later).
    await engine.append('posts', 'u-ops', [
      fixturePost({ channel: 'twitter', likes: 3, postedAt: FIXTURE_NOON - 2 * HOUR }),
      fixturePost({ channel: 'twitter', likes: 10, postedAt: FIXTURE_NOON }),
      fixturePost({ channel: 'twitter', likes: 10, postedAt: FIXTURE_NOON - HOUR }),
      fixturePost({ channel: 'facebook', likes: 1, postedAt: FIXTURE_NOON }),
    ]);
  });
  afterAll(() => engine.close());

  it('computes every operator', async () => {
    const operators = ['sum', 'count', 'last', 'avg', 'min', 'max', 'first', 'size'] as const;
    const t = template('posts', {
      fields: operators.map(() => 'likes'),
      metricsMetadata: {
        fields: operators.map(() => 'likes'),
        label: 'Curtidas',
        operators: [...operators],
      },
    });
    const { rows } = await run('posts', t, DAY, { channels: ['twitter'] }, 'u-ops');
    expect(rows).toEqual([
      { ts: DAY.start, s0: 'twitter', m0: 23, m1: 3, m2: 10, m3: 23 / 3, m4: 3, m5: 10, m6: 3, m7: 2 },
    ]);
  });

  it('counts distinct uids (size) as the posts hold them: by their author keys, posts without uid left out', async () => {
    await engine.append('posts', 'u-uids', [
      fixturePost({ channel: 'twitter', uid: 'a', username: 'Ana', postedAt: FIXTURE_NOON }),
      fixturePost({ channel: 'twitter', uid: 'a', username: 'Ana', postedAt: FIXTURE_NOON - HOUR }),
      fixturePost({ channel: 'twitter', uid: 'B', username: 'b', postedAt: FIXTURE_NOON }),
      fixturePost({ channel: 'twitter', uid: null, username: 'a', postedAt: FIXTURE_NOON }),
      fixturePost({ channel: 'twitter', uid: null, username: 'sem-uid', postedAt: FIXTURE_NOON }),
      fixturePost({ channel: 'facebook', uid: 'b', username: null, postedAt: FIXTURE_NOON }),
    ]);
    const t = template('posts', {
      fields: ['uid'],
      metricsMetadata: { fields: ['uid'], label: 'Usuários', operators: ['size'] },
    });
    const { rows } = await run('posts', t, DAY, {}, 'u-uids');
    const direct = await engine.query({
      sql: `SELECT CAST(channel AS VARCHAR) AS series, count(DISTINCT uid)::INTEGER AS n FROM posts
            WHERE universe_id = 'u-uids' GROUP BY channel ORDER BY n DESC`,
      params: {},
    });
    expect(direct).toEqual([
      { series: 'twitter', n: 2 },
      { series: 'facebook', n: 1 },
    ]);
    const bySeries = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.series).localeCompare(String(b.series));
    expect(rows.map((row) => ({ series: row.s0, n: row.m0 })).sort(bySeries)).toEqual(
      [...direct].sort(bySeries),
    );
  });

  it('answers a distribution with one point per group, stamped with the range start, largest first', async () => {
    const { rows, grain } = await run(
      'posts',
      template('posts', { fields: ['id'], sorting: 'desc', sortFields: ['id'] }),
      WEEK,
      {},
      'u-ops',
    );
    expect(grain).toBeNull();
    expect(rows).toEqual([
      { ts: WEEK.start, s0: 'twitter', m0: 3 },
      { ts: WEEK.start, s0: 'facebook', m0: 1 },
    ]);
  });

  it('buckets by São Paulo days, zero-fills every series and picks the grain within the spec limits', async () => {
    const t = template('posts', {
      grouping: ['postedAt', 'polarity'],
      datePortion: 'auto',
      sortFields: ['postedAt'],
      fields: ['id'],
    });
    const days = [-1, 0].map((d) => startOfZonedDay(FIXTURE_NOON, d));
    const twoDays = { start: days[0] ?? 0, end: DAY.end };
    const { rows, grain } = await run('posts', t, {
      start: twoDays.start,
      end: twoDays.start + 2 * DAY_MS - 60_000,
    });
    expect(grain).toBe('hour');
    expect(rows.length).toBeGreaterThan(24);
    const weekly = await run('posts', { ...t, datePortion: 'dayOfMonth' }, twoDays);
    expect(weekly.grain).toBe('dayOfMonth');
    // Polarity 1: one post on the 11th (P2) and one on the 12th (P1); -1: P3 on the 12th; 2: P4 on the 12th.
    expect(weekly.rows).toEqual([
      { ts: days[0], s0: '-1', m0: 0 },
      { ts: days[1], s0: '-1', m0: 1 },
      { ts: days[0], s0: '1', m0: 1 },
      { ts: days[1], s0: '1', m0: 1 },
      { ts: days[0], s0: '2', m0: 0 },
      { ts: days[1], s0: '2', m0: 1 },
    ]);
  });

  it('falls back to an allowed grain when the chosen one is too fine for the range', async () => {
    const t = template('posts', { grouping: ['postedAt'], datePortion: 'minute', fields: ['id'] });
    expect((await run('posts', t, DAY)).grain).toBe('hour');
    expect((await run('posts', t, { start: DAY.start, end: DAY.start + 2 * HOUR })).grain).toBe('minute');
  });

  it('draws zeros for a time series without groups even when the range is empty', async () => {
    const t = template('posts', {
      grouping: ['postedAt'],
      datePortion: 'dayOfMonth',
      fields: ['id'],
      defaultTimeSeriesValue: 0,
    });
    const empty = { start: startOfZonedDay(Date.parse('2020-01-01T15:00:00Z')), end: 0 };
    empty.end = empty.start + 3 * DAY_MS - 1;
    const { rows } = await run('posts', t, empty);
    expect(rows.map((r) => r.m0)).toEqual([0, 0, 0]);
  });

  it('groups list fields by each of their values, within tags_view', async () => {
    const t = template('posts', { grouping: ['tag'], fields: ['id'], sorting: 'desc' });
    const all = await run('posts', t);
    expect(all.rows.map((r) => [r.s0, r.m0])).toEqual([
      ['elogio', 2],
      ['campanha', 1],
      ['reclamação', 1],
    ]);
    const viewed = await run('posts', t, WEEK, { tags_view: ['campanha', 'reclamação'] });
    expect(viewed.rows.map((r) => [r.s0, r.m0])).toEqual([
      ['campanha', 1],
      ['reclamação', 1],
    ]);
  });

  it('crosses two list fields', async () => {
    const t = template('posts', { grouping: ['tag', 'theme'], fields: ['id'], sorting: 'desc' });
    const { rows } = await run('posts', t);
    expect(rows.map((r) => [r.s0, r.s1]).sort()).toEqual([
      ['campanha', 'Atendimento'],
      ['elogio', 'Atendimento'],
      ['elogio', 'Produto'],
      ['reclamação', 'Entrega'],
    ]);
  });

  it('sorts series by a grouping field when it is the sort field', async () => {
    const t = template('posts', {
      grouping: ['polarity'],
      fields: ['id'],
      sorting: 'desc',
      sortFields: ['polarity'],
    });
    const { rows } = await run('posts', t);
    expect(rows.map((r) => r.s0)).toEqual(['2', '1', '-1']);
  });

  it('runs points backwards when the date field is sorted descending', async () => {
    const t = template('posts', {
      grouping: ['postedAt'],
      datePortion: 'dayOfMonth',
      fields: ['id'],
      sorting: 'desc',
      sortFields: ['postedAt'],
    });
    const { rows } = await run('posts', t);
    const ts = rows.map((r) => Number(r.ts));
    expect(ts).toEqual([...ts].sort((a, b) => b - a));
  });

  it('totals the metrics per groupingForTotal, from the rows themselves', async () => {
    const t = template('posts', {
      grouping: ['channel', 'polarity'],
      fields: ['likes'],
      method: 'avg',
      sorting: 'desc',
      metricsMetadata: {
        fields: ['likes'],
        label: 'Curtidas',
        operators: ['avg'],
        groupingForTotal: ['polarity'],
      },
    });
    const { totalRows } = await run('posts', t);
    // Polarity 1: twitter 10 and instagram 4 likes → 7; -1: 1; 2: 0.
    expect(totalRows?.map((r) => [r.s0, r.m0])).toEqual([
      ['1', 7],
      ['-1', 1],
      ['2', 0],
    ]);
  });

  it('groups by a date field other than the time field, ranging on it', async () => {
    const t = template('sac-status', {
      grouping: ['annotateAtDate'],
      datePortion: 'dayOfMonth',
      fields: ['id'],
    });
    await engine.append('sac-status', 'u-annotate', [
      fixtureStatus({ annotateAtDate: FIXTURE_NOON - 40 * DAY_MS }),
      fixtureStatus({ statusChangeTime: FIXTURE_NOON - 40 * DAY_MS, annotateAtDate: FIXTURE_NOON }),
    ]);
    const { rows } = await run('sac-status', t, DAY, {}, 'u-annotate');
    expect(rows).toEqual([{ ts: DAY.start, m0: 1 }]);
  });

  it('answers every entity', async () => {
    const users = await run(
      'users',
      template('users', { grouping: ['uid'], fields: ['followers'], method: 'last' }),
    );
    expect(users.rows.map((r) => [r.s0, r.m0])).toEqual([
      ['u2', 50],
      ['u1', 120],
    ]);
    const surveys = await run(
      'sac-surveys',
      template('sac-surveys', {
        grouping: ['surveyType'],
        fields: ['surveyScore'],
        method: 'avg',
        sorting: 'desc',
      }),
    );
    expect(surveys.rows.map((r) => [r.s0, r.m0])).toEqual([
      ['NPS', 9],
      ['CSAT', 4],
      ['CES', 2],
    ]);
    const statuses = await run(
      'sac-status',
      template('sac-status', { grouping: ['lastValue', 'value'], fields: ['id'], sorting: 'desc' }),
      WEEK,
      { channels: ['facebook'] },
    );
    expect(statuses.rows.map((r) => [r.s0, r.s1, r.m0])).toEqual([
      ['opened', 'replied', 1],
      ['pending', 'opened', 1],
    ]);
  });

  it('refuses operators that do not apply to the field', () => {
    const t = template('posts', { fields: ['channel'], method: 'sum' });
    expect(() =>
      compileChart({
        entity: 'posts',
        template: t,
        context: { range: DAY, universeId: U, accountId: null, isStaging: false, filter: {} },
      }),
    ).toThrow(TemplateCompileError);
  });

  it('binds every value and keeps user text out of the SQL', () => {
    const hostile = "x'; DROP TABLE posts; --";
    const { plan } = compileChart({
      entity: 'posts',
      template: template('posts', { grouping: ['postedAt', 'channel'], datePortion: 'auto', fields: ['id'] }),
      context: {
        range: DAY,
        universeId: hostile,
        accountId: hostile,
        isStaging: false,
        filter: { tags: [hostile] },
      },
    });
    expect(plan.sql).not.toContain('DROP');
    expect(plan.params).toMatchObject({ universe: hostile, p2: [hostile] });
  });
});
