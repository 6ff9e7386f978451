import type { ChartTemplate } from '../contracts/chart-template.ts';
import { type ChartEntity, ENTITY_FIELDS } from '../domain/datasets.ts';
import { type DatePortion, TIME_GRAINS } from '../domain/time-grains.ts';
import type { Result } from './result.ts';

/** Former name of the shared rule result, kept for existing callers. */
export type ValidationResult<T> = Result<T>;

export interface ValidTemplate extends ChartTemplate {
  datePortion: DatePortion | null;
}

function isDatePortion(value: string): value is DatePortion {
  return value === 'auto' || (TIME_GRAINS as readonly string[]).includes(value);
}

/** The spec's chart-template rules: a non-empty grouping of the entity's fields and a valid date portion. */
export function validateChartTemplate(
  entity: ChartEntity,
  template: ChartTemplate,
): ValidationResult<ValidTemplate> {
  const fields = ENTITY_FIELDS[entity];
  if (template.grouping.length === 0) return { ok: false, error: 'errors.groupingRequired' };
  const known = (field: string) => Object.hasOwn(fields, field);
  const groupable = (field: string) => known(field) && fields[field] !== 'continuous';
  if (!template.grouping.every(groupable)) return { ok: false, error: 'errors.groupingInvalid' };
  if (!template.metricsMetadata.fields.every(known) || !template.sortFields.every(known)) {
    return { ok: false, error: 'errors.groupingInvalid' };
  }
  if (template.metricsMetadata.fields.length !== template.metricsMetadata.operators.length) {
    return { ok: false, error: 'errors.groupingInvalid' };
  }
  const hasDate = template.grouping.some((field) => fields[field] === 'date');
  const portion = template.datePortion;
  if (hasDate && (portion === null || !isDatePortion(portion))) {
    return { ok: false, error: 'errors.datePortionInvalid' };
  }
  if (!hasDate && portion !== null) return { ok: false, error: 'errors.datePortionInvalid' };
  return { ok: true, value: { ...template, datePortion: portion as DatePortion | null } };
}
