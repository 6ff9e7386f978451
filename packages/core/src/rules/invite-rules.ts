import { isValidEmail } from './login-rules.ts';
import { fail, ok, type Result } from './result.ts';

/** Splits the invite field: e-mails separated by commas, blanks ignored, compared without case. */
export function splitEmails(input: string): string[] {
  return input
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

/**
 * Invite users (spec §5): at least one e-mail ('Adicione algum email.'), all valid ('Todos emails precisam ser
 * validos.', the field hint 'Insira um e-mail válido.'), none twice nor already a user ('E-mail incorreto.').
 * Answers the e-mails in lower case.
 */
export function validateInvites(input: string, existingUsers: readonly string[] = []): Result<string[]> {
  const emails = splitEmails(input).map((email) => email.toLowerCase());
  if (emails.length === 0) return fail('invite.errors.empty', { emails: 'invite.errors.empty' });
  if (!emails.every(isValidEmail)) return fail('invite.errors.invalid', { emails: 'invite.hint' });
  const existing = new Set(existingUsers.map((email) => email.trim().toLowerCase()));
  const seen = new Set<string>();
  for (const email of emails) {
    if (seen.has(email) || existing.has(email)) {
      return fail('invite.errors.duplicate', { emails: 'invite.errors.duplicate' });
    }
    seen.add(email);
  }
  return ok(emails);
}
