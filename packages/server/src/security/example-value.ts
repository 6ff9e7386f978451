import type { z } from 'zod';

/** Values that mean something to the server for parameters of these names (a valid range, a real entity…). */
export type KnownValues = Record<string, unknown>;

const STRING_CANDIDATES = [
  'x',
  'exemplo',
  '#1c7ed6',
  'exemplo@mirante.local',
  'https://example.com/a',
  'posts',
];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
  items?: z.ZodType[];
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

function minimumOf(def: Def): number {
  let minimum = 0;
  for (const check of def.checks ?? []) {
    const { minimum: min, value } = check._zod.def;
    if (typeof min === 'number') minimum = Math.max(minimum, min);
    if (typeof value === 'number' && check._zod.def.check.startsWith('min'))
      minimum = Math.max(minimum, value);
  }
  return minimum;
}

/**
 * A small value that satisfies a zod schema, for requests the security suite makes to every route: required
 * fields only, defaults where the schema has them, `known` values for fields of those names. Answers
 * undefined when it cannot find one (the caller then needs an example).
 */
export function exampleOf(schema: z.ZodType, known: KnownValues = {}, key = ''): unknown {
  if (key in known && schema.safeParse(known[key]).success) return known[key];
  const def = defOf(schema);
  const pick = (candidates: unknown[]) => candidates.find((value) => schema.safeParse(value).success);
  switch (def.type) {
    case 'object': {
      const entries: [string, unknown][] = [];
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        if (isOptional(field) && !(name in known)) continue;
        entries.push([name, exampleOf(field, known, name)]);
      }
      return Object.fromEntries(entries);
    }
    case 'string':
      return pick([...STRING_CANDIDATES, 'x'.repeat(Math.max(1, minimumOf(def)))]);
    case 'number':
    case 'int':
    case 'bigint':
      return pick([1, 0, minimumOf(def)]);
    case 'boolean':
      return false;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array': {
      const element = def.element ? exampleOf(def.element, known) : undefined;
      return Array.from({ length: minimumOf(def) }, () => element);
    }
    case 'tuple':
      return (def.items ?? []).map((item) => exampleOf(item, known));
    case 'record':
      return {};
    case 'nullable':
      return null;
    case 'optional':
      return def.innerType ? exampleOf(def.innerType, known, key) : undefined;
    case 'default':
    case 'prefault':
      return typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
    case 'union':
      return (def.options ?? [])
        .map((option) => exampleOf(option, known, key))
        .find((v) => schema.safeParse(v).success);
    case 'pipe': {
      // The input side may accept values the output refuses (a trimmed string that must be an e-mail).
      const inner = def.in ? exampleOf(def.in, known, key) : undefined;
      return schema.safeParse(inner).success ? inner : (pick(STRING_CANDIDATES) ?? inner);
    }
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? exampleOf(def.innerType, known, key) : undefined;
    default:
      return undefined;
  }
}
