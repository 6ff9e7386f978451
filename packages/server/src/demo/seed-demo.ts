import {
  type ConnectedPage,
  DAY_MS,
  type Dashboard,
  INGEST_DATASETS,
  ONBOARDING_TEMPLATE_CARDS,
  startOfZonedDay,
} from '@mirante/core';
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
import { BRAND_PAGES } from './demo-vocabulary.ts';

export const DEMO = {
  accountId: 'demo',
  brandUniverseId: 'demo-marca',
  chatbotUniverseId: 'demo-chatbot',
  stagingUniverseId: 'demo-homologacao',
  dashboardId: 'demo-visao-geral',
  /** The brand universe's customer-service dashboard: the customer-service template's SAC cards. */
  serviceDashboardId: 'demo-atendimento',
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
 * What the seeded demo holds, for stores seeded before: 2 = the chatbot dashboard has its cards, contracts and
 * global filter (it was empty); 3 = the brand universe's data is generated again (operators' shifts, each
 * conversation changed by an operator online then, surveys naming who answered), the brand dashboard has the
 * brand's pages connected and the customer-service dashboard exists.
 */
const REVISION_KEY = 'demo.revision';
const REVISION = 3;
/** The flags the demo account turned on so far (comma-separated): each is turned on once, a later change stays. */
const FLAGS_KEY = 'demo.flags';
/**
 * The flags the demo account has on: the library offers its chatbot cards and every SAC and own-page card
 * behind a flag (cards/sac.ts hideInLibrary), the post-sampling projection (PNP_15) and the stock cards (LSN_21,
 * LSN_22) too.
 */
export const DEMO_FLAGS = [
  'chatbotComponents',
  'csatMetrics',
  'operatorLogs',
  'backlogTable',
  'statusTable',
  'productivityCard',
  'productivityChart',
  'customSlaScore',
  'averageServiceTime',
  'operatorPerformanceByTime',
  'operatorPerformanceByChannel',
  'engagementUsers',
  'userInterests',
  'engagementMatrix',
  'postSamplingProjection',
  // The brand universe's share has daily quotes (generate-stock-prices.ts): the stock cards show them.
  'stockCards',
] as const;

/** The brand's own pages, connected to its dashboards: one per channel with customer service. */
export const DEMO_BRAND_PAGES: readonly ConnectedPage[] = Object.entries(BRAND_PAGES).map(
  ([channel, page]) => ({ id: page.pid, channel }),
);

/** The brand universe's dashboards besides its overview, as seeded (the upgrade adds those missing). */
const DEMO_BRAND_DASHBOARDS = [
  {
    id: DEMO.serviceDashboardId,
    universeId: DEMO.brandUniverseId,
    title: 'Atendimento (SAC)',
    description:
      'Conversas nas páginas da Marca Demo: status, backlog, produtividade, SLA, tempos de atendimento, CSAT e operadores.',
    cardIds: ONBOARDING_TEMPLATE_CARDS.customerService,
    pages: DEMO_BRAND_PAGES,
  },
] as const;

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

/**
 * Turns each of DEMO_FLAGS on for the demo account once: those a store already turned on (an older DEMO_FLAGS)
 * are left as an admin may have changed them; a flag an admin already set either way stays.
 */
async function seedDemoFlags(deps: SeedDeps): Promise<void> {
  const done = new Set(((await deps.settings.get(FLAGS_KEY)) ?? '').split(',').filter(Boolean));
  const pending = DEMO_FLAGS.filter((flag) => !done.has(flag));
  if (pending.length === 0) return;
  const overridden = new Set((await deps.flags.overrides(DEMO.accountId)).map((row) => row.flag));
  for (const flag of pending) {
    if (!overridden.has(flag)) await deps.flags.setOverride(DEMO.accountId, flag, true, DEMO.email);
  }
  await deps.settings.set(FLAGS_KEY, [...done, ...pending].join(','));
}

/**
 * Generates the brand universe's data again as of `anchor` (the stored data's present moment): its status
 * changes, surveys, operators' status changes, profiles and prices are removed first (the new ones may have
 * other ids), its posts replaced by id (the same ids, p1 to p55,000, so the engine refreshes their rollup).
 */
async function regenerateBrandData(deps: SeedDeps, anchor: number): Promise<void> {
  const brand = demoPlans(anchor).find((entry) => entry.universeId === DEMO.brandUniverseId);
  if (!brand) return;
  for (const dataset of INGEST_DATASETS) {
    if (dataset === 'posts') continue;
    await deps.analytics.removeUniverse(dataset, brand.universeId);
  }
  const rows = await writeDemoRows(deps.analytics, brand.universeId, generateDemoUniverse(brand.plan));
  deps.log.info({ rows }, 'demo brand data generated again');
}

/**
 * Brings a demo seeded by an older version up to REVISION. 2: the chatbot dashboard, still as seeded then (no
 * cards, no contracts), gets its cards, contracts and global filter. 3: the brand universe's data is generated
 * again as of the stored anchor, the brand overview without pages gets the brand's pages, and the
 * customer-service dashboard is added when missing. A dashboard someone changed is left alone.
 */
async function upgradeDemo(deps: SeedDeps, anchor: number): Promise<void> {
  const revision = Number((await deps.settings.get(REVISION_KEY)) ?? 1);
  if (revision >= REVISION) return;
  if (revision < 2) {
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
  }
  if (revision < 3) {
    await regenerateBrandData(deps, anchor);
    let added = false;
    for (const dashboard of DEMO_BRAND_DASHBOARDS) {
      if (await deps.dashboards.find(dashboard.universeId, dashboard.id)) continue;
      await deps.dashboards.insert(newDashboard({ ...dashboard, ownerEmail: DEMO.email }), DEMO.email);
      added = true;
    }
    // Saved after the new ones, the overview stays the latest changed: the one the universe opens on.
    const overview = await deps.dashboards.find(DEMO.brandUniverseId, DEMO.dashboardId);
    if (overview && (overview.pages.length === 0 || added)) {
      await deps.dashboards.update(
        overview.universeId,
        overview.id,
        overview.version,
        { pages: overview.pages.length === 0 ? [...DEMO_BRAND_PAGES] : overview.pages },
        DEMO.email,
      );
    }
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
    await upgradeDemo(deps, anchor);
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
    // The universe opens on its latest changed dashboard: the overview is stored last.
    ...DEMO_BRAND_DASHBOARDS,
    {
      id: DEMO.dashboardId,
      universeId: DEMO.brandUniverseId,
      title: 'Visão geral da marca',
      description: 'Escuta social e SAC da Marca Demo: volume, canais, sentimento, termos e conversas.',
      cardIds: ['LSN_1', 'LSN_13', 'LSN_9', 'LSN_17', 'LSN_23', 'LSN_11', 'SAC_5'],
      pages: DEMO_BRAND_PAGES,
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
