import { ChartTemplate, cardRegistry, chartsQueryOf, type ValidTemplate } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { compileSeries } from './compile-series.ts';

describe('compileSeries', () => {
  const template = ChartTemplate.parse(chartsQueryOf(cardRegistry.get('LSN_13'))?.template) as ValidTemplate;

  it('binds every value and keeps user text out of the SQL', () => {
    const plan = compileSeries({
      entity: 'posts',
      template,
      grain: 'dayOfMonth',
      range: { start: 0, end: 86_400_000 },
      universeId: "x'; DROP TABLE posts; --",
    });
    expect(plan.sql).not.toContain('DROP');
    expect(plan.params).toMatchObject({ universe: "x'; DROP TABLE posts; --", tz: 'America/Sao_Paulo' });
    expect(plan.sql).toMatchSnapshot();
  });
});
