import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  END_OF_DAY_OFFSET_MS,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createChartsService } from './service.ts';

const postsOverTime = ChartTemplate.parse(chartsQueryOf(cardRegistry.get('LSN_13'))?.template);

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
    const answer = await createChartsService(engine).series({
      entity: 'posts',
      template: postsOverTime,
      dateRange: `${start}:${end}`,
      universeId: 'u1',
    });
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'].map((d) => day(`${d}T15:00:00Z`));
    expect(answer.grain).toBe('dayOfMonth');
    expect(answer.series).toEqual([
      { key: 'instagram', data: days.map((ts, i) => [ts, i === 3 ? 1 : 0]) },
      { key: 'twitter', data: days.map((ts, i) => [ts, i < 2 ? 1 : 0]) },
    ]);
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
});

describe('POST /charts-service/posts over the demo universe', () => {
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
  });
  afterAll(() => t.close());

  const chartsUrl = (universeId: string, start: number, end: number) =>
    `/charts-service/posts?points_parser=series&hash=x&date_range=${start}:${end}&account_id=demo&universe_id=${universeId}&is_staging=false`;

  it('gives the same per-day totals as counting the rows directly', async () => {
    const start = startOfZonedDay(Date.now(), -6);
    const end = startOfZonedDay(Date.now()) + END_OF_DAY_OFFSET_MS;
    const response = await t.app.inject({
      method: 'POST',
      url: chartsUrl(DEMO.brandUniverseId, start, end),
      headers,
      payload: postsOverTime,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { series: { key: string; data: [number, number][] }[] };
    const perDay = new Map<number, number>();
    for (const series of body.series) {
      for (const [ts, value] of series.data) perDay.set(ts, (perDay.get(ts) ?? 0) + value);
    }
    const direct = await t.stores.analytics.query({
      sql: `SELECT CAST(epoch_ms(timezone('America/Sao_Paulo', date_trunc('day', timezone('America/Sao_Paulo', posted_at)))) AS DOUBLE) AS ts,
              CAST(count(*) AS DOUBLE) AS n
            FROM posts WHERE universe_id = $u AND posted_at BETWEEN $s::TIMESTAMPTZ AND $e::TIMESTAMPTZ
            GROUP BY 1 ORDER BY 1`,
      params: { u: DEMO.brandUniverseId, s: new Date(start).toISOString(), e: new Date(end).toISOString() },
    });
    expect(direct).toHaveLength(7);
    expect([...perDay]).toEqual(direct.map((row) => [row.ts, row.n]));
    expect(body.series.length).toBeGreaterThan(5);
  });

  it('refuses a universe of another account with a 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: chartsUrl('universo-alheio', 0, 1),
      headers,
      payload: postsOverTime,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a bad date range with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: chartsUrl(DEMO.brandUniverseId, 20, 10),
      headers,
      payload: postsOverTime,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ date_range: 'Requisição inválida.' });
  });
});
