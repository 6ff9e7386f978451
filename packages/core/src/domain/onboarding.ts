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

/** The user-and-company step's choices (spec §1): the user's department and job. */
export const ONBOARDING_DEPARTMENTS = [
  'marketing',
  'communication',
  'customerService',
  'sales',
  'product',
  'other',
] as const;
export type OnboardingDepartment = (typeof ONBOARDING_DEPARTMENTS)[number];

export const ONBOARDING_DEPARTMENT_LABELS: Record<OnboardingDepartment, MessageKey> = {
  marketing: 'onboarding.department.marketing',
  communication: 'onboarding.department.communication',
  customerService: 'onboarding.department.customerService',
  sales: 'onboarding.department.sales',
  product: 'onboarding.department.product',
  other: 'onboarding.department.other',
};

export const ONBOARDING_JOBS = [
  'analyst',
  'coordinator',
  'manager',
  'director',
  'executive',
  'other',
] as const;
export type OnboardingJob = (typeof ONBOARDING_JOBS)[number];

export const ONBOARDING_JOB_LABELS: Record<OnboardingJob, MessageKey> = {
  analyst: 'onboarding.job.analyst',
  coordinator: 'onboarding.job.coordinator',
  manager: 'onboarding.job.manager',
  director: 'onboarding.job.director',
  executive: 'onboarding.job.executive',
  other: 'onboarding.job.other',
};

/** The use cases offered; at least one is needed to go on (spec §5). */
export const ONBOARDING_USE_CASES = [
  'brandMonitoring',
  'crisisManagement',
  'competitors',
  'campaigns',
  'customerService',
  'ownedChannels',
] as const;
export type OnboardingUseCase = (typeof ONBOARDING_USE_CASES)[number];

export const ONBOARDING_USE_CASE_LABELS: Record<OnboardingUseCase, MessageKey> = {
  brandMonitoring: 'onboarding.useCase.brandMonitoring',
  crisisManagement: 'onboarding.useCase.crisisManagement',
  competitors: 'onboarding.useCase.competitors',
  campaigns: 'onboarding.useCase.campaigns',
  customerService: 'onboarding.useCase.customerService',
  ownedChannels: 'onboarding.useCase.ownedChannels',
};

/** What the onboarding leaves on the new dashboard's onboardingStatus once finished. */
export const ONBOARDING_STATUS_DONE = 'done';

export const ONBOARDING_TEMPLATE_DESCRIPTIONS: Record<OnboardingTemplate, MessageKey> = {
  socialListening: 'onboarding.templateDescription.socialListening',
  proprietaryMetrics: 'onboarding.templateDescription.proprietaryMetrics',
  customerService: 'onboarding.templateDescription.customerService',
  blank: 'onboarding.templateDescription.blank',
};
