import {
  assertUnreachable,
  type ChartEntity,
  type DateRange,
  type Filter,
  type IngestDataset,
  type Operator,
  resolveGrain,
  type TimeGrain,
  type ValidTemplate,
} from '@mirante/core';
import type { SqlPlan } from '../engine.ts';
import { type Dialect, duckDbDialect } from './dialect.ts';
import { ENTITY_TABLES, type EntityColumn } from './entity-columns.ts';
import { createSqlParams, filterWhere, type SqlValue } from './filter-where.ts';
import { rollupRows } from './rollup-rows.ts';
import { timeBuckets } from './time-buckets.ts';

/** Where a chart's rows come from: the card request's date_range, tenancy and filter (spec §3). */
export interface FilterContext {
  range: DateRange;
  universeId: string;
  /** Checked by the service (access); rows are scoped by the universe alone, whose ids are unique. */
  accountId: string | null;
  isStaging: boolean;
  filter: Filter;
}

export interface ChartRequest {
  entity: ChartEntity;
  template: ValidTemplate;
  context: FilterContext;
  /** A grain already resolved by the caller; by default datePortion resolved against the range (spec §9). */
  grain?: TimeGrain | null;
  dialect?: Dialect;
  /** Read the posts rollup when it holds the answer (default); false reads the posts themselves. */
  rollup?: boolean;
}

/**
 * A compiled chart: the series statement and, when the template asks for totals (groupingForTotal), a second
 * statement with the same metrics per the total grouping. Both answer rows `ts`, `s0`…`sK` (the group values as
 * text) and `m0`…`mN` (DOUBLE) in the order the chart shows them: series by the template's sort, points by time.
 */
export interface CompiledChart {
  plan: SqlPlan;
  totals: SqlPlan | null;
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
const MEASURED_PER: Partial<Record<ChartEntity, string>> = { users: 'uid' };

/** Grouping fields of a handful of values (ENUMs, small codes). */
const FEW_VALUES: ReadonlySet<string> = new Set(['channel', 'polarity', 'gender', 'sacType', 'sacStatus']);

interface Group {
  alias: string;
  field: string;
  column: EntityColumn;
}

function metricSql(operator: Operator, value: string, column: EntityColumn, dialect: Dialect): string {
  const asMs = (expr: string) => (column.kind === 'date' ? dialect.instantMs(expr) : expr);
  switch (operator) {
    case 'count':
      return `count(${value})`;
    case 'size':
      return `count(DISTINCT ${value})`;
    case 'sum':
    case 'avg':
      return `${operator}(${value})`;
    case 'min':
    case 'max':
      return asMs(`${operator}(${value})`);
    case 'first':
      return asMs(`arg_min(${value}, t)`);
    case 'last':
      return asMs(`arg_max(${value}, t)`);
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
 */
export function compileChart(request: ChartRequest): CompiledChart {
  const dialect = request.dialect ?? duckDbDialect;
  const entity = ENTITY_TABLES[request.entity];
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
  const time = columnOf(dateField ?? entity.timeField).column;
  const measuredField = MEASURED_PER[request.entity];
  const measuredPer = measuredField ? columnOf(measuredField) : null;
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
  const where = ['universe_id = $universe', `${time} BETWEEN ${start} AND ${end}`, ...filtered];
  const selected = [
    ...(buckets ? [`${buckets.bucket(time)} AS bucket`] : []),
    ...groups.map((g) => `${g.column.column} AS ${g.alias}`),
    // Distinct counts of a text count its integer key where it has one: the same count, far cheaper; counts
    // of a column never NULL count rows without reading it.
    ...metrics.map((m) => `${metricInput(m.operator, m.column)} AS ${m.value}`),
    `${time} AS t`,
    ...(measuredPer ? [`${measuredPer.column} AS measured`] : []),
  ];
  const names = [
    ...(grain ? ['bucket'] : []),
    ...groups.map((g) => g.alias),
    ...metrics.map((m) => m.value),
    't',
  ];
  // Whole hours of unfiltered posts come pre-aggregated (posts-rollup.ts).
  const rollup =
    (request.rollup ?? true)
      ? rollupRows({
          table: entity.table,
          time,
          grain,
          groups,
          metrics,
          filtered: filtered.length > 0,
          range: context.range,
          bucket: buckets ? buckets.bucket : null,
          dialect,
        })
      : null;
  if (rollup) Object.assign(named, rollup.named);
  let rows =
    rollup?.rows ??
    `SELECT ${selected.join(', ')}\n  FROM ${entity.table}\n  WHERE ${where.join('\n    AND ')}`;
  if (measuredPer) {
    const partition = [...(grain ? ['bucket'] : []), ...groups.map((g) => g.alias), 'measured'];
    rows = dialect.latestPer(rows, partition, 't');
  }
  // One row per value of each list field (the rollup has them so already); tags_view narrows the tags a
  // by-tag chart shows.
  for (const group of groups.filter((g) => g.column.list && !rollup)) {
    const exploded = names.map((n) => (n === group.alias ? `${dialect.unnest(n)} AS ${n}` : n)).join(', ');
    rows = `SELECT ${exploded} FROM (\n  ${rows}\n  )`;
    const view = context.filter.tags_view;
    if (entity.table === 'posts' && group.field === 'tag' && view && view.length > 0) {
      rows = `SELECT * FROM (${rows}) WHERE ${dialect.inTexts(group.alias, params.add([...new Set(view)].sort()))}`;
    }
  }

  // A lone distinct count of an integer key, without time buckets and by at most one field of a handful of
  // values: a bitmap per group and chunk of keys (dialect.denseDistinct) stays as small as a hash set.
  const onlyMetric = metrics.length === 1 ? metrics[0] : undefined;
  const fewGroups = !grain && groups.every((g) => FEW_VALUES.has(g.field)) && groups.length <= 1;
  const dense =
    fewGroups &&
    !rollup &&
    onlyMetric?.operator === 'size' &&
    onlyMetric.column.distinctKey &&
    dialect.denseDistinct
      ? { count: dialect.denseDistinct, value: onlyMetric.value, alias: onlyMetric.alias }
      : null;

  const sortField = template.sortFields.find((f) => f !== dateField) ?? null;
  const sortMetric = sortField ? metrics.findIndex((m) => m.field === sortField) : -1;
  const sortGroup = sortField && sortMetric < 0 ? groups.find((g) => g.field === sortField) : undefined;
  const direction = template.sorting === 'desc' ? 'DESC' : 'ASC';
  const pointDirection = dateField && template.sortFields.includes(dateField) ? direction : 'ASC';

  const statement = (keyGroups: readonly Group[], orderGroup: Group | undefined): string => {
    const keyAliases = keyGroups.map((g) => g.alias);
    // Each group's value as text ('' for a missing one): column s0…sK of the answer.
    const keyColumns = keyAliases.map((_, i) => `s${i}`);
    const keys = keyAliases.map((a, i) => `coalesce(CAST(${a} AS VARCHAR), '') AS s${i}`);
    const byKey = [...(grain ? ['bucket'] : []), ...keyAliases];
    const groupBy = byKey.length > 0 ? `\n  GROUP BY ${byKey.join(', ')}` : '';
    const aggregates = metrics.map(
      (m) =>
        `${rollup ? rollup.aggregate(m) : metricSql(m.operator, m.value, m.column, dialect)} AS ${m.alias}`,
    );
    const agg = dense
      ? `SELECT ${[...byKey, ...keys, `${dense.count.total('chunk_bits')} AS ${dense.alias}`].join(', ')}
  FROM (
  SELECT ${[...byKey, `${dense.count.partial(dense.value)} AS chunk_bits`].join(', ')}
  FROM (
  ${rows}
  )
  GROUP BY ${[...byKey, dense.count.chunk(dense.value)].join(', ')}
  )${groupBy}`
      : `SELECT ${[...byKey, ...keys, ...aggregates].join(', ')}
  FROM (
  ${rows}
  )${groupBy}`;
    const value = (m: (typeof metrics)[number], from: string) =>
      `CAST(coalesce(${from}${m.alias}, $default) AS DOUBLE) AS ${m.alias}`;
    const groupOrder =
      orderGroup && keyGroups.includes(orderGroup) ? [`${orderGroup.alias} ${direction}`] : [];
    if (!buckets) {
      // One row per series: its total is its value.
      const byMetric = metrics[Math.max(sortMetric, 0)]?.alias ?? 'm0';
      const order = [
        ...(sortMetric >= 0 || !orderGroup ? [`${byMetric} ${direction}`] : groupOrder),
        ...keyColumns.map((c) => `${c} ASC`),
      ];
      return `WITH agg AS (
  ${agg}
)
SELECT ${['CAST($origin AS DOUBLE) AS ts', ...keyColumns, ...metrics.map((m) => value(m, ''))].join(', ')}
FROM agg
ORDER BY ${order.join(', ')}`;
    }
    // Series order by a metric: the series' total over the range.
    const total = sortMetric >= 0 ? `, sum(${metrics[sortMetric]?.alias}) AS order_total` : '';
    const seriesKeys =
      keyAliases.length > 0
        ? `SELECT ${[...keyColumns, ...keyAliases].join(', ')}${total} FROM agg GROUP BY ${[...keyColumns, ...keyAliases].join(', ')}`
        : // Without groups the one series exists even when no row does, so an empty range still draws zeros.
          `SELECT ${total ? '0 AS order_total' : '0 AS one'}`;
    const order = [
      ...(total ? [`k.order_total ${direction}`] : groupOrder.map((o) => `k.${o}`)),
      ...keyColumns.map((c) => `k.${c} ASC`),
      `ts ${pointDirection}`,
    ];
    const join = ['a.bucket = b.bucket', ...keyColumns.map((c) => `a.${c} = k.${c}`)].join(' AND ');
    return `WITH agg AS (
  ${agg}
), buckets AS (
  ${buckets.range(start, end)}
), keys AS (
  ${seriesKeys}
)
SELECT ${[`${buckets.epochMs('b.bucket')} AS ts`, ...keyColumns.map((c) => `k.${c}`), ...metrics.map((m) => value(m, 'a.'))].join(', ')}
FROM buckets b CROSS JOIN keys k
LEFT JOIN agg a ON ${join}
ORDER BY ${order.join(', ')}`;
  };

  // Only the values a statement names are bound (the engine refuses unused ones).
  const bound = (sql: string): SqlPlan => {
    const all: Record<string, SqlValue> = { ...named, ...params.values };
    return {
      sql,
      params: Object.fromEntries(
        Object.entries(all).filter(([name]) => new RegExp(`\\$${name}\\b`).test(sql)),
      ),
    };
  };
  return {
    plan: bound(statement(groups, sortGroup)),
    totals: totalGroups.length > 0 ? bound(statement(totalGroups, sortGroup)) : null,
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
