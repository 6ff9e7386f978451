import { ONBOARDING_TEMPLATE_CARDS } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { dashboardRequest, EMPTY_ANSWERS, finishedDocument, stepErrors } from './onboarding-answers.ts';

describe('onboarding answers', () => {
  it('needs at least one use case and a dashboard title; the other steps have no rule', () => {
    expect(stepErrors('useCases', EMPTY_ANSWERS)).toEqual({ useCases: 'onboarding.errors.useCaseRequired' });
    expect(stepErrors('useCases', { ...EMPTY_ANSWERS, useCases: ['campaigns'] })).toEqual({});
    expect(stepErrors('name', { ...EMPTY_ANSWERS, title: '   ' })).toEqual({
      title: 'rename.errors.titleRequired',
    });
    expect(stepErrors('name', { ...EMPTY_ANSWERS, title: 'Meu painel' })).toEqual({});
    expect(stepErrors('userAndCompany', EMPTY_ANSWERS)).toEqual({});
    expect(stepErrors('templates', EMPTY_ANSWERS)).toEqual({});
  });

  it("creates the dashboard from the template's cards and records the finished onboarding", () => {
    const answers = {
      department: 'marketing',
      job: null,
      useCases: ['brandMonitoring'],
      template: 'proprietaryMetrics' as const,
      title: '  Canais próprios ',
    };
    expect(dashboardRequest(answers)).toEqual({
      title: 'Canais próprios',
      description: '',
      cardIds: ONBOARDING_TEMPLATE_CARDS.proprietaryMetrics,
    });
    expect(dashboardRequest({ ...answers, template: 'blank' }).cardIds).toEqual([]);
    expect(finishedDocument(answers)).toEqual({
      step: 'selection',
      department: 'marketing',
      job: null,
      useCases: ['brandMonitoring'],
      template: 'proprietaryMetrics',
      completed: true,
    });
  });
});
