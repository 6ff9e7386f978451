import {
  assertUnreachable,
  foldSearchText,
  parseTextSearch,
  type SearchNode,
  searchWords,
  validateTextSearch,
} from '@mirante/core';
import { AppError } from '../../../http/app-error.ts';
import { type Dialect, duckDbDialect } from './dialect.ts';
import type { SqlParams } from './sql-params.ts';

/** Longer queries are refused: every character becomes a class in the pattern, and nesting is recursion. */
export const SEARCH_MAX_LENGTH = 500;

/**
 * Word characters: ASCII letters and digits, underscore, and the Latin, Greek and Cyrillic letters with their
 * combining accents; anything else (punctuation, symbols, other scripts) separates words. Spelled as ranges
 * because RE2's \\pL makes every regexp take ~15 ms more to compile, per query and thread.
 */
const WORD_RANGES =
  '0-9A-Za-z_\\x{aa}\\x{b5}\\x{ba}\\x{c0}-\\x{d6}\\x{d8}-\\x{f6}\\x{f8}-\\x{2af}\\x{300}-\\x{36f}\\x{370}-\\x{3ff}\\x{400}-\\x{52f}\\x{1e00}-\\x{1fff}';
const NOT_WORD = `[^${WORD_RANGES}]`;
/** Combining diacritical marks, as decomposed (NFD) text writes accents. */
const MARKS = '[\\x{300}-\\x{36f}]*';

/**
 * Every precomposed character by its folded base ('a' → à, á, â, ã, Ä, ...), so a pattern can match accented
 * text as written instead of folding each row (strip_accents on every row costs ~10× the regexp itself).
 */
const VARIANTS: ReadonlyMap<string, readonly string[]> = (() => {
  const variants = new Map<string, string[]>();
  for (let code = 0x80; code < 0x3000; code += 1) {
    const char = String.fromCharCode(code);
    if (char.normalize('NFD') === char) continue;
    const base = foldSearchText(char);
    if ([...base].length !== 1) continue;
    const list = variants.get(base) ?? [];
    list.push(char);
    variants.set(base, list);
  }
  return variants;
})();

/** Every code point as an escape, so the pattern is plain ASCII whatever the user typed. */
const hexEscape = (char: string) => `\\x{${(char.codePointAt(0) ?? 0xfffd).toString(16)}}`;

/** Lone surrogates cannot travel as UTF-8: they become U+FFFD, as they do in stored text. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** One folded word as a pattern: each character or any of its accented forms, each followed by loose marks. */
function wordPattern(word: string): string {
  return [...word]
    .map((char) => {
      const variants = VARIANTS.get(char);
      const atom = variants ? `[${hexEscape(char)}${variants.map(hexEscape).join('')}]` : hexEscape(char);
      return `${atom}${MARKS}`;
    })
    .join('');
}

/**
 * A term or phrase as a pattern: its words (core's searchWords: folded, '#' and '@' dropped, a trailing '*' a
 * prefix) with only separators between them. Null when it holds no word: it then matches nothing.
 */
function leafPattern(node: { text: string }): string | null {
  const words = searchWords(wellFormed(node.text));
  if (words.length === 0) return null;
  return words
    .map(({ word, prefix }) => (prefix ? `${wordPattern(word)}[${WORD_RANGES}]*` : wordPattern(word)))
    .join(`${NOT_WORD}+`);
}

/** Whole words only, any of the alternatives (case-insensitive by the dialect: caseInsensitiveSearch). */
const wholeWords = (alternatives: readonly string[]) =>
  `(?:^|${NOT_WORD})${MARKS}(?:${alternatives.join('|')})(?:$|${NOT_WORD})`;

/** The condition that a lower-case pattern matches the column in any case, its pattern bound. */
function searchMatch(column: string, pattern: string, params: SqlParams, dialect: Dialect): string {
  const search = dialect.caseInsensitiveSearch;
  return search.match(column, params.add(search.pattern(pattern)));
}

function compileNode(node: SearchNode, column: string, params: SqlParams, dialect: Dialect): string {
  // Terms and phrases of one node share a single regexp: one pass over the text instead of one per word.
  const match = (leaves: readonly { text: string }[]) => {
    const alternatives = leaves.map(leafPattern).filter((pattern) => pattern !== null);
    return alternatives.length > 0
      ? searchMatch(column, wholeWords(alternatives), params, dialect)
      : dialect.truth('FALSE');
  };
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return match([node]);
    case 'not':
      return `(NOT ${compileNode(node.operand, column, params, dialect)})`;
    case 'and':
      return `(${node.operands.map((operand) => compileNode(operand, column, params, dialect)).join(' AND ')})`;
    case 'or': {
      const leaves = node.operands.flatMap((o) => (o.kind === 'term' || o.kind === 'phrase' ? [o] : []));
      const others = node.operands.filter((o) => o.kind !== 'term' && o.kind !== 'phrase');
      const parts = [
        ...(leaves.length > 0 ? [match(leaves)] : []),
        ...others.map((operand) => compileNode(operand, column, params, dialect)),
      ];
      return `(${parts.join(' OR ')})`;
    }
    default:
      return assertUnreachable(node);
  }
}

/**
 * The WHERE condition of a text search (spec §5: AND, OR, NOT, "phrases", parentheses; words side by side
 * mean AND) over `column`, a whitelisted identifier. Words match whole words, ignoring accents and case; a
 * trailing '*' matches any ending; '#tag' and '@name' match their word (core's matchesSearch decides the same
 * in JavaScript). The user's text reaches the statement only as bound regexp patterns. A query that is too short, too long or
 * malformed is a 400 with the catalogue's message, never a failure of the engine.
 */
export function textSearchCondition(
  column: string,
  query: string,
  params: SqlParams,
  dialect: Dialect = duckDbDialect,
): string {
  if (query.trim().length > SEARCH_MAX_LENGTH) {
    throw new AppError(400, 'VALIDATION', 'search.errors.tooLong', { query: 'search.errors.tooLong' });
  }
  const parsed = parseTextSearch(query);
  if (!parsed.ok) throw new AppError(400, 'VALIDATION', parsed.error, { query: parsed.error });
  return compileNode(parsed.value, column, params, dialect);
}

/**
 * Values of `column` that contain `text` anywhere (not only as whole words), ignoring accents and case: the
 * username search. Same length rules and the same 400 as the text search.
 */
export function textContainsCondition(
  column: string,
  text: string,
  params: SqlParams,
  dialect: Dialect = duckDbDialect,
): string {
  if (text.trim().length > SEARCH_MAX_LENGTH) {
    throw new AppError(400, 'VALIDATION', 'search.errors.tooLong', { search: 'search.errors.tooLong' });
  }
  const checked = validateTextSearch(text);
  if (!checked.ok) throw new AppError(400, 'VALIDATION', checked.error, { search: checked.error });
  const pattern = leafPattern({ text: checked.value });
  return pattern === null ? dialect.truth('FALSE') : searchMatch(column, pattern, params, dialect);
}
