import type { DashboardUser } from '@mirante/core';
import { useMutation } from '@tanstack/react-query';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { inviteUsers, saveUsers } from '../api/users-api.ts';

export type UsersChange = { kind: 'invite'; emails: string } | { kind: 'users'; users: DashboardUser[] };

/**
 * Invites and changes of the dashboard's users, over the version on screen; the server's answer is taken into
 * the editor as saved. (Users are not among the undoable edits: access is granted and revoked at once.)
 */
export function useDashboardUsers() {
  const { dashboard, adopt } = useDashboardEditor();
  return useMutation({
    mutationFn: (change: UsersChange) =>
      change.kind === 'invite'
        ? inviteUsers(dashboard.universeId, dashboard.id, dashboard.version, change.emails)
        : saveUsers(dashboard.universeId, dashboard.id, dashboard.version, change.users),
    onSuccess: (answer) => adopt(answer.dashboard),
  });
}
