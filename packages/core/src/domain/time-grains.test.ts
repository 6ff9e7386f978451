import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { DAY_MS } from './dates.ts';
import {
  autoGrain,
  DATE_PORTION_LABELS,
  DATE_PORTIONS,
  grainOptionsFor,
  resolveGrain,
} from './time-grains.ts';

describe('time grains', () => {
  it('chooses the finest grain within the spec limits', () => {
    expect(autoGrain(3 * 3_600_000)).toBe('minute');
    expect(autoGrain(3 * 3_600_000 + 1)).toBe('hour');
    expect(autoGrain(3 * DAY_MS)).toBe('hour');
    expect(autoGrain(7 * DAY_MS)).toBe('dayOfMonth');
    expect(autoGrain(180 * DAY_MS)).toBe('dayOfMonth');
    expect(autoGrain(181 * DAY_MS)).toBe('week');
    expect(autoGrain(5 * 365 * DAY_MS)).toBe('month');
  });

  it('falls back to the automatic grain when the asked one exceeds its limit', () => {
    expect(resolveGrain('minute', 7 * DAY_MS)).toBe('dayOfMonth');
    expect(resolveGrain('month', 7 * DAY_MS)).toBe('month');
    expect(resolveGrain('auto', 2 * DAY_MS)).toBe('hour');
  });

  it('offers automatic first, then the grains the range allows', () => {
    expect(DATE_PORTIONS[0]).toBe('auto');
    expect(grainOptionsFor(2 * 3_600_000)).toEqual([...DATE_PORTIONS]);
    expect(grainOptionsFor(7 * DAY_MS)).toEqual(['auto', 'dayOfMonth', 'week', 'month', 'quarter', 'year']);
    expect(grainOptionsFor(365 * DAY_MS)).toEqual(['auto', 'week', 'month', 'quarter', 'year']);
  });

  it('labels the choices in Portuguese', () => {
    expect(DATE_PORTIONS.map((p) => translate(DATE_PORTION_LABELS[p]))).toEqual([
      'Automático',
      'Minuto',
      'Hora',
      'Dia',
      'Semana',
      'Mês',
      'Trimestre',
      'Ano',
    ]);
  });
});
