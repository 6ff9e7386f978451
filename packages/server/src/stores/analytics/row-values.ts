/** Values of the rows a statement answers (`s0`, `m0`, `ts`, …), as the SAC, desk and page services read them. */

export const num = (value: unknown) => Number(value ?? 0);
export const text = (value: unknown) => String(value ?? '');
/** A grouped text that may be missing ('' for NULL): null then. */
export const textOrNull = (value: unknown) => {
  const written = text(value);
  return written === '' ? null : written;
};
/** An average, or null when it measured nothing (its count is 0). */
export const averageOf = (average: unknown, count: unknown) => (num(count) > 0 ? num(average) : null);
/** Names in pt-BR order. */
export const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
