import type { MessageKey } from '../i18n/pt-BR.ts';

/** Onboarding steps, in order (spec §2). */
export const ONBOARDING_STEPS = ['userAndCompany', 'useCases', 'templates', 'name', 'selection'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, MessageKey> = {
  userAndCompany: 'onboarding.step.userAndCompany',
  useCases: 'onboarding.step.useCases',
  templates: 'onboarding.step.templates',
  name: 'onboarding.step.name',
  selection: 'onboarding.step.selection',
};

/** The four dashboard templates (spec §1): Social Listening, Métricas Proprietárias, customer service, blank. */
export const ONBOARDING_TEMPLATES = [
  'socialListening',
  'proprietaryMetrics',
  'customerService',
  'blank',
] as const;
export type OnboardingTemplate = (typeof ONBOARDING_TEMPLATES)[number];

export const ONBOARDING_TEMPLATE_LABELS: Record<OnboardingTemplate, MessageKey> = {
  socialListening: 'onboarding.template.socialListening',
  proprietaryMetrics: 'onboarding.template.proprietaryMetrics',
  customerService: 'onboarding.template.customerService',
  blank: 'onboarding.template.blank',
};
