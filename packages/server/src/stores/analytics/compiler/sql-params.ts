/** A value a compiled statement binds; lists are lists of texts (numbers travel as texts and are cast). */
export type SqlValue = string | number | boolean | readonly string[];

/** Collects bound values while SQL is built: `add` answers the placeholder to write in the SQL text. */
export interface SqlParams {
  add(value: SqlValue): string;
}

/**
 * Placeholders `$p1`, `$p2`, … in the order values are added; `values` is what the engine binds. Values are
 * never deduplicated, so building the same statement twice gives the same text and the same values.
 */
export function createSqlParams(prefix = 'p'): SqlParams & { values: Record<string, SqlValue> } {
  const values: Record<string, SqlValue> = {};
  let next = 0;
  return {
    values,
    add(value) {
      next += 1;
      const name = `${prefix}${next}`;
      values[name] = value;
      return `$${name}`;
    },
  };
}
