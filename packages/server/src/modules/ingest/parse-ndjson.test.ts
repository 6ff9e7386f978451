import { describe, expect, it } from 'vitest';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import { parseNdjson } from './parse-ndjson.ts';

const read = (text: string) => [...parseNdjson(Buffer.from(text))];

describe('parseNdjson', () => {
  it('numbers lines as the file does, skipping blank ones and CRLF endings', () => {
    expect(read('{"a":1}\r\n\n  \n{"a":2}\n')).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 4, value: { a: 2 } },
    ]);
  });

  it('reports a line that is not JSON, and reads the others', () => {
    expect(read('{"a":1}\n{"a":\n"x"')).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, error: INGEST_MESSAGES.malformedLine },
      { line: 3, value: 'x' },
    ]);
  });

  it('skips a UTF-8 byte order mark and reads accents and emoji', () => {
    expect(read('\ufeff{"t":"ação 😀"}')).toEqual([{ line: 1, value: { t: 'ação 😀' } }]);
  });

  it('reads a JSON array body as its items', () => {
    expect(read(' [{"a":1},{"a":2}]')).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { a: 2 } },
    ]);
    expect(read('[{"a":1},')).toEqual([{ line: 1, error: INGEST_MESSAGES.malformedLine }]);
  });
});
