import { ANALYTICS_SCHEMA } from '@mirante/core';
import type { AnalyticsRow } from '../engine.ts';

/**
 * Rows as the DuckDB engine answers them, from ClickHouse's JSON (values and each column's type): 64-bit
 * integers, which ClickHouse quotes, as numbers; the schema's instant columns (Int64 ms here) as Dates and its
 * boolean columns (UInt8 here) as booleans, where a statement returns them under their own names (a record's
 * fields).
 */
const INSTANTS = new Set<string>();
const BOOLEANS = new Set<string>();
for (const schema of Object.values(ANALYTICS_SCHEMA)) {
  for (const field of schema.fields) {
    if (field.type === 'instant') INSTANTS.add(field.column);
    if (field.type === 'boolean') BOOLEANS.add(field.column);
  }
}

type Convert = (value: unknown) => unknown;

const orNull =
  (convert: Convert): Convert =>
  (value) =>
    value === null || value === undefined ? null : convert(value);

function converterOf(name: string, type: string): Convert | null {
  const inner = type.replace(/^Nullable\((.*)\)$/, '$1');
  if (/^U?Int64$/.test(inner) && INSTANTS.has(name)) return orNull((v) => new Date(Number(v)));
  if (inner === 'UInt8' && BOOLEANS.has(name)) return orNull((v) => Number(v) === 1);
  if (/^U?Int64$/.test(inner)) return orNull(Number);
  if (/^Array\(U?Int64\)$/.test(inner)) return orNull((v) => (v as unknown[]).map(Number));
  return null;
}

export function typedRows(
  meta: readonly { name: string; type: string }[],
  data: AnalyticsRow[],
): AnalyticsRow[] {
  const converters = meta.flatMap(({ name, type }) => {
    const convert = converterOf(name, type);
    return convert ? [[name, convert] as const] : [];
  });
  if (converters.length === 0) return data;
  for (const row of data) {
    for (const [name, convert] of converters) row[name] = convert(row[name]);
  }
  return data;
}
