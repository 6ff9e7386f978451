import { loadConfig } from '../../packages/server/src/config.ts';
import { buildDemoUniverse, lastDemoBuild } from '../../packages/server/src/demo/build-demo-universe.ts';
import { DEMO_DATA_REVISION } from '../../packages/server/src/demo/demo-universe.ts';
import { ensureDemoUniverse } from '../../packages/server/src/demo/ensure-demo-universe.ts';
import { openStores } from '../../packages/server/src/stores/open-stores.ts';
import { count } from './stats.ts';

/** A count as a universe id names it: `10m`, `300k`, `1234`. */
export const short = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);

/**
 * The stores of a data dir, the demo account seeded as the server does, with a universe `universeId` of the
 * demo user (created empty when missing).
 */
export async function openDemoDataDir(dataDir: string, universeId: string) {
  const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const stores = await openStores(config);
  await ensureDemoUniverse(stores, universeId, { seedDemo: true });
  return { config, stores };
}

/**
 * Opens the stores of a data dir (the demo account seeded as the server does) with the universe
 * `demo-<posts>` of generated posts and every other dataset in proportion — the one `npm run cli -- demo
 * --posts N` builds. A universe already built there with the same size, days, seed and generator revision is
 * reused.
 */
export async function openBenchUniverse(options: {
  dataDir: string;
  posts: number;
  days: number;
  seed?: number;
}) {
  const universeId = `demo-${short(options.posts)}`;
  const seed = options.seed ?? 1;
  const { config, stores } = await openDemoDataDir(options.dataDir, universeId);
  const previous = await lastDemoBuild(stores, universeId);
  if (
    previous &&
    previous.posts === options.posts &&
    previous.days === options.days &&
    previous.seed === seed &&
    previous.revision === DEMO_DATA_REVISION
  ) {
    process.stderr.write(
      `reusing ${universeId} built ${new Date(previous.anchor).toISOString()} in ${options.dataDir}\n`,
    );
    return { config, stores, universeId, build: previous, reused: true };
  }
  process.stderr.write(`building ${universeId} (${count(options.posts)} posts over ${options.days} days)…\n`);
  let lastReport = 0;
  const build = await buildDemoUniverse(stores, {
    universeId,
    posts: options.posts,
    days: options.days,
    seed,
    onProgress: (progress) => {
      if (progress.elapsedMs - lastReport < 5_000) return;
      lastReport = progress.elapsedMs;
      process.stderr.write(
        `  ${count(progress.counts.posts ?? 0)} posts, ${count(progress.total)} rows, ${count(progress.total / (progress.elapsedMs / 1000))} rows/s\n`,
      );
    },
  });
  return { config, stores, universeId, build, reused: false };
}
