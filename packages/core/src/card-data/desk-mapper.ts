import type { CardDefinition, TicketType, TimingType } from '../cards/card-definition.ts';
import {
  type AttendantAvailability,
  DESK_ENDPOINTS,
  type DeskAnswer,
  type DeskEndpoint,
  type DeskReport,
  type DeskTiming,
  type LiveAttendants,
  type LiveTags,
  type LiveTeams,
  type OpenTickets,
  type TicketCounts,
  type TicketMetrics,
  type WaitingTickets,
} from '../contracts/desk.ts';
import { ATTENDANT_STATUS_INFO } from '../domain/attendant-statuses.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, TableColumn } from './card-data.ts';
import { cardNotesOf, withNotes } from './card-notes.ts';
import { durationSeconds } from './duration-seconds.ts';
import { tableColumn } from './table-column.ts';
import { namedValue, valueData } from './value-data.ts';

type Translate = (key: MessageKey) => string;

/** Any desk answer (one bot's, as its endpoint's schema checked it). */
export type DeskCardAnswer = DeskAnswer<DeskEndpoint>;

type Row = Record<string, string | number | null>;

/** Desk days are São Paulo days (interval D). */
const DAY_GRAIN = 'dayOfMonth';

const isDeskEndpoint = (endpoint: string): endpoint is DeskEndpoint =>
  (DESK_ENDPOINTS as readonly string[]).includes(endpoint);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The average of averages weighted by how many each was measured over (never the mean of the means); null
 * when nothing was measured.
 */
function weightedAverage(parts: readonly { value: number | null; weight: number }[]): number | null {
  const measured = parts.filter(
    (part): part is { value: number; weight: number } => part.value !== null && part.weight > 0,
  );
  const weight = sum(measured.map((part) => part.weight));
  return weight === 0 ? null : sum(measured.map((part) => part.value * part.weight)) / weight;
}

/** The largest of the values, null when none was measured. */
function maximum(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : Math.max(...measured);
}

/** A count over the period: none is the empty state ('Não há dados para exibir.'). */
const countValue = (value: number) => valueData(value === 0 ? null : value, 'count');
/** A count of the present (tickets waiting now, attendants online): none is a real 0. */
const liveCount = (value: number) => valueData(value, 'count');

/** With several bots, attendants (who belong to one bot) say whose they are. */
const botColumn = (answers: readonly { botKey: string }[], t: Translate): TableColumn[] =>
  new Set(answers.map((answer) => answer.botKey)).size > 1
    ? [tableColumn('bot', 'desk.column.bot', 'text', t)]
    : [];

const table = (columns: TableColumn[], rows: Row[]): CardData => ({ kind: 'table', columns, rows });

/** Tags and teams listed in one cell. */
const listed = (names: readonly string[]) => names.join(', ');

const TICKET_TYPE_LABELS: Record<TicketType, MessageKey> = {
  open: 'desk.ticketType.open',
  missed: 'desk.ticketType.missed',
  closedClient: 'desk.ticketType.closedClient',
  closedAttendant: 'desk.ticketType.closedAttendant',
  transferred: 'desk.ticketType.transferred',
  closed: 'desk.ticketType.closed',
};

/**
 * Ticket counts (reports/tickets): per asked type, the bots' totals added, and their days added with interval
 * D. A single value adds every type the card asks (closed by the attendant + transferred for the attended); a
 * donut draws one slice per type, a line one series per type.
 */
function ticketData(definition: CardDefinition, answers: readonly TicketCounts[], t: Translate): CardData {
  const asked = definition.props.ticketType ?? [
    ...new Set(answers.flatMap((answer) => answer.types.map((type) => type.ticketType))),
  ];
  const types = asked.map((ticketType) => {
    const parts = answers.flatMap((answer) => answer.types.filter((type) => type.ticketType === ticketType));
    const byDay = new Map<number, number>();
    for (const part of parts)
      for (const [time, value] of part.points) byDay.set(time, (byDay.get(time) ?? 0) + value);
    return {
      ticketType,
      total: sum(parts.map((part) => part.total)),
      points: [...byDay.entries()].sort(([a], [b]) => a - b),
    };
  });
  if (definition.componentType === 'line') {
    return {
      kind: 'series',
      series: types.map((type) => ({
        key: type.ticketType,
        name: t(TICKET_TYPE_LABELS[type.ticketType]),
        color: null,
        data: type.points,
      })),
      grain: DAY_GRAIN,
      format: 'count',
    };
  }
  if (definition.componentType === 'singleValue') return countValue(sum(types.map((type) => type.total)));
  return {
    kind: 'values',
    items: types.map((type) =>
      namedValue(type.ticketType, t(TICKET_TYPE_LABELS[type.ticketType]), type.total),
    ),
    format: 'count',
  };
}

const MAX_TIMINGS: ReadonlySet<TimingType> = new Set(['maxQueueTime', 'maxFirstResponseTime']);

/**
 * A desk time over the bots: a maximum is the largest of the bots' maxima, an average the bots' averages
 * weighted by the tickets each measured. In seconds; null (the empty state) when no ticket was measured.
 */
function timingData(definition: CardDefinition, answers: readonly DeskTiming[]): CardData {
  const timingType = definition.props.timingType ?? answers[0]?.timingType;
  const valueMs =
    timingType !== undefined && MAX_TIMINGS.has(timingType)
      ? maximum(answers.map((answer) => answer.valueMs))
      : weightedAverage(answers.map((answer) => ({ value: answer.valueMs, weight: answer.measured })));
  return valueData(durationSeconds(valueMs), 'duration');
}

/** The time each attendant spent online, paused and offline in the period; one row per bot's attendant. */
function availabilityData(answers: readonly AttendantAvailability[], t: Translate): CardData {
  return table(
    [
      tableColumn('name', 'desk.column.attendant', 'text', t),
      ...botColumn(answers, t),
      tableColumn('online', 'desk.column.timeOnline', 'duration', t),
      tableColumn('paused', 'desk.column.timePaused', 'duration', t),
      tableColumn('offline', 'desk.column.timeOffline', 'duration', t),
    ],
    answers.flatMap((answer) =>
      answer.items
        .filter((item) => item.onlineMs + item.pausedMs + item.offlineMs > 0)
        .map((item) => ({
          name: item.name,
          bot: answer.botKey,
          online: durationSeconds(item.onlineMs),
          paused: durationSeconds(item.pausedMs),
          offline: durationSeconds(item.offlineMs),
        })),
    ),
  );
}

type ReportItem = DeskReport['items'][number];

const REPORT_NAME_LABELS: Record<DeskReport['reportType'], MessageKey> = {
  attendants: 'desk.column.attendant',
  teams: 'desk.column.team',
  tags: 'desk.column.tag',
};

/** Rows by key across the bots, in the order they first appear. */
function groupByKey<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

const hasActivity = (item: ReportItem) =>
  item.opened + item.closed + item.attended > 0 ||
  item.avgQueueMs !== null ||
  item.avgFirstResponseMs !== null ||
  item.avgAttendanceMs !== null;

/**
 * Tickets and average times per attendant, team or tag, each bot's rows as they are: a report's averages
 * cannot be merged exactly across bots (it carries no count of what each measured), and a queue or tag of one
 * bot is not another bot's. With several bots a column says whose each row is.
 */
function reportData(definition: CardDefinition, answers: readonly DeskReport[], t: Translate): CardData {
  const reportType = definition.props.reportType ?? answers[0]?.reportType ?? 'attendants';
  const rows = answers.flatMap((answer) => answer.items.map((item) => ({ ...item, bot: answer.botKey })));
  return table(
    [
      tableColumn('name', REPORT_NAME_LABELS[reportType], 'text', t),
      ...botColumn(answers, t),
      tableColumn('opened', 'desk.column.opened', 'count', t),
      tableColumn('closed', 'desk.column.closed', 'count', t),
      tableColumn('attended', 'desk.column.attended', 'count', t),
      tableColumn('avgQueue', 'desk.column.avgQueue', 'duration', t),
      tableColumn('avgFirstResponse', 'desk.column.avgFirstResponse', 'duration', t),
      tableColumn('avgAttendance', 'desk.column.avgAttendance', 'duration', t),
    ],
    rows.filter(hasActivity).map((item) => ({
      name: item.name,
      bot: item.bot,
      opened: item.opened,
      closed: item.closed,
      attended: item.attended,
      avgQueue: durationSeconds(item.avgQueueMs),
      avgFirstResponse: durationSeconds(item.avgFirstResponseMs),
      avgAttendance: durationSeconds(item.avgAttendanceMs),
    })),
  );
}

/**
 * Tickets now, over the bots: waiting and in attendance added; tickets per attendant = Σ in attendance ÷ Σ
 * attendants online (null, the empty state, with nobody online).
 */
function ticketMetricsData(definition: CardDefinition, answers: readonly TicketMetrics[]): CardData {
  if (answers.length === 0) return valueData(null, 'count');
  const waiting = sum(answers.map((answer) => answer.waiting));
  const inAttendance = sum(answers.map((answer) => answer.inAttendance));
  const online = sum(answers.map((answer) => answer.attendantsOnline));
  switch (definition.props.monitoringType) {
    case 'waiting':
      return liveCount(waiting);
    case 'inAttendance':
      return liveCount(inAttendance);
    default:
      return valueData(online === 0 ? null : inAttendance / online, 'decimal');
  }
}

/** Attendants now by status, over the bots. */
function statusMetricsData(
  definition: CardDefinition,
  answers: readonly DeskAnswer<'desk/monitoring/attendant-status-metrics'>[],
): CardData {
  if (answers.length === 0) return valueData(null, 'count');
  const total = (status: 'online' | 'paused' | 'offline') => sum(answers.map((answer) => answer[status]));
  switch (definition.props.monitoringType) {
    case 'pause':
      return liveCount(total('paused'));
    case 'offline':
      return liveCount(total('offline'));
    default:
      return liveCount(total('online'));
  }
}

/** Tickets in attendance now, oldest first: when each was opened and assigned (instants, not ages). */
function openTicketsData(answers: readonly OpenTickets[], t: Translate): CardData {
  const tickets = answers.flatMap((answer) => answer.items).sort((a, b) => a.openedAt - b.openedAt);
  return table(
    [
      tableColumn('ticket', 'desk.column.ticket', 'text', t),
      tableColumn('team', 'desk.column.team', 'text', t),
      tableColumn('attendant', 'desk.column.attendant', 'text', t),
      tableColumn('tags', 'desk.column.tags', 'text', t),
      tableColumn('openedAt', 'desk.column.openedAt', 'date', t),
      tableColumn('assignedAt', 'desk.column.assignedAt', 'date', t),
    ],
    tickets.map((ticket) => ({
      ticket: ticket.id,
      team: ticket.team,
      attendant: ticket.attendantName,
      tags: listed(ticket.tags),
      openedAt: ticket.openedAt,
      assignedAt: ticket.assignedAt,
    })),
  );
}

/** Tickets waiting now, longest waiting first: since when each waits (its opening). */
function waitingTicketsData(answers: readonly WaitingTickets[], t: Translate): CardData {
  const tickets = answers.flatMap((answer) => answer.items).sort((a, b) => a.openedAt - b.openedAt);
  return table(
    [
      tableColumn('ticket', 'desk.column.ticket', 'text', t),
      tableColumn('team', 'desk.column.team', 'text', t),
      tableColumn('tags', 'desk.column.tags', 'text', t),
      tableColumn('waitingSince', 'desk.column.waitingSince', 'date', t),
    ],
    tickets.map((ticket) => ({
      ticket: ticket.id,
      team: ticket.team,
      tags: listed(ticket.tags),
      waitingSince: ticket.openedAt,
    })),
  );
}

/** Each attendant's present status, since when, and tickets in attendance; one row per bot's attendant. */
function liveAttendantsData(answers: readonly LiveAttendants[], t: Translate): CardData {
  return table(
    [
      tableColumn('name', 'desk.column.attendant', 'text', t),
      ...botColumn(answers, t),
      tableColumn('teams', 'desk.column.teams', 'text', t),
      tableColumn('status', 'desk.column.status', 'text', t),
      tableColumn('since', 'desk.column.since', 'date', t),
      tableColumn('inAttendance', 'desk.column.inAttendance', 'count', t),
    ],
    answers.flatMap((answer) =>
      answer.items.map((item) => ({
        name: item.name,
        bot: answer.botKey,
        teams: listed(item.teams),
        status: t(ATTENDANT_STATUS_INFO[item.status].label),
        since: item.since,
        inAttendance: item.inAttendance,
      })),
    ),
  );
}

/** Per team now, over the bots (the same team added): waiting, in attendance, attendants online. */
function liveTeamsData(answers: readonly LiveTeams[], t: Translate): CardData {
  const teams = groupByKey(
    answers.flatMap((answer) => answer.items),
    (item) => item.team,
  ).map((items) => ({
    team: items[0]?.team ?? '',
    waiting: sum(items.map((item) => item.waiting)),
    inAttendance: sum(items.map((item) => item.inAttendance)),
    attendantsOnline: sum(items.map((item) => item.attendantsOnline)),
  }));
  return table(
    [
      tableColumn('team', 'desk.column.team', 'text', t),
      tableColumn('waiting', 'desk.column.waiting', 'count', t),
      tableColumn('inAttendance', 'desk.column.inAttendance', 'count', t),
      tableColumn('attendantsOnline', 'desk.column.attendantsOnline', 'count', t),
    ],
    teams.filter((team) => team.waiting + team.inAttendance + team.attendantsOnline > 0),
  );
}

/** Per tag now, over the bots (the same tag added): tickets waiting and in attendance. */
function liveTagsData(answers: readonly LiveTags[], t: Translate): CardData {
  const tags = groupByKey(
    answers.flatMap((answer) => answer.items),
    (item) => item.tag,
  ).map((items) => ({
    tag: items[0]?.tag ?? '',
    waiting: sum(items.map((item) => item.waiting)),
    inAttendance: sum(items.map((item) => item.inAttendance)),
  }));
  return table(
    [
      tableColumn('tag', 'desk.column.tag', 'text', t),
      tableColumn('waiting', 'desk.column.waiting', 'count', t),
      tableColumn('inAttendance', 'desk.column.inAttendance', 'count', t),
    ],
    tags.filter((tag) => tag.waiting + tag.inAttendance > 0),
  );
}

/** Endpoints no catalogue card draws (they feed the filters): their names as a table. */
function namesData(
  answers: readonly (DeskAnswer<'desk/teams'> | DeskAnswer<'desk/agents'>)[],
  t: Translate,
): CardData {
  const names = [...new Set(answers.flatMap((answer) => answer.items.map((item) => item.name)))];
  return table(
    [tableColumn('name', 'chart.table.name', 'text', t)],
    names.map((name) => ({ name })),
  );
}

/** Tickets each attendant has in attendance now; one row per bot's attendant. */
function attendantTicketsData(
  answers: readonly DeskAnswer<'desk/monitoring/tickets'>[],
  t: Translate,
): CardData {
  return table(
    [
      tableColumn('name', 'desk.column.attendant', 'text', t),
      ...botColumn(answers, t),
      tableColumn('inAttendance', 'desk.column.inAttendance', 'count', t),
    ],
    answers.flatMap((answer) =>
      answer.items.map((item) => ({ name: item.name, bot: answer.botKey, inAttendance: item.inAttendance })),
    ),
  );
}

function deskData(
  definition: CardDefinition,
  endpoint: DeskEndpoint,
  answers: readonly DeskCardAnswer[],
  t: Translate,
): CardData {
  switch (endpoint) {
    case 'desk/analytics/reports/tickets':
      return ticketData(definition, answers as TicketCounts[], t);
    case 'desk/analytics/timings':
      return timingData(definition, answers as DeskTiming[]);
    case 'desk/analytics/attendants/productivity':
      return availabilityData(answers as AttendantAvailability[], t);
    case 'desk/analytics/attendants':
    case 'desk/analytics/teams':
    case 'desk/analytics/tags':
      return reportData(definition, answers as DeskReport[], t);
    case 'desk/monitoring/ticket-metrics':
      return ticketMetricsData(definition, answers as TicketMetrics[]);
    case 'desk/monitoring/attendant-status-metrics':
      return statusMetricsData(
        definition,
        answers as DeskAnswer<'desk/monitoring/attendant-status-metrics'>[],
      );
    case 'desk/monitoring/open-tickets':
      return openTicketsData(answers as OpenTickets[], t);
    case 'desk/monitoring/waiting-tickets':
      return waitingTicketsData(answers as WaitingTickets[], t);
    case 'desk/monitoring/attendants':
      return liveAttendantsData(answers as LiveAttendants[], t);
    case 'desk/monitoring/teams':
      return liveTeamsData(answers as LiveTeams[], t);
    case 'desk/monitoring/tags-metrics':
      return liveTagsData(answers as LiveTags[], t);
    case 'desk/monitoring/tickets':
      return attendantTicketsData(answers as DeskAnswer<'desk/monitoring/tickets'>[], t);
    case 'desk/agents':
    case 'desk/teams':
    case 'desk/tags/active':
      return namesData(answers as DeskAnswer<'desk/teams'>[], t);
    default:
      return endpoint satisfies never;
  }
}

/**
 * A desk card's answers as the data its component type draws. The answers come one per selected bot, in bot
 * order, each from the card's own endpoint; the bots' answers are combined: counts added, maxima the largest,
 * averages weighted by what each bot measured, tables listing every bot's rows (a team or tag shared by bots
 * as one row; attendants, who belong to a bot, each their own). Monitoring cards (the present state, whatever
 * the period) say so in a note. Durations are in seconds, instants in ms (the table shows them as dates).
 */
export function deskCardData(
  definition: CardDefinition,
  answers: readonly DeskCardAnswer[],
  t: Translate,
): CardData {
  const { query } = definition;
  if (query.service !== 'desk' || !isDeskEndpoint(query.endpoint))
    throw new Error(`${definition.id} is not a desk card`);
  const data = deskData(definition, query.endpoint, answers, t);
  return withNotes(data, cardNotesOf(definition, data, null));
}
