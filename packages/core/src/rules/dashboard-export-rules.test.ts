import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../contracts/dashboard.ts';
import { DashboardExport } from '../contracts/dashboard-export.ts';
import { cardConfigFixture } from './card-config-fixture.ts';
import { fromDashboardExport, toDashboardExport } from './dashboard-export-rules.ts';

const dashboard: Dashboard = {
  id: 'd1',
  universeId: 'u1',
  title: 'Painel',
  description: '',
  language: 'pt-BR',
  color: '#12b886',
  logo: null,
  isDarkTheme: true,
  cards: [cardConfigFixture('c1', 'LSN_13'), cardConfigFixture('c2', 'LSN_13')],
  pages: [],
  globalFilter: {},
  changeControl: 3,
  contracts: [{ botKey: 'bot', commandUrl: 'https://bot', key: 'chave' }],
  users: [{ email: 'ana@exemplo.com', admin: true }],
  userEmails: ['ana@exemplo.com'],
  onboardingStatus: 'done',
  isPublished: true,
  publishedAt: '1',
  publishedToken: 'segredo',
  publishedBy: 'Ana',
  hiddenComponents: ['c2'],
  version: 7,
};

describe('dashboard export', () => {
  it('strips ids, users, publishing and tokens, and round-trips with new uids', () => {
    const exported = DashboardExport.parse(JSON.parse(JSON.stringify(toDashboardExport(dashboard))));
    const text = JSON.stringify(exported);
    for (const secret of ['d1', 'u1', 'c1', 'ana@exemplo.com', 'segredo', 'chave'])
      expect(text).not.toContain(secret);
    let next = 0;
    const imported = fromDashboardExport(exported, () => `n${++next}`);
    expect(imported.cards.map((c) => c.uid)).toEqual(['n1', 'n2']);
    expect(imported.hiddenComponents).toEqual(['n2']);
    expect(imported).toMatchObject({ title: 'Painel', changeControl: 3 });
  });
});
