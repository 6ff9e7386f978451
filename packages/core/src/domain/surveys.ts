import type { MessageKey } from '../i18n/pt-BR.ts';

/** Survey kinds and their maximum score (spec §3): CES 1–7, CSAT 1–5, NPS 0–10. */
export const SURVEY_KINDS = ['CES', 'CSAT', 'NPS'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const SURVEY_MAX_SCORE: Record<SurveyKind, number> = { CES: 7, CSAT: 5, NPS: 10 };
export const SURVEY_MIN_SCORE: Record<SurveyKind, number> = { CES: 1, CSAT: 1, NPS: 0 };

export const SURVEY_LABELS: Record<SurveyKind, MessageKey> = {
  CES: 'surveys.CES',
  CSAT: 'surveys.CSAT',
  NPS: 'surveys.NPS',
};

/** The survey field the charts bucket on. */
export const SURVEY_DATE_FIELD = 'surveyDate';

export function isSurveyKind(value: string): value is SurveyKind {
  return (SURVEY_KINDS as readonly string[]).includes(value);
}

/** A whole score within the kind's range. */
export function isValidSurveyScore(kind: SurveyKind, score: number): boolean {
  return Number.isInteger(score) && score >= SURVEY_MIN_SCORE[kind] && score <= SURVEY_MAX_SCORE[kind];
}
