import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardRegistry,
  chartsQueryOf,
  type DashboardFileRequestInput,
  defaultDateRange,
  END_OF_DAY_OFFSET_MS,
  formatDateRangeParam,
  formatPointDate,
  type SeriesResponse,
  startOfZonedDay,
} from '@mirante/core';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { DEFAULT_WEB_DIST } from '../../http/static-web.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { newDashboard } from '../dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../dashboards/repository.ts';

const DASHBOARD_ID = 'export-test';
const sãoPauloDate = (ms: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(ms);
const PRINT_DASHBOARD_ID = 'print-test';
const SAVED_FILTER_DASHBOARD_ID = 'saved-filter-test';
const LABELS_DASHBOARD_ID = 'labels-test';
const LONG_TITLE = 'Publicações ao longo do tempo por canal e por dia';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

/** The built web app (the print view); built here when missing, as CI runs these tests before the e2e build. */
function webBuild(): string {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@mirante/web'], {
      cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
      stdio: 'ignore',
    });
  }
  return DEFAULT_WEB_DIST;
}

beforeAll(async () => {
  t = await createTestApp(Date.now(), { webDist: webBuild() });
  // The PDF is printed by a browser that opens this server's own print view.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = await signIn(t.app);
  const dashboards = createDashboardsRepository(t.stores.meta.db);
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
  await dashboards.insert({ ...dashboard, cards: [first, ...renamed] }, DEMO.email);
  await dashboards.insert(
    newDashboard({
      id: PRINT_DASHBOARD_ID,
      universeId: DEMO.brandUniverseId,
      title: 'Painel para impressão',
      description: 'Escuta da Marca Demo no mês',
      ownerEmail: DEMO.email,
      cardIds: ['LSN_1', 'LSN_13', 'LSN_6', 'LSN_58', 'LSN_11'],
    }),
    DEMO.email,
  );
  await dashboards.insert(
    {
      ...newDashboard({
        id: SAVED_FILTER_DASHBOARD_ID,
        universeId: DEMO.brandUniverseId,
        title: 'Só Twitter',
        ownerEmail: DEMO.email,
        cardIds: ['LSN_13'],
      }),
      globalFilter: { channels: ['twitter'] },
    },
    DEMO.email,
  );
  await dashboards.insert(
    {
      ...newDashboard({
        id: LABELS_DASHBOARD_ID,
        universeId: DEMO.brandUniverseId,
        title: 'Tipos e dispositivos',
        ownerEmail: DEMO.email,
        cardIds: ['LSN_25', 'LSN_8'],
      }),
      language: 'en',
    },
    DEMO.email,
  );
}, 240_000);
afterAll(() => t.close());

describe('POST /exports/v1/{universeId}/dashboards/{dashboardId}.xlsx', () => {
  const range = formatDateRangeParam(defaultDateRange());

  const exportXlsx = (body: DashboardFileRequestInput, extraHeaders: Record<string, string> = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${DASHBOARD_ID}.xlsx`,
      headers: extraHeaders,
      payload: body,
    });

  function sheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  }
  const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
    (sheet.getRow(row).values as unknown[]).slice(1);

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
      // The very request the posts-over-time card (LSN_13) makes.
      payload: chartsQueryOf(cardRegistry.get('LSN_13'))?.template,
    });
    expect(chart.statusCode).toBe(200);
    const answer = chart.json<SeriesResponse>();
    expect(answer.series.map((series) => series.group[0]).sort()).toEqual(['instagram', 'twitter']);

    const workbook = await workbookOf((await exportXlsx({ date_range: range, filter })).rawPayload);
    const sheet = sheetOf(workbook, 'Publicações ao longo do tempo');
    expect(rowValues(sheet, 1)).toEqual([
      'Data',
      ...answer.series.map((series) => (series.group[0] === 'twitter' ? 'Twitter' : 'Instagram')),
    ]);
    const times = answer.series[0]?.data.map(([time]) => time) ?? [];
    expect(times).toHaveLength(7);
    expect(sheet.rowCount).toBe(1 + times.length);
    times.forEach((time, index) => {
      const row = rowValues(sheet, index + 2);
      // The date reads as in the card's table view: the bucket's day in São Paulo.
      expect(row[0]).toBe(formatPointDate(time, answer.grain));
      expect(row.slice(1)).toEqual(answer.series.map((series) => series.data[index]?.[1]));
    });
  });

  it("reads the dashboard's saved global filter when the request names none, and the one on screen when it does", async () => {
    const exportOf = async (filter: DashboardFileRequestInput['filter']) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${SAVED_FILTER_DASHBOARD_ID}.xlsx`,
        headers,
        payload: { date_range: range, filter },
      });
      expect(response.statusCode).toBe(200);
      return rowValues(sheetOf(await workbookOf(response.rawPayload), 'Publicações ao longo do tempo'), 1);
    };
    expect(await exportOf(null)).toEqual(['Data', 'Twitter']);
    expect(await exportOf({ channels: ['instagram'] })).toEqual(['Data', 'Instagram']);
  });

  it('writes single values with their previous period, and distributions with readable names', async () => {
    const workbook = await workbookOf((await exportXlsx({ date_range: range })).rawPayload);
    const collected = sheetOf(workbook, 'Publicações coletadas');
    // As the card's table view: this period's value and the previous one's of the same length, in one row.
    expect(rowValues(collected, 1)).toEqual(['Valor', 'Período anterior']);
    expect(collected.rowCount).toBe(2);
    expect(Number(collected.getRow(2).getCell(1).value)).toBeGreaterThan(0);
    expect(Number(collected.getRow(2).getCell(2).value)).toBeGreaterThan(0);

    const sentiment = sheetOf(workbook, 'Publicações por sentimento');
    const names: unknown[] = [];
    for (let row = 2; row <= sentiment.rowCount; row += 1) names.push(sentiment.getRow(row).getCell(1).value);
    expect(names).toContain('Positivo');
    expect(names).toContain('Negativo');
  });

  it("names every value of a distribution through the catalogue, in the dashboard's language", async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${LABELS_DASHBOARD_ID}.xlsx`,
      headers,
      payload: { date_range: range },
    });
    const workbook = await workbookOf(exported.rawPayload);
    const namesOf = (sheet: ExcelJS.Worksheet) =>
      Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
    const [types, devices] = workbook.worksheets;
    if (!types || !devices) throw new Error('two sheets expected');
    const typeNames = namesOf(types);
    expect(typeNames.length).toBeGreaterThan(1);
    for (const name of typeNames) {
      expect(['Post', 'Reply', 'Comment', 'Share', 'Review', 'Message', 'Not informed']).toContain(name);
    }
    for (const name of namesOf(devices)) {
      expect(['Android', 'iPhone', 'Web', 'Others', 'Not informed']).toContain(name);
    }
  });

  it("writes a sheet for the universe's custom components too", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/cards/v1/${DEMO.brandUniverseId}/custom`,
      headers,
      payload: {
        title: 'Canais da marca',
        dataSource: 'listening',
        chartType: 'donut',
        entity: 'posts',
        chartTemplate: {
          grouping: ['channel'],
          sorting: 'desc',
          sortFields: ['id'],
          metricsMetadata: {
            fields: ['id'],
            label: 'Publicações',
            groupingForTotal: [],
            operators: ['count'],
          },
          method: 'count',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dashboards = createDashboardsRepository(t.stores.meta.db);
    const base = newDashboard({
      id: 'custom-export',
      universeId: DEMO.brandUniverseId,
      title: 'Personalizado',
      ownerEmail: DEMO.email,
      cardIds: ['LSN_1'],
    });
    const [card] = base.cards;
    if (!card) throw new Error('no card');
    const custom = {
      ...card,
      uid: 'custom-1',
      id: `CUSTOM_${created.json().component.id}`,
      title: 'Canais da marca',
    };
    await dashboards.insert({ ...base, cards: [custom] }, DEMO.email);

    const response = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/custom-export.xlsx`,
      headers,
      payload: { date_range: range },
    });
    const sheet = sheetOf(await workbookOf(response.rawPayload), 'Canais da marca');
    expect(rowValues(sheet, 1)).toEqual(['Nome', 'Valor']);
    const channels: unknown[] = [];
    for (let row = 2; row <= sheet.rowCount; row += 1) channels.push(sheet.getRow(row).getCell(1).value);
    expect(channels).toContain('Instagram');
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

  it('lets a guest export its published dashboard, without the cards guests may not see (LGPD)', async () => {
    const published = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${DEMO.brandUniverseId}/${PRINT_DASHBOARD_ID}/publish`,
      headers,
    });
    expect(published.statusCode).toBe(200);
    const entry = await t.app.inject({
      method: 'POST',
      url: `/guest/v1/${DEMO.brandUniverseId}/access`,
      payload: {
        token: published.json().publishing.publishedToken,
        email: 'visitante@exemplo.com',
        acceptedTerms: true,
      },
    });
    const token = entry.cookies.find((cookie) => cookie.name === 'dashboard-token')?.value;
    const guest = { cookie: `dashboard-token=${token}` };

    const own = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${PRINT_DASHBOARD_ID}.xlsx`,
      headers: guest,
      payload: { date_range: range },
    });
    expect(own.statusCode).toBe(200);
    const names = (await workbookOf(own.rawPayload)).worksheets.map((sheet) => sheet.name);
    expect(names).toEqual([
      'Publicações coletadas',
      'Publicações ao longo do tempo',
      'Publicações por sentimento',
      'Tabela de sentimento por tema',
    ]);
    expect(names).not.toContain('Publicações em alta');

    const other = await exportXlsx({ date_range: range }, guest);
    expect(other.statusCode).toBe(403);
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

describe('POST /exports/v1/{universeId}/dashboards/{dashboardId}.pdf', () => {
  const range = {
    start: startOfZonedDay(Date.now(), -29),
    end: startOfZonedDay(Date.now()) + END_OF_DAY_OFFSET_MS,
  };

  it('prints the dashboard in A4 landscape: title, period and filters on page 1, a long table over pages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${PRINT_DASHBOARD_ID}.pdf`,
      headers,
      payload: { date_range: formatDateRangeParam(range), filter: { channels: ['instagram', 'twitter'] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Painel para impressao.pdf"');

    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    try {
      const { pages, total } = await parser.getText();
      const first = pages[0]?.text ?? '';
      expect(first).toContain('Painel para impressão');
      expect(first).toContain('Período');
      expect(first).toContain(`Período: ${sãoPauloDate(range.start)} – ${sãoPauloDate(range.end)}`);
      expect(first).toContain('Canais: Instagram, Twitter');
      expect(first).toContain('Publicações coletadas');
      // The long table (sentiment by theme) flows over several pages, its header repeated on each.
      const tablePages = pages.filter((page) =>
        /Tema\s+Sentimento\s+Publicações\s+Interações/.test(page.text),
      );
      expect(tablePages.length).toBeGreaterThanOrEqual(2);
      expect(total).toBeGreaterThanOrEqual(3);
      // A4 landscape: 842 × 595 points on every page.
      const boxes = [
        ...response.rawPayload.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g),
      ];
      expect(boxes).toHaveLength(total);
      for (const [, width, height] of boxes) {
        expect(Number(width)).toBeCloseTo(842, -1);
        expect(Number(height)).toBeCloseTo(595, -1);
      }
    } finally {
      await parser.destroy();
    }
  }, 120_000);
});
