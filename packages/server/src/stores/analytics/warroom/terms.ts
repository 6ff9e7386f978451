/**
 * What a term is, for every engine: the runs of word characters of a lower-cased token (a text split at
 * spaces), counted by their folded form (accents stripped), at least MIN_TERM_LENGTH long, not a number.
 */

/** A word of lower-cased text (an RE2 class): the same word characters as the text search, accents included. */
export const WORD =
  '[0-9a-z_\\x{aa}\\x{b5}\\x{ba}\\x{c0}-\\x{d6}\\x{d8}-\\x{f6}\\x{f8}-\\x{2af}\\x{300}-\\x{36f}\\x{370}-\\x{3ff}\\x{400}-\\x{52f}\\x{1e00}-\\x{1fff}]+';

export const MIN_TERM_LENGTH = 3;

/** A phrase comes at least this many times: two capitalised words side by side (see duckdb/term-sample.ts). */
export const MIN_PHRASE_OCCURRENCES = 3;
