import { describe, expect, it } from 'vitest';
import {
  FILTER_KEYS,
  FILTER_VALUE_KINDS,
  isFilterKey,
  SAC_LAST_STATUS_VALUES,
  SAC_STATUS_VALUES,
} from './filters.ts';

describe('filter keys and values', () => {
  it('types every key of the spec', () => {
    expect(FILTER_KEYS).toHaveLength(29);
    expect(Object.keys(FILTER_VALUE_KINDS).sort()).toEqual([...FILTER_KEYS].sort());
    expect(FILTER_VALUE_KINDS.polarities).toBe('codes');
    expect(FILTER_VALUE_KINDS.query).toBe('text');
    expect(FILTER_VALUE_KINDS.replied).toBe('flag');
  });

  it('keeps the pt-BR status values the filters store', () => {
    expect(SAC_STATUS_VALUES).toEqual(['Respondido', 'Fechado', 'Em Espera']);
    expect(SAC_LAST_STATUS_VALUES).toEqual(['Aberto', 'Pendente']);
  });

  it('tells filter keys apart from other names', () => {
    expect(isFilterKey('lovers_and_haters')).toBe(true);
    expect(isFilterKey('date_range')).toBe(false);
  });
});
