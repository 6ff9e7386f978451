import type { TermSummary, TermSummaryOptions } from '../queries.ts';
import { MIN_PHRASE_OCCURRENCES, MIN_TERM_LENGTH, WORD } from '../terms.ts';

/**
 * The term summary of sampled posts, counted in JavaScript exactly as DuckDB's statement counts them
 * (duckdb/term-sample.ts, duckdb/term-summary.ts): texts split at spaces into tokens (with their position); a
 * token of fewer than 3 bytes holds no term; the words of each distinct token (lower-cased, NFC, runs of
 * word characters) shown as written and counted folded (accents stripped); stop words and numbers are no
 * term; two capitalised single-word tokens side by side that mostly come together are a phrase, the leftmost
 * of overlapping ones kept.
 */

const WORD_PATTERN = new RegExp(WORD.replaceAll('\\x{', '\\u{'), 'gu');
const NUMBER = /^[0-9_]+$/;
/** RE2's [[:alnum:]] and [[:upper:]] are ASCII. */
const CAPITAL = /^[^0-9A-Za-z]*[A-Z]/;
const MARKS = /\p{M}/gu;
/** Text whose grapheme clusters are its code points (no marks, joiners, surrogates or controls). */
const SIMPLE = /^[\u0020-\u007e\u00a0-\u02ff\u0370-\u0482\u048a-\u052f\u1e00-\u1fff]*$/;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** DuckDB's length(): grapheme clusters. */
function length(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n += 1;
  return n;
}

/** DuckDB's lower(): each code point's own lower case (no context, one code point each). */
function lower(text: string): string {
  let out = '';
  for (const char of text) {
    const lowered = char.toLowerCase();
    out +=
      lowered.length === char.length ? lowered : (String.fromCodePoint(lowered.codePointAt(0) ?? 0) ?? '');
  }
  return out;
}

/** DuckDB's strip_accents(): decomposed, marks dropped, composed again. */
const stripAccents = (text: string) => text.normalize('NFD').replace(MARKS, '').normalize('NFC');

/** A token's bytes in UTF-8 reach `n` (a token of `n` UTF-16 units or more always does). */
const bytesReach = (text: string, n: number) => text.length >= n || Buffer.byteLength(text, 'utf8') >= n;

/**
 * A distinct token's words, as ids of their folded and their written forms: its terms but stop words, or
 * its one term when it is joinable (a stop word matters only as half of a phrase).
 */
interface TokenTerms {
  terms: number[];
  shown: number[];
  /** One term, and the token starts (after punctuation) with an ASCII capital: it can be half a phrase. */
  joinable: boolean;
  /** (Joinable tokens) the term is a stop word. */
  stop: boolean;
}

/** Texts numbered as first seen. */
function createNames() {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  return {
    texts,
    id(text: string): number {
      let id = ids.get(text);
      if (id === undefined) {
        id = texts.length;
        ids.set(text, id);
        texts.push(text);
      }
      return id;
    },
  };
}

/** Text order as DuckDB compares texts (their bytes; the same as JavaScript's below U+D800). */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A post's tokens holding words, in order, with their positions. */
interface PostWords {
  sentiment: number;
  pos: number[];
  tokens: TokenTerms[];
}

export function summaryOfTexts(
  posts: readonly { text: string; sentiment: string }[],
  options: Pick<TermSummaryOptions, 'size' | 'stopWords'>,
): Omit<TermSummary, 'sampling'> {
  const stopWords = new Set(options.stopWords);
  const terms = createNames();
  const shownForms = createNames();
  const sentiments = createNames();
  const tokens = new Map<string, TokenTerms>();
  const tokenTerms = (raw: string): TokenTerms => {
    let known = tokens.get(raw);
    if (known) return known;
    const lowered = lower(raw);
    const written =
      length(lowered) >= MIN_TERM_LENGTH ? (lowered.normalize('NFC').match(WORD_PATTERN) ?? []) : [];
    const found = written
      .map((form) => ({ form, term: stripAccents(form) }))
      .filter(({ term }) => length(term) >= MIN_TERM_LENGTH && !NUMBER.test(term));
    const joinable = found.length === 1 && CAPITAL.test(raw);
    const words = found.filter(({ term }) => joinable || !stopWords.has(term));
    known = {
      terms: words.map(({ term }) => terms.id(term)),
      shown: words.map(({ form }) => shownForms.id(form)),
      joinable,
      stop: joinable && stopWords.has(found[0]?.term ?? ''),
    };
    tokens.set(raw, known);
    return known;
  };

  // Words of every post (stop words only when they can be half of a phrase), how often each word comes, and
  // how often each two joinable words come side by side (not both stop words).
  const wordCounts: number[] = [];
  const pairCounts = new Map<number, number>();
  /** Pairs of term ids as one number (ids stay far below 2^26). */
  const pairKey = (first: number, second: number) => first * 67_108_864 + second;
  const read: PostWords[] = [];
  for (const post of posts) {
    const words: PostWords = { sentiment: sentiments.id(post.sentiment), pos: [], tokens: [] };
    const parts = post.text.split(' ');
    for (let pos = 0; pos < parts.length; pos += 1) {
      const raw = parts[pos] as string;
      if (!bytesReach(raw, MIN_TERM_LENGTH)) continue;
      const token = tokenTerms(raw);
      if (token.terms.length === 0) continue;
      words.pos.push(pos);
      words.tokens.push(token);
      for (const term of token.terms) wordCounts[term] = (wordCounts[term] ?? 0) + 1;
    }
    // Two joinable tokens side by side (not both stop words).
    for (let i = 0; i + 1 < words.pos.length; i += 1) {
      const a = words.tokens[i] as TokenTerms;
      const b = words.tokens[i + 1] as TokenTerms;
      if (
        !a.joinable ||
        !b.joinable ||
        (a.stop && b.stop) ||
        words.pos[i + 1] !== (words.pos[i] as number) + 1
      )
        continue;
      const key = pairKey(a.terms[0] as number, b.terms[0] as number);
      pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
    }
    read.push(words);
  }

  // Phrases: pairs coming at least MIN_PHRASE_OCCURRENCES times, in at least half the occurrences of the
  // rarer of their words.
  const phrases = new Map<number, number>();
  for (const [key, n] of pairCounts) {
    const first = Math.floor(key / 67_108_864);
    const second = key % 67_108_864;
    if (n < MIN_PHRASE_OCCURRENCES || 2 * n < Math.min(wordCounts[first] ?? 0, wordCounts[second] ?? 0))
      continue;
    phrases.set(key, terms.id(`${terms.texts[first]} ${terms.texts[second]}`));
  }

  // Occurrences: the phrases (of overlapping ones the leftmost: no word twice) and the other words but stop
  // words; per term, its occurrences, its written forms and the posts holding it per sentiment.
  const occurrences: number[] = [];
  const forms = new Map<number, Map<number, number>>();
  const held: number[][] = [];
  const heldBy: number[][] = [];
  const lastPost: number[] = [];
  const occur = (postIndex: number, sentiment: number, term: number, shown: number) => {
    occurrences[term] = (occurrences[term] ?? 0) + 1;
    let byForm = forms.get(term);
    if (!byForm) {
      byForm = new Map();
      forms.set(term, byForm);
    }
    byForm.set(shown, (byForm.get(shown) ?? 0) + 1);
    if (lastPost[term] === postIndex) return;
    lastPost[term] = postIndex;
    (held[postIndex] as number[]).push(term);
    const counts = heldBy[term] ?? [];
    counts[sentiment] = (counts[sentiment] ?? 0) + 1;
    heldBy[term] = counts;
  };
  for (const [postIndex, words] of read.entries()) {
    held.push([]);
    // Phrases of the post: a phrase right after another candidate overlaps it, the leftmost holds the word.
    let covered: Set<number> | null = null;
    let lastPhraseAt = Number.NaN;
    for (let i = 0; i + 1 < words.pos.length; i += 1) {
      const a = words.tokens[i] as TokenTerms;
      const b = words.tokens[i + 1] as TokenTerms;
      const pos = words.pos[i] as number;
      if (!a.joinable || !b.joinable || (a.stop && b.stop) || words.pos[i + 1] !== pos + 1) continue;
      const phrase = phrases.get(pairKey(a.terms[0] as number, b.terms[0] as number));
      if (phrase === undefined) continue;
      const overlaps = lastPhraseAt === pos - 1;
      lastPhraseAt = pos;
      if (overlaps) continue;
      covered ??= new Set();
      covered.add(pos);
      covered.add(pos + 1);
      const shown = `${shownForms.texts[a.shown[0] as number]} ${shownForms.texts[b.shown[0] as number]}`;
      occur(postIndex, words.sentiment, phrase, shownForms.id(shown));
    }
    for (let i = 0; i < words.pos.length; i += 1) {
      const token = words.tokens[i] as TokenTerms;
      if (token.stop || covered?.has(words.pos[i] as number)) continue;
      for (let k = 0; k < token.terms.length; k += 1)
        occur(postIndex, words.sentiment, token.terms[k] as number, token.shown[k] as number);
    }
  }

  // Terms in text order (DuckDB's term ids), the most frequent and the most held.
  const counted = terms.texts.map((_, id) => id).filter((id) => (occurrences[id] ?? 0) > 0);
  counted.sort((a, b) => order(terms.texts[a] as string, terms.texts[b] as string));
  const rank: number[] = [];
  for (const [i, id] of counted.entries()) rank[id] = i;
  const heldPosts: number[] = [];
  for (const id of counted) heldPosts[id] = (heldBy[id] ?? []).reduce((total, n) => total + (n ?? 0), 0);
  const postsOf = (term: number) => heldPosts[term] ?? 0;
  const frequent = [...counted]
    .sort((a, b) => (occurrences[b] ?? 0) - (occurrences[a] ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0))
    .slice(0, options.size);
  const mostHeld = [...counted]
    .sort((a, b) => postsOf(b) - postsOf(a) || (rank[a] ?? 0) - (rank[b] ?? 0))
    .slice(0, options.size);

  // Posts holding both of two frequent terms, by their place among the frequent.
  const place: number[] = [];
  for (const [i, id] of frequent.entries()) place[id] = i;
  const size = frequent.length;
  const weights = new Uint32Array(size * size);
  for (const terms of held) {
    const present = terms
      .filter((id) => place[id] !== undefined)
      .sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));
    for (let i = 0; i < present.length; i += 1) {
      const source = place[present[i] as number] as number;
      for (let j = i + 1; j < present.length; j += 1) {
        const at = source * size + (place[present[j] as number] as number);
        weights[at] = (weights[at] ?? 0) + 1;
      }
    }
  }
  const pairs: { source: number; target: number; weight: number }[] = [];
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < size; j += 1) {
      const weight = weights[i * size + j] ?? 0;
      if (weight > 0) pairs.push({ source: frequent[i] as number, target: frequent[j] as number, weight });
    }
  }
  pairs.sort(
    (a, b) =>
      b.weight - a.weight ||
      (rank[a.source] ?? 0) - (rank[b.source] ?? 0) ||
      (rank[a.target] ?? 0) - (rank[b.target] ?? 0),
  );

  // A term reads as its commonest written form ('atualização', not the folded 'atualizacao').
  const name = (term: number) => {
    let best = terms.texts[term] as string;
    let most = -1;
    for (const [id, n] of forms.get(term) ?? []) {
      const shown = shownForms.texts[id] as string;
      if (n > most || (n === most && order(shown, best) < 0)) {
        best = shown;
        most = n;
      }
    }
    return best;
  };

  return {
    sampled: posts.length,
    frequent: frequent.map((term) => ({ term: name(term), n: occurrences[term] ?? 0, posts: postsOf(term) })),
    pairs: pairs.map((pair) => ({
      source: name(pair.source),
      target: name(pair.target),
      weight: pair.weight,
    })),
    held: mostHeld.map((term) => ({
      term: name(term),
      total: postsOf(term),
      sentiments: (heldBy[term] ?? [])
        .map((n, sentiment) => ({ sentiment: sentiments.texts[sentiment] as string, n: n ?? 0 }))
        .filter(({ n }) => n > 0)
        .sort((a, b) => a.sentiment.localeCompare(b.sentiment)),
    })),
  };
}
