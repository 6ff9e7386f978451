import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { GENDER_INFO, genderOf } from './gender.ts';

describe('gender codes', () => {
  it('reads 1 man, 2 woman, 3 and 7 organisation, 0 unclassified', () => {
    expect([1, 2, 3, 7, 0, 5].map(genderOf)).toEqual([
      'man',
      'woman',
      'organisation',
      'organisation',
      'unclassified',
      'unclassified',
    ]);
  });

  it('labels them in Portuguese', () => {
    expect(translate(GENDER_INFO.man.label)).toBe('Homem');
    expect(translate(GENDER_INFO.woman.label)).toBe('Mulher');
    expect(translate(GENDER_INFO.organisation.label)).toBe('Organização');
    expect(GENDER_INFO.organisation.codes).toEqual([3, 7]);
  });
});
