import type { SqlPlan } from '../engine.ts';

/**
 * The one place a value becomes SQL text on ClickHouse. Debian's ClickHouse 18.16 has no server-side query
 * parameters, so every value a plan binds (`$name`) is written into the statement as a literal here, and only
 * here; literal.test.ts holds it to this with generated inputs (no input escapes its literal).
 *
 * - Texts: single-quoted, with backslash and quote escaped and every control character, every byte outside
 *   printable ASCII kept as UTF-8 but NUL and the C0 controls written as \xHH escapes; ClickHouse reads a
 *   quoted text by exactly these rules.
 * - Numbers: finite only, written by JavaScript (integers as integers, others in exponent-free or exponent
 *   form, both of which ClickHouse parses; subnormals as an exact quotient); a non-finite number is refused.
 * - Booleans: 1 or 0. Lists: an array of texts.
 */
export class LiteralError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LiteralError';
  }
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'" };

/** Half of a UTF-16 pair without its other half: no UTF-8 for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text as a ClickHouse string literal. */
export function quoteText(text: string): string {
  if (LONE_SURROGATE.test(text)) throw new LiteralError('A text with a lone surrogate cannot be a literal');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls and DEL are what is escaped.
  const body = text.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => {
    const escaped = ESCAPES[c];
    return escaped ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `'${body}'`;
}

/** The smallest normal double: 18.16's parser refuses the subnormals below it (5e-324 is a syntax error). */
const MIN_NORMAL = 2.2250738585072014e-308;
/** Subnormals are written as a normal number over this power of two: both exact, so the quotient is too. */
const SCALE = 2 ** 600;

export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new LiteralError(`${value} cannot be a literal`);
  if (value !== 0 && Math.abs(value) < MIN_NORMAL) return `(${numberLiteral(value * SCALE)} / ${SCALE})`;
  // Negative numbers in parentheses: `- -1` or `x-1` can never join a neighbouring token.
  return value < 0 || Object.is(value, -0) ? `(${String(value)})` : String(value);
}

export function literal(value: SqlPlan['params'][string]): string {
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return `[${value.map((v) => quoteText(String(v))).join(', ')}]`;
  throw new LiteralError(`No literal for a ${typeof value}`);
}

/**
 * The plan's SQL with every `$name` placeholder replaced by its value's literal. Names are those of
 * SqlParams and the compiler (`$p12`, `$universe`): a placeholder is `$` and a word, never inside a literal
 * because the compiler writes no literal containing `$`. A placeholder without a value is an error.
 */
export function inlineParams(plan: SqlPlan): string {
  return plan.sql.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (!Object.hasOwn(plan.params, name)) throw new LiteralError(`No value bound to $${name}`);
    return literal(plan.params[name] as SqlPlan['params'][string]);
  });
}
