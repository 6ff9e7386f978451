import {
  CreateDashboardRequest,
  type MessageKey,
  ONBOARDING_STEPS,
  ONBOARDING_TEMPLATE_CARDS,
  type OnboardingDocument,
  type OnboardingStep,
  type OnboardingTemplate,
  validateUseCases,
} from '@mirante/core';

/** What the user answered so far in the onboarding flow. */
export interface OnboardingAnswers {
  department: string | null;
  job: string | null;
  useCases: string[];
  template: OnboardingTemplate;
  title: string;
}

export const EMPTY_ANSWERS: OnboardingAnswers = {
  department: null,
  job: null,
  useCases: [],
  template: 'socialListening',
  title: '',
};

export type OnboardingErrors = Partial<Record<'useCases' | 'title', MessageKey>>;

/** The errors that keep the user on a step: no use case (spec §5), or no dashboard title. */
export function stepErrors(step: OnboardingStep, answers: OnboardingAnswers): OnboardingErrors {
  if (step === 'useCases') {
    const result = validateUseCases(answers.useCases);
    return result.ok ? {} : { useCases: 'onboarding.errors.useCaseRequired' };
  }
  if (step === 'name') {
    const result = CreateDashboardRequest.shape.title.safeParse(answers.title);
    return result.success ? {} : { title: 'rename.errors.titleRequired' };
  }
  return {};
}

/** The new dashboard: its title and the chosen template's starting cards. */
export function dashboardRequest(answers: OnboardingAnswers): CreateDashboardRequest {
  return {
    title: answers.title.trim(),
    description: '',
    cardIds: [...ONBOARDING_TEMPLATE_CARDS[answers.template]],
  };
}

/** The user's onboarding document once the flow is done. */
export function finishedDocument(answers: OnboardingAnswers): OnboardingDocument {
  return {
    step: ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1] ?? 'selection',
    department: answers.department,
    job: answers.job,
    useCases: answers.useCases,
    template: answers.template,
    completed: true,
  };
}
