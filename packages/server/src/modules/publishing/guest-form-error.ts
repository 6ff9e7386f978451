import { validateGuestAccess } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';

/**
 * The error for a guest entry that failed its schema, with the form's own messages (spec §5: 'O e-mail é
 * obrigatório.', the terms, the access code) rather than a generic one.
 */
export function guestFormError(body: unknown): AppError {
  const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const result = validateGuestAccess({
    email: typeof form.email === 'string' ? form.email : '',
    acceptedTerms: form.acceptedTerms === true,
    accessCode: 'accessCode' in form ? String(form.accessCode ?? '') : null,
  });
  if (result.ok) return new AppError(400, 'VALIDATION', 'errors.badRequest');
  return new AppError(400, 'VALIDATION', result.error, result.fields ?? null);
}
