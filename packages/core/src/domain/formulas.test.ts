import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates.ts';
import {
  brandHealth,
  engagementMatrix,
  nps,
  percentage,
  potentialReach,
  productivity,
  sentimentIndex,
  slaWithin12h,
} from './formulas.ts';

const HOUR = 3_600_000;
const counts = { positive: 60, negative: 15, neutral: 25, total: 100 };
const none = { positive: 0, negative: 0, neutral: 0, total: 0 };

describe('percentage', () => {
  it('is 0 for a zero total, never NaN or Infinity', () => {
    expect(percentage(3, 12)).toBe(25);
    expect(percentage(3, 0)).toBe(0);
    expect(percentage(Number.NaN, 10)).toBe(0);
  });
});

describe('potential reach', () => {
  it('is 20% of the followers of the collected profiles', () => {
    expect(potentialReach(10_000)).toBe(2_000);
    expect(potentialReach([1_234, 766])).toBe(400);
    expect(potentialReach(7)).toBe(1);
    expect(potentialReach([])).toBe(0);
  });
});

describe('NPS of mentions', () => {
  it('is positive% minus negative%', () => {
    expect(nps(counts)).toBe(45);
    expect(nps({ ...counts, total: 200 })).toBe(22.5);
    expect(nps({ positive: 0, negative: 8, neutral: 0, total: 8 })).toBe(-100);
    expect(nps(none)).toBe(0);
  });
});

describe('sentiment index', () => {
  it('is (positive + neutral − negative) / total', () => {
    expect(sentimentIndex(counts)).toBe(0.7);
    expect(sentimentIndex({ positive: 0, negative: 10, neutral: 0, total: 10 })).toBe(-1);
    expect(sentimentIndex(none)).toBe(0);
  });
});

describe('brand health', () => {
  it('is positive% plus neutral%', () => {
    expect(brandHealth(counts)).toBe(85);
    expect(brandHealth({ positive: 1, negative: 1, neutral: 1, total: 4 })).toBe(50);
    expect(brandHealth(none)).toBe(0);
  });
});

describe('productivity', () => {
  it('is attendances done / cases received × 100', () => {
    expect(productivity(45, 60)).toBe(75);
    expect(productivity(60, 60)).toBe(100);
    expect(productivity(5, 0)).toBe(0);
  });
});

describe('SLA over 12 hours', () => {
  const conversations = [
    { receivedAt: 0, answeredAt: HOUR },
    { receivedAt: 0, answeredAt: 12 * HOUR },
    { receivedAt: 0, answeredAt: 13 * HOUR },
    { receivedAt: 0, answeredAt: null },
  ];

  it('is the share answered within 12 hours of arrival', () => {
    expect(slaWithin12h(conversations)).toBe(50);
  });

  it('leaves out unanswered conversations that still have time, when told the time', () => {
    const recent = [...conversations, { receivedAt: HOUR, answeredAt: null }];
    expect(slaWithin12h(recent)).toBe(40);
    expect(slaWithin12h(recent, 12.5 * HOUR)).toBe(50);
    expect(slaWithin12h(recent, 14 * HOUR)).toBe(40);
  });

  it('is 0 without conversations', () => {
    expect(slaWithin12h([])).toBe(0);
  });
});

describe('engagement matrix', () => {
  const day = (n: number) => n * DAY_MS;
  const points = [
    { id: 'a', at: day(95), x: 10, y: 10 },
    { id: 'b', at: day(50), x: 2, y: 4 },
    { id: 'c', at: day(20), x: 6, y: 1 },
    { id: 'old', at: day(5), x: 100, y: 100 },
    { id: 'future', at: day(101), x: 0, y: 50 },
  ];

  it('splits by the means of the 90 days before the reference', () => {
    const matrix = engagementMatrix(points, day(100));
    expect(matrix.mean).toEqual({ x: 6, y: 5 });
    expect(Object.fromEntries(matrix.points.map((p) => [p.id, p.quadrant]))).toEqual({
      a: 'highXHighY',
      b: 'lowXLowY',
      c: 'highXLowY',
      old: 'highXHighY',
      future: 'lowXHighY',
    });
  });

  it('has zero means when no point falls in the window', () => {
    const matrix = engagementMatrix([{ id: 'x', at: day(1), x: 3, y: 0 }], day(200));
    expect(matrix.mean).toEqual({ x: 0, y: 0 });
    expect(matrix.points[0]?.quadrant).toBe('highXHighY');
  });
});
