import type { OnboardingTemplate } from './onboarding.ts';

/**
 * The catalogue cards each onboarding template starts its dashboard with (spec §1): listening cards for Social
 * Listening, owned-and-earned (PNP) cards for Métricas Proprietárias, SAC cards for customer service and none
 * for the blank one. Every id is one of cardRegistry's.
 */
export const ONBOARDING_TEMPLATE_CARDS: Record<OnboardingTemplate, readonly string[]> = {
  socialListening: ['LSN_1', 'LSN_2', 'LSN_3', 'LSN_6'],
  proprietaryMetrics: ['PNP_1', 'PNP_2', 'PNP_3', 'PNP_4'],
  customerService: ['SAC_1', 'SAC_2', 'SAC_26', 'SAC_28'],
  blank: [],
};
