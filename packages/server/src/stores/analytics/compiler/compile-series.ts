import {
  assertUnreachable,
  type ChartEntity,
  ENTITY_FIELDS,
  ENTITY_TIME_FIELD,
  type Operator,
  TIME_ZONE,
  type TimeGrain,
  type ValidTemplate,
} from '@mirante/core';
import type { SqlPlan } from '../engine.ts';
import { ENTITY_TABLES } from './entity-columns.ts';

export interface SeriesRequest {
  entity: ChartEntity;
  template: ValidTemplate;
  /** The grain already resolved against the range's limits; null when the grouping has no date field. */
  grain: TimeGrain | null;
  range: { start: number; end: number };
  universeId: string;
}

const TRUNC_UNIT: Record<TimeGrain, { unit: string; step: string }> = {
  minute: { unit: 'minute', step: 'INTERVAL 1 MINUTE' },
  hour: { unit: 'hour', step: 'INTERVAL 1 HOUR' },
  dayOfMonth: { unit: 'day', step: 'INTERVAL 1 DAY' },
  week: { unit: 'week', step: 'INTERVAL 1 WEEK' },
  month: { unit: 'month', step: 'INTERVAL 1 MONTH' },
  quarter: { unit: 'quarter', step: 'INTERVAL 3 MONTH' },
  year: { unit: 'year', step: 'INTERVAL 1 YEAR' },
};

function metricSql(operator: Operator, column: string, timeColumn: string): string {
  switch (operator) {
    case 'count':
      return `count(${column})`;
    case 'size':
      return `count(DISTINCT ${column})`;
    case 'sum':
    case 'avg':
    case 'min':
    case 'max':
      return `${operator}(${column})`;
    case 'first':
      return `arg_min(${column}, ${timeColumn})`;
    case 'last':
      return `arg_max(${column}, ${timeColumn})`;
    default:
      return assertUnreachable(operator);
  }
}

/**
 * Compiles a time-series chart template to one statement: buckets in São Paulo local time, one row per
 * (bucket, group) with every bucket present (zero-filled with the template's default value).
 * Only identifiers from the entity's column map reach the SQL text; every value is a bound parameter.
 */
export function compileSeries(request: SeriesRequest): SqlPlan {
  const entityTable = ENTITY_TABLES[request.entity];
  if (!entityTable) throw new Error(`No analytics table for entity ${request.entity}`);
  const column = (field: string): string => {
    const name = entityTable.columns[field];
    if (!name) throw new Error(`No column for ${request.entity}.${field}`);
    return name;
  };
  const fields = ENTITY_FIELDS[request.entity];
  const time = column(ENTITY_TIME_FIELD[request.entity]);
  const groups = request.template.grouping.filter((field) => fields[field] !== 'date').map(column);
  // Without a date grouping the whole range is one bucket, stamped with its start.
  const bucketOf = (instant: string) =>
    request.grain
      ? `date_trunc('${TRUNC_UNIT[request.grain].unit}', timezone($tz, ${instant}))`
      : `timezone($tz, $start::TIMESTAMPTZ)`;
  const buckets = request.grain
    ? `SELECT unnest(generate_series(${bucketOf('$start::TIMESTAMPTZ')}, ${bucketOf('$end::TIMESTAMPTZ')}, ${TRUNC_UNIT[request.grain].step})) AS bucket`
    : `SELECT ${bucketOf('$start::TIMESTAMPTZ')} AS bucket`;
  const { fields: metricFields, operators } = request.template.metricsMetadata;
  const metrics = metricFields.map(
    (field, i) => `${metricSql(operators[i] ?? request.template.method, column(field), time)} AS m${i}`,
  );
  const groupKey = groups.length > 0 ? groups.map((g) => `CAST(${g} AS VARCHAR)`).join(` || '|' || `) : `''`;
  const filled = metrics.map((_, i) => `CAST(coalesce(a.m${i}, $default) AS DOUBLE) AS m${i}`);
  const order = request.template.sorting === 'desc' ? 'DESC' : 'ASC';

  const sql = `
WITH agg AS (
  SELECT ${bucketOf(time)} AS bucket, ${groupKey} AS series, ${metrics.join(', ')}
  FROM ${entityTable.table}
  WHERE universe_id = $universe AND ${time} BETWEEN $start::TIMESTAMPTZ AND $end::TIMESTAMPTZ
  GROUP BY ALL
), buckets AS (
  ${buckets}
), keys AS (SELECT DISTINCT series FROM agg)
SELECT CAST(epoch_ms(timezone($tz, b.bucket)) AS DOUBLE) AS ts, k.series, ${filled.join(', ')}
FROM buckets b CROSS JOIN keys k
LEFT JOIN agg a ON a.bucket = b.bucket AND a.series = k.series
ORDER BY k.series, ts ${order}`.trim();

  return {
    sql,
    params: {
      tz: TIME_ZONE,
      universe: request.universeId,
      start: new Date(request.range.start).toISOString(),
      end: new Date(request.range.end).toISOString(),
      default: request.template.defaultTimeSeriesValue,
    },
  };
}
