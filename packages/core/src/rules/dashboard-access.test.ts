import { describe, expect, it } from 'vitest';
import { canEditDashboard, firstEditor, hasDirectAccess, mergeDashboardLists } from './dashboard-access.ts';

const dashboard = {
  users: [
    { email: 'bruno@exemplo.com', admin: false },
    { email: 'Ana@Exemplo.com', admin: true },
  ],
};

describe('dashboard access', () => {
  it('lets only users of the list edit (case ignored)', () => {
    expect(hasDirectAccess(dashboard, 'ana@exemplo.com')).toBe(true);
    expect(canEditDashboard(dashboard, 'carla@exemplo.com')).toBe(false);
    expect(canEditDashboard(dashboard, null)).toBe(false);
    expect(hasDirectAccess(dashboard, '')).toBe(false);
  });

  it('names the admin entry as the first editor', () => {
    expect(firstEditor(dashboard.users)?.email).toBe('Ana@Exemplo.com');
    expect(firstEditor([])).toBeNull();
  });

  it('merges direct-access and public dashboards, each id once', () => {
    const merged = mergeDashboardLists(
      [{ id: 'd1', title: 'Direto' }],
      [
        { id: 'd1', title: 'Público' },
        { id: 'd2', title: 'Outro' },
      ],
    );
    expect(merged).toEqual([
      { id: 'd1', title: 'Direto' },
      { id: 'd2', title: 'Outro' },
    ]);
  });
});
