import {
  type CardCell,
  type CardConfig,
  type CardData,
  type CardDataContext,
  type CardRows,
  cardDataRows,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DashboardResponse,
  defaultDateRange,
  formatCell,
  formatDateRangeParam,
  isEmptyCardData,
  MeResponse,
  type MessageKey,
  type TableColumn,
  translate,
  zoneOffsetMs,
} from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { addWholeCatalogueDashboard, WHOLE_CATALOGUE_ID } from '../../test-support/whole-catalogue.ts';

/** A dashboard holding the whole catalogue, each card once. */
const DASHBOARD_ID = WHOLE_CATALOGUE_ID;
/**
 * The served cards without data on the demo: the author search, which lists nobody before its text is typed;
 * the import history and the annotations report, empty until someone imports or annotates. Every other served
 * card has data there, and is compared (113 when this test was written).
 */
const NO_DATA_ON_THE_DEMO = ['LSN_73', 'LSN_74', 'LSN_76'];

/**
 * Live columns, measured up to the moment of the request (the backlog's wait, an operator's time in the status
 * they are in now, in seconds): the table view, asked after the export, reads them later by at most the time
 * elapsed since the export was asked.
 */
const LIVE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  SAC_45: ['wait'],
  SAC_50: ['online', 'paused', 'offline'],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(Date.now());
  headers = await signIn(t.app);
  await addWholeCatalogueDashboard(t.stores);
}, 240_000);
afterAll(() => t.close());

/** What the browser gets for a card: its requests over HTTP, mapped as the card maps them, as its table view. */
interface TableView {
  data: CardData;
  rows: CardRows;
  answers: unknown[];
}

async function tableViewOf(
  card: CardConfig,
  context: CardDataContext,
  language: 'pt-BR' | 'en',
): Promise<TableView | 'static' | 'unserved' | { blocked: MessageKey }> {
  const tr = (key: MessageKey) => translate(key, language);
  const definition = cardRegistry.get(card.id);
  const source = cardSourceOf(definition, context, card);
  if (source.kind === 'blocked') return { blocked: source.message };
  if (source.kind !== 'endpoint') return source.kind;
  const answers = await Promise.all(
    source.requests.map(async (request) => {
      const response = await t.app.inject({
        method: request.method,
        url: cardRequestUrl(request, card.uid),
        headers,
        ...(request.method === 'POST' ? { payload: request.body as object } : {}),
      });
      expect(response.statusCode, `${card.id} ${request.path}: ${response.body}`).toBe(200);
      return source.endpoint.answer.parse(response.json());
    }),
  );
  const data = source.endpoint.map(definition, answers, tr);
  return { data, rows: cardDataRows(data, tr), answers };
}

/** A sheet's cell as the card's cell: an Excel date back to its instant (written as São Paulo wall-clock time). */
function cardCellOf(value: ExcelJS.CellValue): CardCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime() - zoneOffsetMs(value.getTime());
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new Error(`unexpected cell ${JSON.stringify(value)}`);
}

function sheetTable(sheet: ExcelJS.Worksheet, width: number): { header: unknown[]; rows: CardCell[][] } {
  const cells = (row: number) =>
    Array.from({ length: width }, (_, column) => sheet.getRow(row).getCell(column + 1).value);
  return {
    header: cells(1),
    rows: Array.from({ length: sheet.rowCount - 1 }, (_, index) => cells(index + 2).map(cardCellOf)),
  };
}

const TEXT: TableColumn = { key: 'text', label: '', format: 'text' };
const shown = (rows: readonly CardCell[][], columns: readonly TableColumn[]) =>
  rows.map((row) => row.map((cell, index) => formatCell(cell, columns[index] ?? TEXT)));

describe("the dashboard workbook holds each card's table view", () => {
  it('for every catalogue card with data on the demo, row for row, through the real routes', async () => {
    const range = defaultDateRange();
    const dashboard = DashboardResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/dashboards/v1/${DEMO.brandUniverseId}/${DASHBOARD_ID}`,
          headers,
        })
      ).json(),
    ).dashboard;
    const me = MeResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/upms-legacy/prod/user/me', headers })).json(),
    );
    const universe = me.universes.find((item) => item.universeId === DEMO.brandUniverseId);
    if (!universe) throw new Error('the demo brand universe is not listed');
    const context: CardDataContext = {
      accountId: universe.accountId,
      universeId: universe.universeId,
      isStaging: universe.isStaging,
      dateRange: range,
      globalFilter: dashboard.globalFilter,
      pages: dashboard.pages,
      contracts: dashboard.contracts,
    };
    const tr = (key: MessageKey) => translate(key, dashboard.language);

    const exportedAt = Date.now();
    const exported = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${DASHBOARD_ID}.xlsx`,
      headers,
      payload: { date_range: formatDateRangeParam(range) },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    // Every catalogue card is known: one sheet each, in dashboard order.
    expect(workbook.worksheets).toHaveLength(dashboard.cards.length);

    const compared: string[] = [];
    const empty: string[] = [];
    const blocked: string[] = [];
    const views = new Map<string, { view: TableView; sheet: ExcelJS.Worksheet }>();
    for (const [index, card] of dashboard.cards.entries()) {
      const sheet = workbook.worksheets[index];
      if (!sheet) throw new Error(`no sheet for ${card.id}`);
      const view = await tableViewOf(card, context, dashboard.language);
      if (view === 'static') continue;
      if (view === 'unserved') {
        // As the card says: its data source is not available in this version.
        expect(sheetTable(sheet, 1).header, card.id).toEqual([tr('chart.errors.unavailable')]);
        continue;
      }
      if ('blocked' in view) {
        // As the card says: it cannot ask yet (a chatbot card without a bot or a contract).
        expect(sheetTable(sheet, 1), card.id).toEqual({ header: [tr(view.blocked)], rows: [] });
        blocked.push(card.id);
        continue;
      }
      if (isEmptyCardData(view.data)) {
        // The card says it has nothing to show, and so does its sheet.
        expect(sheetTable(sheet, 1), card.id).toEqual({ header: [tr('chart.empty')], rows: [] });
        empty.push(card.id);
        continue;
      }
      const { columns } = view.rows;
      let { rows } = view.rows;
      const written = sheetTable(sheet, columns.length);
      const live = new Set(
        columns.flatMap((column, c) => ((LIVE_COLUMNS[card.id] ?? []).includes(column.key) ? [c] : [])),
      );
      if (live.size > 0) {
        const elapsed = (Date.now() - exportedAt) / 1000;
        rows = rows.map((row, r) =>
          row.map((cell, c) => {
            if (!live.has(c)) return cell;
            const then = written.rows[r]?.[c] ?? null;
            const grown = Number(cell) - Number(then);
            expect(grown, `${card.id} ${columns[c]?.key}`).toBeGreaterThanOrEqual(0);
            expect(grown, `${card.id} ${columns[c]?.key}`).toBeLessThanOrEqual(elapsed);
            return then;
          }),
        );
      }
      expect(written.header, card.id).toEqual(columns.map((column) => column.label));
      // Typed cells (numbers, instants) come back as they were; every cell reads as the table view shows it.
      expect(written.rows, card.id).toEqual(rows);
      expect(shown(written.rows, columns), card.id).toEqual(shown(rows, columns));
      compared.push(card.id);
      views.set(card.id, { view, sheet });
    }

    expect(empty).toEqual(NO_DATA_ON_THE_DEMO);
    // The whole-catalogue dashboard selects no bot: its chatbot cards say so, in the sheet as on screen.
    expect(blocked).toEqual(expect.arrayContaining(['BLIP_1', 'BLIP_22']));
    expect(compared.length).toBeGreaterThanOrEqual(145);
    expect(compared).toEqual(expect.arrayContaining(['LSN_6', 'LSN_30']));

    // Sentiment codes 2 and -1 both mean negative: the card draws one slice, and the sheet has one row.
    const sentiment = views.get('LSN_6');
    const names = sentiment ? sheetTable(sentiment.sheet, 1).rows.map(([name]) => name) : [];
    expect(names.filter((name) => name === 'Negativo')).toHaveLength(1);
    expect(names).toContain('Positivo');

    // NPS over time: the sheet holds NPS (−100…100), not the raw counts per sentiment it is computed from.
    const nps = views.get('LSN_30');
    if (!nps) throw new Error('LSN_30 has no data');
    const values = sheetTable(nps.sheet, nps.view.rows.columns.length)
      .rows.flatMap((row) => row.slice(1))
      .filter((cell): cell is number => typeof cell === 'number');
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(-100);
      expect(value).toBeLessThanOrEqual(100);
    }
    const [raw] = nps.view.answers as { series: { data: [number, number][] }[] }[];
    const counts = raw?.series.flatMap((series) => series.data.map(([, count]) => count)) ?? [];
    // The raw counts would not have passed: some day has more than 100 posts of one sentiment.
    expect(Math.max(...counts)).toBeGreaterThan(100);
  }, 300_000);
});
