import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CHART_ENTITIES,
  CHART_TYPE_LABELS,
  CHART_TYPES,
  DATA_SOURCE_ENTITIES,
  DATA_SOURCE_LABELS,
  DATA_SOURCES,
  DATE_PORTION_LABELS,
  DATE_PORTIONS,
  isMessageKey,
  OPERATORS,
} from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import {
  type BuilderErrors,
  type BuilderField,
  type BuilderForm,
  groupableFields,
  groupsByDate,
  metricFields,
} from '../builder-form.ts';

interface ChartTemplateFieldsProps {
  form: BuilderForm;
  errors: BuilderErrors;
  onChange: <K extends BuilderField>(field: K, value: BuilderForm[K]) => void;
}

/** A choice list whose first option is "not chosen" (the empty value). */
function options<V extends string>(values: readonly V[], label: (value: V) => string, none: string) {
  return [{ value: '', label: none }, ...values.map((value) => ({ value, label: label(value) }))];
}

/**
 * The data source and chart template of a component (spec §3 "Chart template"): the entity, its grouping
 * fields, the date portion when grouped by a date, the metric and its operator, and the chart type.
 */
export function ChartTemplateFields({ form, errors, onChange }: ChartTemplateFieldsProps) {
  const { t } = useI18n();
  const choose = t('component.choose');
  const error = (field: BuilderField) => (errors[field] ? t(errors[field]) : null);
  const fieldLabel = (field: string) => {
    const key = `field.${field}`;
    return isMessageKey(key) ? t(key) : field;
  };
  const entities = form.dataSource ? DATA_SOURCE_ENTITIES[form.dataSource] : CHART_ENTITIES;
  const byDate = groupsByDate(form.entity, form.grouping);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('component.fieldDataSource')}
          withAsterisk
          value={form.dataSource ?? ''}
          error={error('dataSource')}
          data={options(DATA_SOURCES, (value) => t(DATA_SOURCE_LABELS[value]), choose)}
          onChange={(event) =>
            onChange('dataSource', (event.currentTarget.value || null) as BuilderForm['dataSource'])
          }
        />
        <NativeSelect
          label={t('component.fieldEntity')}
          withAsterisk
          disabled={form.dataSource === null}
          value={form.entity ?? ''}
          error={error('entity')}
          data={options(entities, (value) => t(`entity.${value}`), choose)}
          onChange={(event) =>
            onChange('entity', (event.currentTarget.value || null) as BuilderForm['entity'])
          }
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('component.fieldGrouping')}
        withAsterisk
        value={form.grouping}
        error={error('grouping')}
        onChange={(value) => onChange('grouping', value)}
      >
        {form.entity ? (
          <Group gap="sm" mt={4}>
            {groupableFields(form.entity).map((field) => (
              <Checkbox key={field} value={field} label={fieldLabel(field)} />
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed" mt={4}>
            {t('component.fieldEntity')}: {choose}
          </Text>
        )}
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('component.fieldDatePortion')}
          description={t('component.datePortionHint')}
          disabled={!byDate}
          value={form.datePortion ?? ''}
          error={error('datePortion')}
          data={options(DATE_PORTIONS, (value) => t(DATE_PORTION_LABELS[value]), '—')}
          onChange={(event) =>
            onChange('datePortion', (event.currentTarget.value || null) as BuilderForm['datePortion'])
          }
        />
        <NativeSelect
          label={t('component.fieldSorting')}
          disabled={byDate}
          value={form.sorting}
          data={(['desc', 'asc'] as const).map((value) => ({
            value,
            label: t(`component.sorting.${value}`),
          }))}
          onChange={(event) => onChange('sorting', event.currentTarget.value === 'asc' ? 'asc' : 'desc')}
        />
        <NativeSelect
          label={t('component.fieldMetric')}
          withAsterisk
          disabled={form.entity === null}
          value={form.metricField ?? ''}
          error={error('metricField')}
          data={options(form.entity ? metricFields(form.entity) : [], fieldLabel, choose)}
          onChange={(event) => onChange('metricField', event.currentTarget.value || null)}
        />
        <NativeSelect
          label={t('component.fieldOperator')}
          withAsterisk
          value={form.operator ?? ''}
          error={error('operator')}
          data={options(OPERATORS, (value) => t(`operator.${value}`), choose)}
          onChange={(event) =>
            onChange('operator', (event.currentTarget.value || null) as BuilderForm['operator'])
          }
        />
        <NativeSelect
          label={t('component.fieldChartType')}
          withAsterisk
          value={form.chartType ?? ''}
          error={error('chartType')}
          data={options(CHART_TYPES, (value) => t(CHART_TYPE_LABELS[value]), choose)}
          onChange={(event) =>
            onChange('chartType', (event.currentTarget.value || null) as BuilderForm['chartType'])
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
