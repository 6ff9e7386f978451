import type { IngestDataset } from '@mirante/core';
import type { AnalyticsEngine } from '../stores/analytics/engine.ts';
import { type DemoDay, demoDays } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import { createChatbotGenerator } from './generate-chatbot.ts';
import { createOperatorSchedule } from './generate-operators.ts';
import { createPostsGenerator } from './generate-posts.ts';
import { createProfilesGenerator } from './generate-profiles.ts';
import { createStockPricesGenerator } from './generate-stock-prices.ts';

/**
 * What the generator writes, by revision: a build of an older one (recorded without it: 1) holds other rows and
 * is generated again rather than reused. 2: conversations carry their post and arrival, operators work shifts.
 */
export const DEMO_DATA_REVISION = 2;

/** What to generate for one universe. The same plan (seed, anchor, sizes) always gives the same rows. */
export interface DemoUniversePlan {
  seed: number;
  /**
   * The present moment of the data: its America/Sao_Paulo day is the last day of data, and no post (nor
   * status change or survey of one) is dated after it. The same seed and anchor always give the same rows.
   */
  anchor: number;
  days: number;
  /** Days before the anchor day with the crisis; null for none. */
  crisisDaysAgo: number | null;
  /**
   * Exactly this many posts; with conversations, the sac-status transitions, the sac-surveys and the SAC
   * operators' status changes (operator-status) come along.
   */
  posts?: { count: number; conversations: boolean };
  profiles?: boolean;
  stockPrices?: boolean;
  /** Chatbot messages, contacts, events, campaigns, desk tickets and attendant status. */
  chatbot?: { sessionsPerDay: number };
}

interface DayGenerator {
  day(day: DemoDay): Generator<DemoRow>;
  finish?(): Generator<DemoRow>;
}

/** Every row of a plan, day by day (oldest first), streamed: memory stays flat whatever the size. */
export function* generateDemoUniverse(plan: DemoUniversePlan): Generator<DemoRow> {
  const days = demoDays(plan.anchor, plan.days, plan.crisisDaysAgo);
  const generators: DayGenerator[] = [];
  // Each dataset draws from its own stream, so adding one never changes the rows of another.
  if (plan.posts) {
    // The operators' shifts come first: who is online decides who changes a conversation's status, and when.
    const operators = createOperatorSchedule({ seed: plan.seed + 4, days });
    if (plan.posts.conversations) generators.push(operators);
    generators.push(
      createPostsGenerator({
        seed: plan.seed,
        days,
        posts: plan.posts.count,
        conversations: plan.posts.conversations,
        operators,
      }),
    );
  }
  if (plan.profiles) generators.push(createProfilesGenerator({ seed: plan.seed + 1, days }));
  if (plan.stockPrices) generators.push(createStockPricesGenerator({ seed: plan.seed + 2 }));
  if (plan.chatbot) {
    generators.push(
      createChatbotGenerator({ seed: plan.seed + 3, days, sessionsPerDay: plan.chatbot.sessionsPerDay }),
    );
  }
  for (const day of days) {
    for (const generator of generators) yield* generator.day(day);
  }
  for (const generator of generators) if (generator.finish) yield* generator.finish();
}

/**
 * A universe of `posts` posts with every other dataset in proportion (the CLI's `demo`): conversations and
 * surveys of the brand's pages, profiles, stock prices, and chatbot traffic of about 2 % of the posts'
 * volume in sessions (each session several messages and events).
 */
export function demoPlanForPosts(input: {
  posts: number;
  days: number;
  seed: number;
  anchor: number;
}): DemoUniversePlan {
  return {
    seed: input.seed,
    anchor: input.anchor,
    days: input.days,
    crisisDaysAgo: input.days > 3 ? 3 : null,
    posts: { count: input.posts, conversations: true },
    profiles: true,
    stockPrices: true,
    chatbot: { sessionsPerDay: (input.posts / Math.max(1, input.days)) * 0.02 },
  };
}

export type DemoCounts = Partial<Record<IngestDataset, number>>;

export interface DemoProgress {
  /** Rows stored so far, per dataset. */
  counts: DemoCounts;
  total: number;
  elapsedMs: number;
}

/**
 * Stores generated rows through the engine's bulk append, one batch per dataset at a time (default 100,000
 * rows), and reports progress after each batch. Returns the rows stored per dataset.
 */
export async function writeDemoRows(
  engine: AnalyticsEngine,
  universeId: string,
  rows: Iterable<DemoRow>,
  options: { batchSize?: number; onProgress?: (progress: DemoProgress) => void } = {},
): Promise<DemoCounts> {
  const batchSize = options.batchSize ?? 100_000;
  const started = performance.now();
  const buffers = new Map<IngestDataset, unknown[]>();
  const counts: DemoCounts = {};
  let total = 0;
  const flush = async (dataset: IngestDataset) => {
    const batch = buffers.get(dataset);
    if (!batch || batch.length === 0) return;
    buffers.set(dataset, []);
    await engine.append(dataset, universeId, batch as never[]);
    counts[dataset] = (counts[dataset] ?? 0) + batch.length;
    total += batch.length;
    options.onProgress?.({ counts: { ...counts }, total, elapsedMs: performance.now() - started });
  };
  for (const row of rows) {
    let batch = buffers.get(row.dataset);
    if (!batch) {
      batch = [];
      buffers.set(row.dataset, batch);
    }
    batch.push(row.record);
    if (batch.length >= batchSize) await flush(row.dataset);
  }
  for (const dataset of [...buffers.keys()]) await flush(dataset);
  return counts;
}
