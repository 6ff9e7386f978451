import type { MessageKey } from '../i18n/pt-BR.ts';

/** Author gender codes of spec §3: 1 man, 2 woman, 3 and 7 organisation, 0 unclassified. */
export const GENDER_CODES = [1, 2, 3, 7, 0] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

export const GENDERS = ['man', 'woman', 'organisation', 'unclassified'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_OF_CODE: Record<GenderCode, Gender> = {
  1: 'man',
  2: 'woman',
  3: 'organisation',
  7: 'organisation',
  0: 'unclassified',
};

export interface GenderInfo {
  gender: Gender;
  label: MessageKey;
  color: string;
  /** Every stored code of this gender. */
  codes: readonly GenderCode[];
}

export const GENDER_INFO: Record<Gender, GenderInfo> = {
  man: { gender: 'man', label: 'gender.man', color: '#228be6', codes: [1] },
  woman: { gender: 'woman', label: 'gender.woman', color: '#e64980', codes: [2] },
  organisation: { gender: 'organisation', label: 'gender.organisation', color: '#7950f2', codes: [3, 7] },
  unclassified: { gender: 'unclassified', label: 'gender.unclassified', color: '#adb5bd', codes: [0] },
};

export function isGenderCode(value: number): value is GenderCode {
  return (GENDER_CODES as readonly number[]).includes(value);
}

/** The gender of a stored code; unknown codes count as unclassified. */
export function genderOf(code: number): Gender {
  return isGenderCode(code) ? GENDER_OF_CODE[code] : 'unclassified';
}
