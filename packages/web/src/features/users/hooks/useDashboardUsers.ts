import type { DashboardUser } from '@mirante/core';
import { useMutation } from '@tanstack/react-query';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { inviteUsers, saveUsers } from '../api/users-api.ts';

export type UsersChange = { kind: 'invite'; emails: string } | { kind: 'users'; users: DashboardUser[] };

/**
 * Invites and changes of the dashboard's users, made in turn with the editor's saves over the version they
 * left; the version they produce is this page's own. (Users are not among the undoable edits: access is
 * granted and revoked at once.)
 */
export function useDashboardUsers() {
  const { dashboard, saveOutside } = useDashboardEditor();
  return useMutation({
    mutationFn: (change: UsersChange) =>
      saveOutside(async (version) => {
        const answer =
          change.kind === 'invite'
            ? await inviteUsers(dashboard.universeId, dashboard.id, version, change.emails)
            : await saveUsers(dashboard.universeId, dashboard.id, version, change.users);
        return { ...answer, version: answer.dashboard.version };
      }),
  });
}
