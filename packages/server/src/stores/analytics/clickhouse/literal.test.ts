import { createClient } from '@clickhouse/client';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseClickHouseUrl } from './clickhouse-url.ts';
import { inlineParams, LiteralError, literal, quoteText } from './literal.ts';

/** ClickHouse's reading of a quoted text, for the escapes the encoder writes (\\, \', \xHH). */
function unquote(quoted: string): string {
  expect(quoted.startsWith("'") && quoted.endsWith("'")).toBe(true);
  const body = quoted.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i] as string;
    // An unescaped quote would end the literal early: the injection the encoder must never allow.
    expect(c).not.toBe("'");
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === 'x') {
      out += String.fromCharCode(Number.parseInt(body.slice(i + 2, i + 4), 16));
      i += 3;
    } else {
      out += next;
      i += 1;
    }
  }
  return out;
}

const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
// biome-ignore lint/suspicious/noControlCharactersInRegex: hostile texts carry control characters.
const hostileText = fc.stringMatching(/^[\\'"`$;\-\n\r\t\x00\x1f\x7f/*a-zA-ZçÇãÃ0-9 ]{0,40}$/);

describe('the ClickHouse literal encoder', () => {
  it('writes every text as one literal that reads back as the text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, hostileText), (text) => {
        const quoted = quoteText(text);
        expect(unquote(quoted)).toBe(text);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character reaches the SQL.
        expect(quoted).not.toMatch(/[\x00-\x1f\x7f]/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes finite numbers, booleans and lists, and refuses what has no literal', () => {
    expect(literal(-3)).toBe('(-3)');
    expect(literal(true)).toBe('1');
    expect(literal(['a', "b'"])).toBe("['a', 'b\\'']");
    expect(() => literal(Number.NaN)).toThrow(LiteralError);
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow(LiteralError);
    expect(() => quoteText('\uD800')).toThrow(LiteralError);
    expect(() => inlineParams({ sql: 'SELECT $missing', params: {} })).toThrow(LiteralError);
  });

  it('replaces each placeholder once: a value containing a placeholder stays text', () => {
    const sql = inlineParams({ sql: 'SELECT $a AS a, $b AS b', params: { a: '$b', b: 2 } });
    expect(sql).toBe("SELECT '$b' AS a, 2 AS b");
  });
});

const url = process.env.TEST_CLICKHOUSE_URL;

describe.skipIf(!url)('literals on the real ClickHouse server', () => {
  const target = url ? parseClickHouseUrl(url) : null;
  const client = createClient({
    url: target?.hosts[0],
    username: target?.username,
    password: target?.password,
  });
  afterAll(() => client.close());

  const evaluate = async (sql: string) => {
    const result = await client.query({ query: sql, format: 'JSON' });
    return (await result.json<Record<string, unknown>>()).data[0];
  };

  it('reads back the numbers at the ends of the doubles (18.16 cannot parse a subnormal as written)', async () => {
    for (const value of [
      5e-324,
      -5e-324,
      2.225073858507201e-308,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      1e21,
    ]) {
      const row = await evaluate(`SELECT toFloat64(${literal(value)}) AS v`);
      expect(Number(row?.v), String(value)).toBe(value);
    }
  });

  it('reads back every generated text, list and number exactly as bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText, hostileText),
        fc.array(hostileText, { maxLength: 4 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        async (text, list, double, integer) => {
          const row = await evaluate(
            inlineParams({
              sql: 'SELECT $text AS text, length($list) AS n, $list AS list, toFloat64($double) AS double, $integer AS integer',
              params: { text, list, double, integer },
            }),
          );
          expect(row?.text).toBe(text);
          expect(row?.list).toEqual(list);
          expect(Number(row?.n)).toBe(list.length);
          expect(Number(row?.double)).toBe(double === 0 ? 0 : double);
          expect(Number(row?.integer)).toBe(integer);
        },
      ),
      { numRuns: 300 },
    );
  });
});
