import {
  type CardConfig,
  type CardDefinition,
  type ChartsCardQuery,
  ChartTemplate,
  type ConnectedPage,
  cardRequestFilter,
  channelInfo,
  type DateRange,
  dimensionValueLabel,
  ENTITY_FIELDS,
  type Filter,
  formatDateRangeParam,
  type Locale,
  type MessageKey,
  type MultibarGroup,
  type OverviewTotals,
  SENTIMENT_INFO,
  SENTIMENTS,
  type SeriesResponse,
  type TimeGrain,
  translate,
  type WarRoomPost,
  WarRoomQuery,
  type WarRoomUser,
} from '@mirante/core';
import type { ChartsService } from '../charts/service.ts';
import type { WarRoomService } from '../warroom/service.ts';

export type ColumnKind = 'text' | 'number' | 'date' | 'datetime';
export type Cell = string | number | null;

/** A card's data as a table: one row per point, at the grain the card shows. Dates are ms instants. */
export interface CardSheet {
  title: string;
  columns: { header: string; kind: ColumnKind }[];
  rows: Cell[][];
}

/** The services whose answers the cards draw; the sheet reads the very same answers. */
export interface CardSources {
  charts: ChartsService;
  warRoom: WarRoomService;
  /** Told about a card whose data could not be read (the sheet then carries the card's error text). */
  onCardError(cardId: string, error: unknown): void;
}

/** The dashboard view being exported: where the cards read from, over which period, with which filter. */
export interface SheetScope {
  accountId: string;
  universeId: string;
  isStaging: boolean;
  dateRange: DateRange;
  globalFilter: Filter;
  pages: readonly ConnectedPage[];
  locale: Locale;
}

type Columns = CardSheet['columns'];

const isSubDay = (grain: TimeGrain | null) => grain === 'minute' || grain === 'hour';

/**
 * How a series key reads on the card: the only non-date grouping field names it, through the catalogue in the
 * dashboard's language (a channel, a sentiment, a device, a post type…: core's dimensionValueLabel); keys of
 * several fields, or values of free text fields (tags, themes), read as they come.
 */
function keyLabeller(query: ChartsCardQuery, t: (key: MessageKey) => string): (key: string) => string {
  const fields = ENTITY_FIELDS[query.entity];
  const groups = query.template.grouping.filter((field) => fields[field] !== 'date');
  const [field] = groups;
  if (groups.length !== 1 || field === undefined) return (key) => key;
  return (key) => {
    const label = dimensionValueLabel(field, key);
    return label === null ? key : t(label);
  };
}

/**
 * Over time: one row per bucket, one column per series (a missing point left empty). Without a date grouping
 * (a distribution): one row per series with its value.
 */
export function seriesRows(
  answer: SeriesResponse,
  name: (key: string) => string,
  t: (key: MessageKey) => string,
): Pick<CardSheet, 'columns' | 'rows'> {
  if (answer.grain === null) {
    return {
      columns: [
        { header: t('dashboardExport.column.item'), kind: 'text' },
        { header: answer.label, kind: 'number' },
      ],
      rows: answer.series.map((series) => [name(series.key), series.data[0]?.[1] ?? null]),
    };
  }
  const byTime = new Map<number, Cell[]>();
  answer.series.forEach((series, column) => {
    for (const [time, value] of series.data) {
      let row = byTime.get(time);
      if (!row) {
        row = [time, ...answer.series.map(() => null)];
        byTime.set(time, row);
      }
      row[column + 1] = value;
    }
  });
  return {
    columns: [
      { header: t('dashboardExport.column.date'), kind: isSubDay(answer.grain) ? 'datetime' : 'date' },
      ...answer.series.map((series) => ({ header: name(series.key), kind: 'number' as const })),
    ],
    rows: [...byTime.values()].sort((a, b) => Number(a[0]) - Number(b[0])),
  };
}

function postRows(posts: readonly WarRoomPost[], t: (key: MessageKey) => string) {
  const columns: Columns = [
    { header: t('dashboardExport.column.date'), kind: 'datetime' },
    { header: t('dashboardExport.column.channel'), kind: 'text' },
    { header: t('dashboardExport.column.author'), kind: 'text' },
    { header: t('dashboardExport.column.text'), kind: 'text' },
    { header: t('sort.likes'), kind: 'number' },
    { header: t('sort.comments'), kind: 'number' },
    { header: t('sort.shares'), kind: 'number' },
    { header: t('sort.interactions'), kind: 'number' },
    { header: t('dashboardExport.column.link'), kind: 'text' },
  ];
  const rows = posts.map((post): Cell[] => [
    post.postedAt,
    channelInfo(post.channel).name,
    post.username,
    post.text,
    post.likes,
    post.comments,
    post.shares,
    post.interactions,
    post.url,
  ]);
  return { columns, rows };
}

function authorRows(users: readonly WarRoomUser[], t: (key: MessageKey) => string) {
  const columns: Columns = [
    { header: t('dashboardExport.column.author'), kind: 'text' },
    { header: t('dashboardExport.column.channel'), kind: 'text' },
    { header: t('dashboardExport.column.followers'), kind: 'number' },
    { header: t('dashboardExport.column.posts'), kind: 'number' },
    { header: t('sort.interactions'), kind: 'number' },
  ];
  const rows = users.map((user): Cell[] => [
    user.username ?? user.uid,
    channelInfo(user.channel).name,
    user.followers,
    user.posts,
    user.interactions,
  ]);
  return { columns, rows };
}

/** The number a single-value card shows from the overview totals (its `metric` prop). */
function overviewValue(totals: OverviewTotals, metric: string | undefined): number | null {
  if (metric === undefined || !Object.hasOwn(totals, metric)) return null;
  const value = totals[metric as keyof OverviewTotals];
  return typeof value === 'number' ? value : null;
}

function groupName(group: MultibarGroup, key: string): string {
  return group === 'channel' ? channelInfo(key).name : key;
}

function warRoomQueryOf(
  definition: CardDefinition,
  params: Readonly<Record<string, unknown>>,
  scope: SheetScope,
  filter: Filter,
): WarRoomQuery {
  const text = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return WarRoomQuery.parse({
    ...text,
    date_range: formatDateRangeParam(scope.dateRange),
    account_id: scope.accountId,
    universe_id: scope.universeId,
    is_staging: String(scope.isStaging),
    filter: JSON.stringify(filter),
    variation: definition.props.metricToCompare ? 'true' : 'false',
  });
}

async function warRoomRows(
  definition: CardDefinition,
  query: WarRoomQuery,
  endpoint: string,
  warRoom: WarRoomService,
  t: (key: MessageKey) => string,
): Promise<Pick<CardSheet, 'columns' | 'rows'> | null> {
  switch (endpoint) {
    case 'monitoring-overview': {
      const docs = await warRoom.monitoringOverview(query);
      const periods = docs.previous ? [docs.current, docs.previous] : [docs.current];
      return {
        columns: [
          { header: t('dashboardExport.column.start'), kind: 'date' },
          { header: t('dashboardExport.column.end'), kind: 'date' },
          { header: t(definition.props.title), kind: 'number' },
        ],
        rows: periods.map((totals) => [
          totals.start,
          totals.end,
          overviewValue(totals, definition.props.metric),
        ]),
      };
    }
    case 'top-posts':
      return postRows(await warRoom.topPosts(query), t);
    case 'press-posts':
      return postRows(await warRoom.pressPosts(query), t);
    case 'top-influencers':
      return authorRows(await warRoom.topInfluencers(query), t);
    case 'search-user':
      return authorRows(await warRoom.searchUser(query), t);
    case 'term-graph': {
      const docs = await warRoom.termGraph(query);
      return {
        columns: [
          { header: t('dashboardExport.column.term'), kind: 'text' },
          { header: t('dashboardExport.column.occurrences'), kind: 'number' },
          { header: t('dashboardExport.column.posts'), kind: 'number' },
        ],
        rows: docs.nodes.map((node) => [node.term, node.count, node.posts]),
      };
    }
    case 'post-in-time': {
      const docs = await warRoom.postInTime(query);
      return {
        columns: [
          { header: t('dashboardExport.column.date'), kind: isSubDay(docs.grain) ? 'datetime' : 'date' },
          { header: t('dashboardExport.column.posts'), kind: 'number' },
        ],
        rows: docs.points.map(([time, posts]) => [time, posts]),
      };
    }
    case 'monitoring-multibar': {
      const docs = await warRoom.monitoringMultibar(query);
      return {
        columns: [
          { header: t('dashboardExport.column.item'), kind: 'text' },
          ...SENTIMENTS.map((sentiment) => ({
            header: t(SENTIMENT_INFO[sentiment].label),
            kind: 'number' as const,
          })),
          { header: t('dashboardExport.column.total'), kind: 'number' },
        ],
        rows: docs.bars.map((bar) => [
          groupName(docs.group, bar.key),
          ...SENTIMENTS.map((sentiment) => bar[sentiment]),
          bar.total,
        ]),
      };
    }
    default:
      return null;
  }
}

/** A sheet that carries one message instead of data (what the card shows in its place). */
function messageSheet(title: string, message: string): CardSheet {
  return { title, columns: [{ header: message, kind: 'text' }], rows: [] };
}

/**
 * The data of one dashboard card as a sheet, read from the same service the card's own request reaches, with
 * the card's filter (global filter narrowed to what it supports, its own filters over it). A card whose data
 * cannot be read gets the card's error text, never a failed export.
 */
export async function cardSheet(
  definition: CardDefinition,
  config: CardConfig,
  sources: CardSources,
  scope: SheetScope,
): Promise<CardSheet> {
  const t = (key: MessageKey) => translate(key, scope.locale);
  const title = config.title || t(definition.props.title);
  const filter = cardRequestFilter(definition, config, scope);
  const query = definition.query;
  try {
    let table: Pick<CardSheet, 'columns' | 'rows'> | null = null;
    if (query.service === 'charts-service') {
      const { answer } = await sources.charts.series({
        entity: query.entity,
        // As the card's request body reaches the charts route: parsed, defaults applied.
        template: ChartTemplate.parse(query.template),
        dateRange: formatDateRangeParam(scope.dateRange),
        universeId: scope.universeId,
        accountId: scope.accountId,
        isStaging: scope.isStaging,
        filter,
      });
      table = seriesRows(answer, keyLabeller(query, t), t);
    } else if (query.service === 'war-room') {
      const warRoomQuery = warRoomQueryOf(definition, query.params, scope, filter);
      table = await warRoomRows(definition, warRoomQuery, query.endpoint, sources.warRoom, t);
    } else if (query.service === 'none') {
      const text = definition.props.text;
      return text
        ? { title, columns: [{ header: title, kind: 'text' }], rows: [[text]] }
        : messageSheet(title, title);
    }
    if (!table) return messageSheet(title, t('chart.errors.load'));
    return table.rows.length === 0 ? messageSheet(title, t('chart.empty')) : { title, ...table };
  } catch (error) {
    sources.onCardError(definition.id, error);
    return messageSheet(title, t('chart.errors.load'));
  }
}
