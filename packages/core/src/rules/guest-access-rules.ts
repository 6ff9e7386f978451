import type { MessageKey } from '../i18n/pt-BR.ts';
import { isValidEmail } from './login-rules.ts';
import { fail, ok, type Result } from './result.ts';

export interface GuestAccessForm {
  email: string;
  acceptedTerms: boolean;
  /** The typed access code; null when the guest came through a token link. */
  accessCode: string | null;
}

/**
 * Guest access (spec §5): the e-mail is required ('O e-mail é obrigatório.') and must be one, the terms and
 * privacy policy must be accepted, and an access-code entry needs the code.
 */
export function validateGuestAccess(form: GuestAccessForm): Result<GuestAccessForm> {
  const email = form.email.trim();
  const fields: Record<string, MessageKey> = {};
  if (form.accessCode !== null && form.accessCode.trim() === '') {
    fields.accessCode = 'guest.errors.accessCodeRequired';
  }
  if (email === '') fields.email = 'guest.errors.emailRequired';
  else if (!isValidEmail(email)) fields.email = 'guest.errors.emailInvalid';
  if (!form.acceptedTerms) fields.acceptedTerms = 'guest.errors.termsRequired';
  const first = Object.values(fields)[0];
  if (first !== undefined) return fail(first, fields);
  return ok({
    email,
    acceptedTerms: true,
    accessCode: form.accessCode === null ? null : form.accessCode.trim(),
  });
}
