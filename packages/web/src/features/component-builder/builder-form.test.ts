import { describe, expect, it } from 'vitest';
import { type BuilderForm, buildsPeopleChart, changeForm, EMPTY_FORM, validateForm } from './builder-form.ts';

const valid: BuilderForm = {
  ...EMPTY_FORM,
  title: 'Canais da marca',
  description: 'Publicações por canal',
  dataSource: 'listening',
  entity: 'posts',
  chartType: 'donut',
  grouping: ['channel'],
  metricField: 'id',
  operator: 'count',
};

describe('the component builder form', () => {
  it('knows a chart grouped by an author, or giving back an author, shows people (LGPD)', () => {
    expect(buildsPeopleChart(valid)).toBe(false);
    expect(buildsPeopleChart({ ...valid, grouping: ['uid'] })).toBe(true);
    expect(buildsPeopleChart({ ...valid, metricField: 'uid', operator: 'size' })).toBe(false);
    expect(buildsPeopleChart({ ...valid, metricField: 'uid', operator: 'max' })).toBe(true);
    expect(buildsPeopleChart(EMPTY_FORM)).toBe(false);
  });

  it("says 'Campo obrigatório.' for every choice not made", () => {
    const result = validateForm(EMPTY_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'form.required',
      dataSource: 'form.required',
      entity: 'form.required',
      chartType: 'form.required',
      grouping: 'form.required',
      metricField: 'form.required',
      operator: 'form.required',
    });
  });

  it('takes a 50-character title and a 200-character description, not one more', () => {
    expect(validateForm({ ...valid, title: 'a'.repeat(50), description: 'b'.repeat(200) }).ok).toBe(true);
    const tooLong = validateForm({ ...valid, title: 'a'.repeat(51), description: 'b'.repeat(201) });
    expect(tooLong).toEqual({
      ok: false,
      errors: { title: 'component.errors.titleTooLong', description: 'component.errors.descriptionTooLong' },
    });
  });

  it('builds the request core accepts: a distribution, or a time series sorted by its date', () => {
    const result = validateForm({ ...valid, lgpd: true, featureFlag: 'studioPlus' });
    expect(result).toMatchObject({
      ok: true,
      request: {
        title: 'Canais da marca',
        lgpd: true,
        featureFlag: 'studioPlus',
        entity: 'posts',
        chartTemplate: {
          grouping: ['channel'],
          datePortion: null,
          sortFields: [],
          metricsMetadata: { fields: ['id'], operators: ['count'], label: 'Canais da marca' },
          method: 'count',
        },
      },
    });
    const series = changeForm({ ...valid, chartType: 'line' }, 'grouping', ['postedAt', 'channel']);
    expect(series.datePortion).toBe('auto');
    expect(validateForm(series)).toMatchObject({
      ok: true,
      request: { chartTemplate: { datePortion: 'auto', sorting: 'asc', sortFields: ['postedAt'] } },
    });
  });

  it('keeps choices consistent: another source drops an entity it does not offer, and its fields', () => {
    const smartCare = changeForm(valid, 'dataSource', 'smartCare');
    expect(smartCare).toMatchObject({ entity: null, grouping: [], metricField: null });
    const surveys = changeForm(smartCare, 'entity', 'sac-surveys');
    expect(changeForm(surveys, 'grouping', ['surveyType']).grouping).toEqual(['surveyType']);
    // A measure is no grouping field: the form drops it, and core's rules refuse it had it stayed.
    expect(changeForm(surveys, 'grouping', ['surveyScore']).grouping).toEqual([]);
    const measure = validateForm({
      ...surveys,
      grouping: ['surveyScore'],
      metricField: 'id',
      operator: 'count',
    });
    expect(measure).toMatchObject({ ok: false, errors: { grouping: 'form.invalidValues' } });
  });
});
