import {
  assertUnreachable,
  type ChartEntity,
  type DateRange,
  type Filter,
  type IngestDataset,
  type Operator,
  type QueryEntity,
  resolveGrain,
  TIME_ZONE,
  type TimeGrain,
  type ValidTemplate,
} from '@mirante/core';
import type { SqlPlan } from '../engine.ts';
import { postsSource } from '../own-posts.ts';
import { type Dialect, duckDbDialect } from './dialect.ts';
import { type EntityColumn, entityTables } from './entity-columns.ts';
import { createSqlParams, filterWhere, type SqlParams, type SqlValue } from './filter-where.ts';
import type { PlanFinish } from './finish-rows.ts';
import { rollupRows } from './rollup-rows.ts';
import { timeBuckets } from './time-buckets.ts';

/**
 * A compiled statement; on an engine without CTEs (ClickHouse) a time series' plan also says what is left to
 * do after the query (finish-rows.ts): the engine runs `finishRows(rows, finish)` on its answer.
 */
export type ChartPlan = SqlPlan & { finish?: PlanFinish };

/** Where a chart's rows come from: the card request's date_range, tenancy and filter (spec §3). */
export interface FilterContext {
  range: DateRange;
  universeId: string;
  /** Checked by the service (access); rows are scoped by the universe alone, whose ids are unique. */
  accountId: string | null;
  isStaging: boolean;
  filter: Filter;
}

/**
 * A condition on a row's field, its value bound (never in the SQL text): the field equals a value, is one of a
 * list of texts (none: no row), is NULL (`isNull: true`) or not (`isNull: false`), or is a number at most or at
 * least a bound (NULL passes neither). Fields are the entity's (their columns whitelisted, computed ones
 * included); lists do not apply.
 */
export type RowCondition =
  | { field: string; equals: string | number | boolean }
  | { field: string; oneOf: readonly string[] }
  | { field: string; isNull: boolean }
  | { field: string; atMost: number }
  | { field: string; atLeast: number };

/**
 * Keys counted instead of rows: the metrics are first aggregated per value of `field` (within each bucket and
 * group; rows without a key left out), then each output metric `m<i>` is the number of keys whose metrics
 * listed in `counts[i]` (indexes of the template's metrics) are all above zero: a distinct count of the keys
 * in the intersection of those sets (active contacts that also wrote, say).
 */
export interface PerKey {
  field: string;
  counts: readonly (readonly number[])[];
}

export interface ChartRequest {
  /** A chart entity, or an internal one (chatbot, campaigns, desk) for the server's own endpoints. */
  entity: QueryEntity;
  template: ValidTemplate;
  context: FilterContext;
  /** A grain already resolved by the caller; by default datePortion resolved against the range (spec §9). */
  grain?: TimeGrain | null;
  dialect?: Dialect;
  /** Read the posts rollup when it holds the answer (default); false reads the posts themselves. */
  rollup?: boolean;
  /** Conditions every row meets besides the filter's (direction = 'received', the request's bot, …). */
  where?: readonly RowCondition[];
  /** Per metric (by index), conditions on the rows it aggregates: the others count as missing values. */
  metricWhere?: readonly (readonly RowCondition[] | undefined)[];
  /** Top-N: only the first `take` series in the chart's order (each with all its points). */
  take?: number;
  perKey?: PerKey;
  /**
   * The date field the range applies to (and `first`/`last` and `latestPer` order by) when the grouping has
   * none: by default the entity's time field. Events counted where they happen (a ticket closed on its
   * closedAt). With a date field in the grouping it must be that field.
   */
  timeField?: string;
  /**
   * Of the range's rows, only the latest by the time field (then by id) per value of this field and bot: an
   * attendant's present status is their latest change. The filter and conditions apply to those latest rows
   * (an attendant who moved to another team is counted in the new one only), then grouping and metrics.
   * Not with a date grouping.
   */
  latestPer?: string;
}

/**
 * A compiled chart: the series statement and, when the template asks for totals (groupingForTotal), a second
 * statement with the same metrics per the total grouping. Both answer rows `ts`, `s0`…`sK` (the group values as
 * text) and `m0`…`mN` (DOUBLE) in the order the chart shows them: series by the template's sort, points by time.
 */
export interface CompiledChart {
  plan: ChartPlan;
  totals: ChartPlan | null;
  /** The resolved grain; null when the grouping has no date field (a distribution: one point per group). */
  grain: TimeGrain | null;
  /** The datasets the statements read (for the result cache's versions). */
  datasets: IngestDataset[];
  /** The grouping fields whose values, as text, are each row's `s0`…`sK` ('' for a missing value). */
  seriesFields: string[];
  /** The same for the totals statement (groupingForTotal). */
  totalFields: string[];
}

/** A template the compiler cannot turn into SQL although core's rules accept it. */
export class TemplateCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateCompileError';
  }
}

/**
 * Entities whose rows are measures taken again and again of the same thing: the collected profiles, each with
 * its followers on each day. A group or bucket sees each profile once, at its latest measure in it, so
 * followers add up across profiles, never across days (spec §9: potential reach counts each profile once).
 */
const MEASURED_PER: Partial<Record<QueryEntity, string>> = { users: 'uid' };

/** Grouping fields of a handful of values (ENUMs, small codes). */
const FEW_VALUES: ReadonlySet<string> = new Set(['channel', 'polarity', 'gender', 'sacType', 'sacStatus']);

interface Group {
  alias: string;
  field: string;
  column: EntityColumn;
}

/**
 * A metric's aggregate of `value` (ordered by `time` for first and last). Over no row at all (`grouped` false:
 * no GROUP BY) an aggregate but count must answer NULL: dialect.nullIfNone; a group always has a row.
 */
function metricSql(
  operator: Operator,
  value: string,
  column: EntityColumn,
  dialect: Dialect,
  grouped: boolean,
  time = 't',
): string {
  const asMs = (expr: string) => (column.kind === 'date' ? dialect.instantMs(expr) : expr);
  const input = grouped ? value : dialect.nullIfNone(value);
  switch (operator) {
    case 'count':
      return `count(${value})`;
    case 'size':
      return dialect.distinctCount(value);
    case 'sum':
    case 'avg':
      return `${operator}(${input})`;
    case 'min':
    case 'max':
      return asMs(`${operator}(${input})`);
    case 'first':
      return asMs(dialect.argMin(input, time));
    case 'last':
      return asMs(dialect.argMax(input, time));
    default:
      return assertUnreachable(operator);
  }
}

/** What a metric aggregates per row: the column, or a cheaper equivalent for its operator. */
function metricInput(operator: Operator, column: EntityColumn): string {
  if (operator === 'size' && column.distinctKey) return column.distinctKey;
  if (operator === 'count' && column.notNull) return '1';
  return column.column;
}

/** Sorted, without repeats: the same choice always binds the same list (stable SQL and cache keys). */
const normalised = (values: readonly string[]): string[] => [...new Set(values)].sort();

/** A row condition as SQL: its column from the entity's whitelist, its value bound. */
function conditionSql(
  condition: RowCondition,
  columnOf: (field: string) => EntityColumn,
  params: SqlParams,
  dialect: Dialect,
): string {
  const column = columnOf(condition.field);
  if (column.list) throw new TemplateCompileError(`No condition on the list field ${condition.field}`);
  if ('isNull' in condition) return `${column.column} IS ${condition.isNull ? '' : 'NOT '}NULL`;
  if ('atMost' in condition || 'atLeast' in condition) {
    if (!column.numeric)
      throw new TemplateCompileError(`No bound on the non-numeric field ${condition.field}`);
    return 'atMost' in condition
      ? `${column.column} <= ${params.add(condition.atMost)}`
      : `${column.column} >= ${params.add(condition.atLeast)}`;
  }
  // One of none: no row (an empty list cannot be bound).
  if ('oneOf' in condition && condition.oneOf.length === 0) return '1 = 0';
  return 'oneOf' in condition
    ? dialect.inTexts(column.column, params.add(normalised(condition.oneOf)))
    : dialect.equals(column.column, params.add(condition.equals));
}

function checkOperator(field: string, operator: Operator, column: EntityColumn): void {
  if (operator === 'count' || operator === 'size') return;
  const dateOk = column.kind === 'date' && operator !== 'sum' && operator !== 'avg';
  if (column.list || !(column.numeric || dateOk)) {
    throw new TemplateCompileError(`Operator ${operator} does not apply to ${field}`);
  }
}

/**
 * Compiles a validated chart template and its filter context to SQL with bound parameters only.
 *
 * - Rows: the entity's table, the universe, the date range on the grouping's date field (else the entity's
 *   time field), and every filter key that applies to the table (filter-where.ts).
 * - Grouping: discrete fields group as they are; list fields (tag, theme, group) give one row per value
 *   (a post with two tags counts once under each), restricted to tags_view when grouping by tag.
 * - With a date field in the grouping, buckets are São Paulo wall-clock periods of the resolved grain
 *   (datePortion, or automatic, within spec §9's limits) and every series has every bucket of the range,
 *   empty ones at defaultTimeSeriesValue. Without one, each group has one point stamped with the range start.
 * - Metrics: each metricsMetadata field with its operator (the template's method when missing): count
 *   (non-null values), size (distinct values), sum, avg, min, max, first and last (by the row's time).
 * - Sorting (direction `sorting`): series by the first sortField that is a metric (the series' total of it),
 *   else the first that is a grouping field (its value); by default a distribution's series follow the
 *   first metric and a time series' follow their key. Points run by time, in `sorting` direction when the date
 *   field is a sortField, ascending otherwise.
 * - groupingForTotal: the same metrics re-aggregated per the listed grouping fields (and bucket), from the
 *   rows themselves, so an average's total is the average of the group's rows, not of the series' averages.
 *   A chart uses it as the denominator of a share (e.g. sentiment within each channel).
 *
 * For the server's own endpoints (internal entities, never through the charts route) a request may add:
 * `where`, conditions every row meets; `metricWhere`, conditions per metric (an aggregate over the matching
 * rows only: CASE WHEN, plain SQL); `take`, the top N series in the chart's order (a series' points all
 * kept); `perKey`, distinct keys counted by the sets they fall in (see PerKey; series then follow the first
 * count); `timeField`, the date field the range applies to (events counted where they happen); `latestPer`,
 * the latest row per value of a field alone (present states); conditions may also ask a field to be NULL or
 * not. Computed fields (entity-columns.ts: the desk's durations) take every operator of a number. Every value
 * is bound.
 */
export function compileChart(request: ChartRequest): CompiledChart {
  const dialect = request.dialect ?? duckDbDialect;
  const entity = entityTables(dialect)[request.entity];
  const { template, context } = request;
  const columnOf = (field: string): EntityColumn => {
    const column = entity.columns[field];
    if (!column) throw new TemplateCompileError(`No field ${request.entity}.${field}`);
    return column;
  };

  const dateFields = template.grouping.filter((field) => columnOf(field).kind === 'date');
  if (dateFields.length > 1) throw new TemplateCompileError('More than one date field in the grouping');
  const dateField = dateFields[0] ?? null;
  const grain = dateField
    ? (request.grain ?? resolveGrain(template.datePortion ?? 'auto', context.range.end - context.range.start))
    : null;
  if (request.timeField !== undefined) {
    if (columnOf(request.timeField).kind !== 'date')
      throw new TemplateCompileError(`The time field ${request.timeField} is not a date field`);
    if (dateField && dateField !== request.timeField)
      throw new TemplateCompileError(
        `The time field ${request.timeField} is not the grouping's ${dateField}`,
      );
  }
  const time = columnOf(dateField ?? request.timeField ?? entity.timeField).column;
  const measuredField = MEASURED_PER[request.entity];
  const measuredPer = measuredField ? columnOf(measuredField) : null;
  const latestColumn = request.latestPer === undefined ? null : columnOf(request.latestPer);
  if (latestColumn && (latestColumn.list || measuredPer || dateField))
    throw new TemplateCompileError(`No latest row per ${request.latestPer} of ${request.entity}`);
  const groups: Group[] = template.grouping
    .filter((field) => field !== dateField)
    .map((field, i) => ({ alias: `g${i}`, field, column: columnOf(field) }));
  const { fields: metricFields, operators, groupingForTotal } = template.metricsMetadata;
  const metrics = metricFields.map((field, i) => {
    const operator = operators[i] ?? template.method;
    const column = columnOf(field);
    checkOperator(field, operator, column);
    return { field, operator, column, value: `v${i}`, alias: `m${i}` };
  });
  const perKey = request.perKey ?? null;
  const keyColumn = perKey ? columnOf(perKey.field) : null;
  if (keyColumn?.list) throw new TemplateCompileError(`No key counts by the list field ${perKey?.field}`);
  for (const set of perKey?.counts ?? []) {
    if (set.length === 0 || set.some((j) => !metrics[j]))
      throw new TemplateCompileError('A key count names no metric of the template');
  }
  // What the statements answer as m0…mN: the metrics, or the key counts.
  const outputs = perKey ? perKey.counts.map((_, i) => ({ alias: `m${i}` })) : metrics;
  const totalGroups = groupingForTotal.map((field) => {
    const group = groups.find((g) => g.field === field);
    if (!group) throw new TemplateCompileError(`groupingForTotal field ${field} is not a grouping field`);
    return group;
  });

  const params = createSqlParams();
  const named: Record<string, string | number> = {
    universe: context.universeId,
    start: new Date(context.range.start).toISOString(),
    end: new Date(context.range.end).toISOString(),
    default: template.defaultTimeSeriesValue,
    origin: context.range.start,
  };
  const start = dialect.instant('$start');
  const end = dialect.instant('$end');
  const buckets = grain ? timeBuckets(grain, context.range, params, dialect) : null;

  // Rows of the range, one column per group (lists still lists), metric input and time.
  const filtered = filterWhere(entity.table, context.filter, params, { dialect, universe: '$universe' });
  const conditions = (request.where ?? []).map((c) => conditionSql(c, columnOf, params, dialect));
  const metricConditions = metrics.map((_, i) =>
    (request.metricWhere?.[i] ?? []).map((c) => conditionSql(c, columnOf, params, dialect)),
  );
  const inputOf = (m: (typeof metrics)[number], i: number) => {
    const input = metricInput(m.operator, m.column);
    const only = metricConditions[i] ?? [];
    return only.length > 0 ? `CASE WHEN ${only.join(' AND ')} THEN ${input} END` : input;
  };
  const narrowed = conditions.length > 0 || metricConditions.some((c) => c.length > 0);
  // The pages' own publications come from their own table (own-posts.ts); the filter still applies.
  const table = dialect.features.ownPosts ? postsSource(entity.table, context.filter) : entity.table;
  const where = [
    'universe_id = $universe',
    `${time} BETWEEN ${start} AND ${end}`,
    ...filtered,
    ...conditions,
  ];
  const selected = [
    ...(buckets ? [`${buckets.bucket(time)} AS bucket`] : []),
    ...groups.map((g) => `${g.column.column} AS ${g.alias}`),
    // Distinct counts of a text count its integer key where it has one: the same count, far cheaper; counts
    // of a column never NULL count rows without reading it.
    ...metrics.map((m, i) => `${inputOf(m, i)} AS ${m.value}`),
    `${time} AS t`,
    ...(measuredPer ? [`${measuredPer.column} AS measured`] : []),
    // Keys counted by their integer key where they have one (the same sets, cheaper to group).
    ...(keyColumn ? [`${keyColumn.distinctKey ?? keyColumn.column} AS k`] : []),
  ];
  const names = [
    ...(grain ? ['bucket'] : []),
    ...groups.map((g) => g.alias),
    ...metrics.map((m) => m.value),
    't',
    ...(keyColumn ? ['k'] : []),
  ];
  // Whole hours of unfiltered posts come pre-aggregated (posts-rollup.ts).
  const rollup =
    (request.rollup ?? true) && dialect.features.postsRollup && !perKey && !latestColumn
      ? rollupRows({
          table: entity.table,
          time,
          grain,
          groups,
          metrics,
          filtered: filtered.length > 0 || narrowed,
          range: context.range,
          bucket: buckets ? buckets.bucket : null,
          dialect,
        })
      : null;
  if (rollup) Object.assign(named, rollup.named);
  let rows =
    rollup?.rows ?? `SELECT ${selected.join(', ')}\n  FROM ${table}\n  WHERE ${where.join('\n    AND ')}`;
  if (latestColumn) {
    // The latest row per key (and bot) of the range first (dialect.latestRows); then the filter and
    // conditions on it.
    const bot = entity.columns.botKey;
    const partition = [...(bot ? [bot.column] : []), latestColumn.column];
    const latest = dialect.latestRows(
      table,
      `universe_id = $universe AND ${time} BETWEEN ${start} AND ${end}`,
      partition,
      time,
    );
    rows = `SELECT ${selected.join(', ')}\n  FROM (\n  ${latest}\n  ) AS latest_rows\n  WHERE ${[dialect.truth('TRUE'), ...filtered, ...conditions].join('\n    AND ')}`;
  }
  if (measuredPer) {
    const partition = [...(grain ? ['bucket'] : []), ...groups.map((g) => g.alias), 'measured'];
    rows = dialect.latestPer(rows, partition, ['t']);
  }
  // One row per value of each list field (the rollup has them so already); tags_view narrows the tags a
  // by-tag chart shows.
  for (const group of groups.filter((g) => g.column.list && !rollup)) {
    rows = dialect.explode(rows, names, group.alias);
    const view = context.filter.tags_view;
    if (entity.table === 'posts' && group.field === 'tag' && view && view.length > 0) {
      rows = `SELECT * FROM (${rows}) WHERE ${dialect.inTexts(group.alias, params.add([...new Set(view)].sort()))}`;
    }
  }

  // A lone distinct count of an integer key, without time buckets and by at most one field of a handful of
  // values: a bitmap per group and chunk of keys (dialect.denseDistinct) stays as small as a hash set. Row
  // conditions narrow the rows; a metric's own conditions would hand it NULLs, so they keep count(DISTINCT).
  const onlyMetric = metrics.length === 1 ? metrics[0] : undefined;
  const fewGroups = !grain && groups.every((g) => FEW_VALUES.has(g.field)) && groups.length <= 1;
  const dense =
    fewGroups &&
    !rollup &&
    metricConditions.every((c) => c.length === 0) &&
    !perKey &&
    !latestColumn &&
    onlyMetric?.operator === 'size' &&
    onlyMetric.column.distinctKey &&
    dialect.denseDistinct
      ? { count: dialect.denseDistinct, value: onlyMetric.value, alias: onlyMetric.alias }
      : null;

  const sortField = template.sortFields.find((f) => f !== dateField) ?? null;
  const byField = sortField ? metrics.findIndex((m) => m.field === sortField) : -1;
  // Key counts: series follow the first count when the sort names a metric.
  const sortMetric = perKey && byField >= 0 ? 0 : byField;
  const sortGroup = sortField && sortMetric < 0 ? groups.find((g) => g.field === sortField) : undefined;
  const direction = template.sorting === 'desc' ? 'DESC' : 'ASC';
  const pointDirection = dateField && template.sortFields.includes(dateField) ? direction : 'ASC';

  const take = request.take === undefined ? null : params.add(request.take);

  // Without CTEs (ClickHouse) a chart reading the rows of one table aggregates them in the statement that
  // reads the table (lists exploded there by ARRAY JOIN): on a cluster each shard then aggregates its own
  // rows. Latest rows, measures and key counts keep their subqueries.
  const listGroups = groups.filter((g) => g.column.list);
  const flat =
    !dialect.features.ctes && !rollup && !latestColumn && !measuredPer && !perKey && listGroups.length <= 1;
  const flatAggregation = (
    keyGroups: readonly Group[],
    keys: readonly string[],
    nullFlags: readonly string[],
    byKey: readonly string[],
  ): string => {
    const listGroup = listGroups[0];
    const view = context.filter.tags_view;
    const viewed =
      listGroup && entity.table === 'posts' && listGroup.field === 'tag' && view && view.length > 0
        ? [dialect.inTexts(listGroup.alias, params.add([...new Set(view)].sort()))]
        : [];
    const select = [
      ...(buckets ? [`${buckets.bucket(time)} AS bucket`] : []),
      ...keyGroups.filter((g) => !g.column.list).map((g) => `${g.column.column} AS ${g.alias}`),
      ...keys,
      ...nullFlags,
      ...metrics.map(
        (m, i) =>
          `${metricSql(m.operator, inputOf(m, i), m.column, dialect, byKey.length > 0, time)} AS ${m.alias}`,
      ),
    ];
    const arrayJoin = listGroup ? `\n  ARRAY JOIN ${listGroup.column.column} AS ${listGroup.alias}` : '';
    const groupBy = byKey.length > 0 ? `\n  GROUP BY ${byKey.join(', ')}` : '';
    return `SELECT ${select.join(', ')}\n  FROM ${table}${arrayJoin}\n  WHERE ${[...where, ...viewed].join('\n    AND ')}${groupBy}`;
  };

  const statement = (
    keyGroups: readonly Group[],
    orderGroup: Group | undefined,
    limit: string | null,
  ): { sql: string; finish?: PlanFinish } => {
    const keyAliases = keyGroups.map((g) => g.alias);
    // Each group's value as text ('' for a missing one): column s0…sK of the answer.
    const keyColumns = keyAliases.map((_, i) => `s${i}`);
    const keys = keyGroups.map(
      (g, i) =>
        `${dialect.keyText(g.alias, g.column.list ? { type: 'VARCHAR', enumValues: null } : g.column)} AS s${i}`,
    );
    // Without CTEs the aggregation's rows are finished outside SQL: which group values are NULL (n0…).
    const nullFlags = dialect.features.ctes ? [] : keyAliases.map((a, i) => `isNull(${a}) AS n${i}`);
    const byKey = [...(grain ? ['bucket'] : []), ...keyAliases];
    const groupBy = byKey.length > 0 ? `\n  GROUP BY ${byKey.join(', ')}` : '';
    const aggregates = metrics.map(
      (m) =>
        `${rollup ? rollup.aggregate(m, byKey.length > 0) : metricSql(m.operator, m.value, m.column, dialect, byKey.length > 0)} AS ${m.alias}`,
    );
    // Key counts: the metrics per key first (x0…), then per group the keys in each set.
    const keyed = perKey
      ? {
          rows: `SELECT ${[...byKey, 'k', ...metrics.map((m, j) => `${metricSql(m.operator, m.value, m.column, dialect, true)} AS x${j}`)].join(', ')}
  FROM (
  ${rows}
  )
  WHERE k IS NOT NULL
  GROUP BY ${[...byKey, 'k'].join(', ')}`,
          aggregates: perKey.counts.map(
            (set, i) => `count(CASE WHEN ${set.map((j) => `x${j} > 0`).join(' AND ')} THEN 1 END) AS m${i}`,
          ),
        }
      : null;
    const agg = flat
      ? flatAggregation(keyGroups, keys, nullFlags, byKey)
      : dense
        ? `SELECT ${[...byKey, ...keys, `${dense.count.total('chunk_bits')} AS ${dense.alias}`].join(', ')}
  FROM (
  SELECT ${[...byKey, `${dense.count.partial(dense.value)} AS chunk_bits`].join(', ')}
  FROM (
  ${rows}
  )
  GROUP BY ${[...byKey, dense.count.chunk(dense.value)].join(', ')}
  )${groupBy}`
        : `SELECT ${[...byKey, ...keys, ...nullFlags, ...(keyed?.aggregates ?? aggregates)].join(', ')}
  FROM (
  ${keyed?.rows ?? rows}
  )${groupBy}`;
    const value = (m: { alias: string }, from: string) =>
      dialect.features.ctes
        ? `CAST(coalesce(${from}${m.alias}, $default) AS DOUBLE) AS ${m.alias}`
        : `ifNull(toFloat64(${from}${m.alias}), toFloat64($default)) AS ${m.alias}`;
    const ordered = orderGroup && keyGroups.includes(orderGroup) ? orderGroup : undefined;
    const groupOrder = ordered ? [`${ordered.alias} ${direction}`] : [];
    if (!buckets) {
      // One row per series: its total is its value.
      const byMetric = outputs[Math.max(sortMetric, 0)]?.alias ?? 'm0';
      const order = [
        ...(sortMetric >= 0 || !orderGroup ? [`${byMetric} ${direction}`] : groupOrder),
        ...keyColumns.map((c) => `${c} ASC`),
      ];
      if (!dialect.features.ctes) {
        return {
          sql: `SELECT ${[`${dialect.toDouble('$origin')} AS ts`, ...keyColumns, ...outputs.map((m) => value(m, ''))].join(', ')}
FROM (
  ${agg}
)
ORDER BY ${order.join(', ')}${limit ? `\n${dialect.limit(limit)}` : ''}`,
        };
      }
      return {
        sql: `WITH agg AS (
  ${agg}
)
SELECT ${['CAST($origin AS DOUBLE) AS ts', ...keyColumns, ...outputs.map((m) => value(m, ''))].join(', ')}
FROM agg
ORDER BY ${order.join(', ')}${limit ? `\n${dialect.limit(limit)}` : ''}`,
      };
    }
    if (!dialect.features.ctes) {
      // The aggregation alone; the range's buckets, the series' order and the top N come after (finish-rows.ts).
      const kind = (g: Group): 'text' | 'number' | 'enum' =>
        g.column.enumValues ? 'enum' : g.column.numeric && !g.column.list ? 'number' : 'text';
      return {
        sql: agg,
        finish: {
          grain: buckets.grain,
          range: { start: context.range.start, end: context.range.end },
          offsetMs: buckets.offsetMs,
          zone: TIME_ZONE,
          keys: keyGroups.length,
          metrics: outputs.length,
          defaultValue: template.defaultTimeSeriesValue,
          order:
            sortMetric >= 0
              ? { by: 'total', metric: sortMetric }
              : ordered
                ? {
                    by: 'group',
                    key: keyGroups.indexOf(ordered),
                    kind: kind(ordered),
                    ...(ordered.column.enumValues ? { enumValues: ordered.column.enumValues } : {}),
                  }
                : { by: 'keys' },
          direction: direction === 'DESC' ? 'desc' : 'asc',
          pointDirection: pointDirection === 'DESC' ? 'desc' : 'asc',
          take: request.take ?? null,
        },
      };
    }
    // Series order by a metric: the series' total over the range.
    const total = sortMetric >= 0 ? `, sum(${outputs[sortMetric]?.alias}) AS order_total` : '';
    // Top-N: the first series in the chart's order.
    const keysOrder = [
      ...(total ? [`order_total ${direction}`] : groupOrder),
      ...keyColumns.map((c) => `${c} ASC`),
    ];
    const topN = limit ? `\n  ORDER BY ${keysOrder.join(', ')}\n  ${dialect.limit(limit)}` : '';
    const seriesKeys =
      keyAliases.length > 0
        ? `SELECT ${[...keyColumns, ...keyAliases].join(', ')}${total} FROM agg GROUP BY ${[...keyColumns, ...keyAliases].join(', ')}${topN}`
        : // Without groups the one series exists even when no row does, so an empty range still draws zeros.
          `SELECT ${total ? '0 AS order_total' : '0 AS one'}`;
    const order = [
      ...(total ? [`k.order_total ${direction}`] : groupOrder.map((o) => `k.${o}`)),
      ...keyColumns.map((c) => `k.${c} ASC`),
      `ts ${pointDirection}`,
    ];
    const join = ['a.bucket = b.bucket', ...keyColumns.map((c) => `a.${c} = k.${c}`)].join(' AND ');
    return {
      sql: `WITH agg AS (
  ${agg}
), buckets AS (
  ${buckets.range(start, end)}
), keys AS (
  ${seriesKeys}
)
SELECT ${[`${buckets.epochMs('b.bucket')} AS ts`, ...keyColumns.map((c) => `k.${c}`), ...outputs.map((m) => value(m, 'a.'))].join(', ')}
FROM buckets b CROSS JOIN keys k
LEFT JOIN agg a ON ${join}
ORDER BY ${order.join(', ')}`,
    };
  };

  // Only the values a statement names are bound (the engine refuses unused ones).
  const bound = ({ sql, finish }: { sql: string; finish?: PlanFinish }): ChartPlan => {
    const all: Record<string, SqlValue> = { ...named, ...params.values };
    return {
      sql,
      params: Object.fromEntries(
        Object.entries(all).filter(([name]) => new RegExp(`\\$${name}\\b`).test(sql)),
      ),
      ...(finish ? { finish } : {}),
    };
  };
  return {
    plan: bound(statement(groups, sortGroup, take)),
    totals: totalGroups.length > 0 ? bound(statement(totalGroups, sortGroup, null)) : null,
    grain,
    seriesFields: groups.map((g) => g.field),
    totalFields: totalGroups.map((g) => g.field),
    // lovers_and_haters looks the authors up in the posts.
    datasets: [
      ...new Set<IngestDataset>([
        entity.dataset,
        ...(context.filter.lovers_and_haters?.length ? ['posts' as const] : []),
      ]),
    ],
  };
}

/** The former request shape (a universe and a range, no filter), kept for the benchmark. */
export interface SeriesRequest {
  entity: ChartEntity;
  template: ValidTemplate;
  grain?: TimeGrain | null;
  range: DateRange;
  universeId: string;
  filter?: Filter;
}

/** The series statement alone, for callers that need neither totals nor the grain. */
export function compileSeries(request: SeriesRequest): SqlPlan {
  return compileChart({
    entity: request.entity,
    template: request.template,
    grain: request.grain,
    context: {
      range: request.range,
      universeId: request.universeId,
      accountId: null,
      isStaging: false,
      filter: request.filter ?? {},
    },
  }).plan;
}
