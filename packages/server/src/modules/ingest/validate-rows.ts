import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  INGEST_FIELD_KINDS,
  INGEST_RECORD_SCHEMAS,
  type IngestDataset,
  type IngestFieldError,
  type IngestLineError,
  type IngestRecord,
  type IngestWarning,
  ingestChannelId,
  ingestFields,
  isMessageKey,
  type MessageKey,
  translate,
} from '@mirante/core';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { DATASET_TABLES } from '../../stores/analytics/datasets.ts';
import { fastPostRecord, isCanonicalPost } from './fast-post-record.ts';
import { type FieldProblem, fieldError } from './ingest-field-errors.ts';
import { MAX_LISTED_LINE_ERRORS } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import { IngestWarnings } from './ingest-warnings.ts';
import type { ParsedRow } from './parsed-row.ts';

/** A batch with failed lines: nothing of it was written; the answer lists the lines (422). */
export class IngestRejectedError extends AppError {
  readonly dataset: IngestDataset;
  readonly rejected: number;
  readonly errors: IngestLineError[];
  readonly errorsTruncated: boolean;
  readonly warnings: IngestWarning[];
  readonly warningsTruncated: boolean;

  constructor(
    dataset: IngestDataset,
    lines: { rejected: number; errors: IngestLineError[] },
    warnings: IngestWarnings,
  ) {
    super(422, 'VALIDATION', INGEST_MESSAGES.batchRejected);
    this.name = 'IngestRejectedError';
    this.dataset = dataset;
    this.rejected = lines.rejected;
    this.errors = lines.errors;
    this.errorsTruncated = lines.rejected > lines.errors.length;
    this.warnings = warnings.list(dataset);
    this.warningsTruncated = warnings.truncated;
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

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readableId(value: unknown): string | null {
  const id = isRecord(value) ? value.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

interface Check {
  dataset: IngestDataset;
  schema: z.ZodType;
  posts: boolean;
  hasChannel: boolean;
  limits: { field: string; max: number }[];
  /** The fields the dataset's records take: any other key is reported as a warning. */
  known: ReadonlySet<string>;
}

interface Failure {
  message: MessageKey;
  fields: Record<string, string>;
  details: IngestFieldError[];
}
type Outcome = { record: Row } | Failure;

/** A refused record: the line's message and, per field, what was sent and what the field accepts. */
function failure(
  check: Check,
  input: Row,
  problems: [string, FieldProblem][],
  message: MessageKey = INGEST_MESSAGES.invalidRecord,
): Failure {
  const fields: Record<string, string> = {};
  const details: IngestFieldError[] = [];
  for (const [field, problem] of problems) {
    const error = fieldError(check.dataset, field, input[field], problem);
    fields[field] = error.message;
    details.push(error.detail);
  }
  return { message, fields, details };
}

/** Core's schema of the dataset decides; posts first try the paths that answer the same without zod. */
function parseRecord(check: Check, value: unknown): Outcome {
  if (!isRecord(value)) return { message: INGEST_MESSAGES.notAnObject, fields: {}, details: [] };
  // A post as a well-behaved exporter writes it is its own record, allocated once by JSON.parse.
  if (check.posts && isCanonicalPost(value)) return { record: value };
  const fast = check.posts ? fastPostRecord(value) : null;
  if (fast) return { record: fast };
  const parsed = check.schema.safeParse(value);
  if (parsed.success) return { record: parsed.data as Row };
  let message: MessageKey = INGEST_MESSAGES.invalidRecord;
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === undefined) {
      if (isMessageKey(issue.message)) message = issue.message;
    } else if (!problems.has(String(field))) {
      problems.set(String(field), { kind: 'invalid' });
    }
  }
  // An unknown channel is said with the schema's findings, so one answer lists every field to fix.
  const channel = value.channel;
  if (check.hasChannel && !problems.has('channel') && typeof channel === 'string') {
    if (ingestChannelId(channel) === null) problems.set('channel', { kind: 'unknownChannel' });
  }
  return failure(check, value, [...problems], message);
}

/** What the stored columns add to the schema: a known channel (stored as its id), numbers that fit. */
function storable(check: Check, record: Row, input: Row): Outcome {
  const problems: [string, FieldProblem][] = [];
  let stored = record;
  if (check.hasChannel) {
    const channel = ingestChannelId(record.channel as string);
    if (channel === null) problems.push(['channel', { kind: 'unknownChannel' }]);
    else if (channel !== record.channel) stored = { ...record, channel };
  }
  for (const { field, max } of check.limits) {
    const value = record[field];
    if (typeof value === 'number' && (value > max || value < -max)) {
      problems.push([field, { kind: 'tooLarge', max }]);
    }
  }
  return problems.length > 0 ? failure(check, input, problems) : { record: stored };
}

/**
 * Validates every parsed row of a batch with core's record schema of the dataset (posts take faster paths
 * that answer the same), canonicalises channel names, and checks that numbers fit their columns. The valid
 * records are yielded in pieces as the rows are read, so a large batch's records never all live at once.
 * Once a line fails, no more records are yielded; after the last row, the failed lines (each with its number,
 * the record's id when readable, and per field the value sent and what it accepts) are thrown as
 * IngestRejectedError, so whoever stores the pieces stores none of them. Keys the dataset does not have are
 * tallied in `warnings`, whether their line passed or not.
 */
export async function* validRecords<D extends IngestDataset>(
  dataset: D,
  rows: Iterable<ParsedRow>,
  warnings: IngestWarnings = new IngestWarnings(),
): AsyncGenerator<IngestRecord<D>[]> {
  const check: Check = {
    dataset,
    schema: INGEST_RECORD_SCHEMAS[dataset],
    posts: dataset === 'posts',
    hasChannel: 'channel' in INGEST_FIELD_KINDS[dataset],
    limits: storageLimits(dataset),
    known: new Set(ingestFields(dataset).map((info) => info.field)),
  };
  const errors: IngestLineError[] = [];
  let rejected = 0;
  const reject = (line: number, value: unknown, failed: Failure) => {
    rejected += 1;
    if (errors.length < MAX_LISTED_LINE_ERRORS) {
      const { message, fields, details } = failed;
      errors.push({ line, id: readableId(value), message: translate(message), fields, details });
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
      reject(row.line, null, { message: row.error, fields: {}, details: [] });
      continue;
    }
    const { value, line } = row;
    if (isRecord(value)) for (const key in value) if (!check.known.has(key)) warnings.unknownField(key, line);
    const parsed = parseRecord(check, value);
    const outcome = 'record' in parsed ? storable(check, parsed.record, value as Row) : parsed;
    if (!('record' in outcome)) {
      reject(line, value, outcome);
      continue;
    }
    if (rejected === 0) piece.push(outcome.record);
  }
  if (rejected > 0) throw new IngestRejectedError(dataset, { rejected, errors }, warnings);
  if (piece.length > 0) yield piece as IngestRecord<D>[];
}
