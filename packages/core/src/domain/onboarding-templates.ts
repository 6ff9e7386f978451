import type { OnboardingTemplate } from './onboarding.ts';

/**
 * The desk cards of the customer-service template: tickets opened, missed and attended and the average queue
 * time, one row of the grid. They ask the bots and contracts of the dashboard's settings ('Bots e contratos')
 * and, until some are chosen, say so.
 */
export const CUSTOMER_SERVICE_DESK_CARDS = ['BLIP_23', 'BLIP_24', 'BLIP_26', 'BLIP_30'] as const;

/**
 * The catalogue cards each onboarding template starts its dashboard with (spec §1): listening cards for Social
 * Listening, owned-and-earned (PNP) cards for Métricas Proprietárias, SAC and desk (human service) cards for
 * customer service and none for the blank one. Every id is one of cardRegistry's.
 */
export const ONBOARDING_TEMPLATE_CARDS: Record<OnboardingTemplate, readonly string[]> = {
  socialListening: ['LSN_1', 'LSN_2', 'LSN_3', 'LSN_6'],
  proprietaryMetrics: ['PNP_1', 'PNP_2', 'PNP_3', 'PNP_4'],
  customerService: ['SAC_1', 'SAC_2', 'SAC_26', 'SAC_28', ...CUSTOMER_SERVICE_DESK_CARDS],
  blank: [],
};
