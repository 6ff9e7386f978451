import { assertUnreachable, parseTextSearch, type SearchNode, validateTextSearch } from '@mirante/core';
import { AppError } from '../../../http/app-error.ts';
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

/** A term's or a text's comparable form: accents (combining diacritics after NFD) dropped, lower case. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');
}

/**
 * Every precomposed character by its folded base ('a' → à, á, â, ã, Ä, ...), so a pattern can match accented
 * text as written instead of folding each row (strip_accents on every row costs ~10× the regexp itself).
 */
const VARIANTS: ReadonlyMap<string, readonly string[]> = (() => {
  const variants = new Map<string, string[]>();
  for (let code = 0x80; code < 0x3000; code += 1) {
    const char = String.fromCharCode(code);
    if (char.normalize('NFD') === char) continue;
    const base = foldText(char);
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

/** The words of a term or phrase, folded; a phrase's words follow each other with only separators between. */
function leafPattern(node: { text: string }, field = 'query'): string {
  const words = foldText(wellFormed(node.text))
    .split(/[\s\p{Z}]+/u)
    .filter((word) => word !== '');
  if (words.length === 0) {
    throw new AppError(400, 'VALIDATION', 'search.errors.syntax', { [field]: 'search.errors.syntax' });
  }
  return words.map(wordPattern).join(`${NOT_WORD}+`);
}

/** Whole words only, case-insensitive (RE2 folding), any of the alternatives. */
const wholeWords = (alternatives: readonly string[]) =>
  `(?i)(?:^|${NOT_WORD})${MARKS}(?:${alternatives.join('|')})(?:$|${NOT_WORD})`;

function compileNode(node: SearchNode, column: string, params: SqlParams): string {
  const match = (alternatives: readonly string[]) =>
    `regexp_matches(${column}, ${params.add(wholeWords(alternatives))})`;
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return match([leafPattern(node)]);
    case 'not':
      return `(NOT ${compileNode(node.operand, column, params)})`;
    case 'and':
      return `(${node.operands.map((operand) => compileNode(operand, column, params)).join(' AND ')})`;
    case 'or': {
      // Words and phrases of one OR share a single regexp: one pass over the text instead of one per word.
      const leaves = node.operands.flatMap((o) => (o.kind === 'term' || o.kind === 'phrase' ? [o] : []));
      const others = node.operands.filter((o) => o.kind !== 'term' && o.kind !== 'phrase');
      const parts = [
        ...(leaves.length > 0 ? [match(leaves.map((leaf) => leafPattern(leaf)))] : []),
        ...others.map((operand) => compileNode(operand, column, params)),
      ];
      return `(${parts.join(' OR ')})`;
    }
    default:
      return assertUnreachable(node);
  }
}

/**
 * The WHERE condition of a text search (spec §5: AND, OR, NOT, "phrases", parentheses; words side by side
 * mean AND) over `column`, a whitelisted identifier. Words match whole words, ignoring accents and case; the
 * user's text reaches the statement only as bound regexp patterns. A query that is too short, too long or
 * malformed is a 400 with the catalogue's message, never a failure of the engine.
 */
export function textSearchCondition(column: string, query: string, params: SqlParams): string {
  if (query.trim().length > SEARCH_MAX_LENGTH) {
    throw new AppError(400, 'VALIDATION', 'search.errors.tooLong', { query: 'search.errors.tooLong' });
  }
  const parsed = parseTextSearch(query);
  if (!parsed.ok) throw new AppError(400, 'VALIDATION', parsed.error, { query: parsed.error });
  return compileNode(parsed.value, column, params);
}

/**
 * Values of `column` that contain `text` anywhere (not only as whole words), ignoring accents and case: the
 * username search. Same length rules and the same 400 as the text search.
 */
export function textContainsCondition(column: string, text: string, params: SqlParams): string {
  if (text.trim().length > SEARCH_MAX_LENGTH) {
    throw new AppError(400, 'VALIDATION', 'search.errors.tooLong', { search: 'search.errors.tooLong' });
  }
  const checked = validateTextSearch(text);
  if (!checked.ok) throw new AppError(400, 'VALIDATION', checked.error, { search: checked.error });
  return `regexp_matches(${column}, ${params.add(`(?i)${leafPattern({ text: checked.value }, 'search')}`)})`;
}
