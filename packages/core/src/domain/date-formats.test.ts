import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './date-formats.ts';

describe('date formats', () => {
  // 2026-11-21 02:30 UTC is 20/11/2026 23:30 in São Paulo.
  const lateEvening = Date.UTC(2026, 10, 21, 2, 30);

  it('renders each format of the spec in São Paulo time', () => {
    expect(DATE_FORMATS.map((format) => formatDate(lateEvening, format))).toEqual([
      '20/11/2026',
      '20/11/2026 23:30',
      '2026-11-20',
      '202611202330',
    ]);
  });

  it('pads single digits', () => {
    const morning = Date.UTC(2026, 0, 5, 12, 7);
    expect(formatDate(morning, 'DD/MM/YYYY HH:mm')).toBe('05/01/2026 09:07');
  });
});
