// The ingest benchmark alone: posts per second through engine.append and through POST /ingest/v1, on a fresh
// data dir with the demo account only (no universe to build first), as the analytics benchmark's ingest part.
// Usage: npm run bench:ingest -- [posts, default 300k] [--into N]: with --into, also through the API into a
// universe already holding N posts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { ensureDemoUniverse } from '../../packages/server/src/demo/ensure-demo-universe.ts';
import { openStores } from '../../packages/server/src/stores/open-stores.ts';
import { parseCount } from './bench-args.ts';
import { createHttpClient } from './http-client.ts';
import { measureIngest } from './ingest-rate.ts';
import { loadAverage } from './stats.ts';

const { values, positionals } = parseArgs({
  options: { into: { type: 'string' } },
  allowPositionals: true,
});
const posts = parseCount(positionals[0] ?? '300k');
const stored = values.into === undefined ? undefined : parseCount(values.into);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-ingest-bench-'));
const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const stores = await openStores(config);
await ensureDemoUniverse(stores, 'bench-seed', { seedDemo: true });
const app = await buildApp(config, stores, { webDist: path.join(dataDir, 'no-web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const client = createHttpClient(
  `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  6,
);
const loadAtStart = loadAverage();
try {
  const { lines } = await measureIngest({ client, stores, posts, stored });
  process.stdout.write(
    `${os.cpus().length} CPUs, Node ${process.version}; load average ${loadAtStart} at the start, ${loadAverage()} at the end\n${lines.join('\n')}\n`,
  );
} finally {
  client.close();
  // Closing the app closes the stores it was built around.
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
