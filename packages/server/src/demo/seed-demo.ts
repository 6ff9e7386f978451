import { DAY_MS, type Dashboard, startOfZonedDay } from '@mirante/core';
import { hash } from '@node-rs/argon2';
import type { Logger } from 'pino';
import type { AccountsRepository } from '../modules/accounts/repository.ts';
import { hashToken, randomToken } from '../modules/auth/tokens.ts';
import { newDashboard } from '../modules/dashboards/new-dashboard.ts';
import type { DashboardsRepository } from '../modules/dashboards/repository.ts';
import type { FlagsRepository } from '../modules/flags/repository.ts';
import type { AnalyticsEngine } from '../stores/analytics/engine.ts';
import type { createSettings } from '../stores/meta/settings.ts';
import { DEMO_CHATBOT_DASHBOARD, demoChatbotDashboardContent } from './demo-chatbot-dashboard.ts';
import { type DemoUniversePlan, generateDemoUniverse, writeDemoRows } from './demo-universe.ts';

export const DEMO = {
  accountId: 'demo',
  brandUniverseId: 'demo-marca',
  chatbotUniverseId: 'demo-chatbot',
  stagingUniverseId: 'demo-homologacao',
  dashboardId: 'demo-visao-geral',
  userId: 'demo-user',
  email: 'demo@mirante.local',
  password: 'demo-mirante',
} as const;

/** The instant the demo data stops (ISO): the moment it was seeded, moved by whole days since. */
const ANCHOR_KEY = 'demo.anchor';
/** What stores seeded before the anchor instant was kept hold: the São Paulo day their data ran to the end of. */
const LEGACY_ANCHOR_DAY_KEY = 'demo.anchorDay';
const DEMO_DAYS = 90;
/**
 * What the seeded demo holds beyond its data, for stores seeded before: 2 = the chatbot dashboard has its cards,
 * contracts and global filter (it was empty).
 */
const REVISION_KEY = 'demo.revision';
const REVISION = 2;
/** Set once the demo account's feature flags were turned on (chatbot components), so a later change stays. */
const FLAGS_KEY = 'demo.flags';
/** The flags the demo account has on: the library offers its chatbot cards. */
export const DEMO_FLAGS = ['chatbotComponents'] as const;

/** What each demo universe holds, as of an anchor instant (the present moment: the posts end there). */
export function demoPlans(anchor: number): { universeId: string; plan: DemoUniversePlan }[] {
  const common = { anchor, days: DEMO_DAYS, crisisDaysAgo: 3 };
  return [
    {
      universeId: DEMO.brandUniverseId,
      plan: {
        ...common,
        seed: 20_170_108,
        posts: { count: 55_000, conversations: true },
        profiles: true,
        stockPrices: true,
      },
    },
    {
      universeId: DEMO.stagingUniverseId,
      plan: { ...common, seed: 42, posts: { count: 5_000, conversations: false } },
    },
    { universeId: DEMO.chatbotUniverseId, plan: { ...common, seed: 7, chatbot: { sessionsPerDay: 35 } } },
  ];
}

interface SeedDeps {
  accounts: AccountsRepository;
  dashboards: DashboardsRepository;
  /** Turns the demo account's flags on (DEMO_FLAGS), once. */
  flags: Pick<FlagsRepository, 'overrides' | 'setOverride'>;
  settings: ReturnType<typeof createSettings>;
  analytics: AnalyticsEngine;
  secret: string;
  log: Logger;
  now?: number;
}

/** The instant the stored demo data stops, or null when the demo was never seeded. */
async function storedAnchor(settings: SeedDeps['settings']): Promise<number | null> {
  const anchor = await settings.get(ANCHOR_KEY);
  if (anchor) return Date.parse(anchor);
  const day = await settings.get(LEGACY_ANCHOR_DAY_KEY);
  return day ? startOfZonedDay(Date.parse(`${day}T15:00:00Z`), 1) - 1 : null;
}

/** Whether this store holds the seeded demo (its login then works, unless someone changed it). */
export async function demoIsSeeded(settings: SeedDeps['settings']): Promise<boolean> {
  return (await storedAnchor(settings)) !== null;
}

/** Turns DEMO_FLAGS on for the demo account once (an admin's later change of them stays). */
async function seedDemoFlags(deps: SeedDeps): Promise<void> {
  if ((await deps.settings.get(FLAGS_KEY)) !== null) return;
  const overridden = new Set((await deps.flags.overrides(DEMO.accountId)).map((row) => row.flag));
  for (const flag of DEMO_FLAGS) {
    if (!overridden.has(flag)) await deps.flags.setOverride(DEMO.accountId, flag, true, DEMO.email);
  }
  await deps.settings.set(FLAGS_KEY, DEMO_FLAGS.join(','));
}

/**
 * Brings a demo seeded by an older version up to REVISION: the chatbot dashboard, still as seeded then (no
 * cards, no contracts), gets its cards, contracts and global filter.
 */
async function upgradeDemo(deps: SeedDeps): Promise<void> {
  if (Number((await deps.settings.get(REVISION_KEY)) ?? 1) >= REVISION) return;
  const chatbot = await deps.dashboards.find(DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id);
  if (chatbot && chatbot.cards.length === 0 && chatbot.contracts.length === 0) {
    await deps.dashboards.update(
      chatbot.universeId,
      chatbot.id,
      chatbot.version,
      demoChatbotDashboardContent(),
      DEMO.email,
    );
  }
  await deps.settings.set(REVISION_KEY, String(REVISION));
}

/**
 * Seeds the demo account on an empty store, its data ending at the present moment. On later starts it only
 * moves the demo data forward by the whole days (24 hours) elapsed since its anchor, so "last 7 days" always
 * has data, nothing is ever dated in the future (a later day at an earlier hour than the anchor is not yet a
 * whole day: the data waits for it) and the numbers stay deterministic.
 */
export async function seedDemo(deps: SeedDeps): Promise<'seeded' | 'rebased' | 'current' | 'skipped'> {
  const now = deps.now ?? Date.now();
  const anchor = await storedAnchor(deps.settings);
  if (anchor !== null) {
    await upgradeDemo(deps);
    await seedDemoFlags(deps);
    const days = Math.floor((now - anchor) / DAY_MS);
    if (days <= 0) return 'current';
    await deps.analytics.shiftTimes(
      [DEMO.brandUniverseId, DEMO.stagingUniverseId, DEMO.chatbotUniverseId],
      days,
    );
    await deps.settings.set(ANCHOR_KEY, new Date(anchor + days * DAY_MS).toISOString());
    deps.log.info({ days }, 'demo data moved forward by whole days');
    return 'rebased';
  }
  if ((await deps.accounts.countAccounts()) > 0) return 'skipped';

  await deps.accounts.insertAccount({ id: DEMO.accountId, name: 'Demo' });
  const universes = [
    { id: DEMO.brandUniverseId, name: 'Marca Demo — Escuta e SAC', kind: 'brand', is_staging: false },
    { id: DEMO.chatbotUniverseId, name: 'Chatbot Demo', kind: 'chatbot', is_staging: false },
    { id: DEMO.stagingUniverseId, name: 'Marca Demo — Homologação', kind: 'brand', is_staging: true },
  ] as const;
  for (const universe of universes) {
    await deps.accounts.insertUniverse({
      ...universe,
      account_id: DEMO.accountId,
      api_token: randomToken(),
      integration_token_hash: hashToken(randomToken(), deps.secret),
    });
  }
  const userId = DEMO.userId;
  const groupId = `${DEMO.accountId}-equipe`;
  await deps.accounts.insertGroup({ id: groupId, account_id: DEMO.accountId, name: 'Equipe Demo' });
  await deps.accounts.insertUser({
    id: userId,
    account_id: DEMO.accountId,
    group_id: groupId,
    name: 'Demo Mirante',
    email: DEMO.email,
    password_hash: await hash(DEMO.password),
    is_admin: true,
  });
  for (const universe of universes) await deps.accounts.addMember(universe.id, userId);
  const dashboards: (Omit<Parameters<typeof newDashboard>[0], 'ownerEmail'> & {
    content?: Pick<Dashboard, 'cards' | 'contracts' | 'globalFilter'>;
  })[] = [
    {
      id: DEMO.dashboardId,
      universeId: DEMO.brandUniverseId,
      title: 'Visão geral da marca',
      description: 'Escuta social e SAC da Marca Demo: volume, canais, sentimento, termos e conversas.',
      cardIds: ['LSN_1', 'LSN_13', 'LSN_9', 'LSN_17', 'LSN_23', 'LSN_11', 'SAC_5'],
    },
    {
      ...DEMO_CHATBOT_DASHBOARD,
      universeId: DEMO.chatbotUniverseId,
      cardIds: [],
      content: demoChatbotDashboardContent(),
    },
    {
      id: 'demo-homologacao-escuta',
      universeId: DEMO.stagingUniverseId,
      title: 'Escuta em homologação',
      description: 'Painel de teste da Marca Demo.',
      cardIds: ['LSN_13'],
    },
  ];
  for (const { content, ...dashboard } of dashboards) {
    await deps.dashboards.insert(
      { ...newDashboard({ ...dashboard, ownerEmail: DEMO.email }), ...content },
      DEMO.email,
    );
  }
  await deps.settings.set(REVISION_KEY, String(REVISION));
  await seedDemoFlags(deps);

  const started = performance.now();
  // The universes are written side by side: one generates while DuckDB stores another's batch.
  const rows = Object.fromEntries(
    await Promise.all(
      demoPlans(now).map(async ({ universeId, plan }) => [
        universeId,
        await writeDemoRows(deps.analytics, universeId, generateDemoUniverse(plan)),
      ]),
    ),
  );
  await deps.settings.set(ANCHOR_KEY, new Date(now).toISOString());
  deps.log.info({ rows, ms: Math.round(performance.now() - started) }, 'demo account seeded');
  return 'seeded';
}
