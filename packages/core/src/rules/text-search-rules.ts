import { assertUnreachable } from '../lang/assert-unreachable.ts';
import { fail, ok, type Result } from './result.ts';

export const SEARCH_MIN_LENGTH = 2;

/** A parsed search: words and quoted phrases joined by AND, OR, NOT and parentheses. */
export type SearchNode =
  | { kind: 'term'; text: string }
  | { kind: 'phrase'; text: string }
  | { kind: 'not'; operand: SearchNode }
  | { kind: 'and'; operands: SearchNode[] }
  | { kind: 'or'; operands: SearchNode[] };

type Token = { kind: 'open' } | { kind: 'close' } | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' } | SearchNode;

function tokenize(query: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      i += 1;
    } else if (char === '"') {
      const end = query.indexOf('"', i + 1);
      if (end === -1) return null;
      const text = query.slice(i + 1, end).trim();
      if (text === '') return null;
      tokens.push({ kind: 'phrase', text });
      i = end + 1;
    } else {
      let end = i;
      while (end < query.length && !/[\s()"]/.test(query.charAt(end))) end += 1;
      const word = query.slice(i, end);
      if (word === 'AND' || word === 'OR' || word === 'NOT') tokens.push({ kind: 'op', op: word });
      else tokens.push({ kind: 'term', text: word });
      i = end;
    }
  }
  return tokens;
}

/** Recursive descent: or := and (OR and)*; and := not ([AND] not)*; not := NOT not | ( or ) | word | phrase. */
function parseTokens(tokens: Token[]): SearchNode | null {
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (op: 'AND' | 'OR' | 'NOT') => {
    const token = peek();
    return token?.kind === 'op' && token.op === op;
  };

  function parseOr(): SearchNode | null {
    const first = parseAnd();
    if (!first) return null;
    const operands = [first];
    while (isOp('OR')) {
      position += 1;
      const next = parseAnd();
      if (!next) return null;
      operands.push(next);
    }
    return operands.length === 1 ? first : { kind: 'or', operands };
  }

  function parseAnd(): SearchNode | null {
    const first = parseNot();
    if (!first) return null;
    const operands = [first];
    for (;;) {
      const token = peek();
      if (token === undefined || token.kind === 'close' || isOp('OR')) break;
      if (isOp('AND')) position += 1;
      const next = parseNot();
      if (!next) return null;
      operands.push(next);
    }
    return operands.length === 1 ? first : { kind: 'and', operands };
  }

  function parseNot(): SearchNode | null {
    const token = peek();
    if (token === undefined) return null;
    position += 1;
    if (token.kind === 'op') {
      if (token.op !== 'NOT') return null;
      const operand = parseNot();
      return operand ? { kind: 'not', operand } : null;
    }
    if (token.kind === 'open') {
      const inner = parseOr();
      if (!inner || peek()?.kind !== 'close') return null;
      position += 1;
      return inner;
    }
    if (token.kind === 'close') return null;
    return token;
  }

  const tree = parseOr();
  return tree && position === tokens.length ? tree : null;
}

/**
 * Text search (spec §5): at least two characters ('Deve conter pelo menos dois caracteres'); AND, OR, NOT,
 * "quoted phrases" and parentheses are understood; words side by side mean AND.
 */
export function parseTextSearch(query: string): Result<SearchNode> {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) {
    return fail('search.errors.tooShort', { query: 'search.errors.tooShort' });
  }
  const tokens = tokenize(trimmed);
  const tree = tokens ? parseTokens(tokens) : null;
  return tree ? ok(tree) : fail('search.errors.syntax', { query: 'search.errors.syntax' });
}

/** Only the length rule, for the field as the user types. */
export function validateTextSearch(query: string): Result<string> {
  const trimmed = query.trim();
  return trimmed.length < SEARCH_MIN_LENGTH
    ? fail('search.errors.tooShort', { query: 'search.errors.tooShort' })
    : ok(trimmed);
}

/** Accents (combining diacritics after NFD) dropped, lower case: how search compares words. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');
}

/**
 * Word characters of folded text: ASCII letters and digits, underscore, and the Latin, Greek and Cyrillic
 * letters. Anything else (spaces, punctuation, '#', '@', symbols, other scripts) separates words.
 */
const NON_WORD =
  /[^0-9a-z_\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af\u0370-\u052f\u1e00-\u1fff]+/u;

/** One word of a search term or phrase, folded; a prefix matches every word that starts with it. */
export interface SearchWord {
  word: string;
  prefix: boolean;
}

/**
 * The words a term or phrase asks for, one after the other (spec §5 and DESIGN §3, one semantics for the whole
 * product): folded, split where the text has no word characters, so '#ensinoremoto' and '@marca' ask for
 * their word and 'são-paulo' for two; a trailing '*' makes its word a prefix ('aula*': aula, aulas). Empty
 * when the text holds no word at all (it then matches nothing).
 */
export function searchWords(text: string): SearchWord[] {
  return foldSearchText(text)
    .split(/\s+/)
    .flatMap((token) => {
      const prefix = token.length > 1 && token.endsWith('*');
      const words = (prefix ? token.slice(0, -1) : token).split(NON_WORD).filter(Boolean);
      return words.map((word, i) => ({ word, prefix: prefix && i === words.length - 1 }));
    });
}

/**
 * Whether a text satisfies a parsed search, as the analytics store's text search decides it: whole words,
 * accents and case ignored, a phrase's words next to each other, a trailing '*' a prefix.
 */
export function matchesSearch(node: SearchNode, text: string): boolean {
  const words = foldSearchText(text).split(NON_WORD).filter(Boolean);
  const wordMatches = (word: string | undefined, wanted: SearchWord) =>
    word !== undefined && (wanted.prefix ? word.startsWith(wanted.word) : word === wanted.word);
  const visit = (n: SearchNode): boolean => {
    switch (n.kind) {
      case 'term':
      case 'phrase': {
        const wanted = searchWords(n.text);
        if (wanted.length === 0) return false;
        return words.some((_, i) => wanted.every((w, k) => wordMatches(words[i + k], w)));
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
