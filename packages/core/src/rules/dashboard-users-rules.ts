import type { DashboardUser } from '../contracts/dashboard.ts';
import { firstEditor } from './dashboard-access.ts';
import { isValidEmail } from './login-rules.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * A new users list for a dashboard (spec §5, §6): valid e-mails, each once (compared without case), at least
 * one admin entry (the first is the editor), and only the editor may remove or demote the editor.
 */
export function validateDashboardUsers(
  current: readonly DashboardUser[],
  next: readonly DashboardUser[],
  callerEmail: string,
): Result<DashboardUser[]> {
  const users = next.map((user) => ({ email: user.email.trim().toLowerCase(), admin: user.admin }));
  if (!users.every((user) => isValidEmail(user.email))) {
    return fail('invite.errors.invalid', { users: 'invite.hint' });
  }
  if (new Set(users.map((user) => user.email)).size !== users.length) {
    return fail('invite.errors.duplicate', { users: 'invite.errors.duplicate' });
  }
  if (firstEditor(users) === null) return fail('dashboard.errors.editorRequired');
  const editor = firstEditor(current);
  const caller = callerEmail.trim().toLowerCase();
  if (editor !== null && editor.email.toLowerCase() !== caller) {
    const kept = users.find((user) => user.email === editor.email.toLowerCase());
    if (!kept?.admin) return fail('errors.permission');
  }
  return ok(users);
}
