import { ANALYTICS_ENUMS, ANALYTICS_SCHEMA, type AnalyticsField, INGEST_DATASETS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_TABLES } from './datasets.ts';
import { openDuckDbEngine } from './duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from './engine.ts';

/**
 * The store's migrations are written by hand (old data dirs run them in order), so a fresh store is held to
 * core's analytics schema here: a field declared without its migration, or a migration without its field,
 * fails.
 */

/**
 * Columns the store adds to every dataset's fields, and to some datasets' (integer keys: author-keys.ts,
 * contact-keys.ts).
 */
const STORE_COLUMNS = { universe_id: 'VARCHAR NOT NULL' };
const KEY_COLUMNS: Partial<Record<string, Record<string, string>>> = {
  posts: { author_key: 'INTEGER', name_key: 'INTEGER' },
  'chatbot-messages': { contact_key: 'INTEGER' },
};

const enumType = (values: readonly string[]) =>
  `ENUM(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`;
/** DuckDB's own spelling of a type, as information_schema gives it. */
const described = (type: string) => (type === 'TIMESTAMPTZ' ? 'TIMESTAMP WITH TIME ZONE' : type);

function declaredType(field: AnalyticsField): string {
  const type = field.type === 'enum' ? enumType(ANALYTICS_ENUMS[field.sql]) : described(field.sql);
  return field.nullable ? type : `${type} NOT NULL`;
}

describe('a fresh analytics store', () => {
  let engine: AnalyticsEngine;
  /** Each table's columns: their types as DuckDB describes them, NOT NULL where they are. */
  const stored = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    const rows = await engine.query({
      sql: `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'main' ORDER BY table_name, ordinal_position`,
      params: {},
    });
    for (const row of rows) {
      const table = String(row.table_name);
      const type = `${row.data_type}${row.is_nullable === 'NO' ? ' NOT NULL' : ''}`;
      stored.set(table, { ...stored.get(table), [String(row.column_name)]: type });
    }
  });
  afterAll(() => engine.close());

  it("has every dataset's table with exactly its declared fields' columns, typed and nullable as declared", () => {
    for (const dataset of INGEST_DATASETS) {
      const schema = ANALYTICS_SCHEMA[dataset];
      const declared = Object.fromEntries(schema.fields.map((f) => [f.column, declaredType(f)]));
      expect(stored.get(schema.table), dataset).toEqual({
        ...STORE_COLUMNS,
        ...KEY_COLUMNS[dataset],
        ...declared,
      });
    }
  });

  it('has the declared ENUM types, with their values in order', async () => {
    const rows = await engine.query({
      sql: "SELECT type_name, labels FROM duckdb_types() WHERE logical_type = 'ENUM' AND NOT internal",
      params: {},
    });
    expect(Object.fromEntries(rows.map((row) => [row.type_name, row.labels]))).toEqual(ANALYTICS_ENUMS);
  });

  it('is written and read by the server through columns of its types (ENUMs as VARCHAR)', () => {
    for (const dataset of INGEST_DATASETS) {
      const table = DATASET_TABLES[dataset];
      const columns = stored.get(table.table) ?? {};
      for (const { column, type } of table.columns) {
        const storedType = columns[column.replaceAll('"', '')]?.replace(' NOT NULL', '');
        expect(storedType?.startsWith('ENUM(') ? 'VARCHAR' : storedType, `${dataset}.${column}`).toBe(
          described(type),
        );
      }
      expect(columns, dataset).toHaveProperty(table.timeColumn);
    }
  });
});
