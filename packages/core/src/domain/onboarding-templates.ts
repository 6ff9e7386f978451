import type { OnboardingTemplate } from './onboarding.ts';

/**
 * The customer-service template (issue 27): the SAC team's day on the connected pages, row by row of the grid
 * (each row 12 columns wide). Status changes (opened, put on hold, answered, finished); treated conversations,
 * backlog, productivity and CSAT score; the SLA (12 hours and the custom score) with the treated conversations
 * by type; status changes and productivity over time; cases received and attended per day with the service
 * time's distribution; CSAT's distribution and by channel; treated conversations and service time per
 * operator; then the backlog, operators and operators' status tables. No desk (chatbot) card: those need a bot
 * and its contract.
 */
export const CUSTOMER_SERVICE_CARDS = [
  'SAC_1',
  'SAC_2',
  'SAC_3',
  'SAC_4',
  'SAC_30',
  'SAC_46',
  'SAC_47',
  'SAC_52',
  'SAC_43',
  'SAC_44',
  'SAC_33',
  'SAC_5',
  'SAC_48',
  'SAC_36',
  'SAC_42',
  'SAC_57',
  'SAC_56',
  'SAC_31',
  'SAC_40',
  'SAC_45',
  'SAC_50',
  'SAC_49',
] as const;

/**
 * The Métricas Proprietárias template (issue 27): every own-page card (dataType PAGE), counting the connected
 * pages' own publications and profiles. The pages' overview; received engagement, likes, comments and
 * impressions; reach and views with the followers' evolution; publications and engagement over time; then
 * engagement by channel and comments by content type, likes and comments, impressions and reach over time,
 * views by content type; the publications' timeline and the engagement matrices by post and by tag.
 */
export const OWN_PAGES_CARDS = [
  'SAC_13',
  'SAC_10',
  'SAC_14',
  'SAC_16',
  'SAC_19',
  'SAC_21',
  'SAC_24',
  'SAC_23',
  'SAC_9',
  'SAC_11',
  'SAC_12',
  'SAC_18',
  'SAC_15',
  'SAC_17',
  'SAC_20',
  'SAC_22',
  'SAC_25',
  'SAC_8',
  'SAC_63',
  'SAC_64',
] as const;

/**
 * The catalogue cards each onboarding template starts its dashboard with (spec §1): listening cards for Social
 * Listening, own-page cards for Métricas Proprietárias, SAC cards for customer service and none for the blank
 * one. Every id is one of cardRegistry's. A dashboard created with cards that count connected pages connects
 * every page its universe holds (server modules/dashboards), so it opens with data.
 */
export const ONBOARDING_TEMPLATE_CARDS: Record<OnboardingTemplate, readonly string[]> = {
  socialListening: ['LSN_1', 'LSN_2', 'LSN_3', 'LSN_6'],
  proprietaryMetrics: OWN_PAGES_CARDS,
  customerService: CUSTOMER_SERVICE_CARDS,
  blank: [],
};
