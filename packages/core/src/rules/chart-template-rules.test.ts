import { describe, expect, it } from 'vitest';
import { ChartTemplate } from '../contracts/chart-template.ts';
import { validateChartTemplate } from './chart-template-rules.ts';

const base = ChartTemplate.parse({
  grouping: ['postedAt', 'channel'],
  datePortion: 'dayOfMonth',
  metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
  method: 'count',
});

describe('chart-template rules', () => {
  it('accepts a template grouped by date and channel', () => {
    expect(validateChartTemplate('posts', base).ok).toBe(true);
  });

  it('requires a grouping', () => {
    expect(validateChartTemplate('posts', { ...base, grouping: [] })).toEqual({
      ok: false,
      error: 'errors.groupingRequired',
    });
  });

  it('refuses fields the entity does not have, and continuous fields', () => {
    for (const grouping of [['postedAt', 'nope'], ['likes']]) {
      expect(validateChartTemplate('posts', { ...base, grouping })).toEqual({
        ok: false,
        error: 'errors.groupingInvalid',
      });
    }
  });

  it('needs a valid date portion when grouping by date', () => {
    for (const datePortion of [null, 'fortnight']) {
      expect(validateChartTemplate('posts', { ...base, datePortion })).toEqual({
        ok: false,
        error: 'errors.datePortionInvalid',
      });
    }
  });
});
