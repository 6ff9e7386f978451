import {
  type ChartEntity,
  type ChartType,
  type CreateCustomComponentInput,
  type CreateCustomComponentRequest,
  DATA_SOURCE_ENTITIES,
  type DataSource,
  type DatePortion,
  ENTITY_FIELDS,
  ENTITY_TIME_FIELD,
  type FeatureFlag,
  type MessageKey,
  type Operator,
  queryExposesPeople,
  validateCustomComponent,
} from '@mirante/core';

/** What the 'Criar componente' form holds; null is "not chosen yet". */
export interface BuilderForm {
  title: string;
  description: string;
  lgpd: boolean;
  featureFlag: FeatureFlag | null;
  dataSource: DataSource | null;
  entity: ChartEntity | null;
  chartType: ChartType | null;
  grouping: string[];
  datePortion: DatePortion | null;
  metricField: string | null;
  operator: Operator | null;
  sorting: 'asc' | 'desc';
}

export type BuilderField = keyof BuilderForm;
export type BuilderErrors = Partial<Record<BuilderField, MessageKey>>;

export const EMPTY_FORM: BuilderForm = {
  title: '',
  description: '',
  lgpd: false,
  featureFlag: null,
  dataSource: null,
  entity: null,
  chartType: null,
  grouping: [],
  datePortion: null,
  metricField: null,
  operator: null,
  sorting: 'desc',
};

/** Fields the entity can be grouped by (not continuous measures), as core's chart-template rules allow. */
export function groupableFields(entity: ChartEntity): string[] {
  return Object.entries(ENTITY_FIELDS[entity])
    .filter(([, kind]) => kind !== 'continuous')
    .map(([field]) => field);
}

/** Fields a metric can count or aggregate: every field but dates. */
export function metricFields(entity: ChartEntity): string[] {
  return Object.entries(ENTITY_FIELDS[entity])
    .filter(([, kind]) => kind !== 'date')
    .map(([field]) => field);
}

export function groupsByDate(entity: ChartEntity | null, grouping: readonly string[]): boolean {
  return entity !== null && grouping.some((field) => ENTITY_FIELDS[entity][field] === 'date');
}

/**
 * A change of one field, keeping the rest consistent: another source drops an entity it does not offer, another
 * entity drops the fields it does not have, and the date portion goes with the date grouping.
 */
export function changeForm<K extends BuilderField>(form: BuilderForm, field: K, value: BuilderForm[K]) {
  const next: BuilderForm = { ...form, [field]: value };
  if (
    next.dataSource === null ||
    (next.entity && !DATA_SOURCE_ENTITIES[next.dataSource].includes(next.entity))
  ) {
    next.entity = null;
  }
  if (next.entity === null) return { ...next, grouping: [], metricField: null, datePortion: null };
  const entity = next.entity;
  next.grouping = next.grouping.filter((name) => groupableFields(entity).includes(name));
  if (next.metricField !== null && !metricFields(entity).includes(next.metricField)) next.metricField = null;
  if (!groupsByDate(entity, next.grouping)) next.datePortion = null;
  else next.datePortion ??= 'auto';
  return next;
}

/**
 * The request the form stands for; what is not chosen is left out, so core's rules name it. An unfinished form
 * is not yet a valid input: the rules are what tell it so.
 */
export function requestOf(form: BuilderForm): CreateCustomComponentInput {
  const byDate = groupsByDate(form.entity, form.grouping);
  const request = {
    title: form.title,
    description: form.description,
    lgpd: form.lgpd,
    featureFlag: form.featureFlag,
    ...(form.dataSource ? { dataSource: form.dataSource } : {}),
    ...(form.chartType ? { chartType: form.chartType } : {}),
    ...(form.entity ? { entity: form.entity } : {}),
    chartTemplate: {
      grouping: form.grouping,
      datePortion: byDate ? form.datePortion : null,
      sorting: byDate ? 'asc' : form.sorting,
      sortFields: byDate && form.entity ? [ENTITY_TIME_FIELD[form.entity]] : [],
      metricsMetadata: {
        fields: form.metricField ? [form.metricField] : [],
        label: form.title.trim(),
        groupingForTotal: [],
        operators: form.operator ? [form.operator] : [],
      },
      ...(form.operator ? { method: form.operator } : {}),
    },
  };
  return request as CreateCustomComponentInput;
}

const TEMPLATE_FIELDS: Record<string, BuilderField> = {
  'chartTemplate.grouping': 'grouping',
  'chartTemplate.datePortion': 'datePortion',
  'chartTemplate.metricsMetadata.fields': 'metricField',
  'chartTemplate.metricsMetadata.operators': 'operator',
  'chartTemplate.method': 'operator',
};

/** The form field a message of core's rules is about (dotted zod paths, array indexes dropped). */
function fieldOf(path: string): BuilderField | null {
  const trimmed = path.replace(/\.\d+$/, '');
  if (trimmed in TEMPLATE_FIELDS) return TEMPLATE_FIELDS[trimmed] ?? null;
  return trimmed in EMPTY_FORM ? (trimmed as BuilderField) : null;
}

const isEmpty = (value: BuilderForm[BuilderField]) =>
  value === null || (Array.isArray(value) && value.length === 0);

/**
 * Validates with core's component rules (spec §5): the request to send, or a message per field. A choice not
 * made reads 'Campo obrigatório.', a choice core refuses 'Valores inválidos.'; texts keep core's own messages.
 */
export function validateForm(
  form: BuilderForm,
): { ok: true; request: CreateCustomComponentRequest } | { ok: false; errors: BuilderErrors } {
  const result = validateCustomComponent(requestOf(form));
  if (result.ok) return { ok: true, request: result.value };
  const errors: BuilderErrors = {};
  for (const [path, message] of Object.entries(result.fields ?? {})) {
    const field = fieldOf(path);
    if (field === null || errors[field]) continue;
    const textual = field === 'title' || field === 'description';
    errors[field] = textual ? message : isEmpty(form[field]) ? 'form.required' : 'form.invalidValues';
  }
  // The template rule (a grouping of the entity's fields, a valid date portion) answers for the template.
  if (result.fields?.chartTemplate) {
    errors.grouping ??= form.grouping.length === 0 ? 'form.required' : 'form.invalidValues';
  }
  if (form.grouping.length === 0) errors.grouping = 'form.required';
  return { ok: false, errors };
}

/**
 * Whether the chart being built groups, sorts or lists by a person (an author, a profile, an operator): such a
 * component is LGPD whatever the checkbox says (core's people-exposure rules; the server holds it too).
 */
export function buildsPeopleChart(form: BuilderForm): boolean {
  if (form.entity === null) return false;
  const template = requestOf(form).chartTemplate;
  return queryExposesPeople({ service: 'charts-service', entity: form.entity, template });
}
