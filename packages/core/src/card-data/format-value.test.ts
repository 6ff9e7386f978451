import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatValue } from './format-value.ts';

// Intl separates currency and number with a no-break space.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatValue', () => {
  it('writes counts, decimals, percentages and money as in Brazil', () => {
    expect(formatValue(1234567, 'count')).toBe('1.234.567');
    expect(formatValue(1234.567, 'decimal')).toBe('1.234,57');
    expect(formatValue(12.5, 'percent')).toBe('12,5%');
    expect(nbsp(formatValue(1234.5, 'currency'))).toBe('R$ 1.234,50');
  });

  it('writes desk timings as durations', () => {
    expect(formatValue(45, 'duration')).toBe('45s');
    expect(formatDuration(200)).toBe('3min 20s');
    expect(formatDuration(3_900)).toBe('1h 05min');
    expect(formatDuration(187_200)).toBe('2d 4h');
  });

  it('writes dates in São Paulo time', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 15, 13, 5))).toBe('15/01/2026 10:05');
  });
});
