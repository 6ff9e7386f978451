import { describe, expect, it } from 'vitest';
import { validateDashboardUsers } from './dashboard-users-rules.ts';

const editor = { email: 'ana@exemplo.com', admin: true };
const member = { email: 'bruno@exemplo.com', admin: false };

describe('dashboard users list', () => {
  it('lower-cases e-mails and keeps the list when the editor stays', () => {
    const result = validateDashboardUsers(
      [editor],
      [editor, { email: 'Bruno@Exemplo.com', admin: false }],
      'bruno@exemplo.com',
    );
    expect(result).toEqual({ ok: true, value: [editor, member] });
  });

  it('refuses invalid or repeated e-mails and a list without an editor', () => {
    expect(
      validateDashboardUsers([editor], [editor, { email: 'x', admin: false }], editor.email),
    ).toMatchObject({
      ok: false,
      error: 'invite.errors.invalid',
    });
    expect(
      validateDashboardUsers([editor], [editor, { ...editor, admin: false }], editor.email),
    ).toMatchObject({
      ok: false,
      error: 'invite.errors.duplicate',
    });
    expect(validateDashboardUsers([editor], [{ ...editor, admin: false }], editor.email)).toMatchObject({
      ok: false,
      error: 'dashboard.errors.editorRequired',
    });
  });

  it('lets only the editor remove or demote the editor', () => {
    const takeover = [{ ...member, admin: true }];
    expect(validateDashboardUsers([editor, member], takeover, member.email)).toMatchObject({
      ok: false,
      error: 'errors.permission',
    });
    expect(validateDashboardUsers([editor, member], takeover, editor.email).ok).toBe(true);
  });
});
