import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { codesOf, polarityInfo, sentimentOf } from './polarity.ts';

describe('polarity codes', () => {
  it('reads each code of the spec', () => {
    expect(sentimentOf(1)).toBe('positive');
    expect(sentimentOf(2)).toBe('negative');
    expect(sentimentOf(3)).toBe('neutral');
    expect(sentimentOf(0)).toBe('none');
    expect(sentimentOf(-2)).toBe('unclassified');
    expect(sentimentOf(-1)).toBe('negative');
    expect(sentimentOf(9)).toBe('unclassified');
  });

  it('labels them in Portuguese with distinct colours', () => {
    expect(translate(polarityInfo(1).label)).toBe('Positivo');
    expect(translate(polarityInfo(-1).label)).toBe('Negativo');
    expect(translate(polarityInfo(3).label)).toBe('Neutro');
    expect(translate(polarityInfo(0).label)).toBe('Sem polaridade');
    expect(translate(polarityInfo(-2).label)).toBe('Não classificado');
    const colours = [1, 2, 3, 0, -2].map((code) => polarityInfo(code).color);
    expect(new Set(colours).size).toBe(5);
    expect(polarityInfo(2).color).toBe(polarityInfo(-1).color);
  });

  it('lists both negative codes for filtering', () => {
    expect(codesOf('negative')).toEqual([2, -1]);
    expect(codesOf('positive')).toEqual([1]);
  });
});
