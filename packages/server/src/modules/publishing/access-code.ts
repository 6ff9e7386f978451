import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@mirante/core';

/** A new access code: 8 characters of a 31-letter alphabet (about 40 bits), drawn uniformly. */
export function newAccessCode(): string {
  return Array.from(
    { length: ACCESS_CODE_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');
}

/** Typed codes are compared without case and surrounding blanks. */
export const normaliseAccessCode = (code: string) => code.trim().toUpperCase();
