import {
  CHART_ENTITIES,
  DAY_MS,
  INTERNAL_ENTITIES,
  type IngestRecord,
  type Operator,
  startOfZonedDay,
  type ValidTemplate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEngine, TEST_ENGINES } from '../../../test-support/test-engines.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { type ChartRequest, compileChart, TemplateCompileError } from './compile-series.ts';
import { ENTITY_TABLES } from './entity-columns.ts';

/*
 * The compiler over the internal entities (chatbot, campaigns, desk): fixed conditions, per-metric conditions,
 * top-N and key counts (a set intersection), every value bound.
 */

const U = 'u-internal';
const HOUR = 3_600_000;
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const RANGE = { start: day('2026-03-09'), end: day('2026-03-10') + DAY_MS - 1 };
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');

let next = 0;
const message = (
  contactId: string,
  sentAt: number,
  direction: 'received' | 'sent',
  active = false,
  botKey = 'b1',
): IngestRecord<'chatbot-messages'> => {
  next += 1;
  return { id: `m${next}`, botKey, contactId, domain: '0mn.io', direction, active, sentAt };
};

const MESSAGES = [
  // c1: active on the 9th, answers on the 9th. c2: active on the 9th, answers on the 10th. c3: active, silent.
  message('c1', D9 + 10 * HOUR, 'sent', true),
  message('c1', D9 + 11 * HOUR, 'received'),
  message('c1', D9 + 11 * HOUR + 1, 'sent'),
  message('c2', D9 + 12 * HOUR, 'sent', true),
  message('c2', D10 + 9 * HOUR, 'received'),
  message('c3', D10 + 9 * HOUR, 'sent', true),
  // c4 only writes; c5 writes to the other bot.
  message('c4', D10 + 10 * HOUR, 'received'),
  message('c3', D10 + 11 * HOUR, 'received', false, 'b2'),
];

const EVENTS: IngestRecord<'chatbot-events'>[] = [
  ['a', 5, D9],
  ['b', 3, D9],
  ['b', 3, D10],
  ['c', 6, D10],
  ['d', 1, D10],
].map(([action, count, at], i) => ({
  id: `e${i}`,
  botKey: 'b1',
  contactId: null,
  category: 'menu',
  action: String(action),
  count: Number(count),
  occurredAt: Number(at) + HOUR,
}));

const MIN = 60_000;
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

const TICKETS = [
  // k1: queue 5 min, first response 2 min, attendance 63 min, closed on the 10th.
  ticket('k1', D9 + 23 * HOUR, {
    attendant: 'ana',
    assignedAt: D9 + 23 * HOUR + 5 * MIN,
    firstResponseAt: D9 + 23 * HOUR + 7 * MIN,
    closedAt: D10 + 10 * MIN,
    closedBy: 'attendant',
  }),
  // k2: queue 1 min, no reply yet (no first response, wait or attendance), open.
  ticket('k2', D10 + HOUR, { attendant: 'ana', assignedAt: D10 + HOUR + MIN }),
  // k3: waiting; k4: opened before the range, closed in it by the client, never assigned.
  ticket('k3', D10 + 2 * HOUR),
  ticket('k4', D9 - HOUR, { closedAt: D9 + HOUR, closedBy: 'client' }),
];

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

const STATUSES = [
  status('s1', 'ana', 'online', D9 + HOUR, ['Suporte', 'Vendas']),
  status('s2', 'ana', 'paused', D10 + HOUR, ['Suporte', 'Vendas']),
  status('s3', 'bia', 'paused', D9 + 2 * HOUR, ['Suporte']),
  status('s4', 'bia', 'online', D10 + 2 * HOUR, ['Suporte']),
  status('s5', 'caio', 'online', D9 + 3 * HOUR, ['Vendas']),
];

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

describe.each(TEST_ENGINES)('compileChart over the internal entities on %s', (engineName) => {
  let engine: AnalyticsEngine;
  const run = async (request: Omit<ChartRequest, 'context'>) => {
    const compiled = compileChart({
      dialect: engine.dialect,
      ...request,
      context: { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} },
    });
    return (await engine.query(compiled.plan)).map((row) => ({ ...row }));
  };

  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append('chatbot-messages', U, MESSAGES);
    await engine.append('chatbot-events', U, EVENTS);
    await engine.append('desk-tickets', U, TICKETS);
    await engine.append('attendant-status', U, STATUSES);
  }, 60_000);
  afterAll(() => engine?.close());

  it('knows every internal entity, apart from the chart entities', () => {
    expect(Object.keys(ENTITY_TABLES).sort()).toEqual([...CHART_ENTITIES, ...INTERNAL_ENTITIES].sort());
    expect(ENTITY_TABLES['chatbot-messages']).toMatchObject({
      table: 'chatbot_messages',
      timeField: 'sentAt',
    });
    expect(ENTITY_TABLES['desk-tickets'].columns.tags).toMatchObject({ column: 'tags', list: true });
    expect(ENTITY_TABLES.campaigns.columns.read).toMatchObject({ column: 'read', numeric: true });
  });

  it('narrows the rows by fixed conditions, an ENUM compared as text, values bound', async () => {
    const where = [
      { field: 'botKey', equals: 'b1' },
      { field: 'direction', equals: 'sent' },
      { field: 'active', equals: true },
    ];
    const compiled = compileChart({
      dialect: engine.dialect,
      entity: 'chatbot-messages',
      template: template([], [['id', 'count']]),
      context: { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} },
      where,
    });
    expect(compiled.plan.sql).not.toMatch(/'b1'|'sent'/);
    expect(Object.values(compiled.plan.params)).toEqual(expect.arrayContaining(['b1', 'sent', true]));
    expect((await engine.query(compiled.plan))[0]?.m0).toBe(3);
    const oneOf = await run({
      entity: 'chatbot-messages',
      template: template([], [['id', 'count']]),
      where: [{ field: 'contactId', oneOf: ['c1', 'c4', 'c1'] }],
    });
    expect(oneOf[0]?.m0).toBe(4);
    const none = await run({
      entity: 'chatbot-messages',
      template: template([], [['id', 'count']]),
      where: [{ field: 'contactId', oneOf: [] }],
    });
    expect(none[0]?.m0).toBe(0);
  });

  it('counts a metric over its own rows only', async () => {
    const rows = await run({
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
    });
    expect(rows).toEqual([{ ts: RANGE.start, m0: 7, m1: 3, m2: 3 }]);
  });

  it('counts keys in the intersection of sets, per period and per day', async () => {
    const request = {
      entity: 'chatbot-messages' as const,
      where: [{ field: 'botKey', equals: 'b1' }],
      metricWhere: [
        [
          { field: 'direction', equals: 'sent' },
          { field: 'active', equals: true },
        ],
        [{ field: 'direction', equals: 'received' }],
      ],
      perKey: { field: 'contactId', counts: [[0], [0, 1], [1]] },
    };
    const metrics: [string, Operator][] = [
      ['id', 'count'],
      ['id', 'count'],
    ];
    // Over the period: c1, c2, c3 active; c1 and c2 wrote back; c1, c2, c4 wrote.
    expect(await run({ ...request, template: template([], metrics) })).toEqual([
      { ts: RANGE.start, m0: 3, m1: 2, m2: 3 },
    ]);
    // Per day: the 9th c1 and c2 active, c1 wrote; the 10th c3 active and silent, c2 and c4 wrote.
    expect(await run({ ...request, template: template([], metrics, 'sentAt'), grain: 'dayOfMonth' })).toEqual(
      [
        { ts: D9, m0: 2, m1: 1, m2: 1 },
        { ts: D10, m0: 1, m1: 0, m2: 2 },
      ],
    );
  });

  it('keeps the top N series, each with every day', async () => {
    const request = { entity: 'chatbot-events' as const, take: 2 };
    const metrics: [string, Operator][] = [['count', 'sum']];
    // Totals: b 6, c 6, a 5, d 1 (ties by name).
    expect(await run({ ...request, template: template(['action'], metrics) })).toEqual([
      { ts: RANGE.start, s0: 'b', m0: 6 },
      { ts: RANGE.start, s0: 'c', m0: 6 },
    ]);
    expect(
      await run({ ...request, template: template(['action'], metrics, 'occurredAt'), grain: 'dayOfMonth' }),
    ).toEqual([
      { ts: D9, s0: 'b', m0: 3 },
      { ts: D10, s0: 'b', m0: 3 },
      { ts: D9, s0: 'c', m0: 0 },
      { ts: D10, s0: 'c', m0: 6 },
    ]);
  });

  it('refuses conditions and key counts it cannot compile', () => {
    const context = { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} };
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'desk-tickets',
        template: template([], [['id', 'count']]),
        context,
        where: [{ field: 'tags', equals: 'x' }],
      }),
    ).toThrow(TemplateCompileError);
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'chatbot-messages',
        template: template([], [['id', 'count']]),
        context,
        where: [{ field: 'nope', equals: 'x' }],
      }),
    ).toThrow(TemplateCompileError);
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'chatbot-messages',
        template: template([], [['id', 'count']]),
        context,
        perKey: { field: 'contactId', counts: [[1]] },
      }),
    ).toThrow(TemplateCompileError);
  });

  it('computes the desk durations by a dialect hook, NULL when a part is', async () => {
    const compiled = compileChart({
      dialect: engine.dialect,
      entity: 'desk-tickets',
      template: template([], [['queueMs', 'avg']]),
      context: { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} },
    });
    expect(compiled.plan.sql).toContain(
      engineName === 'duckdb' ? 'epoch_ms(assigned_at) - epoch_ms(opened_at)' : '(assigned_at - opened_at)',
    );
    expect(ENTITY_TABLES['desk-tickets'].columns.waitMs).toMatchObject({ kind: 'continuous', numeric: true });
    const rows = await run({
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
    });
    // k1 and k2 (opened in the range, assigned): queues 5 and 1 min; only k1 answered (wait 7 min) and closed.
    expect(rows).toEqual([
      { ts: RANGE.start, m0: 5 * MIN, m1: 3 * MIN, m2: 2 * MIN, m3: 7 * MIN, m4: 1, m5: 63 * MIN, m6: 1 },
    ]);
  });

  it('ranges on the time field asked: events counted where they happen, per day too', async () => {
    const count = (timeField: string) =>
      run({ entity: 'desk-tickets', template: template([], [['id', 'count']]), timeField });
    // Opened in the range: k1, k2, k3; closed in it: k1 (the 10th) and k4 (opened before the range).
    expect((await count('openedAt'))[0]?.m0).toBe(3);
    expect((await count('closedAt'))[0]?.m0).toBe(2);
    expect((await count('assignedAt'))[0]?.m0).toBe(2);
    const daily = await run({
      entity: 'desk-tickets',
      template: template([], [['id', 'count']], 'closedAt'),
      grain: 'dayOfMonth',
      timeField: 'closedAt',
    });
    expect(daily).toEqual([
      { ts: D9, m0: 1 },
      { ts: D10, m0: 1 },
    ]);
    const context = { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} };
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'desk-tickets',
        template: template([], [['id', 'count']]),
        context,
        timeField: 'team',
      }),
    ).toThrow(TemplateCompileError);
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'desk-tickets',
        template: template([], [['id', 'count']], 'openedAt'),
        context,
        timeField: 'closedAt',
      }),
    ).toThrow(TemplateCompileError);
  });

  it('asks a field to be NULL or not', async () => {
    const rows = await run({
      entity: 'desk-tickets',
      template: template(
        [],
        [
          ['id', 'count'],
          ['id', 'count'],
        ],
      ),
      where: [{ field: 'closedAt', isNull: true }],
      metricWhere: [[{ field: 'assignedAt', isNull: true }], [{ field: 'assignedAt', isNull: false }]],
    });
    // Open now: k3 waiting, k2 in attendance.
    expect(rows).toEqual([{ ts: RANGE.start, m0: 1, m1: 1 }]);
  });

  it('filters the latest rows, not the rows before the latest (a move to another team), ties by id', async () => {
    const other = 'u-moves';
    await engine.append('attendant-status', other, [
      status('m1', 'duda', 'online', D9 + HOUR, ['Vendas']),
      status('m2', 'duda', 'paused', D10 + HOUR, ['Suporte']),
      // Two changes in the same ms: the later id is the latest, as the availability table orders them.
      status('m3', 'eva', 'online', D10 + HOUR, ['Vendas']),
      status('m4', 'eva', 'offline', D10 + HOUR, ['Vendas']),
    ]);
    const latestOf = async (teams: string[]) => {
      const compiled = compileChart({
        dialect: engine.dialect,
        entity: 'attendant-status',
        template: template(['attendant', 'status'], [['id', 'count']]),
        context: { range: RANGE, universeId: other, accountId: null, isStaging: false, filter: { teams } },
        latestPer: 'attendant',
      });
      return (await engine.query(compiled.plan)).map((row) => [row.s0, row.s1]).sort();
    };
    // duda now works in Suporte: Vendas no longer counts her, online or not.
    expect(await latestOf(['Vendas'])).toEqual([['eva', 'offline']]);
    expect(await latestOf(['Suporte'])).toEqual([['duda', 'paused']]);
  });

  it('keeps the latest row per key alone: each attendant at their latest status', async () => {
    const byStatus = await run({
      entity: 'attendant-status',
      template: template(['status'], [['attendant', 'count']]),
      latestPer: 'attendant',
    });
    // ana paused, bia online, caio online (their earlier changes left out).
    expect(byStatus).toEqual([
      { ts: RANGE.start, s0: 'online', m0: 2 },
      { ts: RANGE.start, s0: 'paused', m0: 1 },
    ]);
    const byTeam = await run({
      entity: 'attendant-status',
      template: template(['teams'], [['attendant', 'count']]),
      latestPer: 'attendant',
      metricWhere: [[{ field: 'status', equals: 'online' }]],
    });
    // Online now: bia (Suporte), caio (Vendas); ana, paused, counts in neither of her teams.
    expect(byTeam).toEqual([
      { ts: RANGE.start, s0: 'Suporte', m0: 1 },
      { ts: RANGE.start, s0: 'Vendas', m0: 1 },
    ]);
    // Over the 9th only, ana was online.
    const ninth = compileChart({
      dialect: engine.dialect,
      entity: 'attendant-status',
      template: template(['status'], [['attendant', 'count']]),
      context: {
        range: { start: D9, end: D10 - 1 },
        universeId: U,
        accountId: null,
        isStaging: false,
        filter: {},
      },
      latestPer: 'attendant',
    });
    expect((await engine.query(ninth.plan)).map((row) => ({ ...row }))).toEqual([
      { ts: D9, s0: 'online', m0: 2 },
      { ts: D9, s0: 'paused', m0: 1 },
    ]);
    const context = { range: RANGE, universeId: U, accountId: null, isStaging: false, filter: {} };
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'attendant-status',
        template: template([], [['id', 'count']]),
        context,
        latestPer: 'teams',
      }),
    ).toThrow(TemplateCompileError);
  });

  it('measures a SAC answer from its post, bounds a number, and groups by the hour in São Paulo', async () => {
    const answer = (id: string, postedAt: number | null, at: number): IngestRecord<'sac-status'> => ({
      id,
      userId: 'cliente',
      username: 'cliente',
      pageId: 'pg',
      channel: 'facebook',
      pid: 'pg',
      sacType: null,
      value: 'replied',
      lastValue: 'opened',
      event: 'open_to_answer',
      operator: 'ana',
      statusChangeTime: at,
      annotateAtDate: null,
      postId: `post-${id}`,
      postedAt,
    });
    const sac = 'u-sac';
    // Answered 1 h, 13 h and 2 h after their posts, at 9:00, 23:00 and 9:30 in São Paulo; one without its post.
    await engine.append('sac-status', sac, [
      answer('r1', D10 + 8 * HOUR, D10 + 9 * HOUR),
      answer('r2', D10 + 10 * HOUR, D10 + 23 * HOUR),
      answer('r3', D9 + 7.5 * HOUR, D9 + 9.5 * HOUR),
      answer('r4', null, D9 + 12 * HOUR),
    ]);
    const compiled = compileChart({
      dialect: engine.dialect,
      entity: 'sac-status',
      template: template(
        ['hourOfDay'],
        [
          ['id', 'count'],
          ['responseMs', 'avg'],
          ['id', 'count'],
        ],
      ),
      context: { range: RANGE, universeId: sac, accountId: null, isStaging: false, filter: {} },
      metricWhere: [[], [], [{ field: 'responseMs', atMost: 12 * HOUR }]],
    });
    const rows = (await engine.query(compiled.plan)).map((row) => ({ ...row }));
    expect(rows.sort((a, b) => String(a.s0).localeCompare(String(b.s0)))).toEqual([
      // An answer without its post has no time (an average of none reads 0, as every metric of no row does).
      { ts: RANGE.start, s0: '12', m0: 1, m1: 0, m2: 0 },
      { ts: RANGE.start, s0: '23', m0: 1, m1: 13 * HOUR, m2: 0 },
      { ts: RANGE.start, s0: '9', m0: 2, m1: 1.5 * HOUR, m2: 2 },
    ]);
    expect(() =>
      compileChart({
        dialect: engine.dialect,
        entity: 'sac-status',
        template: template([], [['id', 'count']]),
        context: { range: RANGE, universeId: sac, accountId: null, isStaging: false, filter: {} },
        where: [{ field: 'operator', atMost: 1 }],
      }),
    ).toThrow(TemplateCompileError);
  });
});
