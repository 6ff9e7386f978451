import {
  DAY_MS,
  type DateRange,
  type Filter,
  type IngestRecord,
  type Operator,
  type TimeGrain,
  type ValidTemplate,
} from '@mirante/core';
import { expect } from 'vitest';
import type { AnalyticsEngine, AnalyticsRow } from '../engine.ts';
import { CATALOGUE_RANGE, catalogueCharts, GLOBAL_FILTER } from './catalogue-charts.ts';
import { type ChartRequest, compileChart } from './compile-series.ts';
import type { Dialect } from './dialect.ts';

/*
 * The comparison of two engines (DuckDB and a ClickHouse) over the same rows: every catalogue chart, and the
 * internal entities' features, must answer the same rows on both. Used by clickhouse-equivalence.test.ts
 * (the test ClickHouse, 18.16) and clickhouse-current.test.ts (a current release through chdb).
 */

const sp = (date: string) => Date.parse(`${date}T03:00:00Z`);
const day = sp('2026-03-12');

/** Ranges, grains and filters the engines are compared over (the fixtures' edges: chart-fixtures.ts). */
export interface Case {
  name: string;
  range: DateRange;
  grain?: TimeGrain;
  global: Filter;
}

export const COMPARISON_CASES: Case[] = [
  { name: 'seven days, the global filter', range: CATALOGUE_RANGE, global: GLOBAL_FILTER },
  { name: 'seven days, no filter', range: CATALOGUE_RANGE, global: {} },
  { name: 'two days by hour', range: { start: day - DAY_MS, end: day + DAY_MS - 1 }, global: {} },
  {
    name: 'two hours by minute',
    range: { start: day + 11 * 3_600_000, end: day + 13 * 3_600_000 },
    global: {},
  },
  {
    name: 'weeks across a month (Sunday weeks)',
    range: { start: sp('2026-02-10'), end: sp('2026-03-20') - 1 },
    grain: 'week',
    global: {},
  },
  {
    name: 'months',
    range: { start: sp('2025-12-01'), end: sp('2026-04-01') - 1 },
    grain: 'month',
    global: {},
  },
  {
    name: 'quarters',
    range: { start: sp('2025-07-01'), end: sp('2026-04-01') - 1 },
    grain: 'quarter',
    global: {},
  },
  { name: 'years', range: { start: sp('2024-01-01'), end: sp('2026-12-31') }, grain: 'year', global: {} },
  { name: 'an empty period', range: { start: sp('2025-05-01'), end: sp('2025-05-08') - 1 }, global: {} },
  {
    name: 'a daylight-saving change, by day',
    range: { start: sp('2018-11-01'), end: sp('2018-11-08') - 1 },
    grain: 'dayOfMonth',
    global: {},
  },
  {
    name: 'weeks across a daylight-saving change',
    range: { start: sp('2018-10-01'), end: sp('2018-12-01') - 1 },
    grain: 'week',
    global: {},
  },
  {
    name: 'months of a year with daylight saving',
    range: { start: sp('2018-01-01'), end: sp('2019-01-01') - 1 },
    grain: 'month',
    global: {},
  },
  { name: 'accented search', range: CATALOGUE_RANGE, global: { query: 'ÓTIMO OR ação OR "entrega ágil"' } },
  { name: 'prefix and NOT search', range: CATALOGUE_RANGE, global: { query: 'atend* AND NOT produto' } },
  { name: 'upper-case search', range: CATALOGUE_RANGE, global: { query: 'ATENÇÃO OR çedilha OR PROMOÇÃO' } },
  { name: 'lovers and haters', range: CATALOGUE_RANGE, global: { lovers_and_haters: ['lovers'] } },
  {
    name: 'own publications',
    range: CATALOGUE_RANGE,
    global: { pages: ['page-1'], page_scope: 'publications' },
  },
  {
    name: 'conversations',
    range: CATALOGUE_RANGE,
    global: { pages: ['page-1'], page_scope: 'conversations', sac_type: ['Post'] },
  },
  {
    name: 'earned',
    range: CATALOGUE_RANGE,
    global: { pages: ['page-1'], page_scope: 'earned', rating: [5] },
  },
  {
    name: 'NULL-able and list filters',
    range: CATALOGUE_RANGE,
    global: { sac_status: ['Respondido'], tags: ['reclamação'], genders: [2], polarities: [-1, 2] },
  },
];

/** Numbers to 12 significant digits: sums of doubles may differ in their last bit between engines. */
const comparable = (rows: readonly AnalyticsRow[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toPrecision(12)) : v]),
    ),
  );

/** An engine and the dialect its plans are compiled in. */
interface Side {
  engine: AnalyticsEngine;
  dialect: Dialect;
}

/**
 * Every catalogue chart (series and totals) answers the same rows on both engines over one case; answers how
 * many answers held a non-zero value (the comparison is not of empty answers alone).
 */
export async function expectSameCatalogueRows(
  a: Side,
  b: Side,
  universeId: string,
  c: Case,
): Promise<number> {
  const options = { range: c.range, universeId, global: c.global, ...(c.grain ? { grain: c.grain } : {}) };
  const left = catalogueCharts(a.dialect, options);
  const right = catalogueCharts(b.dialect, options);
  const pairs = left.flatMap((chart, i) => {
    const other = right[i];
    if (!other) throw new Error(`No chart ${chart.id} in the second dialect`);
    return (['plan', 'totals'] as const).flatMap((plan) => {
      const planA = chart.compiled[plan];
      const planB = other.compiled[plan];
      return planA && planB ? [{ id: chart.id, plan, planA, planB }] : [];
    });
  });
  // A few statements at a time: a cluster answers each in tens of ms.
  const answers = await inTurns(pairs, 8, async ({ planA, planB }) =>
    Promise.all([a.engine.query(planA), b.engine.query(planB)]),
  );
  let answered = 0;
  for (const [i, { id, plan }] of pairs.entries()) {
    const [rowsA, rowsB] = answers[i] ?? [[], []];
    const expected = comparable(rowsA);
    expect({ id, plan, rows: comparable(rowsB) }).toEqual({ id, plan, rows: expected });
    if (expected.some((row) => row.m0 !== 0)) answered += 1;
  }
  return answered;
}

/** Maps items with at most `width` calls running at once, answers in the items' order. */
async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  call: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await call(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

// ---- The internal entities: conditions, top-N, key counts, the time field, latest rows, computed fields. ----

const HOUR = 3_600_000;
const MINUTE = 60_000;
const D9 = Date.parse('2026-03-09T03:00:00Z');
const D10 = D9 + DAY_MS;
const INTERNAL_RANGE: DateRange = { start: D9 - 30 * DAY_MS, end: D10 + 3 * DAY_MS - 1 };

/** Rows of the internal entities (distinct times within each, but for a latest-row tie broken by id). */
export async function appendInternalFixtures(engine: AnalyticsEngine, universeId: string): Promise<void> {
  const message = (
    id: string,
    contactId: string,
    sentAt: number,
    direction: 'received' | 'sent',
    active = false,
    botKey = 'b1',
  ): IngestRecord<'chatbot-messages'> => ({
    id,
    botKey,
    contactId,
    domain: '0mn.io',
    direction,
    active,
    sentAt,
  });
  await engine.append('chatbot-messages', universeId, [
    message('m1', 'c1', D9 + 10 * HOUR, 'sent', true),
    message('m2', 'c1', D9 + 11 * HOUR, 'received'),
    message('m3', 'c1', D9 + 11 * HOUR + 1, 'sent'),
    message('m4', 'c2', D9 + 12 * HOUR, 'sent', true),
    message('m5', 'c2', D10 + 9 * HOUR, 'received'),
    message('m6', 'c3', D10 + 9 * HOUR + 2, 'sent', true),
    message('m7', 'c4', D10 + 10 * HOUR, 'received'),
    message('m8', 'c3', D10 + 11 * HOUR, 'received', false, 'b2'),
  ]);
  await engine.append(
    'chatbot-events',
    universeId,
    [
      ['a', 5, D9],
      ['b', 3, D9 + 1],
      ['b', 3, D10],
      ['c', 6, D10 + 1],
      ['d', 1, D10 + 2],
    ].map(([action, count, at], i) => ({
      id: `e${i}`,
      botKey: 'b1',
      contactId: i % 2 ? null : 'c1',
      category: 'menu',
      action: String(action),
      count: Number(count),
      occurredAt: Number(at) + HOUR,
    })),
  );
  const ticket = (
    id: string,
    openedAt: number,
    fields: Partial<IngestRecord<'desk-tickets'>> = {},
  ): IngestRecord<'desk-tickets'> => ({
    id,
    botKey: 'b1',
    team: 'Suporte',
    attendant: null,
    customerId: null,
    tags: [],
    openedAt,
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    closedBy: null,
    transferred: false,
    waitTimeMs: null,
    responseTimeMs: null,
    ...fields,
  });
  await engine.append('desk-tickets', universeId, [
    ticket('k1', D9 + 23 * HOUR, {
      attendant: 'ana',
      tags: ['vip', 'reclamação'],
      assignedAt: D9 + 23 * HOUR + 5 * MINUTE,
      firstResponseAt: D9 + 23 * HOUR + 7 * MINUTE,
      closedAt: D10 + 10 * MINUTE,
      closedBy: 'attendant',
    }),
    ticket('k2', D10 + HOUR, { attendant: 'ana', assignedAt: D10 + HOUR + MINUTE, team: 'Vendas' }),
    ticket('k3', D10 + 2 * HOUR, { tags: ['vip'] }),
    ticket('k4', D9 - HOUR, { closedAt: D9 + HOUR, closedBy: 'client', transferred: true }),
  ]);
  const status = (
    id: string,
    attendant: string,
    value: 'online' | 'paused' | 'offline',
    changedAt: number,
    teams: string[],
  ): IngestRecord<'attendant-status'> => ({
    id,
    botKey: 'b1',
    attendant,
    name: attendant.toUpperCase(),
    teams,
    status: value,
    changedAt,
  });
  await engine.append('attendant-status', universeId, [
    status('s1', 'ana', 'online', D9 + HOUR, ['Suporte', 'Vendas']),
    status('s2', 'ana', 'paused', D10 + HOUR, ['Suporte', 'Vendas']),
    status('s3', 'bia', 'paused', D9 + 2 * HOUR, ['Suporte']),
    status('s4', 'bia', 'online', D10 + 2 * HOUR, ['Suporte']),
    status('s5', 'caio', 'online', D9 + 3 * HOUR, ['Vendas']),
    // Two changes in the same ms: the later id is the latest.
    status('s6', 'eva', 'online', D10 + 4 * HOUR, ['Vendas']),
    status('s7', 'eva', 'offline', D10 + 4 * HOUR, ['Vendas']),
  ]);
}

function template(
  grouping: string[],
  metrics: [string, Operator][],
  daily: string | null = null,
): ValidTemplate {
  return {
    grouping: daily ? [daily, ...grouping] : grouping,
    datePortion: daily ? 'dayOfMonth' : null,
    sorting: 'desc',
    sortFields: metrics.slice(0, 1).map(([field]) => field),
    metricsMetadata: {
      fields: metrics.map(([field]) => field),
      label: '',
      groupingForTotal: [],
      operators: metrics.map(([, operator]) => operator),
    },
    method: 'count',
    defaultTimeSeriesValue: 0,
  };
}

type InternalRequest = Omit<ChartRequest, 'context' | 'dialect'> & { filter?: Filter; range?: DateRange };

/** Requests of the internal entities' features (where, metricWhere, take, perKey, timeField, latestPer). */
export const INTERNAL_REQUESTS: readonly InternalRequest[] = [
  {
    entity: 'chatbot-messages',
    template: template(
      [],
      [
        ['id', 'count'],
        ['contactId', 'size'],
        ['contactId', 'size'],
      ],
    ),
    where: [{ field: 'botKey', equals: 'b1' }],
    metricWhere: [
      undefined,
      [{ field: 'direction', equals: 'received' }],
      [{ field: 'active', equals: true }],
    ],
  },
  {
    entity: 'chatbot-messages',
    template: template(['direction', 'active'], [['id', 'count']], 'sentAt'),
    where: [{ field: 'contactId', oneOf: ['c1', 'c4', 'c1'] }],
  },
  {
    entity: 'chatbot-messages',
    template: template([], [['id', 'count']]),
    where: [{ field: 'contactId', oneOf: [] }],
  },
  ...[null, 'sentAt'].map((daily) => ({
    entity: 'chatbot-messages' as const,
    template: template(
      [],
      [
        ['id', 'count'],
        ['id', 'count'],
      ],
      daily,
    ),
    where: [{ field: 'botKey', equals: 'b1' }],
    metricWhere: [
      [
        { field: 'direction', equals: 'sent' },
        { field: 'active', equals: true },
      ],
      [{ field: 'direction', equals: 'received' }],
    ],
    perKey: { field: 'contactId', counts: [[0], [0, 1], [1]] },
  })),
  ...[null, 'occurredAt'].map((daily) => ({
    entity: 'chatbot-events' as const,
    template: template(
      ['action'],
      [
        ['count', 'sum'],
        ['contactId', 'size'],
        ['occurredAt', 'last'],
      ],
      daily,
    ),
    take: 2,
  })),
  {
    entity: 'chatbot-events',
    template: template(
      ['contactId'],
      [
        ['count', 'avg'],
        ['count', 'min'],
        ['occurredAt', 'first'],
      ],
      'occurredAt',
    ),
  },
  {
    entity: 'desk-tickets',
    template: template(
      [],
      [
        ['queueMs', 'max'],
        ['queueMs', 'avg'],
        ['firstResponseMs', 'avg'],
        ['waitMs', 'avg'],
        ['waitMs', 'count'],
        ['attendanceMs', 'max'],
        ['attendanceMs', 'count'],
      ],
    ),
    timeField: 'openedAt',
    where: [{ field: 'assignedAt', isNull: false }],
  },
  ...['openedAt', 'closedAt', 'assignedAt'].map((timeField) => ({
    entity: 'desk-tickets' as const,
    template: template(['team', 'transferred', 'closedBy'], [['id', 'count']]),
    timeField,
  })),
  {
    entity: 'desk-tickets',
    template: template(['tags'], [['id', 'count']], 'closedAt'),
    timeField: 'closedAt',
  },
  {
    entity: 'desk-tickets',
    template: template(
      ['attendant'],
      [
        ['id', 'count'],
        ['id', 'count'],
      ],
    ),
    where: [{ field: 'closedAt', isNull: true }],
    metricWhere: [[{ field: 'assignedAt', isNull: true }], [{ field: 'queueMs', atLeast: 2 * MINUTE }]],
    filter: { tags: ['vip'], teams: ['Suporte', 'Vendas'] },
  },
  // A page's name: the latest username of its profile (page-names.ts), over all time (to 9999).
  {
    entity: 'users',
    template: template(['uid', 'username'], [['metricDate', 'max']]),
    where: [{ field: 'uid', oneOf: ['u1', 'u2', 'u4'] }],
    range: { start: 0, end: Date.UTC(9999, 11, 31) },
  },
  {
    entity: 'attendant-status',
    template: template(['status'], [['attendant', 'count']]),
    latestPer: 'attendant',
  },
  {
    entity: 'attendant-status',
    template: template(['teams'], [['attendant', 'count']]),
    latestPer: 'attendant',
    metricWhere: [[{ field: 'status', equals: 'online' }]],
  },
  {
    entity: 'attendant-status',
    template: template(['attendant', 'status'], [['id', 'count']]),
    latestPer: 'attendant',
    filter: { teams: ['Vendas'] },
  },
];

/** Every internal request answers the same rows on both engines (each with its dialect). */
export async function expectSameInternalRows(a: Side, b: Side, universeId: string): Promise<void> {
  let answered = 0;
  for (const [i, request] of INTERNAL_REQUESTS.entries()) {
    const { filter = {}, range = INTERNAL_RANGE, ...rest } = request;
    const context = { range, universeId, accountId: null, isStaging: false, filter };
    const left = compileChart({ ...rest, context, dialect: a.dialect });
    const right = compileChart({ ...rest, context, dialect: b.dialect });
    const expected = comparable(await a.engine.query(left.plan));
    const actual = comparable(await b.engine.query(right.plan));
    expect({ request: i, rows: actual }).toEqual({ request: i, rows: expected });
    if (expected.some((row) => row.m0 !== 0)) answered += 1;
  }
  // All but the request of none found rows.
  expect(answered).toBe(INTERNAL_REQUESTS.length - 1);
}
