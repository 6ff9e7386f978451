import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  CARD_HEIGHT_LABEL_KEYS,
  CARD_HEIGHT_LABELS,
  CARD_HEIGHTS,
  CARD_WIDTH_LABEL_KEYS,
  CARD_WIDTHS,
  SIZE_TABLE_NAMES,
  widthLabel,
} from './sizes.ts';

describe('card sizes', () => {
  it('labels widths from 2 Colunas to 12 Colunas', () => {
    expect(CARD_WIDTHS.map((w) => translate(CARD_WIDTH_LABEL_KEYS[w]))).toEqual(CARD_WIDTHS.map(widthLabel));
    expect(translate(CARD_WIDTH_LABEL_KEYS[2])).toBe('2 Colunas');
    expect(translate(CARD_WIDTH_LABEL_KEYS[12])).toBe('12 Colunas');
  });

  it('labels heights as the spec does', () => {
    expect(CARD_HEIGHTS.map((h) => translate(CARD_HEIGHT_LABEL_KEYS[h]))).toEqual([
      'Automático',
      'Pequeno',
      'Médio',
      'Grande',
      'Extra grande',
    ]);
    expect(CARD_HEIGHTS.map((h) => CARD_HEIGHT_LABELS[h])).toEqual(
      CARD_HEIGHTS.map((h) => translate(CARD_HEIGHT_LABEL_KEYS[h])),
    );
  });

  it('names the size tables', () => {
    expect(SIZE_TABLE_NAMES).toEqual(['SMALL', 'MID', 'LARGE', 'XLARGE', 'COL12', 'AUTO']);
  });
});
