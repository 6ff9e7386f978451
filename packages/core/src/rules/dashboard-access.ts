import type { DashboardUser } from '../contracts/dashboard.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/** Direct access: the user's e-mail is in the dashboard's users list (spec §6). */
export function hasDirectAccess(dashboard: { users: readonly DashboardUser[] }, email: string): boolean {
  const wanted = normalise(email);
  return wanted !== '' && dashboard.users.some((user) => normalise(user.email) === wanted);
}

/** Edits are written only by direct-access users (spec §5). */
export function canEditDashboard(
  dashboard: { users: readonly DashboardUser[] },
  email: string | null,
): boolean {
  return email !== null && hasDirectAccess(dashboard, email);
}

/** The first editor: the users entry with admin true; null when there is none. */
export function firstEditor(users: readonly DashboardUser[]): DashboardUser | null {
  return users.find((user) => user.admin) ?? null;
}

/** Direct-access and public dashboards in one list, each id once (the direct-access entry wins). */
export function mergeDashboardLists<D extends { id: string }>(
  direct: readonly D[],
  published: readonly D[],
): D[] {
  const seen = new Set<string>();
  const merged: D[] = [];
  for (const dashboard of [...direct, ...published]) {
    if (seen.has(dashboard.id)) continue;
    seen.add(dashboard.id);
    merged.push(dashboard);
  }
  return merged;
}
