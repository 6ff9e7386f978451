import { createSettings } from '../stores/meta/settings.ts';
import type { Stores } from '../stores/open-stores.ts';
import {
  DEMO_DATA_REVISION,
  type DemoCounts,
  type DemoProgress,
  demoPlanForPosts,
  generateDemoUniverse,
  writeDemoRows,
} from './demo-universe.ts';

/** What the demo generator stored in a universe, kept in the metadata settings. */
export interface DemoBuild {
  universeId: string;
  posts: number;
  days: number;
  seed: number;
  /** The generator's DEMO_DATA_REVISION; absent from builds made before it was recorded. */
  revision?: number;
  /** The instant the data was anchored to (its São Paulo day is the last day of data; posts end there). */
  anchor: number;
  rows: DemoCounts;
  totalRows: number;
  seconds: number;
}

const buildKey = (universeId: string) => `demo.build.${universeId}`;

/**
 * Generates a universe of `posts` posts and every other dataset in proportion (demoPlanForPosts), stores
 * them in batches and records the build, so a later run (the benchmark) can tell what the universe holds.
 */
export async function buildDemoUniverse(
  stores: Stores,
  input: {
    universeId: string;
    posts: number;
    days: number;
    seed: number;
    anchor?: number;
    onProgress?: (progress: DemoProgress) => void;
  },
): Promise<DemoBuild> {
  const anchor = input.anchor ?? Date.now();
  const started = performance.now();
  const plan = demoPlanForPosts({ posts: input.posts, days: input.days, seed: input.seed, anchor });
  const rows = await writeDemoRows(stores.analytics, input.universeId, generateDemoUniverse(plan), {
    onProgress: input.onProgress,
  });
  const build: DemoBuild = {
    universeId: input.universeId,
    posts: rows.posts ?? 0,
    days: input.days,
    seed: input.seed,
    revision: DEMO_DATA_REVISION,
    anchor,
    rows,
    totalRows: Object.values(rows).reduce((a, b) => a + b, 0),
    seconds: (performance.now() - started) / 1000,
  };
  await createSettings(stores.meta.db).set(buildKey(input.universeId), JSON.stringify(build));
  return build;
}

/** The last build recorded for a universe, if the demo generator filled it. */
export async function lastDemoBuild(stores: Stores, universeId: string): Promise<DemoBuild | null> {
  const text = await createSettings(stores.meta.db).get(buildKey(universeId));
  return text ? (JSON.parse(text) as DemoBuild) : null;
}
