/** Values of engine rows as the war-room answers them. */
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
export const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
export const texts = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
