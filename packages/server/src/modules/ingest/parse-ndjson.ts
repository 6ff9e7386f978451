import { INGEST_MESSAGES } from './ingest-messages.ts';
import type { ParsedRow } from './parsed-row.ts';

const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const OPEN_BRACKET = 91;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function readLine(text: string, line: number): ParsedRow {
  try {
    return { line, value: JSON.parse(text) };
  } catch {
    return { line, error: INGEST_MESSAGES.malformedLine };
  }
}

/** The first byte that is not JSON whitespace, or -1. */
function firstSignificant(body: Buffer): number {
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i] as number;
    if (byte !== 32 && byte !== 9 && byte !== 10 && byte !== 13) return byte;
  }
  return -1;
}

/**
 * Reads an NDJSON body lazily: one JSON value per line, numbered from 1 as the sender's file is, blank lines
 * skipped. Lines are decoded one by one, so a mostly-ASCII body never becomes one large two-byte string and
 * each parsed value can be dropped as soon as it is validated. A body that is one JSON array (what
 * `application/json` clients often send) is read as its items, numbered from 1.
 */
export function* parseNdjson(bytes: Buffer): Generator<ParsedRow> {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (firstSignificant(body) === OPEN_BRACKET) {
    yield* parseArray(body.toString('utf8'));
    return;
  }
  let start = 0;
  let line = 0;
  while (start < body.length) {
    let end = body.indexOf(NEWLINE, start);
    if (end === -1) end = body.length;
    line += 1;
    const stop = end > start && body[end - 1] === CARRIAGE_RETURN ? end - 1 : end;
    const text = body.toString('utf8', start, stop);
    start = end + 1;
    if (text.trim() !== '') yield readLine(text, line);
  }
}

function parseArray(text: string): ParsedRow[] {
  const items = readLine(text, 1);
  if ('error' in items || !Array.isArray(items.value))
    return [{ line: 1, error: INGEST_MESSAGES.malformedLine }];
  return items.value.map((value, index) => ({ line: index + 1, value }));
}
