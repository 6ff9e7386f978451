import type { CardDefinition } from '../cards/card-definition.ts';
import type {
  AnyOperatorsAnswer,
  IncomingAttended,
  OperatorsAnswer,
  OperatorsKey,
  OperatorsOptions,
  OperatorsTable,
  ProductivityDaily,
  ProductivityOverall,
  RepliesByChannel,
  SlaAnswer,
  StatusChanges,
} from '../contracts/operators.ts';
import { ATTENDANT_STATUS_INFO, type AttendantStatus } from '../domain/attendant-statuses.ts';
import type { CardData } from './card-data.ts';
import { durationSeconds } from './duration-seconds.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { groupLabel } from './group-labels.ts';
import { tableColumn } from './table-column.ts';
import { valueData } from './value-data.ts';

/*
 * The cards of operators-logs, productivity, total-calls and sac-reports (contracts/operators.ts): one answer
 * per card, drawn as the card's componentType asks (tables, the SLA gauge, a number with its variation, day
 * series, stacked bars of replies per operator and channel). Every label comes from the catalogue.
 */

/** Operator days are São Paulo days. */
const DAY_GRAIN = 'dayOfMonth';

const statusName = (status: AttendantStatus | null, t: Translate) =>
  status === null ? t('operators.status.none') : t(ATTENDANT_STATUS_INFO[status].label);

/** Per operator: the time in each status and the conversations answered, in the answer's order. */
function operatorsTable(answer: OperatorsTable, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('operator', 'operators.column.operator', 'text', t),
      tableColumn('online', 'operators.column.timeOnline', 'duration', t),
      tableColumn('paused', 'operators.column.timePaused', 'duration', t),
      tableColumn('offline', 'operators.column.timeOffline', 'duration', t),
      tableColumn('answered', 'operators.column.answered', 'count', t),
    ],
    rows: answer.items.map((item) => ({
      operator: item.operator,
      online: durationSeconds(item.onlineMs),
      paused: durationSeconds(item.pausedMs),
      offline: durationSeconds(item.offlineMs),
      answered: item.answered,
    })),
  };
}

/** The status changes: who, from which status to which, when. */
function statusChanges(answer: StatusChanges, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('operator', 'operators.column.operator', 'text', t),
      tableColumn('from', 'operators.column.statusFrom', 'text', t),
      tableColumn('to', 'operators.column.statusTo', 'text', t),
      tableColumn('changedAt', 'operators.column.changedAt', 'date', t),
    ],
    rows: answer.items.map((item) => ({
      operator: item.operator,
      from: statusName(item.from, t),
      to: statusName(item.to, t),
      changedAt: item.changedAt,
    })),
  };
}

/** The filters' options, as a table of the pages and operators (no card draws it; the table view may). */
function options(answer: OperatorsOptions, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('name', 'operators.column.page', 'text', t),
      tableColumn('channel', 'operators.column.channel', 'text', t),
    ],
    rows: answer.pages.map((page) => ({
      name: page.name,
      channel: groupLabel('channel', page.channel, t).name,
    })),
  };
}

/** The SLA (or its custom score) on the gauge, 0–100; no conversation arrived: the empty state. */
const sla = (answer: SlaAnswer): CardData => valueData(answer.value, 'percent');

/**
 * Productivity with its previous period (the card shows the change in points); a period without cases and
 * attendances is the empty state (the previous one: no comparison).
 */
function productivity(answer: ProductivityOverall): CardData {
  const { current, previous } = answer;
  const none = (totals: ProductivityOverall['current']) => totals.received === 0 && totals.attended === 0;
  return {
    kind: 'value',
    value: none(current) ? null : current.productivity,
    previous: previous === null || none(previous) ? null : previous.productivity,
    min: 0,
    max: null,
    format: 'percent',
  };
}

/** Productivity per São Paulo day, one line. */
const productivityDaily = (answer: ProductivityDaily, t: Translate): CardData => ({
  kind: 'series',
  series: [
    {
      key: 'productivity',
      name: t('operators.series.productivity'),
      color: null,
      data: answer.days.map((day) => [day.day, day.productivity]),
    },
  ],
  grain: DAY_GRAIN,
  format: 'percent',
});

/** Cases received and attendances done per São Paulo day: two series of columns. */
const incomingAttended = (answer: IncomingAttended, t: Translate): CardData => ({
  kind: 'series',
  series: [
    { key: 'incoming', name: t('operators.series.incoming'), color: null, data: answer.incoming },
    { key: 'attended', name: t('operators.series.attended'), color: null, data: answer.attended },
  ],
  grain: DAY_GRAIN,
  format: 'count',
});

/** Replies per operator (the categories, most first) stacked by channel (most replies first). */
function repliesByChannel(answer: RepliesByChannel, t: Translate): CardData {
  const totals = new Map<string, number>();
  for (const item of answer.items)
    for (const part of item.channels)
      totals.set(part.channel, (totals.get(part.channel) ?? 0) + part.replies);
  const channels = [...totals.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return {
    kind: 'categories',
    categories: answer.items.map((item) => ({ key: item.operator, name: item.operator, channel: null })),
    series: channels.map(([channel]) => {
      const label = groupLabel('channel', channel, t);
      return {
        key: channel,
        name: label.name,
        color: label.color,
        values: answer.items.map(
          (item) => item.channels.find((part) => part.channel === channel)?.replies ?? null,
        ),
      };
    }),
    format: 'count',
  };
}

/** The data a card of these services draws from its one answer (none yet: the empty state of its kind). */
export function operatorsCardData(
  key: OperatorsKey,
  _definition: CardDefinition,
  answers: readonly AnyOperatorsAnswer[],
  t: Translate,
): CardData {
  const [answer] = answers;
  const of = <K extends OperatorsKey>() => answer as OperatorsAnswer<K> | undefined;
  switch (key) {
    case 'operators-logs/operators-table': {
      const table = of<typeof key>();
      return operatorsTable(table ?? { status: 'ok', items: [] }, t);
    }
    case 'operators-logs/status-change': {
      const changes = of<typeof key>();
      return statusChanges(changes ?? { status: 'ok', total: 0, items: [] }, t);
    }
    case 'operators-logs/get-options': {
      const offered = of<typeof key>();
      return options(offered ?? { status: 'ok', operators: [], pages: [], statuses: [] }, t);
    }
    case 'operators-logs/sla': {
      const measured = of<typeof key>();
      return measured ? sla(measured) : valueData(null, 'percent');
    }
    case 'productivity/overall': {
      const overall = of<typeof key>();
      return overall ? productivity(overall) : valueData(null, 'percent');
    }
    case 'productivity/daily':
      return productivityDaily(of<typeof key>() ?? { status: 'ok', days: [] }, t);
    case 'total-calls/incoming-attended/daily':
      return incomingAttended(of<typeof key>() ?? { status: 'ok', incoming: [], attended: [] }, t);
    case 'sac-reports/charts/replier-by-channel':
      return repliesByChannel(of<typeof key>() ?? { status: 'ok', items: [] }, t);
  }
}
