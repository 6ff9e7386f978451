import {
  type DashboardFileRequestInput,
  defaultDateRange,
  formatDateRangeParam,
  type SeriesResponse,
  zoneOffsetMs,
} from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { newDashboard } from '../dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../dashboards/repository.ts';

const DASHBOARD_ID = 'export-test';
const LONG_TITLE = 'Publicações ao longo do tempo por canal e por dia';

describe('POST /exports/v1/{universeId}/dashboards/{dashboardId}.xlsx', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const range = formatDateRangeParam(defaultDateRange());

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
    const dashboard = newDashboard({
      id: DASHBOARD_ID,
      universeId: DEMO.brandUniverseId,
      title: 'Relatório: Marca/Escuta',
      ownerEmail: DEMO.email,
      cardIds: ['LSN_13', 'LSN_1', 'LSN_6', 'LSN_14', 'LSN_13', 'LSN_13'],
    });
    const [first, ...rest] = dashboard.cards;
    if (!first) throw new Error('no cards');
    const renamed = rest.map((card, index) =>
      index === rest.length - 1 ? { ...card, title: LONG_TITLE } : card,
    );
    await createDashboardsRepository(t.stores.meta.db).insert(
      { ...dashboard, cards: [first, ...renamed] },
      DEMO.email,
    );
  }, 180_000);
  afterAll(() => t.close());

  const exportXlsx = (body: DashboardFileRequestInput, extraHeaders: Record<string, string> = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${DASHBOARD_ID}.xlsx`,
      headers: extraHeaders,
      payload: body,
    });

  async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook;
  }

  it('answers one sheet per card, named after the card titles, deduplicated and cut to 31 characters', async () => {
    const response = await exportXlsx({ date_range: range });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Relatório Marca Escuta.xlsx')}`,
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Publicações ao longo do tempo',
      'Publicações coletadas',
      'Publicações por sentimento',
      'Sentimento por termo',
      'Publicações ao longo do tem (2)',
      'Publicações ao longo do tempo p',
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.name.length).toBeLessThanOrEqual(31);
  });

  it("holds the charts service's answer, one row per point, in the card's filter", async () => {
    const filter = { channels: ['instagram', 'twitter'] };
    const chart = await t.app.inject({
      method: 'POST',
      url: `/charts-service/posts?points_parser=series&date_range=${range}&account_id=${DEMO.accountId}&universe_id=${DEMO.brandUniverseId}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers,
      payload: {
        grouping: ['postedAt', 'channel'],
        datePortion: 'auto',
        sorting: 'asc',
        sortFields: ['postedAt'],
        metricsMetadata: { fields: ['id'], label: 'Publicações', groupingForTotal: [], operators: ['count'] },
        method: 'count',
        defaultTimeSeriesValue: 0,
      },
    });
    expect(chart.statusCode).toBe(200);
    const answer = chart.json<SeriesResponse>();
    expect(answer.series.map((series) => series.key).sort()).toEqual(['instagram', 'twitter']);

    const workbook = await workbookOf((await exportXlsx({ date_range: range, filter })).rawPayload);
    const sheet = workbook.getWorksheet('Publicações ao longo do tempo');
    if (!sheet) throw new Error('sheet missing');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Data',
      ...answer.series.map((series) => (series.key === 'twitter' ? 'Twitter' : 'Instagram')),
    ]);
    const times = answer.series[0]?.data.map(([time]) => time) ?? [];
    expect(times).toHaveLength(7);
    expect(sheet.rowCount).toBe(1 + times.length);
    times.forEach((time, index) => {
      const row = (sheet.getRow(index + 2).values as unknown[]).slice(1);
      // The date cell holds the bucket's wall-clock time in São Paulo.
      expect((row[0] as Date).getTime()).toBe(time + zoneOffsetMs(time));
      expect(row.slice(1)).toEqual(answer.series.map((series) => series.data[index]?.[1]));
    });
  });

  it('writes single values with their previous period, and distributions with readable names', async () => {
    const workbook = await workbookOf((await exportXlsx({ date_range: range })).rawPayload);
    const collected = workbook.getWorksheet('Publicações coletadas');
    expect((collected?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Início',
      'Fim',
      'Publicações coletadas',
    ]);
    expect(collected?.rowCount).toBe(3);
    expect(Number(collected?.getRow(2).getCell(3).value)).toBeGreaterThan(0);

    const sentiment = workbook.getWorksheet('Publicações por sentimento');
    const names = [];
    for (let row = 2; row <= (sentiment?.rowCount ?? 0); row += 1)
      names.push(sentiment?.getRow(row).getCell(1).value);
    expect(names).toContain('Positivo');
    expect(names).toContain('Negativo');
  });

  it('refuses a malformed period with a pt-BR message, and callers without a session', async () => {
    const bad = await exportXlsx({ date_range: 'ontem' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Requisição inválida.');

    const anonymous = await exportXlsx({ date_range: range }, {});
    expect(anonymous.statusCode).toBe(401);
    const forged = await exportXlsx({ date_range: range }, { 'x-session-id': headers['x-session-id'] ?? '' });
    expect(forged.statusCode).toBe(403);
  });

  it('answers 404 for a dashboard the caller cannot see', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.chatbotUniverseId}/dashboards/${DASHBOARD_ID}.xlsx`,
      headers,
      payload: { date_range: range },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Dashboard não encontrado');
  });
});
