import type { IngestDataset } from '@mirante/core';
import { type CsvError, parse } from 'csv-parse/sync';
import { DATASET_TABLES, type DatasetColumn } from '../../stores/analytics/datasets.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import type { IngestWarnings } from './ingest-warnings.ts';
import type { ParsedRow } from './parsed-row.ts';

type Cell = (text: string) => unknown;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const TRUE = new Set(['true', '1', 'sim', 'yes', 's', 'y']);
const FALSE = new Set(['false', '0', 'não', 'nao', 'no', 'n']);

const number: Cell = (text) => {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : text;
};
const boolean: Cell = (text) => {
  const word = text.trim().toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : text;
};
/** A list cell: a JSON array (`["a","b"]`) or texts separated by `|` (`a|b`). */
const list: Cell = (text) => {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const items: unknown = JSON.parse(trimmed);
      if (Array.isArray(items)) return items;
    } catch {
      // Not JSON: read as texts separated by '|'.
    }
  }
  return text.split('|');
};
/** An instant cell: ms since the epoch when all digits, else the text (ISO 8601, read by the schema). */
const instant: Cell = (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
const asText: Cell = (text) => text;

function cellOf(type: DatasetColumn['type']): Cell {
  switch (type) {
    case 'VARCHAR':
      return asText;
    case 'VARCHAR[]':
      return list;
    case 'TIMESTAMPTZ':
      return instant;
    case 'BOOLEAN':
      return boolean;
    case 'BIGINT':
    case 'INTEGER':
    case 'TINYINT':
    case 'DOUBLE':
      return number;
  }
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Header names a CSV may use for each field: the record's own (postedAt) or the column's (posted_at). */
function headerFields(dataset: IngestDataset): Map<string, DatasetColumn> {
  const byHeader = new Map<string, DatasetColumn>();
  for (const column of DATASET_TABLES[dataset].columns) {
    byHeader.set(column.field.toLowerCase(), column);
    byHeader.set(snake(column.field), column);
  }
  return byHeader;
}

/**
 * Reads a CSV body (header row, RFC 4180 quoting, fields spanning lines) into records of the dataset's
 * fields, numbered by row after the header. Cells are typed from the stored column: numbers, booleans
 * (true/false, 1/0, sim/não), lists (`a|b` or a JSON array), instants (ms or ISO text); an empty cell is an
 * absent field. Columns the dataset does not have, and a second column for the same field, are not read: they
 * go to `warnings`, as unknown JSON keys do. A structural error (a quote left open, a row of another width)
 * is reported alone, at its row.
 */
export function parseCsv(dataset: IngestDataset, text: string, warnings: IngestWarnings): ParsedRow[] {
  const byHeader = headerFields(dataset);
  const cells = new Map<string, Cell>();
  const ignored: { header: string; repeats: string | null }[] = [];
  const rows: ParsedRow[] = [];
  let records: { record: Record<string, string>; info: { records: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      columns: (header: string[]) =>
        header.map((name) => {
          const column = byHeader.get(name.trim().toLowerCase()) ?? byHeader.get(name.trim());
          if (!column || cells.has(column.field)) {
            ignored.push({ header: name.trim(), repeats: column ? column.field : null });
            return false;
          }
          cells.set(column.field, cellOf(column.type));
          return column.field;
        }),
    }) as never;
  } catch (error) {
    // A broken quote or a row of the wrong width: the rows after it cannot be trusted, so it is the answer.
    return [{ line: Number((error as CsvError).records ?? 0) + 1, error: INGEST_MESSAGES.malformedCsv }];
  }
  for (const { header, repeats } of ignored) warnings.ignoredColumn(header, records.length, repeats);
  for (const { record, info } of records) {
    const value: Record<string, unknown> = {};
    for (const field in record) {
      const text = record[field];
      if (text === undefined || text === '') continue;
      value[field] = (cells.get(field) ?? asText)(text);
    }
    rows.push({ line: info.records, value });
  }
  return rows;
}
