import type { MessageKey } from '../i18n/pt-BR.ts';
import { SURVEY_MAX_SCORE, SURVEY_MIN_SCORE, type SurveyKind } from './surveys.ts';

/** Rating colours in five levels (spec §9), from worst (1) to best (5). */
export const RATING_LEVELS = [1, 2, 3, 4, 5] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

export const RATING_COLORS: Record<RatingLevel, string> = {
  1: '#e03131',
  2: '#f76707',
  3: '#fab005',
  4: '#94d82d',
  5: '#2f9e44',
};

export const RATING_LABELS: Record<RatingLevel, MessageKey> = {
  1: 'rating.1',
  2: 'rating.2',
  3: 'rating.3',
  4: 'rating.4',
  5: 'rating.5',
};

/**
 * The level of a score on a min–max scale, splitting the scale in five equal bands (the top score joins the
 * top band). A CSAT score (1–5) is its own level; NPS 9 and 10 are level 5. Out-of-range scores are clamped.
 */
export function ratingLevel(score: number, max: number, min = 1): RatingLevel {
  if (!(max > min) || !Number.isFinite(score)) return 1;
  const fraction = Math.min(1, Math.max(0, (score - min) / (max - min)));
  return (Math.min(4, Math.floor(fraction * 5)) + 1) as RatingLevel;
}

export function ratingColor(score: number, max: number, min = 1): string {
  return RATING_COLORS[ratingLevel(score, max, min)];
}

export function surveyRatingLevel(kind: SurveyKind, score: number): RatingLevel {
  return ratingLevel(score, SURVEY_MAX_SCORE[kind], SURVEY_MIN_SCORE[kind]);
}
