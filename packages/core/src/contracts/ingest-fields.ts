import type { z } from 'zod';
import { GENDER_CODES, GENDER_INFO, genderOf } from '../domain/gender.ts';
import { POLARITY_CODES, polarityInfo } from '../domain/polarity.ts';
import { SURVEY_KINDS, SURVEY_MAX_SCORE, SURVEY_MIN_SCORE } from '../domain/surveys.ts';
import { fillMessage, type Locale, type MessageKey, translate } from '../i18n/messages.ts';
import { assertUnreachable } from '../lang/assert-unreachable.ts';
import { INGEST_RECORD_SCHEMAS, type IngestDataset } from './ingest.ts';
import { type IngestFieldMeta, ingestFieldMeta, recordShape } from './ingest-field-schemas.ts';

export type { IngestFieldMeta };

/** One field a dataset's records take, as callers and docs/ingest.md see it. */
export interface IngestFieldInfo {
  field: string;
  meta: IngestFieldMeta;
  /** A record without it is refused. */
  required: boolean;
  /** null is taken (as the field's absence). */
  nullable: boolean;
  /** What an absent field stores; undefined for a required one. */
  defaultValue: unknown;
}

function describe(field: string, schema: z.ZodType): IngestFieldInfo {
  const meta = ingestFieldMeta.get(schema);
  if (!meta) throw new Error(`Ingest field ${field} has no IngestFieldMeta (ingest-field-schemas.ts)`);
  const absent = schema.safeParse(undefined);
  return {
    field,
    meta,
    required: !absent.success,
    nullable: schema.safeParse(null).success,
    defaultValue: absent.success ? absent.data : undefined,
  };
}

const FIELDS = new Map<IngestDataset, readonly IngestFieldInfo[]>();

/** The fields a dataset's records take, in the contract's order. */
export function ingestFields(dataset: IngestDataset): readonly IngestFieldInfo[] {
  let fields = FIELDS.get(dataset);
  if (!fields) {
    fields = Object.entries(recordShape(INGEST_RECORD_SCHEMAS[dataset])).map(([field, schema]) =>
      describe(field, schema),
    );
    FIELDS.set(dataset, fields);
  }
  return fields;
}

export function ingestFieldInfo(dataset: IngestDataset, field: string): IngestFieldInfo | null {
  return ingestFields(dataset).find((info) => info.field === field) ?? null;
}

/** Codes with their meanings: `1 (positivo), 2 (negativo), …`. */
function codesText(codes: readonly number[], label: (code: number) => string): string {
  return codes.map((code) => `${code} (${label(code).toLocaleLowerCase()})`).join(', ');
}

function acceptedOf(meta: IngestFieldMeta, locale: Locale): string {
  const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
    fillMessage(translate(key, locale), values);
  const number = new Intl.NumberFormat(locale);
  switch (meta.type) {
    case 'id':
      return t('ingest.accepted.id');
    case 'channel':
      return t('ingest.accepted.channel');
    case 'instant':
      return t('ingest.accepted.instant');
    case 'text':
      return meta.min > 0
        ? t('ingest.accepted.text', { min: number.format(meta.min), max: number.format(meta.max) })
        : t('ingest.accepted.textUpTo', { max: number.format(meta.max) });
    case 'count':
      return t('ingest.accepted.count');
    case 'positiveInteger':
      return t('ingest.accepted.positiveInteger');
    case 'surveyScore':
      return t('ingest.accepted.surveyScore', {
        ranges: SURVEY_KINDS.map((k) => `${k} ${SURVEY_MIN_SCORE[k]}–${SURVEY_MAX_SCORE[k]}`).join(', '),
      });
    case 'flag':
      return t('ingest.accepted.flag');
    case 'labels':
      return t('ingest.accepted.labels');
    case 'polarity':
      return t('ingest.accepted.codes', {
        codes: codesText(POLARITY_CODES, (code) => translate(polarityInfo(code).label, locale)),
      });
    case 'gender':
      return t('ingest.accepted.codes', {
        codes: codesText(GENDER_CODES, (code) => translate(GENDER_INFO[genderOf(code)].label, locale)),
      });
    case 'choice':
      return t('ingest.accepted.choice', { values: meta.values.join(', ') });
    default:
      return assertUnreachable(meta);
  }
}

/** What a field accepts, in words: formats, codes with their meanings, values; "or null" where null is taken. */
export function ingestAcceptedText(info: IngestFieldInfo, locale: Locale = 'pt-BR'): string {
  const accepted = acceptedOf(info.meta, locale);
  return info.nullable ? fillMessage(translate('ingest.accepted.orNull', locale), { accepted }) : accepted;
}
