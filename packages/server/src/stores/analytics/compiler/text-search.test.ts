import { assertUnreachable, matchesSearch, parseTextSearch, type SearchNode } from '@mirante/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { postRecord } from '../../../test-support/post-record.ts';
import { openTestEngine, TEST_ENGINES } from '../../../test-support/test-engines.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { clickHouseDialect } from './clickhouse-dialect.ts';
import { createSqlParams } from './sql-params.ts';
import { SEARCH_MAX_LENGTH, textContainsCondition, textSearchCondition } from './text-search.ts';

function compile(query: string) {
  const params = createSqlParams();
  const sql = textSearchCondition('text', query, params);
  return { sql, params: params.values };
}

/** The whole vocabulary a compiled condition may be made of; anything else would be text that leaked in. */
const SQL_TOKENS = /regexp_matches\(text, \$p\d+\)|FALSE|\(NOT |\(| AND | OR |\)/g;

/** Any failure of a query must be the typed 400 with a catalogue key, nothing else. */
function expectValidationError(error: unknown) {
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(400);
  expect(['search.errors.tooShort', 'search.errors.syntax', 'search.errors.tooLong']).toContain(
    appError.messageKey,
  );
}

const anyQuery = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc
    .array(
      fc.constantFrom('AND', 'OR', 'NOT', '(', ')', '"', ' ', 'ação', 'x', '\u0301', 'é', '$p1', "'", '\\'),
      {
        maxLength: 20,
      },
    )
    .map((parts) => parts.join('')),
);

describe('textSearchCondition', () => {
  it('compiles words, phrases and operators to regexp matches joined by SQL booleans', () => {
    const { sql, params } = compile('(ação OR "São Paulo") AND NOT crise');
    expect(sql).toBe('((regexp_matches(text, $p1)) AND (NOT regexp_matches(text, $p2)))');
    expect(Object.keys(params)).toEqual(['p1', 'p2']);
    expect(params.p1).toMatch(/^\(\?i\)/);
  });

  it('reads words side by side as AND', () => {
    expect(compile('preço alto').sql).toBe('(regexp_matches(text, $p1) AND regexp_matches(text, $p2))');
  });

  it.each([
    ['a', 'search.errors.tooShort'],
    ['  ', 'search.errors.tooShort'],
    ['"ação', 'search.errors.syntax'],
    ['(ação OR crise', 'search.errors.syntax'],
    ['ação AND', 'search.errors.syntax'],
    ['OR crise', 'search.errors.syntax'],
    ['""', 'search.errors.syntax'],
    ['x'.repeat(SEARCH_MAX_LENGTH + 1), 'search.errors.tooLong'],
  ])('refuses %j with %s as a 400', (query, key) => {
    expect(() => compile(query)).toThrowError(expect.objectContaining({ statusCode: 400, messageKey: key }));
  });

  it('matches nothing for a term without a single word (only accents, symbols)', () => {
    expect(compile('\u0301\u0301').sql).toBe('FALSE');
    expect(compile('-- OR crise').sql).toBe('(regexp_matches(text, $p1))');
  });

  it('never throws anything but the typed 400, whatever the input (property)', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        try {
          compile(query);
        } catch (error) {
          expectValidationError(error);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('builds SQL text only from its fixed vocabulary: user text is in bound values only (property)', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        let compiled: ReturnType<typeof compile>;
        try {
          compiled = compile(query);
        } catch {
          return;
        }
        expect(compiled.sql.replace(SQL_TOKENS, '')).toBe('');
        // Patterns are plain ASCII: every character the user typed is an escape.
        for (const pattern of Object.values(compiled.params)) expect(pattern).toMatch(/^[\x20-\x7e]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('textContainsCondition (username search)', () => {
  it('binds the text as an ASCII pattern, whatever it is (property)', () => {
    fc.assert(
      fc.property(anyQuery, (text) => {
        const params = createSqlParams();
        let sql: string;
        try {
          sql = textContainsCondition('username', text, params);
        } catch (error) {
          expectValidationError(error);
          return;
        }
        if (sql === 'FALSE') return;
        expect(sql).toBe('regexp_matches(username, $p1)');
        expect(params.values.p1).toMatch(/^[\x20-\x7e]+$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('needs two characters', () => {
    expect(() => textContainsCondition('username', ' a ', createSqlParams())).toThrowError(
      expect.objectContaining({ statusCode: 400, messageKey: 'search.errors.tooShort' }),
    );
  });
});

// ---- The engine agrees with a plain JS reference, accents and case included. ----

const WORDS = [
  'ação',
  'acao',
  'AÇÃO',
  'café',
  'Cafe',
  'são',
  'Paulo',
  'péssimo',
  'pessimo',
  'ótimo',
  'crise',
  'água',
  'aula',
  'aulas',
  '#ensinoremoto',
  'ensinoremoto',
  '@marcademo',
];
const SEPARATORS = [' ', ', ', '-', '. ', '  ', '!', '\n'];

/** Text as written, sometimes in decomposed form (base letters plus combining accents). */
const textArb = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), {
      minLength: 1,
      maxLength: 8,
    }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([parts, upper, decomposed]) => {
    const text = parts.map(([word, sep]) => word + sep).join('');
    const cased = upper ? text.toUpperCase() : text;
    return decomposed ? cased.normalize('NFD') : cased;
  });

const wordArb = fc.constantFrom(...WORDS, 'Pau', 'sao paulo', 'aula*', 'paul*', 'marcademo', '#aula');
const queryArb: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    wordArb.map((word) => (word.includes(' ') ? `"${word}"` : word)),
    fc.constantFrom('"são paulo"', '"ação crise"', '"Café. água"'),
    tie('node').map((n) => `NOT ${n}`),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(${a} AND ${b})`),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(${a} OR ${b})`),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => `${a} ${b}`),
  ),
})).node;

const escapeJs = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Folded as a reader would compare: accents dropped, lower case. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');

const WORD_CLASS =
  '0-9a-z_\\u00aa\\u00b5\\u00ba\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u02af\\u0370-\\u052f\\u1e00-\\u1fff';

/**
 * The reference: fold both sides, then whole words (a phrase's words separated by non-word characters); word
 * characters are ASCII letters and digits, underscore, and Latin, Greek and Cyrillic letters; anything else in
 * a term separates its words ('#tag' is 'tag'); a trailing '*' lets its word go on.
 */
function referenceMatches(node: SearchNode, text: string): boolean {
  const folded = fold(text);
  const nonWord = `[^${WORD_CLASS}]`;
  const visit = (n: SearchNode): boolean => {
    switch (n.kind) {
      case 'term':
      case 'phrase': {
        const parts = fold(n.text)
          .split(/\s+/)
          .filter(Boolean)
          .flatMap((token) => {
            const open = token.length > 1 && token.endsWith('*');
            const words = (open ? token.slice(0, -1) : token)
              .split(new RegExp(`${nonWord}+`, 'u'))
              .filter(Boolean);
            return words.map(
              (word, i) => escapeJs(word) + (open && i === words.length - 1 ? `[${WORD_CLASS}]*` : ''),
            );
          });
        if (parts.length === 0) return false;
        return new RegExp(`(?:^|${nonWord})${parts.join(`${nonWord}+`)}(?:$|${nonWord})`, 'u').test(folded);
      }
      case 'not':
        return !visit(n.operand);
      case 'and':
        return n.operands.every(visit);
      case 'or':
        return n.operands.some(visit);
      default:
        return assertUnreachable(n);
    }
  };
  return visit(node);
}

describe('textSearchCondition on ClickHouse (compiled)', () => {
  it('matches the lowered text against the pattern DuckDB folds with (?i), never lowering the pattern', () => {
    const duck = createSqlParams();
    const click = createSqlParams();
    const query = '(ÁGUA OR "São Paulo") AND NOT \\W\\B\\S\\D';
    expect(textSearchCondition('text', query, click, clickHouseDialect)).toBe(
      '((match(lowerUTF8(text), $p1)) AND (NOT match(lowerUTF8(text), $p2)))',
    );
    textSearchCondition('text', query, duck);
    // The same pattern without (?i): every non-ASCII character an escape, so no \W can turn into \w.
    expect(Object.values(click.values)).toEqual(
      Object.values(duck.values).map((pattern) => String(pattern).replace(/^\(\?i\)/, '')),
    );
    for (const pattern of Object.values(click.values)) expect(String(pattern)).not.toMatch(/\\[WBSDwbsd]/);
    expect(textContainsCondition('username', 'ÁNA', createSqlParams(), clickHouseDialect)).toBe(
      'match(lowerUTF8(username), $p1)',
    );
    expect(textSearchCondition('text', '\u0301\u0301', createSqlParams(), clickHouseDialect)).toBe('0');
  });
});

describe.each(TEST_ENGINES)('textSearchCondition on %s', (engineName) => {
  let engine: AnalyticsEngine;
  const texts = [
    'A AÇÃO da prefeitura',
    'acao, crise e agua',
    'São Paulo-água',
    'sao-paulo',
    'Café péssimo!',
    'CAFE otimo',
    'cafeteria paulista',
    'ação\ncrise',
    'Pessimo.',
    'são paulo'.normalize('NFD'),
    'Água limpa',
    'Aulas voltam amanhã #EnsinoRemoto',
    'a aula de hoje, @marcademo',
    'ATENDIMENTO ÓTIMO, ÁRVORE',
    'ÇEDILHA e Ñandu',
  ];
  const generated = fc.sample(textArb, { numRuns: 200, seed: 7 });
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append(
      'posts',
      'u1',
      texts.map((text, i) => postRecord({ id: `fixed-${i}`, postedAt: 0, text })),
    );
    await engine.append(
      'posts',
      'generated',
      generated.map((text, i) => postRecord({ id: `g${String(i).padStart(3, '0')}`, postedAt: 0, text })),
    );
  }, 60_000);
  afterAll(() => engine?.close());

  async function matchingIds(query: string, universeId = 'u1', contains = false): Promise<string[]> {
    const params = createSqlParams();
    const condition = contains
      ? textContainsCondition('text', query, params, engine.dialect)
      : textSearchCondition('text', query, params, engine.dialect);
    const rows = await engine.query({
      sql: `SELECT id FROM posts WHERE universe_id = $universe AND ${condition} ORDER BY id`,
      params: { ...params.values, universe: universeId },
    });
    return rows.map((row) => String(row.id));
  }

  const idsOf = (...indexes: number[]) => indexes.map((i) => `fixed-${i}`).sort();

  it('matches whole words ignoring accents and case', async () => {
    expect(await matchingIds('acao')).toEqual(idsOf(0, 1, 7));
    expect(await matchingIds('CAFÉ')).toEqual(idsOf(4, 5));
    expect(await matchingIds('pessimo')).toEqual(idsOf(4, 8));
    expect(await matchingIds('"sao paulo"')).toEqual(idsOf(2, 3, 9));
    expect(await matchingIds('agua AND NOT crise')).toEqual(idsOf(2, 10));
    expect(await matchingIds('(café OR água) NOT "são paulo"')).toEqual(idsOf(1, 4, 5, 10));
  });

  it('folds accented capitals and runs of capitals (ClickHouse: its (?i) pre-filter is case-sensitive)', async () => {
    expect(await matchingIds('atendimento')).toEqual(idsOf(13));
    expect(await matchingIds('ótimo')).toEqual(idsOf(5, 13));
    expect(await matchingIds('árvore OR cedilha')).toEqual(idsOf(13, 14));
    expect(await matchingIds('ÇEDILHA ñandu')).toEqual(idsOf(14));
    expect(await matchingIds('TENDIMEN', 'u1', true)).toEqual(idsOf(13));
    expect(await matchingIds('Ção', 'u1', true)).toEqual(idsOf(0, 1, 7));
  });

  it('lets a trailing * match any ending, and a hashtag or mention match its word', async () => {
    expect(await matchingIds('aula*')).toEqual(idsOf(11, 12));
    expect(await matchingIds('aula')).toEqual(idsOf(12));
    expect(await matchingIds('ensinoremoto')).toEqual(idsOf(11));
    expect(await matchingIds('#ensinoremoto')).toEqual(idsOf(11));
    expect(await matchingIds('marcademo')).toEqual(idsOf(12));
    expect(await matchingIds('"aulas voltam*"')).toEqual(idsOf(11));
  });

  it('treats SQL and regexp syntax in a query as plain text', async () => {
    expect(await matchingIds("x' OR 1=1 --")).toEqual([]);
    expect(await matchingIds('.* OR \\w+ OR ^')).toEqual([]);
    expect(await matchingIds('\\W OR \\B OR \\S OR \\D')).toEqual([]);
  });

  let run = 0;
  it('agrees with the JS reference on generated texts and queries (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(textArb, { minLength: 1, maxLength: 6 }),
        queryArb,
        async (generated, query) => {
          const parsed = parseTextSearch(query);
          if (!parsed.ok) return;
          run += 1;
          const universe = `prop-${run}`;
          await engine.append(
            'posts',
            universe,
            generated.map((text, i) => postRecord({ id: `g${i}`, postedAt: 0, text })),
          );
          const expected = generated.flatMap((text, i) =>
            referenceMatches(parsed.value, text) ? [`g${i}`] : [],
          );
          expect(await matchingIds(query, universe)).toEqual(expected.sort());
          // Core's matcher (previews, fixtures) decides the same.
          const inCore = generated.flatMap((text, i) => (matchesSearch(parsed.value, text) ? [`g${i}`] : []));
          expect(inCore).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('runs the longest allowed query on the engine', async () => {
    const longest = `"${'á'.repeat(SEARCH_MAX_LENGTH - 2)}"`;
    expect(await matchingIds(longest)).toEqual([]);
    const manyWords = Array.from({ length: 100 }, (_, i) => (i % 2 ? 'OR' : 'água')).join(' ');
    expect(await matchingIds(manyWords.replace(/ OR$/, ''))).toEqual(idsOf(1, 2, 10));
  });
});
