import { type MessageKey, PASSWORD_MIN_LENGTH } from '@mirante/core';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** The catalogue key of what is wrong with a new password, or null. */
export function newPasswordProblem(newPassword: string, currentPassword: string | null): MessageKey | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'password.errors.tooShort';
  if (currentPassword !== null && newPassword === currentPassword) return 'password.errors.sameAsCurrent';
  return null;
}
