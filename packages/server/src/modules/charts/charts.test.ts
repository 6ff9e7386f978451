import {
  ChartTemplate,
  type ChartTemplateInput,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  END_OF_DAY_OFFSET_MS,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import {
  appendChartFixtures,
  FIXTURE_NOON,
  fixturePost,
} from '../../stores/analytics/compiler/chart-fixtures.ts';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createChartsService } from './service.ts';

const templateOf = (cardId: string) => ChartTemplate.parse(chartsQueryOf(cardRegistry.get(cardId))?.template);
const postsOverTime = templateOf('LSN_13');

interface Answer {
  grain: string | null;
  label: string;
  series: { group: string[]; metric: string; data: [number, number][] }[];
  totals?: { group: string[]; metric: string; data: [number, number][] }[];
}

describe('posts over time on DuckDB', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append('posts', 'u1', [
      // 23:30 on 9 March in São Paulo, already 10 March in UTC.
      postRecord({ postedAt: Date.parse('2026-03-10T02:30:00Z'), channel: 'twitter' }),
      postRecord({ postedAt: Date.parse('2026-03-10T03:30:00Z'), channel: 'twitter' }),
      postRecord({ postedAt: Date.parse('2026-03-12T15:00:00Z'), channel: 'instagram' }),
    ]);
    await engine.append('posts', 'u2', [
      postRecord({ postedAt: Date.parse('2026-03-12T15:00:00Z'), channel: 'instagram' }),
    ]);
  });
  afterAll(() => engine.close());

  it('buckets days in São Paulo time, per channel, zero-filled, one universe only', async () => {
    const day = (iso: string) => startOfZonedDay(Date.parse(iso));
    const start = day('2026-03-09T15:00:00Z');
    const end = day('2026-03-12T15:00:00Z') + END_OF_DAY_OFFSET_MS;
    const { answer } = await createChartsService(engine).series({
      entity: 'posts',
      template: postsOverTime,
      dateRange: `${start}:${end}`,
      universeId: 'u1',
    });
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'].map((d) => day(`${d}T15:00:00Z`));
    expect(answer.grain).toBe('dayOfMonth');
    expect(answer.series).toEqual([
      { group: ['instagram'], metric: 'id', data: days.map((ts, i) => [ts, i === 3 ? 1 : 0]) },
      { group: ['twitter'], metric: 'id', data: days.map((ts, i) => [ts, i < 2 ? 1 : 0]) },
    ]);
  });

  it('answers each group as its list of values, a value containing "|" or "," kept whole', async () => {
    const at = Date.parse('2026-04-02T15:00:00Z');
    await engine.append('posts', 'u-groups', [
      postRecord({ postedAt: at, tag: ['pós|venda'], polarity: 1, interactions: 4 }),
      postRecord({ postedAt: at, tag: ['pós|venda', 'a,b'], polarity: -1, interactions: 6 }),
    ]);
    const template = ChartTemplate.parse({
      grouping: ['tag', 'polarity'],
      sortFields: ['id'],
      sorting: 'desc',
      metricsMetadata: { fields: ['id', 'interactions'], label: 'Publicações', operators: ['count', 'sum'] },
      method: 'count',
    });
    const day = startOfZonedDay(at);
    const { answer } = await createChartsService(engine).series({
      entity: 'posts',
      template,
      dateRange: `${day}:${day + END_OF_DAY_OFFSET_MS}`,
      universeId: 'u-groups',
    });
    const values = answer.series.map((s) => [s.group, s.metric, s.data[0]?.[1]]);
    expect(values).toHaveLength(6);
    expect(values).toEqual(
      expect.arrayContaining([
        [['pós|venda', '1'], 'id', 1],
        [['pós|venda', '1'], 'interactions', 4],
        [['pós|venda', '-1'], 'id', 1],
        [['pós|venda', '-1'], 'interactions', 6],
        [['a,b', '-1'], 'id', 1],
        [['a,b', '-1'], 'interactions', 6],
      ]),
    );
  });

  it('answers an invalid template with the spec message', async () => {
    const answer = createChartsService(engine).series({
      entity: 'posts',
      template: { ...postsOverTime, grouping: [] },
      dateRange: '0:1',
      universeId: 'u1',
    });
    await expect(answer).rejects.toMatchObject({ statusCode: 400, messageKey: 'errors.groupingRequired' });
  });

  it('answers a template the engine cannot aggregate as an invalid grouping', async () => {
    const answer = createChartsService(engine).series({
      entity: 'posts',
      template: {
        ...templateOf('LSN_9'),
        metricsMetadata: { ...templateOf('LSN_9').metricsMetadata, fields: ['channel'], operators: ['sum'] },
      },
      dateRange: '0:1',
      universeId: 'u1',
    });
    await expect(answer).rejects.toMatchObject({ statusCode: 400, messageKey: 'errors.groupingInvalid' });
  });
});

describe('POST /charts-service/{entity}', () => {
  const UNIVERSE = 'charts-fixtures';
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: DEMO.email, password: DEMO.password },
    });
    headers = {
      'x-session-id': String(login.headers['x-session-id']),
      'x-session-id2': String(login.headers['x-session-id2']),
    };
    // A universe of the demo account holding only the fixture rows, far from the demo's dates.
    const accounts = createAccountsRepository(t.stores.meta.db);
    await accounts.insertUniverse({
      id: UNIVERSE,
      account_id: DEMO.accountId,
      name: 'Fixtures',
      kind: 'brand',
      api_token: 'x',
      integration_token_hash: 'x',
    });
    await accounts.addMember(UNIVERSE, DEMO.userId);
    await appendChartFixtures(t.stores.analytics, UNIVERSE);
  }, 120_000);
  afterAll(() => t.close());

  const WEEK = {
    start: startOfZonedDay(FIXTURE_NOON, -6),
    end: startOfZonedDay(FIXTURE_NOON) + END_OF_DAY_OFFSET_MS,
  };
  const chartsUrl = (entity: string, universeId: string, range: { start: number; end: number }, extra = '') =>
    `/charts-service/${entity}?points_parser=series&hash=x&date_range=${range.start}:${range.end}&account_id=demo&universe_id=${universeId}&is_staging=false${extra}`;
  const post = (
    entity: string,
    template: ChartTemplateInput,
    range = WEEK,
    extra = '',
    universeId = UNIVERSE,
  ) =>
    t.app.inject({
      method: 'POST',
      url: chartsUrl(entity, universeId, range, extra),
      headers,
      payload: template,
    });
  const direct = (sql: string, params: Record<string, string | number | readonly string[]> = {}) =>
    t.stores.analytics.query({
      sql,
      params: {
        u: UNIVERSE,
        s: new Date(WEEK.start).toISOString(),
        e: new Date(WEEK.end).toISOString(),
        ...params,
      },
    });
  const encode = async (filter: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/war-room/encode-filter?is_staging=false',
      headers,
      payload: { account_id: DEMO.accountId, is_staging: false, filter },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { filterId: string }).filterId;
  };
  const pairs = (answer: Answer) => answer.series.map((s) => [s.group[0], s.data.map(([, v]) => v)]);

  it('gives the same per-day totals as counting the demo rows directly', async () => {
    const start = startOfZonedDay(Date.now(), -6);
    const end = startOfZonedDay(Date.now()) + END_OF_DAY_OFFSET_MS;
    const response = await post('posts', postsOverTime, { start, end }, '', DEMO.brandUniverseId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Answer;
    const perDay = new Map<number, number>();
    for (const series of body.series) {
      for (const [ts, value] of series.data) perDay.set(ts, (perDay.get(ts) ?? 0) + value);
    }
    const rows = await t.stores.analytics.query({
      sql: `SELECT CAST(epoch_ms(timezone('America/Sao_Paulo', date_trunc('day', timezone('America/Sao_Paulo', posted_at)))) AS DOUBLE) AS ts,
              CAST(count(*) AS DOUBLE) AS n
            FROM posts WHERE universe_id = $u AND posted_at BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ
            GROUP BY 1 ORDER BY 1`,
      params: { u: DEMO.brandUniverseId, s: new Date(start).toISOString(), e: new Date(end).toISOString() },
    });
    expect(rows).toHaveLength(7);
    expect([...perDay]).toEqual(rows.map((row) => [row.ts, row.n]));
    expect(body.series.length).toBeGreaterThan(5);
  });

  it('answers a filtered time series with the numbers of the same filter written in SQL', async () => {
    const filterId = await encode({
      channels: ['twitter', 'instagram', 'facebook'],
      tags: ['elogio', 'reclamação'],
    });
    const response = await post('posts', templateOf('LSN_30'), WEEK, `&filter_id=${filterId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Answer;
    const rows = await direct(
      `SELECT CAST(polarity AS VARCHAR) AS key,
              CAST(epoch_ms(timezone('America/Sao_Paulo', date_trunc('day', timezone('America/Sao_Paulo', posted_at)))) AS DOUBLE) AS ts,
              CAST(count(*) AS DOUBLE) AS n
       FROM posts
       WHERE universe_id = $u AND posted_at BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ
         AND CAST(channel AS VARCHAR) IN ('twitter', 'instagram', 'facebook')
         AND list_has_any(tag, ['elogio', 'reclamação'])
       GROUP BY ALL`,
    );
    expect(rows.length).toBeGreaterThan(1);
    const expected = new Map(rows.map((r) => [`${r.key}@${r.ts}`, r.n]));
    const answered = new Map(
      body.series.flatMap((s) =>
        s.data.filter(([, v]) => v > 0).map(([ts, v]) => [`${s.group[0]}@${ts}`, v] as const),
      ),
    );
    expect(answered).toEqual(expected);
    // Zero-filled: every series has every day of the week.
    for (const series of body.series) expect(series.data).toHaveLength(7);
  });

  it('answers a distribution (no date grouping) for each entity, as direct SQL counts it', async () => {
    const posts = (await post('posts', templateOf('LSN_9'))).json() as Answer;
    const postRows = await direct(
      `SELECT CAST(channel AS VARCHAR) AS k, CAST(count(*) AS DOUBLE) AS n FROM posts
       WHERE universe_id = $u AND posted_at BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ GROUP BY ALL ORDER BY n DESC, k`,
    );
    expect(posts.grain).toBeNull();
    expect(posts.series).toEqual(
      postRows.map((r) => ({ group: [r.k], metric: 'id', data: [[WEEK.start, r.n]] })),
    );

    // Followers are a level measured each day: each profile counts once, at its latest count.
    const users = (await post('users', templateOf('LSN_4'))).json() as Answer;
    const userRows = await direct(
      `SELECT k, CAST(sum(latest) AS DOUBLE) AS n FROM (
         SELECT CAST(channel AS VARCHAR) AS k, uid, arg_max(followers, metric_date) AS latest FROM profiles
         WHERE universe_id = $u AND metric_date BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ GROUP BY ALL
       ) GROUP BY k ORDER BY n DESC, k`,
    );
    expect(pairs(users)).toEqual(userRows.map((r) => [r.k, [r.n]]));
    expect(pairs(users)).toEqual([
      ['twitter', [120]],
      ['instagram', [50]],
    ]);

    const statuses = (await post('sac-status', templateOf('SAC_7'))).json() as Answer;
    const statusRows = await direct(
      `SELECT CAST(channel AS VARCHAR) AS c, CAST(value AS VARCHAR) AS v, CAST(count(*) AS DOUBLE) AS n FROM sac_status
       WHERE universe_id = $u AND status_change_time BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ GROUP BY ALL ORDER BY n DESC, c, v`,
    );
    expect(statuses.series.map((s) => [s.group, s.data.map(([, v]) => v)])).toEqual(
      statusRows.map((r) => [[r.c, r.v], [r.n]]),
    );

    const surveys = (await post('sac-surveys', templateOf('SAC_53'))).json() as Answer;
    const surveyRows = await direct(
      `SELECT CAST(survey_type AS VARCHAR) AS k, avg(survey_score) AS n FROM sac_surveys
       WHERE universe_id = $u AND survey_date BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ GROUP BY ALL ORDER BY n, k`,
    );
    expect(pairs(surveys)).toEqual(surveyRows.map((r) => [r.k, [r.n]]));
    expect(pairs(surveys)).toEqual([
      ['CES', [2]],
      ['CSAT', [4]],
      ['NPS', [9]],
    ]);
  });

  it('answers a time series of each non-post entity', async () => {
    for (const [entity, cardId] of [
      ['users', 'LSN_34'],
      ['sac-status', 'SAC_5'],
      ['sac-surveys', 'SAC_55'],
    ] as const) {
      const response = await post(entity, templateOf(cardId));
      expect(response.statusCode).toBe(200);
      const body = response.json() as Answer;
      expect(body.grain).toBe('dayOfMonth');
      expect(body.series.length).toBeGreaterThan(0);
      for (const series of body.series) expect(series.data).toHaveLength(7);
    }
  });

  it('serves a repeated request from the cache and recomputes it after an ingest', async () => {
    const template = templateOf('LSN_64');
    const range = { start: startOfZonedDay(FIXTURE_NOON, -1), end: WEEK.end };
    const first = await post('posts', template, range);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await post('posts', template, range);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    const total = (answer: Answer) => answer.series.flatMap((s) => s.data).reduce((sum, [, v]) => sum + v, 0);
    const before = total(first.json() as Answer);

    await t.stores.analytics.append('posts', UNIVERSE, [fixturePost({ likes: 1000, interactions: 1000 })]);
    const third = await post('posts', template, range);
    expect(third.headers['x-cache']).toBe('miss');
    expect(total(third.json() as Answer)).toBe(before + 1000);
  });

  it('answers totals per groupingForTotal', async () => {
    const template = templateOf('LSN_17');
    const response = await post('posts', {
      ...template,
      metricsMetadata: { ...template.metricsMetadata, groupingForTotal: ['channel'] },
    });
    const body = response.json() as Answer;
    expect(body.totals?.map((s) => s.group.join()).sort()).toEqual([
      'facebook',
      'instagram',
      'tiktok',
      'twitter',
    ]);
  });

  it('takes the filter as JSON text too, with the same answer as its id', async () => {
    const filter = { channels: ['twitter', 'facebook'], polarities: [2] };
    const byId = await post('posts', templateOf('LSN_9'), WEEK, `&filter_id=${await encode(filter)}`);
    const byJson = await post(
      'posts',
      templateOf('LSN_9'),
      WEEK,
      `&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(byJson.statusCode).toBe(200);
    expect(byJson.json()).toEqual(byId.json());
    expect(pairs(byJson.json() as Answer)).toEqual([['facebook', [1]]]);
    const bad = await post(
      'posts',
      templateOf('LSN_9'),
      WEEK,
      `&filter=${encodeURIComponent('{"channels":')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid filter');
  });

  it('refuses an unknown filter id with the spec message', async () => {
    const response = await post('posts', templateOf('LSN_9'), WEEK, '&filter_id=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid filter');
  });

  it('refuses a malformed text query with a 400, not a 500', async () => {
    const filterId = await encode({ query: '(entrega' });
    const response = await post('posts', templateOf('LSN_9'), WEEK, `&filter_id=${filterId}`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses an unknown entity', async () => {
    expect((await post('stock', templateOf('LSN_9'))).statusCode).toBe(400);
  });

  it('refuses a universe of another account with a 404', async () => {
    const response = await post('posts', postsOverTime, { start: 0, end: 1 }, '', 'universo-alheio');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a bad date range with a 400 envelope', async () => {
    const response = await post('posts', postsOverTime, { start: 20, end: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ date_range: 'Requisição inválida.' });
  });

  it('keeps ranges longer than a day within the spec grain limits', async () => {
    const year = { start: WEEK.end - 365 * DAY_MS, end: WEEK.end };
    const body = (await post('posts', postsOverTime, year)).json() as Answer;
    expect(body.grain).toBe('week');
  });
});
