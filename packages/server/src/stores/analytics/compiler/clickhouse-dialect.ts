import { ANALYTICS_SCHEMA, TIME_ZONE, type TimeGrain } from '@mirante/core';
import { quoteText } from '../clickhouse/literal.ts';
import type { Dialect } from './dialect.ts';

/*
 * ClickHouse (Debian's 18.16 and current releases) over the tables of ../clickhouse/schema.ts: instants are
 * Int64 ms since the epoch, ENUM fields Enum8 (compared with a text literal), booleans UInt8, lists
 * Array(String) (never NULL), optional fields Nullable. Values arrive as literals (clickhouse/literal.ts
 * inlineParams), so hooks may apply functions to placeholders as to constants.
 *
 * Time buckets are wall-clock values as Int64 ms (the bucket's São Paulo date and time written as if it were
 * UTC), the same values DuckDB's TIMESTAMP buckets hold: finish-rows.ts turns them into instants (DuckDB's
 * rule for the hours a zone change skips or repeats) and fills the range, which 18.16 cannot do in SQL (no
 * CTE, no WITH FILL). Weeks start on Sunday as in duckDbDialect.
 */

const DAY_MS = 86_400_000;

/** An Int64 ms instant as a DateTime (second precision: buckets are whole minutes at least). */
const dateTime = (instant: string) => `toDateTime(intDiv(${instant}, 1000))`;

/** A Date as the wall-clock ms of its midnight. */
const dayMs = (date: string) => `toInt64(toUInt32(${date})) * ${DAY_MS}`;

/** The Date starting the grain's period holding a Date (grains of a day or more). */
function periodStart(grain: Exclude<TimeGrain, 'minute' | 'hour'>, date: string): string {
  switch (grain) {
    case 'dayOfMonth':
      return date;
    case 'week':
      // toMonday of the next day, less a day: the Sunday on or before.
      return `(toMonday(${date} + 1) - 1)`;
    case 'month':
      return `toStartOfMonth(${date})`;
    case 'quarter':
      return `toStartOfQuarter(${date})`;
    case 'year':
      return `toStartOfYear(${date})`;
  }
}

/** The wall-clock bucket (ms) of an instant on the clock of a zone (a bound IANA name). */
function zonedBucket(grain: TimeGrain, instant: string, zone: string): string {
  const date = `toDate(${dateTime(instant)}, ${zone})`;
  if (grain === 'minute' || grain === 'hour') {
    const hours = `toHour(${dateTime(instant)}, ${zone}) * 3600000`;
    const minutes = grain === 'minute' ? ` + toMinute(${dateTime(instant)}, ${zone}) * 60000` : '';
    return `(${dayMs(date)} + ${hours}${minutes})`;
  }
  return `(${dayMs(periodStart(grain, date))})`;
}

/** The wall-clock bucket (ms) of an instant at a fixed offset (bound ms) from UTC: integer arithmetic. */
function offsetBucket(grain: TimeGrain, instant: string, offsetMs: string): string {
  const wall = `(${instant} + ${offsetMs})`;
  const truncate = (unit: number) => `(intDiv(${wall}, ${unit}) * ${unit})`;
  switch (grain) {
    case 'minute':
      return truncate(60_000);
    case 'hour':
      return truncate(3_600_000);
    case 'dayOfMonth':
      return truncate(DAY_MS);
    case 'week': {
      // Day 0 (1 January 1970) was a Thursday: the Sunday on or before day d is d − (d + 4) mod 7.
      const day = `intDiv(${wall}, ${DAY_MS})`;
      return `((${day} - (${day} + 4) % 7) * ${DAY_MS})`;
    }
    default:
      return `(${dayMs(periodStart(grain, `toDate(toDateTime(intDiv(${wall}, 1000)), 'UTC')`))})`;
  }
}

/**
 * An Enum8 value's name, '' for NULL, by its number: 18.16 fails on toString of a Nullable Enum8 column
 * holding a NULL (the NULL rows' hidden value 0 is no name). The names are the schema's, never a request's.
 */
const enumText = (value: string, names: readonly string[]) =>
  `[${['', ...names].map(quoteText).join(', ')}][ifNull(toInt8(${value}), 0) + 1]`;

/** The Nullable ENUM columns (by name: a name is the same ENUM wherever it is stored), with their values. */
const NULLABLE_ENUMS: ReadonlyMap<string, readonly string[]> = (() => {
  const enums = new Map<string, readonly string[]>();
  for (const schema of Object.values(ANALYTICS_SCHEMA)) {
    for (const field of schema.fields) {
      if (field.values === null || !field.nullable) continue;
      const known = enums.get(field.column);
      if (known && known.join() !== field.values.join())
        throw new Error(`The Nullable ENUM column ${field.column} has two types`);
      enums.set(field.column, field.values);
    }
  }
  return enums;
})();

/** The span of DateTime (seconds in UInt32, to 7 February 2106), as ISO texts, whole days inside it. */
const FIRST_ISO = '1970-01-01T00:00:00.000Z';
const LAST_ISO = '2105-12-31T23:59:59.999Z';

/**
 * A bound instant, an ISO text (toISOString's `YYYY-MM-DDTHH:mm:ss.sssZ`), as ms since the epoch. Texts of
 * 4-digit years compare as their instants do, so the text is first kept within DateTime's span (a range "of
 * all time" ends in 9999: it reads to the end of 2105, which no stored row passes). A constant, folded before
 * any row is read; the civil calendar's arithmetic instead costs 18.16 ~40 ms of analysis per statement.
 */
function isoMs(param: string): string {
  // 18.16's least and greatest take no texts.
  const iso = `if(${param} < '${FIRST_ISO}', '${FIRST_ISO}', if(${param} > '${LAST_ISO}', '${LAST_ISO}', ${param}))`;
  return `(toInt64(toUnixTimestamp(toDateTime(substring(${iso}, 1, 19), 'UTC'))) * 1000 + toInt64(substring(${iso}, 21, 3)))`;
}

/** A boolean's text as DuckDB's CAST writes it. */
const booleanText = (value: string) => `if(isNull(${value}), '', if(${value} = 1, 'true', 'false'))`;

/** A DOUBLE's text as DuckDB's CAST writes whole numbers ('4.0'); others as ClickHouse writes them. */
const doubleText = (value: string) =>
  `ifNull(if(${value} = floor(${value}) AND abs(${value}) < 1e15, concat(toString(${value}), '.0'), toString(${value})), '')`;

export const clickHouseDialect: Dialect = {
  name: 'clickhouse',
  features: { ctes: false, postsRollup: true, rollupLedger: true, ownPosts: false, integerKeys: false },
  // Enum8 columns compare as their names; the list is a literal array of texts.
  inTexts: (column, list) => {
    const names = NULLABLE_ENUMS.get(column);
    return names
      ? `(isNotNull(${column}) AND has(${list}, ${enumText(column, names)}))`
      : `has(${list}, toString(${column}))`;
  },
  // Integers as their decimal text (the list holds String(n) of each code).
  inIntegers: (column, list) => `has(${list}, toString(${column}))`,
  equals: (column, value) => `${column} = ${value}`,
  containsText: (column, text) => `position(lowerUTF8(${column}), lowerUTF8(${text})) > 0`,
  listHasAny: (listColumn, list) => `hasAny(${listColumn}, ${list})`,
  unnest: (listColumn) => `arrayJoin(${listColumn})`,
  regexpMatch: (column, pattern) => `match(${column}, ${pattern})`,
  timeBucket: zonedBucket,
  fixedOffsetBucket: offsetBucket,
  instant: isoMs,
  bucketRange: () => {
    throw new Error('ClickHouse fills the range of buckets after the query (finish-rows.ts)');
  },
  instantMs: (instant) => instant,
  msBetween: (from, to) => `(${to} - ${from})`,
  // The zone is our constant, never a value from a request.
  hourOfDay: (instant) => `toHour(${dateTime(instant)}, '${TIME_ZONE}')`,
  // A wall-clock value read in the zone (ClickHouse's own rule where a zone change skips or repeats it).
  epochMs: (wallClock, zone) =>
    `toFloat64(toInt64(toUnixTimestamp(toDateTime(toString(toDateTime(intDiv(${wallClock}, 1000), 'UTC')), ${zone}))) * 1000)`,
  fixedOffsetEpochMs: (wallClock, offsetMs) => `toFloat64(${wallClock} - ${offsetMs})`,
  limit: (limit) => `LIMIT ${limit}`,
  latestPer: (rows, partition, order) =>
    `SELECT * FROM (\n  ${rows}\n  )\n  ORDER BY ${order.map((o) => `${o} DESC`).join(', ')}\n  LIMIT 1 BY ${partition.join(', ')}`,
  denseDistinct: null,
  keyText: (value, { type, enumValues }) =>
    enumValues
      ? enumText(value, enumValues)
      : type === 'BOOLEAN'
        ? booleanText(value)
        : type === 'DOUBLE'
          ? doubleText(value)
          : `ifNull(toString(${value}), '')`,
  toDouble: (value) => `toFloat64(${value})`,
  truth: (keyword) => (keyword.toUpperCase() === 'TRUE' ? '1' : '0'),
  distinctCount: (value) => `uniqExact(${value})`,
  argMin: (value, order) => `argMin(${value}, ${order})`,
  argMax: (value, order) => `argMax(${value}, ${order})`,
  // Nullable aggregates answer NULL when they saw no value, as SQL's do.
  nullIfNone: (value) => `toNullable(${value})`,
  countWhere: (condition) => `countIf(${condition})`,
  // Run once on the initiator and sent to the shards: a distributed subquery inside a distributed query.
  inSubquery: (value, subquery) => `${value} GLOBAL IN (${subquery})`,
  latestRows: (table, where, partition, time) =>
    clickHouseDialect.latestPer(`SELECT * FROM ${table}\n  WHERE ${where}`, partition, [time, 'id']),
  explode: (rows, names, alias) => `SELECT ${names.join(', ')} FROM (\n  ${rows}\n  )\n  ARRAY JOIN ${alias}`,
  caseInsensitiveSearch: {
    // The pattern is lower case already (folded words; classes hold both cases): the text is lowered
    // instead of `(?i)`, which 18.16's literal pre-filter ignores. lowerUTF8 lowers every code point whose
    // lower case has the same UTF-8 length (all of Latin-1, Latin Extended-A, Greek, Cyrillic).
    pattern: (pattern) => pattern,
    match: (column, placeholder) => `match(lowerUTF8(${column}), ${placeholder})`,
  },
};
