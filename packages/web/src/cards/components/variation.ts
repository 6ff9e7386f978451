import { formatValue, type ValueFormat } from '@mirante/core';

export type VariationDirection = 'up' | 'down' | 'flat';

export interface Variation {
  direction: VariationDirection;
  /** "+12,5%" for counts and amounts; "+2,5 p.p." when the value itself is a percentage or a signed index. */
  text: string;
}

const pointsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * The change against the previous period. Percentages and signed indices on a fixed scale (NPS, the sentiment
 * index: `scaleMin` below 0) change in points: a percent of a negative NPS means nothing. Everything else
 * changes in percent of the previous value. Null when there is nothing to compare with (no previous value, or
 * a previous count of 0).
 */
export function variationOf(
  value: number,
  previous: number | null,
  format: ValueFormat,
  scaleMin: number | null = null,
): Variation | null {
  if (previous === null) return null;
  const inPoints = format === 'percent' || (scaleMin !== null && scaleMin < 0);
  const change = inPoints
    ? value - previous
    : previous === 0
      ? null
      : ((value - previous) / Math.abs(previous)) * 100;
  if (change === null || !Number.isFinite(change)) return null;
  const rounded = Math.round(change * 10) / 10;
  const direction: VariationDirection = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const text = inPoints
    ? `${pointsFormat.format(rounded)} p.p.`
    : `${rounded > 0 ? '+' : ''}${formatValue(rounded, 'percent')}`;
  return { direction, text };
}

/** Whether going up is good news: longer desk timings are worse. */
export function higherIsBetter(format: ValueFormat): boolean {
  return format !== 'duration';
}
