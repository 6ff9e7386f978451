import type { IngestRecord } from '@mirante/core';
import { demoPlanForPosts, generateDemoUniverse } from '../../packages/server/src/demo/demo-universe.ts';
import { ensureDemoUniverse } from '../../packages/server/src/demo/ensure-demo-universe.ts';
import type { Stores } from '../../packages/server/src/stores/open-stores.ts';
import { count, withConcurrency } from './stats.ts';

const utf8 = new TextEncoder();

/** CPU time of this process (every core) per post since `since`: what the rate would be on idle cores. */
const cpuPerPost = (since: NodeJS.CpuUsage, posts: number) => {
  const { user, system } = process.cpuUsage(since);
  return `${((user + system) / posts).toFixed(1)} µs CPU a post`;
};

/** Generated posts (no other dataset), in batches. */
function postBatches(posts: number, batchSize: number, seed: number): IngestRecord<'posts'>[][] {
  const plan = { ...demoPlanForPosts({ posts, days: 30, seed, anchor: Date.now() }), chatbot: undefined };
  const batches: IngestRecord<'posts'>[][] = [[]];
  for (const row of generateDemoUniverse({ ...plan, profiles: false, stockPrices: false })) {
    if (row.dataset !== 'posts') continue;
    let batch = batches.at(-1) as IngestRecord<'posts'>[];
    if (batch.length >= batchSize) {
      batch = [];
      batches.push(batch);
    }
    batch.push(row.record);
  }
  return batches;
}

/**
 * Posts per second stored through engine.append (batches of 100,000) and through
 * POST /ingest/v1/{universe}/posts with NDJSON bodies (two requests in flight), into fresh universes.
 */
export async function measureIngest(input: {
  base: string;
  stores: Stores;
  posts: number;
}): Promise<string[]> {
  const lines = [`Ingest of ${count(input.posts)} generated posts into an empty universe:`];
  const stamp = Date.now().toString(36);

  const engineUniverse = `bench-append-${stamp}`;
  await ensureDemoUniverse(input.stores, engineUniverse, { seedDemo: false });
  const batches = postBatches(input.posts, 100_000, 101);
  let started = performance.now();
  let cpu = process.cpuUsage();
  for (const batch of batches) await input.stores.analytics.append('posts', engineUniverse, batch);
  const appendRate = input.posts / ((performance.now() - started) / 1000);
  lines.push(
    `  engine.append       ${count(appendRate).padStart(9)} posts/s (batches of 100,000; ${cpuPerPost(cpu, input.posts)})`,
  );

  const token = `bench-${stamp}-${Math.random().toString(36).slice(2)}`;
  const httpUniverse = `bench-ingest-${stamp}`;
  await ensureDemoUniverse(input.stores, httpUniverse, { seedDemo: false, integrationToken: token });
  let linesPerRequest = 20_000;
  // Bodies are encoded before the clock starts, as a client in its own process would have them: the bench's
  // client shares the server's thread, and encoding 20,000 lines per request there is not the server's work.
  const bodies = postBatches(input.posts, linesPerRequest, 202).map((batch) =>
    utf8.encode(`${batch.map((post) => JSON.stringify(post)).join('\n')}\n`),
  );
  let accepted = 0;
  const send = async (body: Uint8Array<ArrayBuffer>): Promise<void> => {
    const response = await fetch(`${input.base}/ingest/v1/${httpUniverse}/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      body,
    });
    const text = await response.text();
    if (response.status === 413) {
      // Over the body limit: send it in two halves.
      const rows = Buffer.from(body).toString('utf8').trimEnd().split('\n');
      const half = rows.length >> 1;
      linesPerRequest = half;
      await send(utf8.encode(`${rows.slice(0, half).join('\n')}\n`));
      await send(utf8.encode(`${rows.slice(half).join('\n')}\n`));
      return;
    }
    if (!response.ok) throw new Error(`ingest: HTTP ${response.status} ${text.slice(0, 300)}`);
    accepted += Number((JSON.parse(text) as { accepted?: number }).accepted ?? 0);
  };
  started = performance.now();
  cpu = process.cpuUsage();
  await withConcurrency(
    2,
    bodies.map((body) => () => send(body)),
  );
  const httpRate = accepted / ((performance.now() - started) / 1000);
  lines.push(
    `  POST /ingest/v1     ${count(httpRate).padStart(9)} posts/s (NDJSON, ${count(linesPerRequest)} lines a request, 2 in flight; ${count(accepted)} accepted; ${cpuPerPost(cpu, accepted)})`,
    `  target ≥ 100,000 posts/s through the API: ${httpRate >= 100_000 ? 'met' : 'missed'}`,
  );
  return lines;
}
