import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  INGEST_FIELD_KINDS,
  INGEST_RECORD_SCHEMAS,
  type IngestDataset,
  type IngestLineError,
  type IngestRecord,
  isMessageKey,
  type MessageKey,
  translate,
} from '@mirante/core';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { DATASET_TABLES } from '../../stores/analytics/datasets.ts';
import { fastPostRecord, isCanonicalPost } from './fast-post-record.ts';
import { ingestChannelId } from './ingest-channel.ts';
import { MAX_LISTED_LINE_ERRORS } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import type { ParsedRow } from './parsed-row.ts';

/** A batch with failed lines: nothing of it was written; the answer lists the lines (422). */
export class IngestRejectedError extends AppError {
  readonly dataset: IngestDataset;
  readonly rejected: number;
  readonly errors: IngestLineError[];
  readonly errorsTruncated: boolean;

  constructor(dataset: IngestDataset, rejected: number, errors: IngestLineError[], errorsTruncated: boolean) {
    super(422, 'VALIDATION', INGEST_MESSAGES.batchRejected);
    this.name = 'IngestRejectedError';
    this.dataset = dataset;
    this.rejected = rejected;
    this.errors = errors;
    this.errorsTruncated = errorsTruncated;
  }
}

/**
 * Rows validated between two yields to the event loop, so a 64 MiB batch does not stall other requests, nor
 * the answers DuckDB gives to the batch merged meanwhile (each step of a merge waits for the event loop).
 */
const ROWS_PER_TURN = 2048;
/** The last instant (9999-12-31T23:59:59.999Z) a TIMESTAMPTZ column stores in ms without overflow. */
const MAX_INSTANT_MS = 253_402_300_799_999;
const MAX_BY_TYPE: Partial<Record<string, number>> = {
  BIGINT: Number.MAX_SAFE_INTEGER,
  INTEGER: 2_147_483_647,
  TIMESTAMPTZ: MAX_INSTANT_MS,
};

type Row = Record<string, unknown>;

/** Numbers the schema accepts but the stored column could not hold (a count past BIGINT, a year 30000). */
const storageLimits = (dataset: IngestDataset) =>
  DATASET_TABLES[dataset].columns.flatMap((c) => {
    const max = MAX_BY_TYPE[c.type];
    return max === undefined ? [] : [{ field: c.field, max }];
  });

const fieldMessage = (input: Row, field: string, key: string): string =>
  translate(
    input[field] === undefined
      ? INGEST_MESSAGES.fieldRequired
      : isMessageKey(key) && key !== 'errors.invalidRecord'
        ? key
        : INGEST_MESSAGES.fieldInvalid,
  );

function readableId(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null ? (value as Row).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

interface Check {
  schema: z.ZodType;
  posts: boolean;
  hasChannel: boolean;
  limits: { field: string; max: number }[];
}

type Outcome = { record: Row } | { message: MessageKey; fields: Record<string, string> };

/** Core's schema of the dataset decides; posts first try the paths that answer the same without zod. */
function parseRecord(check: Check, value: unknown): Outcome {
  // A post as a well-behaved exporter writes it is its own record, allocated once by JSON.parse.
  if (check.posts && isCanonicalPost(value)) return { record: value };
  const fast = check.posts ? fastPostRecord(value) : null;
  if (fast) return { record: fast };
  const parsed = check.schema.safeParse(value);
  if (parsed.success) return { record: parsed.data as Row };
  const input = (typeof value === 'object' && value !== null ? value : {}) as Row;
  const fields: Record<string, string> = {};
  let message: MessageKey = INGEST_MESSAGES.invalidRecord;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === undefined) {
      if (isMessageKey(issue.message)) message = issue.message;
    } else {
      fields[String(field)] ??= fieldMessage(input, String(field), issue.message);
    }
  }
  return { message, fields };
}

/** What the stored columns add to the schema: a known channel (renamed to its id), numbers that fit. */
function storable(check: Check, record: Row): Outcome {
  const fields: Record<string, string> = {};
  let stored = record;
  if (check.hasChannel) {
    const channel = ingestChannelId(record.channel as string);
    if (channel === null) fields.channel = translate(INGEST_MESSAGES.unknownChannel);
    else if (channel !== record.channel) stored = { ...record, channel };
  }
  for (const { field, max } of check.limits) {
    const value = record[field];
    if (typeof value === 'number' && (value > max || value < -max)) {
      fields[field] = translate(INGEST_MESSAGES.fieldInvalid);
    }
  }
  return Object.keys(fields).length > 0
    ? { message: INGEST_MESSAGES.invalidRecord, fields }
    : { record: stored };
}

/**
 * Validates every parsed row of a batch with core's record schema of the dataset (posts take faster paths
 * that answer the same), canonicalises channel names, and checks that numbers fit their columns. The valid
 * records are yielded in pieces as the rows are read, so a large batch's records never all live at once.
 * Once a line fails, no more records are yielded; after the last row, the failed lines (each with its number,
 * the record's id when readable and a message per field) are thrown as IngestRejectedError, so whoever stores
 * the pieces stores none of them.
 */
export async function* validRecords<D extends IngestDataset>(
  dataset: D,
  rows: Iterable<ParsedRow>,
): AsyncGenerator<IngestRecord<D>[]> {
  const check: Check = {
    schema: INGEST_RECORD_SCHEMAS[dataset],
    posts: dataset === 'posts',
    hasChannel: 'channel' in INGEST_FIELD_KINDS[dataset],
    limits: storageLimits(dataset),
  };
  const errors: IngestLineError[] = [];
  let rejected = 0;
  const reject = (line: number, value: unknown, message: MessageKey, fields: Record<string, string>) => {
    rejected += 1;
    if (errors.length < MAX_LISTED_LINE_ERRORS) {
      errors.push({ line, id: readableId(value), message: translate(message), fields });
    }
  };

  let piece: Row[] = [];
  let seen = 0;
  for (const row of rows) {
    seen += 1;
    if (seen % ROWS_PER_TURN === 0) {
      if (piece.length > 0) yield piece as IngestRecord<D>[];
      piece = [];
      await nextTurn();
    }
    if ('error' in row) {
      reject(row.line, null, row.error, {});
      continue;
    }
    const parsed = parseRecord(check, row.value);
    const outcome = 'record' in parsed ? storable(check, parsed.record) : parsed;
    if (!('record' in outcome)) {
      reject(row.line, row.value, outcome.message, outcome.fields);
      continue;
    }
    if (rejected === 0) piece.push(outcome.record);
  }
  if (rejected > 0) throw new IngestRejectedError(dataset, rejected, errors, rejected > errors.length);
  if (piece.length > 0) yield piece as IngestRecord<D>[];
}
