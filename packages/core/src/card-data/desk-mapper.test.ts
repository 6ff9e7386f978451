import { describe, expect, it } from 'vitest';
import type { TicketType } from '../cards/card-definition.ts';
import { cardRegistry } from '../cards/registry.ts';
import type {
  AttendantAvailability,
  AttendantStatusMetrics,
  DeskReport,
  DeskTiming,
  LiveAttendants,
  LiveTags,
  LiveTeams,
  OpenTickets,
  TicketCounts,
  TicketMetrics,
  WaitingTickets,
} from '../contracts/desk.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, formatCell, isEmptyCardData } from './card-data-rows.ts';
import { type DeskCardAnswer, deskCardData } from './desk-mapper.ts';
import { cardEndpointOf } from './endpoints/registry.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');
const dataOf = (id: string, answers: readonly DeskCardAnswer[], tr = t) =>
  deskCardData(cardRegistry.get(id), answers, tr);

/** The table as the table view shows it: header, then each row's cells formatted. */
function shown(id: string, answers: readonly DeskCardAnswer[]): string[][] {
  const { columns, rows } = cardDataRows(dataOf(id, answers), t);
  return [
    columns.map((column) => column.label),
    ...rows.map((row) =>
      row.map((cell, index) => formatCell(cell, columns[index] ?? { key: '', label: '', format: 'text' })),
    ),
  ];
}

// 14 and 15 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);
const MIN = 60_000;

const ok = (botKey: string) => ({ status: 'ok' as const, botKey });

const tickets = (
  botKey: string,
  totals: Partial<Record<TicketType, number>>,
  points: Partial<Record<TicketType, [number, number][]>> = {},
): TicketCounts => ({
  ...ok(botKey),
  interval: Object.keys(points).length > 0 ? 'D' : 'NI',
  types: Object.entries(totals).map(([ticketType, total]) => ({
    ticketType: ticketType as TicketType,
    total,
    points: points[ticketType as TicketType] ?? [],
  })),
});

const timing = (
  botKey: string,
  timingType: DeskTiming['timingType'],
  valueMs: number | null,
  measured: number,
): DeskTiming => ({ ...ok(botKey), timingType, valueMs, measured });

const reportItem = (
  key: string,
  values: Partial<DeskReport['items'][number]> = {},
): DeskReport['items'][number] => ({
  key,
  name: key,
  opened: 0,
  closed: 0,
  attended: 0,
  avgQueueMs: null,
  avgFirstResponseMs: null,
  avgAttendanceMs: null,
  ...values,
});

const report = (
  botKey: string,
  reportType: DeskReport['reportType'],
  items: DeskReport['items'],
): DeskReport => ({ ...ok(botKey), reportType, items });

const metrics = (
  botKey: string,
  waiting: number,
  inAttendance: number,
  attendantsOnline: number,
): TicketMetrics => ({
  ...ok(botKey),
  waiting,
  inAttendance,
  attendantsOnline,
  ticketsPerAttendant: attendantsOnline === 0 ? null : inAttendance / attendantsOnline,
});

const statuses = (
  botKey: string,
  online: number,
  paused: number,
  offline: number,
): AttendantStatusMetrics => ({
  ...ok(botKey),
  online,
  paused,
  offline,
});

const DESK_CARDS = Array.from({ length: 29 }, (_, index) => `BLIP_${index + 23}`);
const MONITORING_CARDS = DESK_CARDS.slice(18);

/** Counts of the present state: 0 is shown as 0 (BLIP_41, tickets per attendant, is empty with nobody online). */
const LIVE_COUNTS = ['BLIP_42', 'BLIP_43', 'BLIP_44', 'BLIP_45', 'BLIP_46'];

describe('deskCardData: ticket counts', () => {
  it('adds the bots’ counts of a single value (BLIP_23–25, BLIP_27)', () => {
    const cases: [string, TicketType][] = [
      ['BLIP_23', 'open'],
      ['BLIP_24', 'missed'],
      ['BLIP_25', 'closedClient'],
      ['BLIP_27', 'closed'],
    ];
    for (const [id, type] of cases) {
      expect(dataOf(id, [tickets('bot-a', { [type]: 12 }), tickets('bot-b', { [type]: 5 })]), id).toEqual({
        kind: 'value',
        value: 17,
        previous: null,
        min: null,
        max: null,
        format: 'count',
      });
    }
  });

  it('adds closed by the attendant and transferred of every bot for the attended (BLIP_26)', () => {
    const data = dataOf('BLIP_26', [
      tickets('bot-a', { closedAttendant: 8, transferred: 2 }),
      tickets('bot-b', { closedAttendant: 3, transferred: 1 }),
    ]);
    expect(data).toMatchObject({ kind: 'value', value: 14, format: 'count' });
  });

  it('draws the four outcomes as slices named through the catalogue (BLIP_28)', () => {
    const answers = [
      tickets('bot-a', { closedAttendant: 8, transferred: 2, closedClient: 1, missed: 4 }),
      tickets('bot-b', { closedAttendant: 3, transferred: 0, closedClient: 2, missed: 0 }),
    ];
    const data = dataOf('BLIP_28', answers);
    expect(data.kind).toBe('values');
    if (data.kind !== 'values') return;
    expect(data.items.map((item) => [item.key, item.name, item.value])).toEqual([
      ['closedAttendant', 'Encerrados pelo atendente', 11],
      ['transferred', 'Transferidos', 2],
      ['closedClient', 'Abandonados', 3],
      ['missed', 'Perdidos', 4],
    ]);
    const english = dataOf('BLIP_28', answers, en);
    expect(english.kind === 'values' && english.items.map((item) => item.name)).toEqual([
      'Closed by the attendant',
      'Transferred',
      'Abandoned',
      'Missed',
    ]);
  });

  it('draws opened and closed tickets per day, the bots added day by day (BLIP_36)', () => {
    const data = dataOf('BLIP_36', [
      tickets(
        'bot-a',
        { open: 5, closed: 3 },
        {
          open: [
            [DAY_1, 2],
            [DAY_2, 3],
          ],
          closed: [
            [DAY_1, 1],
            [DAY_2, 2],
          ],
        },
      ),
      tickets(
        'bot-b',
        { open: 1, closed: 4 },
        {
          open: [
            [DAY_1, 0],
            [DAY_2, 1],
          ],
          closed: [
            [DAY_1, 4],
            [DAY_2, 0],
          ],
        },
      ),
    ]);
    expect(data).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [
        {
          key: 'open',
          name: 'Abertos',
          color: null,
          data: [
            [DAY_1, 2],
            [DAY_2, 4],
          ],
        },
        {
          key: 'closed',
          name: 'Fechados',
          color: null,
          data: [
            [DAY_1, 5],
            [DAY_2, 2],
          ],
        },
      ],
    });
  });
});

describe('deskCardData: timings', () => {
  it('takes the largest of the bots’ maxima (BLIP_29, BLIP_31), in seconds', () => {
    const data = dataOf('BLIP_29', [
      timing('bot-a', 'maxQueueTime', 2 * MIN, 30),
      timing('bot-b', 'maxQueueTime', 5 * MIN, 1),
      timing('bot-c', 'maxQueueTime', null, 0),
    ]);
    expect(data).toEqual({
      kind: 'value',
      value: 300,
      previous: null,
      min: null,
      max: null,
      format: 'duration',
    });
    expect(
      dataOf('BLIP_31', [
        timing('bot-a', 'maxFirstResponseTime', 40_000, 2),
        timing('bot-b', 'maxFirstResponseTime', 10_000, 9),
      ]),
    ).toMatchObject({ value: 40, format: 'duration' });
  });

  it('weights the bots’ averages by the tickets each measured, never the mean of the means (BLIP_30)', () => {
    // 3 tickets of 1 min and 1 of 3 min: 6 min over 4 tickets = 90 s (the mean of the means would be 120 s).
    const data = dataOf('BLIP_30', [
      timing('bot-a', 'avgQueueTime', MIN, 3),
      timing('bot-b', 'avgQueueTime', 3 * MIN, 1),
      timing('bot-c', 'avgQueueTime', null, 0),
    ]);
    expect(data).toMatchObject({ kind: 'value', value: 90, format: 'duration' });
    expect(formatCell(90, { key: 'value', label: '', format: 'duration' })).toBe('1min 30s');
  });

  it('weights every average time the same way (BLIP_32–35)', () => {
    const cases: [string, DeskTiming['timingType']][] = [
      ['BLIP_32', 'avgFirstResponseTime'],
      ['BLIP_33', 'avgWaitTime'],
      ['BLIP_34', 'avgResponseTime'],
      ['BLIP_35', 'avgAttendanceTime'],
    ];
    for (const [id, type] of cases) {
      // (10 s × 1 + 40 s × 4) / 5 = 34 s.
      expect(
        dataOf(id, [timing('bot-a', type, 10_000, 1), timing('bot-b', type, 40_000, 4)]),
        id,
      ).toMatchObject({ value: 34, format: 'duration' });
    }
  });
});

describe('deskCardData: reports', () => {
  it('lists every bot’s attendants with their time in each status, as durations (BLIP_37)', () => {
    const availability = (botKey: string, name: string, onlineMs: number): AttendantAvailability => ({
      ...ok(botKey),
      items: [{ attendant: `${name}@desk`, name, onlineMs, pausedMs: 20 * MIN, offlineMs: 65 * MIN }],
    });
    expect(shown('BLIP_37', [availability('bot-a', 'Ana', 200_000)])).toEqual([
      ['Atendente', 'Tempo online', 'Tempo em pausa', 'Tempo ausente'],
      ['Ana', '3min 20s', '20min 00s', '1h 05min'],
    ]);
    // With several bots, each attendant is a row of its bot.
    expect(
      shown('BLIP_37', [availability('bot-a', 'Ana', 200_000), availability('bot-b', 'Ana', 3_900_000)]),
    ).toEqual([
      ['Atendente', 'Bot', 'Tempo online', 'Tempo em pausa', 'Tempo ausente'],
      ['Ana', 'bot-a', '3min 20s', '20min 00s', '1h 05min'],
      ['Ana', 'bot-b', '1h 05min', '20min 00s', '1h 05min'],
    ]);
  });

  it('keeps attendants per bot and their averages as they are (BLIP_38)', () => {
    const rows = shown('BLIP_38', [
      report('bot-a', 'attendants', [
        reportItem('ana', { opened: 3, closed: 2, attended: 2, avgQueueMs: MIN }),
      ]),
      report('bot-b', 'attendants', [
        reportItem('ana', { opened: 1, closed: 1, attended: 1, avgQueueMs: 3 * MIN }),
      ]),
    ]);
    expect(rows).toEqual([
      [
        'Atendente',
        'Bot',
        'Abertos',
        'Fechados',
        'Atendidos',
        'Tempo médio na fila',
        'Tempo médio de primeira resposta',
        'Tempo médio de atendimento',
      ],
      ['ana', 'bot-a', '3', '2', '2', '1min 00s', '', ''],
      ['ana', 'bot-b', '1', '1', '1', '3min 00s', '', ''],
    ]);
  });

  it('keeps each bot’s teams as rows of their own, with the bot, averages as the bot measured them (BLIP_39)', () => {
    const data = dataOf('BLIP_39', [
      report('bot-a', 'teams', [
        reportItem('Suporte', {
          opened: 10,
          closed: 8,
          attended: 6,
          avgQueueMs: 60_000,
          avgFirstResponseMs: 10_000,
          avgAttendanceMs: 600_000,
        }),
      ]),
      report('bot-b', 'teams', [
        reportItem('Suporte', { opened: 30, closed: 20, attended: 2, avgQueueMs: 20_000 }),
        reportItem('Parado'),
      ]),
    ]);
    expect(data.kind).toBe('table');
    if (data.kind !== 'table') return;
    expect(data.columns.map((column) => column.key)).toEqual([
      'name',
      'bot',
      'opened',
      'closed',
      'attended',
      'avgQueue',
      'avgFirstResponse',
      'avgAttendance',
    ]);
    expect(data.rows).toEqual([
      {
        name: 'Suporte',
        bot: 'bot-a',
        opened: 10,
        closed: 8,
        attended: 6,
        avgQueue: 60,
        avgFirstResponse: 10,
        avgAttendance: 600,
      },
      {
        name: 'Suporte',
        bot: 'bot-b',
        opened: 30,
        closed: 20,
        attended: 2,
        avgQueue: 20,
        avgFirstResponse: null,
        avgAttendance: null,
      },
    ]);
  });

  it('names the rows of the tag report by tag (BLIP_40)', () => {
    const [header] = shown('BLIP_40', [report('bot-a', 'tags', [reportItem('Boleto', { opened: 1 })])]);
    expect(header?.[0]).toBe('Tag');
  });
});

describe('deskCardData: monitoring', () => {
  it('divides the tickets in attendance by the attendants online over the bots (BLIP_41)', () => {
    // (6 + 3) / (2 + 1) = 3. A bot with nobody online still adds its tickets: (6 + 3) / (4 + 0) = 2.25, where
    // the mean of the bots' ratios would leave bot b out (1.5).
    expect(dataOf('BLIP_41', [metrics('bot-a', 1, 6, 2), metrics('bot-b', 0, 3, 1)])).toMatchObject({
      kind: 'value',
      value: 3,
      format: 'decimal',
    });
    expect(dataOf('BLIP_41', [metrics('bot-a', 1, 6, 4), metrics('bot-b', 0, 3, 0)])).toMatchObject({
      value: 2.25,
    });
    expect(dataOf('BLIP_41', [metrics('bot-a', 4, 0, 0)])).toMatchObject({ value: null });
  });

  it('adds the tickets waiting and in attendance and the attendants by status (BLIP_42–46)', () => {
    const ticketAnswers = [metrics('bot-a', 4, 6, 2), metrics('bot-b', 1, 3, 1)];
    expect(dataOf('BLIP_42', ticketAnswers)).toMatchObject({ value: 5, format: 'count' });
    expect(dataOf('BLIP_43', ticketAnswers)).toMatchObject({ value: 9, format: 'count' });
    const statusAnswers = [statuses('bot-a', 2, 1, 5), statuses('bot-b', 1, 0, 2)];
    expect(dataOf('BLIP_44', statusAnswers)).toMatchObject({ value: 3 });
    expect(dataOf('BLIP_45', statusAnswers)).toMatchObject({ value: 1 });
    expect(dataOf('BLIP_46', statusAnswers)).toMatchObject({ value: 7 });
  });

  it('lists the tickets in attendance of every bot, oldest first, with their instants as dates (BLIP_47)', () => {
    const ticket = (id: string, openedAt: number): OpenTickets['items'][number] => ({
      id,
      team: 'Suporte',
      tags: ['Boleto', 'Urgente'],
      openedAt,
      attendant: 'ana@desk',
      attendantName: 'Ana',
      assignedAt: openedAt + 5 * MIN,
      firstResponseAt: null,
    });
    const rows = shown('BLIP_47', [
      { ...ok('bot-a'), items: [ticket('T-2', Date.UTC(2026, 0, 15, 13, 5))] },
      { ...ok('bot-b'), items: [ticket('T-1', Date.UTC(2026, 0, 15, 12, 0))] },
    ]);
    expect(rows).toEqual([
      ['Ticket', 'Fila', 'Atendente', 'Tags', 'Aberto em', 'Atribuído em'],
      ['T-1', 'Suporte', 'Ana', 'Boleto, Urgente', '15/01/2026 09:00', '15/01/2026 09:05'],
      ['T-2', 'Suporte', 'Ana', 'Boleto, Urgente', '15/01/2026 10:05', '15/01/2026 10:10'],
    ]);
  });

  it('lists the waiting tickets of every bot, longest waiting first (BLIP_48)', () => {
    const waiting = (botKey: string, id: string, openedAt: number): WaitingTickets => ({
      ...ok(botKey),
      items: [{ id, team: 'Vendas', tags: [], openedAt }],
    });
    expect(
      shown('BLIP_48', [
        waiting('bot-a', 'T-9', Date.UTC(2026, 0, 15, 13, 5)),
        waiting('bot-b', 'T-3', Date.UTC(2026, 0, 15, 11, 0)),
      ]),
    ).toEqual([
      ['Ticket', 'Fila', 'Tags', 'Na fila desde'],
      ['T-3', 'Vendas', '', '15/01/2026 08:00'],
      ['T-9', 'Vendas', '', '15/01/2026 10:05'],
    ]);
  });

  it('names each attendant’s status as the spec does (BLIP_49)', () => {
    const since = Date.UTC(2026, 0, 15, 13, 5);
    const attendants = (
      botKey: string,
      items: [string, LiveAttendants['items'][number]['status'], number][],
    ) => ({
      ...ok(botKey),
      items: items.map(([name, status, inAttendance]) => ({
        attendant: `${name}@desk`,
        name,
        teams: ['Suporte', 'Vendas'],
        status,
        since,
        inAttendance,
      })),
    });
    expect(
      shown('BLIP_49', [
        attendants('bot-a', [
          ['Ana', 'online', 3],
          ['Bia', 'paused', 0],
        ]),
        attendants('bot-b', [['Caio', 'offline', 0]]),
      ]),
    ).toEqual([
      ['Atendente', 'Bot', 'Filas', 'Status', 'Desde', 'Em atendimento'],
      ['Ana', 'bot-a', 'Suporte, Vendas', 'Ativo', '15/01/2026 10:05', '3'],
      ['Bia', 'bot-a', 'Suporte, Vendas', 'Em pausa', '15/01/2026 10:05', '0'],
      ['Caio', 'bot-b', 'Suporte, Vendas', 'Ausente', '15/01/2026 10:05', '0'],
    ]);
  });

  it('adds the same team or tag of several bots into one row (BLIP_50, BLIP_51)', () => {
    const teams = (botKey: string, items: LiveTeams['items']): LiveTeams => ({ ...ok(botKey), items });
    expect(
      shown('BLIP_50', [
        teams('bot-a', [
          { team: 'Suporte', waiting: 2, inAttendance: 5, attendantsOnline: 3 },
          { team: 'Vazia', waiting: 0, inAttendance: 0, attendantsOnline: 0 },
        ]),
        teams('bot-b', [
          { team: 'Suporte', waiting: 1, inAttendance: 1, attendantsOnline: 1 },
          { team: 'Vendas', waiting: 4, inAttendance: 0, attendantsOnline: 0 },
        ]),
      ]),
    ).toEqual([
      ['Fila', 'Aguardando', 'Em atendimento', 'Atendentes online'],
      ['Suporte', '3', '6', '4'],
      ['Vendas', '4', '0', '0'],
    ]);
    const tags = (botKey: string, items: LiveTags['items']): LiveTags => ({ ...ok(botKey), items });
    expect(
      shown('BLIP_51', [
        tags('bot-a', [{ tag: 'Boleto', waiting: 1, inAttendance: 2 }]),
        tags('bot-b', [{ tag: 'Boleto', waiting: 3, inAttendance: 0 }]),
      ]),
    ).toEqual([
      ['Tag', 'Aguardando', 'Em atendimento'],
      ['Boleto', '4', '2'],
    ]);
  });
});

/** What each desk endpoint answers when nothing happened. */
function emptyAnswer(id: string, botKey: string): DeskCardAnswer {
  const definition = cardRegistry.get(id);
  const { query, props } = definition;
  if (query.service !== 'desk') throw new Error(id);
  switch (query.endpoint) {
    case 'desk/analytics/reports/tickets':
      return tickets(
        botKey,
        Object.fromEntries((props.ticketType ?? []).map((type) => [type, 0])),
        props.interval === 'D'
          ? Object.fromEntries(
              (props.ticketType ?? []).map((type) => [
                type,
                [
                  [DAY_1, 0],
                  [DAY_2, 0],
                ],
              ]),
            )
          : {},
      );
    case 'desk/analytics/timings':
      return timing(botKey, props.timingType ?? 'avgQueueTime', null, 0);
    case 'desk/analytics/attendants':
    case 'desk/analytics/teams':
    case 'desk/analytics/tags':
      return report(botKey, props.reportType ?? 'attendants', [reportItem('Parado')]);
    case 'desk/monitoring/ticket-metrics':
      return metrics(botKey, 0, 0, 0);
    case 'desk/monitoring/attendant-status-metrics':
      return statuses(botKey, 0, 0, 0);
    case 'desk/monitoring/teams':
      return {
        ...ok(botKey),
        items: [{ team: 'Suporte', waiting: 0, inAttendance: 0, attendantsOnline: 0 }],
      };
    default:
      return { ...ok(botKey), items: [] } as unknown as DeskCardAnswer;
  }
}

describe('deskCardData: empty data and notes', () => {
  it('serves every desk card through its entry', () => {
    for (const id of DESK_CARDS) expect(cardEndpointOf(cardRegistry.get(id))?.key, id).toBeTruthy();
  });

  it('shows the empty state for zero counts over the period, no rows and unmeasured times; 0 for the present (BLIP_23–51)', () => {
    for (const id of DESK_CARDS) {
      // A count of the present is a real 0 (nobody waiting), not missing data.
      const live = LIVE_COUNTS.includes(id);
      expect(isEmptyCardData(dataOf(id, [emptyAnswer(id, 'bot-a'), emptyAnswer(id, 'bot-b')])), id).toBe(
        !live,
      );
      expect(isEmptyCardData(dataOf(id, [])), `${id} without answers`).toBe(true);
    }
  });

  it('says on every monitoring card that it shows the present state, whatever the period (BLIP_41–51)', () => {
    for (const id of DESK_CARDS) {
      const data = dataOf(id, [emptyAnswer(id, 'bot-a')]);
      expect(data.notes ?? [], id).toEqual(MONITORING_CARDS.includes(id) ? ['chart.note.presentState'] : []);
    }
    expect(t('chart.note.presentState')).toBe('Estado atual: não depende do período.');
    expect(en('chart.note.presentState')).toBe('Current state: not affected by the period.');
  });

  it('refuses a card of another service', () => {
    expect(() => dataOf('BLIP_1', [])).toThrow('BLIP_1 is not a desk card');
  });
});
