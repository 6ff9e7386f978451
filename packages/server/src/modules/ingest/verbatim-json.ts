import { isUtf8 } from 'node:buffer';

const UNICODE_ESCAPE = Buffer.from('\\u');

function sameFields(given: Record<string, unknown>, record: Record<string, unknown>): boolean {
  for (const field in record) {
    const value = record[field];
    const read = given[field];
    if (value === read) continue;
    if (!Array.isArray(value) || !Array.isArray(read) || value.length !== read.length) return false;
    for (let i = 0; i < value.length; i += 1) if (value[i] !== read[i]) return false;
  }
  return true;
}

/**
 * Whether a line's own JSON can be stored as it is for this validated record: validation changed nothing
 * (every field of the record holds the very value read: no default filled, no text trimmed, no channel
 * renamed, no instant converted), the bytes are valid UTF-8, and they hold no \u escape (DuckDB refuses a
 * lone surrogate that JSON.parse accepts). Extra keys are fine: the staging reader takes only the columns.
 * Should DuckDB still read the bytes otherwise (a key given twice), the engine stages the records instead.
 */
export function isVerbatim(input: unknown, record: Record<string, unknown>, json: Buffer): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const given = input as Record<string, unknown>;
  if (given !== record && !sameFields(given, record)) return false;
  return json.indexOf(UNICODE_ESCAPE) === -1 && isUtf8(json);
}
