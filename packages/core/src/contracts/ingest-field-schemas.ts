import { z } from 'zod';
import {
  ANALYTICS_SCHEMA,
  type AnalyticsDataset,
  type AnalyticsField,
  type AnalyticsFieldType,
} from '../domain/analytics-schema.ts';
import { GENDER_CODES } from '../domain/gender.ts';
import { POLARITY_CODES } from '../domain/polarity.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { Instant } from './ingest-instant.ts';

/**
 * What an ingest field accepts, kept with its schema so that error answers and docs/ingest.md say it from
 * one place (ingest-fields.ts). `defaultNote`: a default computed from other fields, in words.
 */
export type IngestFieldMeta = (
  | {
      type:
        | 'id'
        | 'channel'
        | 'instant'
        | 'count'
        | 'positiveInteger'
        | 'surveyScore'
        | 'flag'
        | 'labels'
        | 'polarity'
        | 'gender';
    }
  | { type: 'text'; min: number; max: number }
  | { type: 'choice'; values: readonly string[] }
) & { defaultNote?: MessageKey };

export const ingestFieldMeta = z.registry<IngestFieldMeta>();

function field<T extends z.ZodType>(schema: T, meta: IngestFieldMeta): T {
  ingestFieldMeta.add(schema, meta);
  return schema;
}

const invalid = { error: 'errors.invalidRecord' } as const;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const code = (codes: readonly number[], fallback: number) =>
  z
    .number()
    .int()
    .refine((value) => codes.includes(value), invalid)
    .default(fallback);

/** The external id the ingest is idempotent by: a text or an integer, stored as text. */
export const externalId = field(z.union([text(1, 256), z.number().int()]).transform(String), { type: 'id' });
export const channelName = field(text(1, 1000), { type: 'channel' });
export const instant = field(Instant, { type: 'instant' });
export const optionalInstant = field(Instant.nullable().default(null), { type: 'instant' });
export const requiredText = field(text(1, 1000), { type: 'text', min: 1, max: 1000 });
export const optionalText = field(z.string().max(10_000).nullable().default(null), {
  type: 'text',
  min: 0,
  max: 10_000,
});
export const postText = field(z.string().max(100_000).default(''), { type: 'text', min: 0, max: 100_000 });
export const tickerSymbol = field(
  text(1, 20).transform((s) => s.toUpperCase()),
  { type: 'text', min: 1, max: 20 },
);
export const count = field(z.number().min(0).default(0), { type: 'count' });
export const amount = field(z.number().min(0), { type: 'count' });
export const optionalAmount = field(z.number().min(0).nullable().default(null), { type: 'count' });
export const interactions = field(z.number().min(0).nullable().default(null), {
  type: 'count',
  defaultNote: 'ingest.defaults.interactions',
});
export const eventCount = field(z.number().int().min(1).default(1), { type: 'positiveInteger' });
export const surveyScore = field(z.number(), { type: 'surveyScore' });
export const flag = field(z.boolean().default(false), { type: 'flag' });
/** A discrete multi-value field: one text or a list, stored as a list. */
export const labels = field(
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (typeof value === 'string' ? [value] : value).map((v) => v.trim()).filter(Boolean))
    .default([]),
  { type: 'labels' },
);
export const polarity = field(code(POLARITY_CODES, -2), { type: 'polarity' });
export const gender = field(code(GENDER_CODES, 0), { type: 'gender' });

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  field(z.enum(values, invalid), { type: 'choice', values });
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  field(z.enum(values, invalid).nullable().default(null), { type: 'choice', values });

/** The object schema inside a record schema (records may refine or transform their object). */
export function recordShape(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return recordShape(schema.in as z.ZodType);
  throw new Error('An ingest record schema is an object, refined or transformed');
}

/** What the analytics schema may declare a field taking each kind of ingest field to hold. */
const HOLDS: Record<IngestFieldMeta['type'], readonly AnalyticsFieldType[]> = {
  id: ['text'],
  channel: ['enum'],
  instant: ['instant'],
  text: ['text'],
  count: ['integer', 'number'],
  positiveInteger: ['integer'],
  surveyScore: ['number'],
  flag: ['boolean'],
  labels: ['list'],
  polarity: ['code'],
  gender: ['code'],
  choice: ['enum'],
};

function fieldMismatch(declared: AnalyticsField, schema: z.ZodType): string | null {
  const meta = ingestFieldMeta.get(schema);
  if (!meta) return 'has no IngestFieldMeta';
  if (!HOLDS[meta.type].includes(declared.type)) return `takes ${meta.type}, declared ${declared.type}`;
  if (meta.type === 'choice' && meta.values.join() !== declared.values?.join()) {
    return `takes ${meta.values.join(', ')}, declared ${declared.values?.join(', ')}`;
  }
  // A null sent is stored as NULL, unless the record computes the field's value then (defaultNote).
  const storesNull = schema.safeParse(null).success && meta.defaultNote === undefined;
  return storesNull === declared.nullable ? null : `nullable ${storesNull}, declared ${declared.nullable}`;
}

/**
 * How a record schema differs from the dataset's fields in the analytics schema (domain/analytics-schema.ts):
 * fields missing, extra or out of order (computed fields aside), and fields whose values the declared type,
 * ENUM values or nullability do not match. Empty when they agree.
 */
export function recordSchemaMismatches(dataset: AnalyticsDataset, schema: z.ZodType): string[] {
  const declared = ANALYTICS_SCHEMA[dataset].fields.filter((f) => !f.computed);
  const shape = recordShape(schema);
  const taken = Object.keys(shape);
  if (taken.join() !== declared.map((f) => f.field).join()) {
    return [`${dataset} takes ${taken.join(', ')}; declared ${declared.map((f) => f.field).join(', ')}`];
  }
  return declared.flatMap((f) => {
    const mismatch = fieldMismatch(f, shape[f.field] as z.ZodType);
    return mismatch === null ? [] : [`${dataset}.${f.field} ${mismatch}`];
  });
}
