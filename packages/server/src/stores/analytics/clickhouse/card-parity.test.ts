import {
  type CardConfig,
  type CardDataContext,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DashboardResponse,
  defaultDateRange,
  formatDateRangeParam,
  MeResponse,
} from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHATBOT_DASHBOARD } from '../../../demo/demo-chatbot-dashboard.ts';
import { DEMO } from '../../../demo/seed-demo.ts';
import { CHDB_MODULE } from '../../../test-support/chdb-hosts.ts';
import { signIn } from '../../../test-support/sign-in.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import type { TestEngineName } from '../../../test-support/test-engines.ts';
import { addWholeCatalogueDashboard, WHOLE_CATALOGUE_ID } from '../../../test-support/whole-catalogue.ts';

const DASHBOARD_ID = WHOLE_CATALOGUE_ID;

/**
 * Answers measured up to the moment of the request (the backlog's wait, an operator's time in the status they
 * are in now, the annotations listed until five minutes ago): asked of two servers one after the other, they
 * differ by the time between.
 */
const LIVE_CARDS = new Set(['SAC_45', 'SAC_50', 'LSN_76']);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openApp(analytics: TestEngineName, now: number) {
  const t = await createTestApp(now, { analytics });
  const headers = await signIn(t.app);
  await addWholeCatalogueDashboard(t.stores);
  return { t, headers };
}

/**
 * An answer with its fractions to 12 significant digits: engines compute a power or a mean in their own
 * order of operations, which moves the last bits of a double (a hot score 0.05512481116036771 on one,
 * …694 on the other), never a count.
 */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(12));
  if (Array.isArray(value)) return value.map(rounded);
  if (value instanceof Date) return value;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rounded(item)]));
  return value;
}

/** What a server answers for every card of a dashboard: its requests' answers, as the card parses them. */
async function cardAnswers(
  { t, headers }: { t: TestApp; headers: Record<string, string> },
  universeId: string,
  dashboardId: string,
): Promise<Map<string, unknown[] | string>> {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const { dashboard } = DashboardResponse.parse(await get(`/dashboards/v1/${universeId}/${dashboardId}`));
  const me = MeResponse.parse(await get('/upms-legacy/prod/user/me'));
  const universe = me.universes.find((item) => item.universeId === universeId);
  if (!universe) throw new Error(`${universeId} is not listed`);
  const context: CardDataContext = {
    accountId: universe.accountId,
    universeId,
    isStaging: universe.isStaging,
    dateRange: defaultDateRange(),
    globalFilter: dashboard.globalFilter,
    pages: dashboard.pages,
    contracts: dashboard.contracts,
  };
  const answers = new Map<string, unknown[] | string>();
  for (const card of dashboard.cards as CardConfig[]) {
    const source = cardSourceOf(cardRegistry.get(card.id), context, card);
    if (source.kind !== 'endpoint') {
      answers.set(card.id, source.kind);
      continue;
    }
    const replies = await Promise.all(
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
    answers.set(card.id, replies);
  }
  return answers;
}

/** The demo's dashboards, and the whole catalogue on the brand universe. */
const DASHBOARDS: readonly [string, string][] = [
  [DEMO.brandUniverseId, DASHBOARD_ID],
  [DEMO.brandUniverseId, DEMO.dashboardId],
  [DEMO.brandUniverseId, DEMO.serviceDashboardId],
  [DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id],
];

/** The ClickHouse servers the suite compares with DuckDB: Debian's 18.16 as two shards, and a current release. */
const OTHERS: readonly (readonly [TestEngineName, string])[] = [
  ...(process.env.TEST_CLICKHOUSE_URL ? [['clickhouse', 'ClickHouse 18.16, two shards'] as const] : []),
  ...(CHDB_MODULE ? [['chdb', 'a current ClickHouse release (chdb)'] as const] : []),
];

/**
 * The card endpoints' answers are proven against independent recounts of the raw rows on DuckDB (each
 * module's suite); here every card of the catalogue, with the demo's data, answers the same on ClickHouse
 * (as a cluster of two shards, and on a current release), through the real routes. The export of the whole
 * catalogue too.
 */
describe.skipIf(OTHERS.length === 0)('every card on ClickHouse and on DuckDB', () => {
  const now = Date.now();
  let duck: { t: TestApp; headers: Record<string, string> };
  beforeAll(async () => {
    duck = await openApp('duckdb', now);
  }, 600_000);
  afterAll(() => duck?.t.close());

  describe.each(OTHERS)('on %s (%s)', (engine) => {
    let other: { t: TestApp; headers: Record<string, string> };
    beforeAll(async () => {
      other = await openApp(engine, now);
    }, 600_000);
    afterAll(() => other?.t.close());

    it.each(DASHBOARDS)('answers every card of %s/%s the same', async (universeId, dashboardId) => {
      expect(other.t.stores.analytics.driver).toBe('clickhouse');
      const [onDuck, onOther] = await Promise.all([
        cardAnswers(duck, universeId, dashboardId),
        cardAnswers(other, universeId, dashboardId),
      ]);
      expect([...onOther.keys()]).toEqual([...onDuck.keys()]);
      let compared = 0;
      for (const [cardId, answer] of onDuck) {
        if (LIVE_CARDS.has(cardId) || typeof answer === 'string') continue;
        expect.soft(rounded(onOther.get(cardId)), cardId).toEqual(rounded(answer));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(0);
    });

    it('exports the whole catalogue with the same cells', async () => {
      const exported = await Promise.all(
        [duck, other].map(({ t, headers }) =>
          t.app.inject({
            method: 'POST',
            url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${DASHBOARD_ID}.xlsx`,
            headers,
            payload: { date_range: formatDateRangeParam(defaultDateRange()) },
          }),
        ),
      );
      const sheets = await Promise.all(
        exported.map(async (response) => {
          expect(response.statusCode).toBe(200);
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
          return workbook.worksheets.map((sheet) => ({ name: sheet.name, values: sheet.getSheetValues() }));
        }),
      );
      const [fromDuck = [], fromOther = []] = sheets;
      expect(fromOther.map((sheet) => sheet.name)).toEqual(fromDuck.map((sheet) => sheet.name));
      const cardIds = (await cardAnswers(duck, DEMO.brandUniverseId, DASHBOARD_ID)).keys();
      const live = [...cardIds].map((id) => LIVE_CARDS.has(id));
      for (const [i, sheet] of fromDuck.entries()) {
        if (live[i]) continue;
        expect.soft(rounded(fromOther[i]?.values), sheet.name).toEqual(rounded(sheet.values));
      }
    });
  });
});
