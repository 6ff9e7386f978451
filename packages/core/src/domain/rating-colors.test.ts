import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  RATING_COLORS,
  RATING_LABELS,
  ratingColor,
  ratingLevel,
  surveyRatingLevel,
} from './rating-colors.ts';

describe('rating colours', () => {
  it('has five distinct levels', () => {
    expect(new Set(Object.values(RATING_COLORS)).size).toBe(5);
    expect(translate(RATING_LABELS[1])).toBe('Muito ruim');
    expect(translate(RATING_LABELS[5])).toBe('Muito bom');
  });

  it('gives a CSAT score its own level', () => {
    expect([1, 2, 3, 4, 5].map((score) => surveyRatingLevel('CSAT', score))).toEqual([1, 2, 3, 4, 5]);
  });

  it('splits NPS 0–10 into five bands, 9 and 10 on top', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => surveyRatingLevel('NPS', s))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5,
    ]);
  });

  it('spreads CES 1–7 from worst to best', () => {
    expect(surveyRatingLevel('CES', 1)).toBe(1);
    expect(surveyRatingLevel('CES', 4)).toBe(3);
    expect(surveyRatingLevel('CES', 7)).toBe(5);
  });

  it('clamps out-of-range scores and survives a degenerate scale', () => {
    expect(ratingLevel(12, 5)).toBe(5);
    expect(ratingLevel(-3, 5)).toBe(1);
    expect(ratingLevel(3, 1, 1)).toBe(1);
    expect(ratingLevel(Number.NaN, 5)).toBe(1);
    expect(ratingColor(5, 5)).toBe(RATING_COLORS[5]);
  });
});
