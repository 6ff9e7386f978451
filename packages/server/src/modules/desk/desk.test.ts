import {
  ATTENDANT_STATUSES,
  type AttendantStatus,
  cardEndpointByKey,
  DAY_MS,
  DESK_ANSWERS,
  type DeskEndpoint,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  startOfZonedDay,
  TICKET_TYPES,
  TIMING_TYPES,
  type TicketType,
  type TimingType,
  ticketOutcome,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';

/*
 * Every desk endpoint over real HTTP, its numbers held to a recount in plain TypeScript of the raw tickets and
 * status changes written below (the same records the store was given), following contracts/desk.ts.
 */

type Ticket = IngestRecord<'desk-tickets'>;
type Change = IngestRecord<'attendant-status'>;

const UNIVERSE = 'desk-fixtures';
const BOT_A = 'bot-a';
const BOT_B = 'bot-b';
const MINUTE = 60_000;
const HOUR = 3_600_000;
/** The test's present: monitoring and availability are taken at the moment of each request, after it. */
const NOW = Date.now();

/** The start of a São Paulo day (no daylight saving since 2019: 03:00 UTC). */
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
/** 9 to 12 March 2026, as the web asks it: its end at 23:59 of the last day (the server adds the last minute). */
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
const PERIOD_DAYS = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'].map(day);
const D8 = day('2026-03-08');
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D11 = day('2026-03-11');
const D12 = day('2026-03-12');
const D13 = day('2026-03-13');
const MIDNIGHT_OF_11 = D11;
const LAST_MS_OF_10 = D11 - 1;

const TEAMS = ['Suporte', 'Financeiro', 'Vendas'];
const TAGS = ['duvida', 'boleto', 'reclamacao', 'troca'];
/** Each bot's attendants (carla serves both bots); eva's changes are around the present. */
const ATTENDANTS: Record<string, string[]> = {
  [BOT_A]: ['ana', 'bruno', 'carla'],
  [BOT_B]: ['carla', 'duda'],
};
const TEAMS_OF: Record<string, string[]> = {
  ana: ['Suporte', 'Financeiro'],
  bruno: ['Suporte'],
  carla: ['Vendas'],
  duda: ['Suporte'],
  eva: [],
};
const NAME_OF: Record<string, string> = {
  ana: 'Ana Souza',
  bruno: 'Bruno Lima',
  carla: 'Carla Dias',
  duda: 'Duda Alves',
  eva: 'Eva Rocha',
};

// ---------------------------------------------------------------------------------------------------------------
// The raw tickets

const tickets: Ticket[] = [];
const ticket = (fields: Partial<Ticket> & Pick<Ticket, 'openedAt'>): Ticket => {
  const record: Ticket = {
    id: `t${tickets.length + 1}`,
    botKey: BOT_A,
    team: 'Suporte',
    attendant: null,
    customerId: null,
    tags: ['duvida'],
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    closedBy: null,
    transferred: false,
    waitTimeMs: null,
    responseTimeMs: null,
    ...fields,
  };
  tickets.push(record);
  return record;
};
/** A ticket through its whole life: queued, assigned, answered, closed by the attendant. */
const attended = (openedAt: number, fields: Partial<Ticket> = {}): Ticket =>
  ticket({
    openedAt,
    attendant: 'ana',
    assignedAt: openedAt + 4 * MINUTE,
    firstResponseAt: openedAt + 5 * MINUTE + 30_000,
    closedAt: openedAt + 25 * MINUTE,
    closedBy: 'attendant',
    responseTimeMs: 40_000,
    ...fields,
  });

// Closed at 23:59:59.999 of the 10th, and exactly at midnight of the 11th (the new day's); two tags.
const closedLastMs = attended(D10 + 23 * HOUR, { attendant: 'bruno', closedAt: LAST_MS_OF_10 });
const closedAtMidnight = attended(D10 + 23 * HOUR + 10 * MINUTE, {
  closedAt: MIDNIGHT_OF_11,
  tags: ['duvida', 'boleto'],
  team: 'Financeiro',
});
// Transferred (attended), closed by the attendant or by the client after the transfer.
const transferred = attended(D11 + 10 * HOUR, { attendant: 'carla', team: 'Vendas', transferred: true });
attended(D11 + 11 * HOUR, { attendant: 'carla', team: 'Vendas', transferred: true, closedBy: 'client' });
// Still open: waiting in the queue, and in attendance (answered, and not yet answered).
const waiting = ticket({ openedAt: D12 + 10 * HOUR, tags: ['reclamacao', 'troca'] });
const inAttendance = ticket({
  openedAt: D12 + 9 * HOUR,
  attendant: 'ana',
  assignedAt: D12 + 9 * HOUR + 5 * MINUTE,
  firstResponseAt: D12 + 9 * HOUR + 6 * MINUTE,
  responseTimeMs: 30_000,
});
ticket({
  openedAt: D12 + 11 * HOUR,
  team: 'Financeiro',
  attendant: 'bruno',
  assignedAt: D12 + 11 * HOUR + 20 * MINUTE,
  tags: ['boleto'],
});
// Missed (closed by the client while queued) and abandoned (closed by the client after assignment).
const missed = ticket({
  openedAt: D11 + 14 * HOUR,
  closedAt: D11 + 14 * HOUR + 20 * MINUTE,
  closedBy: 'client',
});
const abandoned = ticket({
  openedAt: D11 + 15 * HOUR,
  attendant: 'bruno',
  assignedAt: D11 + 15 * HOUR + 10 * MINUTE,
  closedAt: D11 + 15 * HOUR + 15 * MINUTE,
  closedBy: 'client',
  tags: ['boleto'],
});
// Opened before the period, assigned before it, answered and closed in it; opened in it, closed after it.
attended(D8 + 23 * HOUR + 50 * MINUTE, {
  assignedAt: D8 + 23 * HOUR + 58 * MINUTE,
  firstResponseAt: D9 + 2 * MINUTE,
});
attended(D12 + 23 * HOUR + 40 * MINUTE, { attendant: 'bruno', closedAt: D13 + HOUR });
// Opened in the future: not yet part of the present.
ticket({ id: 'future', openedAt: NOW + 30 * DAY_MS });
// The other bot's tickets, one of carla's.
attended(D10 + 9 * HOUR, { botKey: BOT_B, attendant: 'duda', team: 'Suporte' });
attended(D10 + 9 * HOUR + 1, { botKey: BOT_B, attendant: 'carla', team: 'Vendas', tags: ['troca'] });
ticket({ botKey: BOT_B, openedAt: D12 + 8 * HOUR, team: 'Vendas', tags: ['troca'] });

// Many more, at random, from the 7th to the 14th.
const random = createRandom(20_260_310);
for (let i = 0; i < 320; i += 1) {
  const botKey = random.chance(0.7) ? BOT_A : BOT_B;
  const openedAt = D9 - 2 * DAY_MS + Math.floor(random.next() * 8 * DAY_MS);
  const team = random.pick(TEAMS);
  const tags = [random.pick(TAGS)];
  if (random.chance(0.3)) tags.push(random.pick(TAGS.filter((tag) => tag !== tags[0])));
  const fate = random.next();
  if (fate < 0.1) {
    ticket({
      botKey,
      openedAt,
      team,
      tags,
      closedAt: openedAt + random.int(1, 40) * MINUTE,
      closedBy: 'client',
    });
    continue;
  }
  if (fate < 0.13) {
    ticket({ botKey, openedAt, team, tags });
    continue;
  }
  const attendant = random.pick(ATTENDANTS[botKey] ?? []);
  const assignedAt = openedAt + Math.round(random.logNormal(3 * MINUTE, 0.9));
  if (fate < 0.2) {
    const closedAt = assignedAt + random.int(1, 10) * MINUTE;
    ticket({ botKey, openedAt, team, tags, attendant, assignedAt, closedAt, closedBy: 'client' });
    continue;
  }
  const firstResponseAt = assignedAt + Math.round(random.logNormal(70_000, 0.8));
  const closedAt = firstResponseAt + Math.round(random.logNormal(14 * MINUTE, 0.8));
  const open = fate < 0.25;
  ticket({
    botKey,
    openedAt,
    team,
    tags,
    attendant,
    assignedAt,
    firstResponseAt,
    closedAt: open ? null : closedAt,
    closedBy: open ? null : 'attendant',
    transferred: !open && fate > 0.9,
    waitTimeMs: random.int(10_000, 90_000),
    responseTimeMs: random.int(10_000, 90_000),
  });
}
// Sent again (the same id): the later version wins. The first of these was waiting; now it is attended.
const RESENT: Ticket[] = [...tickets.slice(10, 40), { ...waiting, id: 'resent', tags: ['duvida'] }];
const resent = attended(D10 + 10 * HOUR, { id: 'resent', attendant: 'bruno', tags: ['troca'] });
// The first version (waiting) is written after the others, then the final one again (below, in order).
const TICKET_BATCHES: Ticket[][] = [tickets.filter((t) => t.id !== 'resent'), RESENT, [resent]];

// ---------------------------------------------------------------------------------------------------------------
// The raw status changes

const changes: Change[] = [];
const change = (
  botKey: string,
  attendant: string,
  status: AttendantStatus,
  at: number,
  fields: Partial<Change> = {},
) => {
  const record: Change = {
    id: `${botKey}:${attendant}:${changes.length + 1}`,
    botKey,
    attendant,
    name: NAME_OF[attendant] ?? attendant,
    teams: TEAMS_OF[attendant] ?? [],
    status,
    changedAt: at,
    ...fields,
  };
  changes.push(record);
  return record;
};
// Shifts from the 7th to the 13th: online, a pause, online, offline (ana's older records under another name).
for (const [botKey, attendants] of Object.entries(ATTENDANTS)) {
  for (const attendant of attendants) {
    for (let d = 0; d < 7; d += 1) {
      const start = day('2026-03-07') + d * DAY_MS + random.int(7, 10) * HOUR + random.int(0, 59) * MINUTE;
      const name = attendant === 'ana' && d < 3 ? { name: 'Ana S.' } : {};
      if (random.chance(0.15)) continue;
      change(botKey, attendant, 'online', start, name);
      const pause = start + random.int(3, 5) * HOUR;
      change(botKey, attendant, 'paused', pause, name);
      change(botKey, attendant, 'online', pause + random.int(10, 60) * MINUTE, name);
      change(botKey, attendant, 'offline', start + random.int(7, 9) * HOUR, name);
    }
  }
}
// Ana goes online late on the 8th and stays so into the period; bruno pauses across midnight of the 12th.
change(BOT_A, 'ana', 'online', D9 - 30 * MINUTE, { name: 'Ana S.' });
change(BOT_A, 'bruno', 'paused', D13 - 10 * MINUTE);
// The last changes before the present (after every shift): bruno paused.
change(BOT_A, 'bruno', 'paused', D13 + 23 * HOUR);
// Sent twice: the later version (offline) wins.
const flip = change(BOT_A, 'carla', 'online', D13 + 22 * HOUR);
const RESENT_CHANGES: Change[] = [{ ...flip, status: 'offline' }];
// Around the present: eva online two hours ago, paused one hour ago; bruno online in the future (not yet).
change(BOT_A, 'eva', 'online', NOW - 2 * HOUR);
change(BOT_A, 'eva', 'paused', NOW - HOUR);
change(BOT_A, 'bruno', 'online', NOW + 30 * DAY_MS);
change(BOT_B, 'duda', 'paused', NOW - 3 * HOUR);

// ---------------------------------------------------------------------------------------------------------------
// The recount, in plain TypeScript

/** What the store holds: one record per id, the last one sent. */
const stored = <T extends { id: string }>(batches: readonly (readonly T[])[]): T[] => {
  const byId = new Map<string, T>();
  for (const batch of batches) for (const record of batch) byId.set(record.id, record);
  return [...byId.values()];
};
const storedTickets = () => stored(TICKET_BATCHES);
const storedChanges = () => stored([changes, RESENT_CHANGES]);

interface Ask {
  botKey: string;
  filter?: Filter;
  period?: { start: number; end: number };
}

const endOf = (period: { end: number }) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
const inPeriod = (at: number | null, period = PERIOD) =>
  at !== null && at >= period.start && at <= endOf(period);
const daysOf = (period = PERIOD) => {
  const days: number[] = [];
  for (let d = startOfZonedDay(period.start); d <= period.end; d = startOfZonedDay(d + DAY_MS + HOUR))
    days.push(d);
  return days;
};
const ofBot = (ask: Ask, record: { botKey: string }) =>
  record.botKey === ask.botKey && (!ask.filter?.bots?.length || ask.filter.bots.includes(record.botKey));

function ticketsOf(ask: Ask): Ticket[] {
  const filter = ask.filter ?? {};
  return storedTickets().filter(
    (t) =>
      ofBot(ask, t) &&
      (!filter.teams?.length || filter.teams.includes(t.team)) &&
      (!filter.operators?.length || (t.attendant !== null && filter.operators.includes(t.attendant))) &&
      (!filter.tags?.length || t.tags.some((tag) => filter.tags?.includes(tag))),
  );
}
function changesOf(ask: Ask): Change[] {
  const filter = ask.filter ?? {};
  return storedChanges().filter(
    (c) =>
      ofBot(ask, c) &&
      (!filter.teams?.length || c.teams.some((team) => filter.teams?.includes(team))) &&
      (!filter.operators?.length || filter.operators.includes(c.attendant)),
  );
}

/** How a closed ticket ended, by the contract's words (the closed ticket types but `closed`). */
function closedType(t: Ticket): Exclude<TicketType, 'open' | 'closed'> {
  if (t.transferred) return 'transferred';
  if (t.closedBy === 'attendant') return 'closedAttendant';
  return t.assignedAt !== null ? 'closedClient' : 'missed';
}
const isAttended = (t: Ticket) => t.transferred || t.closedBy === 'attendant';

/** The instant a ticket counts in a type: opened on openedAt, every closed type on closedAt. */
function countedAt(t: Ticket, type: TicketType): number | null {
  if (type === 'open') return t.openedAt;
  if (t.closedAt === null) return null;
  return type === 'closed' || closedType(t) === type ? t.closedAt : null;
}

function recountTypes(ask: Ask, types: readonly TicketType[], daily: boolean) {
  const ts = ticketsOf(ask);
  const period = ask.period ?? PERIOD;
  return types.map((ticketType) => {
    const at = ts.map((t) => countedAt(t, ticketType)).filter((a): a is number => inPeriod(a, period));
    return {
      ticketType,
      total: at.length,
      points: daily ? daysOf(period).map((d) => [d, at.filter((a) => startOfZonedDay(a) === d).length]) : [],
    };
  });
}

// Durations (contracts/desk.ts), NULL when a part is.
const queueMs = (t: Ticket) => (t.assignedAt === null ? null : t.assignedAt - t.openedAt);
const firstResponseMs = (t: Ticket) =>
  t.assignedAt === null || t.firstResponseAt === null ? null : t.firstResponseAt - t.assignedAt;
const waitMs = (t: Ticket) => {
  const [queue, first] = [queueMs(t), firstResponseMs(t)];
  return queue === null || first === null ? null : queue + first;
};
const attendanceMs = (t: Ticket) =>
  t.firstResponseAt === null || t.closedAt === null ? null : t.closedAt - t.firstResponseAt;

/** Each time: its value and the instant it is measured on (when it ends). */
const TIMING: Record<
  TimingType,
  [value: (t: Ticket) => number | null, at: (t: Ticket) => number | null, 'max' | 'avg']
> = {
  maxQueueTime: [queueMs, (t) => t.assignedAt, 'max'],
  avgQueueTime: [queueMs, (t) => t.assignedAt, 'avg'],
  maxFirstResponseTime: [firstResponseMs, (t) => t.firstResponseAt, 'max'],
  avgFirstResponseTime: [firstResponseMs, (t) => t.firstResponseAt, 'avg'],
  avgWaitTime: [waitMs, (t) => t.firstResponseAt, 'avg'],
  avgResponseTime: [(t) => t.responseTimeMs, (t) => t.closedAt, 'avg'],
  avgAttendanceTime: [attendanceMs, (t) => t.closedAt, 'avg'],
};

const average = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
/** Averages compared to the µs: the store's and the recount's divisions may round their last bit apart. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function recountTiming(ask: Ask, timingType: TimingType) {
  const [value, at, operator] = TIMING[timingType];
  const values = ticketsOf(ask)
    .filter((t) => inPeriod(at(t), ask.period))
    .map(value)
    .filter((v): v is number => v !== null);
  const valueMs = operator === 'max' ? (values.length === 0 ? null : Math.max(...values)) : average(values);
  return { status: 'ok', botKey: ask.botKey, timingType, valueMs: rounded(valueMs), measured: values.length };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** An attendant's name: their latest change's (up to now), whatever the filter. */
function nameOf(botKey: string, attendant: string): string {
  const latest = storedChanges()
    .filter((c) => c.botKey === botKey && c.attendant === attendant && c.changedAt <= Date.now())
    .sort((a, b) => b.changedAt - a.changedAt)[0];
  return latest?.name ?? attendant;
}

const REPORT_KEYS = {
  attendants: (t: Ticket) => (t.attendant === null ? [] : [t.attendant]),
  teams: (t: Ticket) => [t.team],
  tags: (t: Ticket) => [...new Set(t.tags)],
};

function recountReport(ask: Ask, reportType: keyof typeof REPORT_KEYS) {
  const ts = ticketsOf(ask);
  const keysOf = REPORT_KEYS[reportType];
  const within = (at: number | null) => inPeriod(at, ask.period);
  const keys = new Set(
    ts.filter((t) => [t.openedAt, t.assignedAt, t.firstResponseAt, t.closedAt].some(within)).flatMap(keysOf),
  );
  const items = [...keys].map((key) => {
    const of = ts.filter((t) => keysOf(t).includes(key));
    const closed = of.filter((t) => within(t.closedAt));
    const averageOf = (at: (t: Ticket) => number | null, value: (t: Ticket) => number | null) =>
      rounded(
        average(
          of
            .filter((t) => within(at(t)))
            .map(value)
            .filter((v): v is number => v !== null),
        ),
      );
    return {
      key,
      name: reportType === 'attendants' ? nameOf(ask.botKey, key) : key,
      opened: of.filter((t) => within(t.openedAt)).length,
      closed: closed.length,
      attended: closed.filter(isAttended).length,
      avgQueueMs: averageOf((t) => t.assignedAt, queueMs),
      avgFirstResponseMs: averageOf((t) => t.firstResponseAt, firstResponseMs),
      avgAttendanceMs: averageOf((t) => t.closedAt, attendanceMs),
    };
  });
  return items.sort(
    (a, b) => b.opened - a.opened || b.closed - a.closed || byName(a.name, b.name) || byName(a.key, b.key),
  );
}

/** Each attendant's latest change up to now. */
function latestChanges(ask: Ask): Change[] {
  const latest = new Map<string, Change>();
  for (const c of changesOf(ask).filter((c) => c.changedAt <= Date.now())) {
    const seen = latest.get(c.attendant);
    if (!seen || c.changedAt > seen.changedAt) latest.set(c.attendant, c);
  }
  return [...latest.values()];
}

/** The open tickets now (opened up to now, not closed). */
const openTickets = (ask: Ask) =>
  ticketsOf(ask).filter((t) => t.openedAt <= Date.now() && t.closedAt === null);
const isWaiting = (t: Ticket) => t.assignedAt === null;

/**
 * The time in each status within [from, to), by the status at each instant: cut the window at every change
 * inside it; each piece is in the status of the latest change at or before its start (none: not counted).
 */
function recountAvailability(ask: Ask, from: number, to: number) {
  const all = changesOf(ask);
  const attendants = [
    ...new Set(all.filter((c) => c.changedAt <= endOf(ask.period ?? PERIOD)).map((c) => c.attendant)),
  ];
  return attendants
    .map((attendant) => {
      const own = all.filter((c) => c.attendant === attendant);
      const cuts = [
        ...new Set([from, to, ...own.map((c) => c.changedAt).filter((at) => at > from && at < to)]),
      ].sort((a, b) => a - b);
      const spent = { online: 0, paused: 0, offline: 0 };
      for (let i = 0; i + 1 < cuts.length; i += 1) {
        const start = cuts[i] as number;
        const status = own
          .filter((c) => c.changedAt <= start)
          .sort((a, b) => a.changedAt - b.changedAt)
          .at(-1)?.status;
        if (status) spent[status] += (cuts[i + 1] as number) - start;
      }
      return {
        attendant,
        name: nameOf(ask.botKey, attendant),
        onlineMs: spent.online,
        pausedMs: spent.paused,
        offlineMs: spent.offline,
      };
    })
    .sort((a, b) => byName(a.name, b.name) || byName(a.attendant, b.attendant));
}

// ---------------------------------------------------------------------------------------------------------------

describe('GET /desk/{endpoint}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    await accounts.insertUniverse({
      id: UNIVERSE,
      account_id: DEMO.accountId,
      name: 'Desk fixtures',
      kind: 'chatbot',
      api_token: 'x',
      integration_token_hash: 'x',
    });
    await accounts.addMember(UNIVERSE, DEMO.userId);
    for (const batch of TICKET_BATCHES) await t.stores.analytics.append('desk-tickets', UNIVERSE, batch);
    await t.stores.analytics.append('attendant-status', UNIVERSE, changes);
    await t.stores.analytics.append('attendant-status', UNIVERSE, RESENT_CHANGES);
  }, 120_000);
  afterAll(() => t?.close());

  type Options = Ask & {
    interval?: 'NI' | 'D';
    ticketType?: readonly TicketType[];
    timingType?: TimingType;
    take?: number;
    universe?: string;
  };
  const ask = (endpoint: DeskEndpoint, options: Options) => {
    const entry = cardEndpointByKey(`desk/${endpoint}`);
    if (!entry) throw new Error(`no entry desk/${endpoint}`);
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: options.universe ?? UNIVERSE,
      is_staging: 'false',
      botKey: options.botKey,
      interval: options.interval ?? 'NI',
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
      ...(options.ticketType ? { ticketType: options.ticketType.join(',') } : {}),
      ...(options.timingType ? { timingType: options.timingType } : {}),
      ...(options.take === undefined ? {} : { take: String(options.take) }),
    });
    return t.app.inject({ url: `${entry.route}?${query}`, headers });
  };
  /** The endpoint's answer, checked against its schema. */
  const answerOf = async <E extends DeskEndpoint>(endpoint: E, options: Options) => {
    const response = await ask(endpoint, options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return DESK_ANSWERS[endpoint].parse(response.json()) as ReturnType<(typeof DESK_ANSWERS)[E]['parse']>;
  };

  const ASKS: [string, Ask][] = [
    ['bot A', { botKey: BOT_A }],
    ['bot B', { botKey: BOT_B }],
    ['bot B within the bots A and B', { botKey: BOT_B, filter: { bots: [BOT_A, BOT_B] } }],
    ['bot B outside the bots chosen (A)', { botKey: BOT_B, filter: { bots: [BOT_A] } }],
    ['bot A, team Suporte', { botKey: BOT_A, filter: { teams: ['Suporte'] } }],
    ['bot A, attendant ana', { botKey: BOT_A, filter: { operators: ['ana'] } }],
    ['bot A, tags boleto or troca', { botKey: BOT_A, filter: { tags: ['boleto', 'troca'] } }],
  ];

  describe('the fixtures', () => {
    it('hold every boundary case the recount must tell apart', () => {
      const ts = storedTickets();
      const byId = (id: string) => ts.find((x) => x.id === id) as Ticket;
      // The recount's outcomes are core's (ticketOutcome): missed, abandoned (closedClient), attended.
      for (const x of ts.filter((x) => x.closedAt !== null)) {
        const outcome = ticketOutcome(x);
        const type = closedType(x);
        expect(outcome === 'attended', x.id).toBe(type === 'closedAttendant' || type === 'transferred');
        expect(outcome === 'abandoned', x.id).toBe(type === 'closedClient');
      }
      expect(closedType(byId(missed.id))).toBe('missed');
      expect(closedType(byId(abandoned.id))).toBe('closedClient');
      expect(closedType(byId(transferred.id))).toBe('transferred');
      expect(startOfZonedDay(byId(closedAtMidnight.id).closedAt as number)).toBe(D11);
      expect(startOfZonedDay(byId(closedLastMs.id).closedAt as number)).toBe(D10);
      expect(byId('resent')).toMatchObject({ closedBy: 'attendant', attendant: 'bruno', tags: ['troca'] });
      expect(ts.filter((x) => x.id === 'resent')).toHaveLength(1);
      expect([byId(waiting.id), byId(inAttendance.id)].map((x) => x.closedAt)).toEqual([null, null]);
    });
  });

  describe('desk/analytics/reports/tickets', () => {
    it.each(ASKS)(
      'counts every ticket type of %s as the recount does, per day and over the period',
      async (_, asked) => {
        for (const interval of ['NI', 'D'] as const) {
          const answer = await answerOf('desk/analytics/reports/tickets', { ...asked, interval });
          expect(answer).toEqual({
            status: 'ok',
            botKey: asked.botKey,
            interval,
            types: recountTypes(asked, TICKET_TYPES, interval === 'D'),
          });
        }
      },
    );

    it('counts the asked types only, in their order; the four closed types add up to the closed', async () => {
      const asked = { botKey: BOT_A, ticketType: ['closedAttendant', 'transferred'] as const };
      const answer = await answerOf('desk/analytics/reports/tickets', { ...asked, interval: 'D' });
      expect(answer.types).toEqual(recountTypes(asked, asked.ticketType, true));
      const all = await answerOf('desk/analytics/reports/tickets', { botKey: BOT_A });
      const total = (type: TicketType) => all.types.find((x) => x.ticketType === type)?.total ?? -1;
      expect(total('missed') + total('closedClient') + total('closedAttendant') + total('transferred')).toBe(
        total('closed'),
      );
      for (const type of TICKET_TYPES) expect(total(type), type).toBeGreaterThan(0);
    });

    it('counts a ticket on the day of each event: closed at midnight in the new day, at 23:59:59.999 in its own', async () => {
      const asked = { botKey: BOT_A, filter: { operators: ['bruno', 'ana'] } };
      const answer = await answerOf('desk/analytics/reports/tickets', {
        ...asked,
        interval: 'D',
        ticketType: ['closed'],
      });
      const points = answer.types[0]?.points ?? [];
      const closedOn = (d: number) =>
        ticketsOf(asked).filter((x) => x.closedAt !== null && startOfZonedDay(x.closedAt) === d).length;
      expect(points).toEqual(PERIOD_DAYS.map((d) => [d, closedOn(d)]));
      // Only the 10th: the ticket closed at midnight is not in it, the one closed at its last ms is.
      const tenth = { start: D10, end: D10 + END_OF_DAY_OFFSET_MS };
      const ofTenth = await answerOf('desk/analytics/reports/tickets', {
        ...asked,
        period: tenth,
        ticketType: ['closed'],
      });
      const closedOnTenth = ticketsOf(asked).filter((x) => inPeriod(x.closedAt, tenth));
      expect(ofTenth.types[0]?.total).toBe(closedOnTenth.length);
      expect(closedOnTenth.map((x) => x.id)).toContain(closedLastMs.id);
      expect(closedOnTenth.map((x) => x.id)).not.toContain(closedAtMidnight.id);
    });

    it('counts a ticket opened in the period and closed after it as opened only; a still open one in no closed count', async () => {
      const day12 = { start: D12, end: D12 + END_OF_DAY_OFFSET_MS };
      const answer = await answerOf('desk/analytics/reports/tickets', { botKey: BOT_A, period: day12 });
      expect(answer.types).toEqual(recountTypes({ botKey: BOT_A, period: day12 }, TICKET_TYPES, false));
      const stillOpen = ticketsOf({ botKey: BOT_A }).filter(
        (x) => inPeriod(x.openedAt, day12) && x.closedAt === null,
      );
      expect(stillOpen.length).toBeGreaterThan(0);
    });

    it('refuses an unknown ticket type', async () => {
      expect(
        (await ask('desk/analytics/reports/tickets', { botKey: BOT_A, ticketType: ['nope' as TicketType] }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('desk/analytics/timings', () => {
    it.each(ASKS)('measures every time of %s where it ends, max and average', async (_, asked) => {
      for (const timingType of TIMING_TYPES) {
        const answer = await answerOf('desk/analytics/timings', { ...asked, timingType });
        expect({ ...answer, valueMs: rounded(answer.valueMs) }, timingType).toEqual(
          recountTiming(asked, timingType),
        );
      }
    });

    it('answers null over a period without tickets, and 400 without a timing type', async () => {
      const empty = { start: day('2026-02-01'), end: day('2026-02-03') + END_OF_DAY_OFFSET_MS };
      expect(
        await answerOf('desk/analytics/timings', {
          botKey: BOT_A,
          period: empty,
          timingType: 'maxQueueTime',
        }),
      ).toEqual({
        status: 'ok',
        botKey: BOT_A,
        timingType: 'maxQueueTime',
        valueMs: null,
        measured: 0,
      });
      expect((await ask('desk/analytics/timings', { botKey: BOT_A })).statusCode).toBe(400);
    });

    it('measures the queue on the assignment and the first response on the reply', async () => {
      // A ticket assigned on the 8th and answered on the 9th: its queue is not the period's, its reply is.
      const asked = { botKey: BOT_A, filter: { operators: ['ana'] } };
      const early = ticketsOf(asked).find(
        (x) => x.assignedAt !== null && x.assignedAt < D9 && inPeriod(x.firstResponseAt),
      );
      expect(early).toBeDefined();
      const queue = await answerOf('desk/analytics/timings', { ...asked, timingType: 'avgQueueTime' });
      const first = await answerOf('desk/analytics/timings', {
        ...asked,
        timingType: 'avgFirstResponseTime',
      });
      expect(queue.measured).toBe(ticketsOf(asked).filter((x) => inPeriod(x.assignedAt)).length);
      expect(first.measured).toBe(ticketsOf(asked).filter((x) => inPeriod(x.firstResponseAt)).length);
    });
  });

  describe('the reports per attendant, team and tag', () => {
    const REPORTS = [
      ['desk/analytics/attendants', 'attendants'],
      ['desk/analytics/teams', 'teams'],
      ['desk/analytics/tags', 'tags'],
    ] as const;
    describe.each(REPORTS)('%s', (endpoint, reportType) => {
      it.each(ASKS)('reports %s as the recount does', async (_, asked) => {
        const answer = await answerOf(endpoint, asked);
        expect({
          ...answer,
          items: answer.items.map((item) => ({
            ...item,
            avgQueueMs: rounded(item.avgQueueMs),
            avgFirstResponseMs: rounded(item.avgFirstResponseMs),
            avgAttendanceMs: rounded(item.avgAttendanceMs),
          })),
        }).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          reportType,
          items: recountReport(asked, reportType),
        });
      });
    });

    it('counts a ticket with two tags under each, and names attendants by their latest change', async () => {
      const tags = await answerOf('desk/analytics/tags', {
        botKey: BOT_A,
        filter: { teams: ['Financeiro'] },
      });
      const tagged = ticketsOf({ botKey: BOT_A, filter: { teams: ['Financeiro'] } }).filter((x) =>
        inPeriod(x.closedAt),
      );
      for (const tag of ['duvida', 'boleto']) {
        const item = tags.items.find((x) => x.key === tag);
        expect(item?.closed, tag).toBe(tagged.filter((x) => x.tags.includes(tag)).length);
      }
      expect(tagged.map((x) => x.id)).toContain(closedAtMidnight.id);
      const people = await answerOf('desk/analytics/attendants', { botKey: BOT_A });
      expect(people.items.find((x) => x.key === 'ana')?.name).toBe('Ana Souza');
      expect(people.items.every((x) => x.key !== '')).toBe(true);
      const limited = await answerOf('desk/analytics/teams', { botKey: BOT_A, take: 2 });
      expect(limited.items).toEqual(
        (await answerOf('desk/analytics/teams', { botKey: BOT_A })).items.slice(0, 2),
      );
    });
  });

  describe('desk/analytics/attendants/productivity', () => {
    it.each(ASKS)('counts the time in each status of %s within the period', async (_, asked) => {
      const answer = await answerOf('desk/analytics/attendants/productivity', asked);
      expect(answer).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: recountAvailability(asked, PERIOD.start, endOf(PERIOD) + 1),
      });
    });

    it('starts the period in the status of the last change before it, and ends it at its end', async () => {
      const tenth = { start: D10, end: D10 + END_OF_DAY_OFFSET_MS };
      const answer = await answerOf('desk/analytics/attendants/productivity', {
        botKey: BOT_A,
        period: tenth,
      });
      // Every attendant known before the 10th spends the whole day in some status.
      const known = new Set(
        changesOf({ botKey: BOT_A })
          .filter((c) => c.changedAt < D10)
          .map((c) => c.attendant),
      );
      expect(known.size).toBeGreaterThan(2);
      for (const item of answer.items.filter((x) => known.has(x.attendant)))
        expect(item.onlineMs + item.pausedMs + item.offlineMs, item.attendant).toBe(DAY_MS);
      expect(answer.items).toEqual(recountAvailability({ botKey: BOT_A, period: tenth }, D10, D11));
      const ninth = await answerOf('desk/analytics/attendants/productivity', {
        botKey: BOT_A,
        period: { start: D9, end: D9 + END_OF_DAY_OFFSET_MS },
      });
      // Ana went online half an hour before the 9th: her day starts online.
      const ana = recountAvailability({ botKey: BOT_A }, D9, D10).find((x) => x.attendant === 'ana');
      expect(ninth.items.find((x) => x.attendant === 'ana')).toEqual(ana);
      expect(ana?.onlineMs).toBeGreaterThan(0);
    });

    it('ends a period that holds the present now', async () => {
      const period = { start: NOW - 3 * HOUR, end: NOW + 3 * HOUR };
      const before = Date.now();
      const answer = await answerOf('desk/analytics/attendants/productivity', { botKey: BOT_A, period });
      const after = Date.now();
      const eva = answer.items.find((x) => x.attendant === 'eva');
      expect(eva).toMatchObject({ name: 'Eva Rocha', onlineMs: HOUR, offlineMs: 0 });
      expect(eva?.pausedMs).toBeGreaterThanOrEqual(before - (NOW - HOUR));
      expect(eva?.pausedMs).toBeLessThanOrEqual(after - (NOW - HOUR));
    });
  });

  describe('monitoring: the present state, whatever the period', () => {
    const OTHER_PERIOD = { start: day('2026-02-01'), end: day('2026-02-03') + END_OF_DAY_OFFSET_MS };

    it.each(ASKS)('ticket-metrics and attendant-status-metrics of %s', async (_, asked) => {
      const open = openTickets(asked);
      const latest = latestChanges(asked);
      const online = latest.filter((c) => c.status === 'online').length;
      const inAttendanceNow = open.filter((x) => !isWaiting(x)).length;
      for (const period of [PERIOD, OTHER_PERIOD]) {
        expect(await answerOf('desk/monitoring/ticket-metrics', { ...asked, period })).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          waiting: open.filter(isWaiting).length,
          inAttendance: inAttendanceNow,
          attendantsOnline: online,
          ticketsPerAttendant: online === 0 ? null : inAttendanceNow / online,
        });
        const count = (status: AttendantStatus) => latest.filter((c) => c.status === status).length;
        expect(await answerOf('desk/monitoring/attendant-status-metrics', { ...asked, period })).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          online: count('online'),
          paused: count('paused'),
          offline: count('offline'),
        });
      }
    });

    it.each(ASKS)(
      'the live tickets of %s: in attendance oldest first, waiting longest first, per attendant',
      async (_, asked) => {
        const open = openTickets(asked).sort((a, b) => a.openedAt - b.openedAt || (a.id < b.id ? -1 : 1));
        const sortedTags = (x: Ticket) => [...x.tags].sort(byName);
        expect(await answerOf('desk/monitoring/open-tickets', asked)).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          items: open
            .filter((x) => !isWaiting(x))
            .map((x) => ({
              id: x.id,
              team: x.team,
              tags: sortedTags(x),
              openedAt: x.openedAt,
              attendant: x.attendant,
              attendantName: nameOf(asked.botKey, x.attendant ?? ''),
              assignedAt: x.assignedAt,
              firstResponseAt: x.firstResponseAt,
            })),
        });
        expect(await answerOf('desk/monitoring/waiting-tickets', { ...asked, period: OTHER_PERIOD })).toEqual(
          {
            status: 'ok',
            botKey: asked.botKey,
            items: open
              .filter(isWaiting)
              .map((x) => ({ id: x.id, team: x.team, tags: sortedTags(x), openedAt: x.openedAt })),
          },
        );
        const perAttendant = new Map<string, number>();
        for (const x of open.filter((x) => !isWaiting(x)))
          perAttendant.set(x.attendant ?? '', (perAttendant.get(x.attendant ?? '') ?? 0) + 1);
        expect(await answerOf('desk/monitoring/tickets', asked)).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          items: [...perAttendant.entries()]
            .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
            .map(([attendant, count]) => ({
              attendant,
              name: nameOf(asked.botKey, attendant),
              inAttendance: count,
            })),
        });
      },
    );

    it.each(ASKS)('the attendants, teams and tags of %s now', async (_, asked) => {
      const open = openTickets(asked);
      const latest = latestChanges(asked);
      const order = (status: AttendantStatus) => ATTENDANT_STATUSES.indexOf(status);
      expect(await answerOf('desk/monitoring/attendants', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: latest
          .map((c) => ({
            attendant: c.attendant,
            name: c.name,
            teams: [...c.teams].sort(byName),
            status: c.status,
            since: c.changedAt,
            inAttendance: open.filter((x) => !isWaiting(x) && x.attendant === c.attendant).length,
          }))
          .sort((a, b) => order(a.status) - order(b.status) || byName(a.name, b.name)),
      });
      const teams = [...new Set([...open.map((x) => x.team), ...latest.flatMap((c) => c.teams)])].sort(
        byName,
      );
      expect(await answerOf('desk/monitoring/teams', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: teams.map((team) => ({
          team,
          waiting: open.filter((x) => x.team === team && isWaiting(x)).length,
          inAttendance: open.filter((x) => x.team === team && !isWaiting(x)).length,
          attendantsOnline: latest.filter((c) => c.status === 'online' && c.teams.includes(team)).length,
        })),
      });
      const tags = [...new Set(open.flatMap((x) => x.tags))].map((tag) => {
        const tagged = open.filter((x) => x.tags.includes(tag));
        return {
          tag,
          waiting: tagged.filter(isWaiting).length,
          inAttendance: tagged.filter((x) => !isWaiting(x)).length,
        };
      });
      expect(await answerOf('desk/monitoring/tags-metrics', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: tags.sort(
          (a, b) => b.waiting + b.inAttendance - (a.waiting + a.inAttendance) || byName(a.tag, b.tag),
        ),
      });
    });

    it('takes the latest change: a change sent twice by its later version, none from the future', async () => {
      const live = await answerOf('desk/monitoring/attendants', { botKey: BOT_A });
      const status = (attendant: string) => live.items.find((x) => x.attendant === attendant);
      expect(status('carla')).toMatchObject({ status: 'offline', since: D13 + 22 * HOUR });
      expect(status('bruno')).toMatchObject({ status: 'paused', since: D13 + 23 * HOUR });
      expect(status('eva')).toMatchObject({ status: 'paused', since: NOW - HOUR, teams: [] });
      expect(status('ana')?.name).toBe('Ana Souza');
      // carla on the other bot is that bot's.
      const other = await answerOf('desk/monitoring/attendants', { botKey: BOT_B });
      expect(other.items.map((x) => x.attendant).sort()).toEqual(['carla', 'duda']);
      const waitingNow = await answerOf('desk/monitoring/waiting-tickets', { botKey: BOT_A });
      expect(waitingNow.items.map((x) => x.id)).toContain(waiting.id);
      expect(waitingNow.items.map((x) => x.id)).not.toContain('future');
      expect(waitingNow.items.map((x) => x.id)).not.toContain('resent');
      const openNow = await answerOf('desk/monitoring/open-tickets', { botKey: BOT_A, take: 1 });
      expect(openNow.items).toHaveLength(1);
      expect(openNow.items[0]?.id).toBe(
        openTickets({ botKey: BOT_A })
          .filter((x) => !isWaiting(x))
          .sort((a, b) => a.openedAt - b.openedAt)[0]?.id,
      );
    });
  });

  describe("the lists the desk's filters offer", () => {
    it.each(ASKS)('agents, teams and tags of %s, each list ignoring its own filter key', async (_, asked) => {
      const { operators: _o, ...withoutOperators } = asked.filter ?? {};
      const people = latestChanges({ ...asked, filter: withoutOperators });
      expect(await answerOf('desk/agents', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: people
          .map((c) => ({ attendant: c.attendant, name: c.name, teams: [...c.teams].sort(byName) }))
          .sort((a, b) => byName(a.name, b.name)),
      });
      const { teams: _t, ...withoutTeams } = asked.filter ?? {};
      const present = (filter: Filter) =>
        ticketsOf({ ...asked, filter }).filter((x) => x.openedAt <= Date.now());
      const teams = new Set([
        ...present(withoutTeams).map((x) => x.team),
        ...latestChanges({ ...asked, filter: withoutTeams }).flatMap((c) => c.teams),
      ]);
      expect(await answerOf('desk/teams', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: [...teams].sort(byName).map((name) => ({ name })),
      });
      const { tags: _g, ...withoutTags } = asked.filter ?? {};
      const tags = new Set(present(withoutTags).flatMap((x) => x.tags));
      expect(await answerOf('desk/tags/active', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items: [...tags].sort(byName).map((name) => ({ name })),
      });
    });
  });

  it('serves a repeated request from the result cache', async () => {
    const options = { botKey: BOT_A, interval: 'D' as const, filter: { teams: ['Vendas'] } };
    const first = await ask('desk/analytics/attendants', options);
    const again = await ask('desk/analytics/attendants', options);
    expect(first.headers['x-cache']).toBe('miss');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first.json());
  });

  it('finds the demo chatbot desk: tickets, times and attendants', async () => {
    const demo = { botKey: 'marcademoatendimento', universe: DEMO.chatbotUniverseId };
    const week = {
      start: startOfZonedDay(Date.now()) - 6 * DAY_MS,
      end: startOfZonedDay(Date.now()) + END_OF_DAY_OFFSET_MS,
    };
    // A month: the demo's small desk abandons some two tickets a week, none in some weeks.
    const month = { ...week, start: week.start - 23 * DAY_MS };
    const counts = await answerOf('desk/analytics/reports/tickets', { ...demo, period: month });
    for (const type of counts.types) expect(type.total, type.ticketType).toBeGreaterThan(0);
    const queue = await answerOf('desk/analytics/timings', {
      ...demo,
      period: week,
      timingType: 'avgQueueTime',
    });
    expect(queue.valueMs).toBeGreaterThan(0);
    const statuses = await answerOf('desk/monitoring/attendant-status-metrics', demo);
    expect(statuses.online + statuses.paused + statuses.offline).toBeGreaterThan(0);
    const availability = await answerOf('desk/analytics/attendants/productivity', { ...demo, period: week });
    expect(availability.items.some((x) => x.onlineMs > 0)).toBe(true);
  });
});
