import type { MessageKey } from '../i18n/pt-BR.ts';
import { fail, ok, type Result } from './result.ts';

/** What the feature-flag service needs to know of who is asking (spec §5). */
export const FLAG_IDENTITY_FIELDS = [
  'account',
  'dashboard',
  'universe',
  'userEmail',
  'userName',
  'userId',
  'userGroup',
] as const;
export type FlagIdentityField = (typeof FLAG_IDENTITY_FIELDS)[number];
export type FlagIdentity = Record<FlagIdentityField, string>;

/** The identity fields that are missing or blank, in the order above. */
export function missingIdentityFields(
  identity: Partial<Record<FlagIdentityField, string | null>>,
): FlagIdentityField[] {
  return FLAG_IDENTITY_FIELDS.filter((field) => {
    const value = identity[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** The identity when complete; else the missing fields, each marked required. */
export function checkFlagIdentity(
  identity: Partial<Record<FlagIdentityField, string | null>>,
): Result<FlagIdentity> {
  const missing = missingIdentityFields(identity);
  if (missing.length > 0) {
    const fields: Record<string, MessageKey> = {};
    for (const field of missing) fields[field] = 'form.required';
    return fail('flags.errors.missingIdentity', fields);
  }
  const complete = {} as FlagIdentity;
  for (const field of FLAG_IDENTITY_FIELDS) complete[field] = (identity[field] ?? '').trim();
  return ok(complete);
}
