/** Closes an exhaustive switch: the compiler fails here when a case is missing. */
export function assertUnreachable(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
