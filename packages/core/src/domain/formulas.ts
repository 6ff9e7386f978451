import { DAY_MS } from './dates.ts';

/**
 * Business formulas of spec §9. Every function answers 0, never NaN or Infinity, when its total is zero or a
 * count is not a finite number.
 */

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** `part` as a percentage of `total` (0–100 for parts within the total); 0 when the total is 0. */
export function percentage(part: number, total: number): number {
  const t = finite(total);
  return t === 0 ? 0 : (finite(part) / t) * 100;
}

/** The share of followers the spec counts as potentially reached. */
export const POTENTIAL_REACH_SHARE = 0.2;

/** Potential reach: 20% of the followers of the collected profiles, rounded to whole people. */
export function potentialReach(followers: number | readonly number[]): number {
  const total =
    typeof followers === 'number' ? finite(followers) : followers.reduce((a, b) => a + finite(b), 0);
  return Math.round(total * POTENTIAL_REACH_SHARE);
}

export interface SentimentCounts {
  positive: number;
  negative: number;
  neutral: number;
  /** Every counted post, including those with no polarity or not yet classified. */
  total: number;
}

/** NPS of mentions: positive% minus negative%, from -100 to 100. */
export function nps(counts: SentimentCounts): number {
  return percentage(counts.positive, counts.total) - percentage(counts.negative, counts.total);
}

/** Sentiment index: (positive + neutral − negative) / total, from -1 to 1. */
export function sentimentIndex(counts: SentimentCounts): number {
  const total = finite(counts.total);
  if (total === 0) return 0;
  return (finite(counts.positive) + finite(counts.neutral) - finite(counts.negative)) / total;
}

/** Brand health: positive% plus neutral%, from 0 to 100. */
export function brandHealth(counts: SentimentCounts): number {
  return percentage(counts.positive, counts.total) + percentage(counts.neutral, counts.total);
}

/** Productivity: attendances done / cases received × 100. */
export function productivity(attendancesDone: number, casesReceived: number): number {
  return percentage(attendancesDone, casesReceived);
}

export const SLA_WINDOW_MS = 12 * 3_600_000;

export interface SlaConversation {
  receivedAt: number;
  /** When the first answer was sent; null while unanswered. */
  answeredAt: number | null;
}

/**
 * SLA over 12 hours: the percentage of conversations answered within 12 hours of arriving. Given `now`,
 * unanswered conversations whose 12 hours have not yet run out are left out (they may still make it).
 */
export function slaWithin12h(conversations: readonly SlaConversation[], now: number | null = null): number {
  let counted = 0;
  let onTime = 0;
  for (const c of conversations) {
    const deadline = c.receivedAt + SLA_WINDOW_MS;
    if (c.answeredAt === null && now !== null && now < deadline) continue;
    counted += 1;
    if (c.answeredAt !== null && c.answeredAt >= c.receivedAt && c.answeredAt <= deadline) onTime += 1;
  }
  return percentage(onTime, counted);
}

export const ENGAGEMENT_MATRIX_WINDOW_MS = 90 * DAY_MS;

/** Quadrants of the engagement matrix: high/low on the x measure, then on the y measure. */
export const ENGAGEMENT_QUADRANTS = ['highXHighY', 'lowXHighY', 'lowXLowY', 'highXLowY'] as const;
export type EngagementQuadrant = (typeof ENGAGEMENT_QUADRANTS)[number];

export interface MatrixPoint {
  id: string;
  /** When the post (or tag's activity) happened, in ms. */
  at: number;
  x: number;
  y: number;
}

export interface EngagementMatrix<P extends MatrixPoint> {
  /** The arithmetic means of x and y over the points of the 90 days before the reference instant. */
  mean: { x: number; y: number };
  points: (P & { quadrant: EngagementQuadrant })[];
}

/**
 * Splits points into quadrants by the arithmetic mean of the last 90 days (spec §9): the means are taken over
 * the points in [reference − 90 days, reference]; a point at or above a mean counts as high. Every given point
 * gets a quadrant, including older ones. Without points in the window the means are 0.
 */
export function engagementMatrix<P extends MatrixPoint>(
  points: readonly P[],
  reference: number,
  windowMs: number = ENGAGEMENT_MATRIX_WINDOW_MS,
): EngagementMatrix<P> {
  const inWindow = points.filter((p) => p.at >= reference - windowMs && p.at <= reference);
  const mean = {
    x: inWindow.length === 0 ? 0 : inWindow.reduce((sum, p) => sum + finite(p.x), 0) / inWindow.length,
    y: inWindow.length === 0 ? 0 : inWindow.reduce((sum, p) => sum + finite(p.y), 0) / inWindow.length,
  };
  return {
    mean,
    points: points.map((p) => ({ ...p, quadrant: quadrantOf(p, mean) })),
  };
}

export function quadrantOf(
  point: { x: number; y: number },
  mean: { x: number; y: number },
): EngagementQuadrant {
  const highX = finite(point.x) >= mean.x;
  const highY = finite(point.y) >= mean.y;
  if (highX) return highY ? 'highXHighY' : 'highXLowY';
  return highY ? 'lowXHighY' : 'lowXLowY';
}
