import {
  type CreateCustomComponentInput,
  CreateCustomComponentRequest,
} from '../contracts/custom-component.ts';
import { validateChartTemplate } from './chart-template-rules.ts';
import { queryExposesPeople } from './people-exposure.ts';
import { fail, ok, type Result } from './result.ts';
import { resultFromSchema } from './zod-result.ts';

/**
 * Create component (spec §5): title and the choices are required ('Campo obrigatório.'), title at most 50
 * characters, description at most 200, known values only ('Valores inválidos.'), and the chart template must
 * pass the chart-template rules for the chosen entity. A component whose chart groups, sorts or lists by a
 * person field (people-exposure.ts) is LGPD whatever the form said.
 */
export function validateCustomComponent(
  input: CreateCustomComponentInput,
): Result<CreateCustomComponentRequest> {
  const parsed = resultFromSchema(CreateCustomComponentRequest, input);
  if (!parsed.ok) return parsed;
  const template = validateChartTemplate(parsed.value.entity, parsed.value.chartTemplate);
  if (!template.ok) return fail('form.invalidValues', { chartTemplate: template.error });
  const { entity, chartTemplate } = parsed.value;
  const showsPeople = queryExposesPeople({ service: 'charts-service', entity, template: chartTemplate });
  return ok({ ...parsed.value, lgpd: parsed.value.lgpd || showsPeople });
}
