import { describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX, sheetNames } from './sheet-names.ts';

describe('sheetNames', () => {
  it('keeps short titles as they are', () => {
    expect(sheetNames(['Sentimento', 'Publicações'])).toEqual(['Sentimento', 'Publicações']);
  });

  it('cuts long titles to 31 characters', () => {
    const [name] = sheetNames(['Volume de atendimentos por operador e por canal']);
    expect(name).toBe('Volume de atendimentos por oper');
    expect(name).toHaveLength(SHEET_NAME_MAX);
  });

  it('numbers repeated titles, case-insensitively, within the limit', () => {
    expect(sheetNames(['Menções', 'menções', 'Menções'])).toEqual(['Menções', 'menções (2)', 'Menções (3)']);
    const long = 'Publicações ao longo do tempo por canal';
    expect(sheetNames([long, long])).toEqual([
      'Publicações ao longo do tempo p',
      'Publicações ao longo do tem (2)',
    ]);
  });

  it('replaces the characters Excel refuses and never answers an empty or reserved name', () => {
    expect(sheetNames(['SAC: abertos/fechados [hoje]?', "'citação'", '   ', 'History'])).toEqual([
      'SAC abertos fechados hoje',
      'citação',
      'Card',
      'History (2)',
    ]);
  });
});
