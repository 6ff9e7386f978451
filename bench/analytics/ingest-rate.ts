import fs from 'node:fs/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { INGEST_DATASETS, type IngestRecord } from '@mirante/core';
import { demoPlanForPosts, generateDemoUniverse } from '../../packages/server/src/demo/demo-universe.ts';
import { ensureDemoUniverse } from '../../packages/server/src/demo/ensure-demo-universe.ts';
import { parseNdjson } from '../../packages/server/src/modules/ingest/parse-ndjson.ts';
import { validRecords } from '../../packages/server/src/modules/ingest/validate-rows.ts';
import { AUTHOR_KEYS_TABLE } from '../../packages/server/src/stores/analytics/author-keys.ts';
import { DATASET_TABLES } from '../../packages/server/src/stores/analytics/datasets.ts';
import { stagingChunks } from '../../packages/server/src/stores/analytics/duckdb/staging-chunks.ts';
import { POSTS_ROLLUP_TABLE } from '../../packages/server/src/stores/analytics/posts-rollup.ts';
import type { Stores } from '../../packages/server/src/stores/open-stores.ts';
import type { HttpClient } from './http-client.ts';
import { count, ms, withConcurrency } from './stats.ts';

const utf8 = new TextEncoder();

/** CPU time of this process (every core) per post since `since`: what the rate would be on idle cores. */
const cpuPerPost = (since: NodeJS.CpuUsage, posts: number) => {
  const { user, system } = process.cpuUsage(since);
  return `${((user + system) / posts).toFixed(1)} µs CPU a post`;
};

/**
 * CPU time of this process's main thread in µs (Linux: /proc, in clock ticks of 10 ms), or null elsewhere. The
 * main thread runs the server's JavaScript, which every request shares, and the bench's client; DuckDB and the
 * garbage collector's helpers run on other threads. Against the rate, it tells how busy that thread was.
 */
async function mainThreadCpu(): Promise<number | null> {
  const stat = await fs.readFile(`/proc/self/task/${process.pid}/stat`, 'utf8').catch(() => null);
  // The fields after the command name (which may hold spaces): state first, then utime and stime 11 and 12 on.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields?.[11]) + Number(fields?.[12]);
  return Number.isFinite(ticks) ? ticks * 10_000 : null;
}

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

/** Lines per request of the API measure. */
const LINES_PER_REQUEST = 20_000;

/** Generated posts as NDJSON request bodies, encoded as a client in its own process would have them. */
const ndjsonBodies = (posts: number, seed: number) =>
  postBatches(posts, LINES_PER_REQUEST, seed).map((batch) =>
    utf8.encode(`${batch.map((post) => JSON.stringify(post)).join('\n')}\n`),
  );

/**
 * CPU a post of the API's own JavaScript work alone (the body parsed, validated and laid out as column
 * vectors; no HTTP, no DuckDB), one request's body after another, and the part of it spent collecting garbage.
 */
async function measureRequestWork(posts: number): Promise<string> {
  const bodies = ndjsonBodies(posts, 303);
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  for (const body of bodies) {
    const rows = parseNdjson(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    await stagingChunks(DATASET_TABLES.posts, validRecords('posts', rows));
  }
  const line = `  parse+validate+vectors alone (${count(LINES_PER_REQUEST)} lines a body): ${cpuPerPost(cpu, posts)}`;
  // GC entries are delivered after the collection's task: one more turn takes the last ones.
  await nextTurn();
  observer.disconnect();
  return `${line}, ${((gcMs * 1000) / posts).toFixed(1)} µs of it collecting garbage`;
}

/**
 * DuckDB: writes the WAL into the database file (compressing the new row groups); its time in ms. ClickHouse
 * has no WAL to write out (an insert writes its parts; merges run in the background): null.
 */
async function checkpoint(stores: Stores): Promise<number | null> {
  if (stores.analytics.driver !== 'duckdb') return null;
  const started = performance.now();
  await stores.analytics.query({ sql: 'CHECKPOINT', params: {} });
  return performance.now() - started;
}

/** Deletes a bench universe from both stores, so repeated runs against a kept data dir do not grow it. */
async function dropUniverse(stores: Stores, universeId: string): Promise<void> {
  if (stores.analytics.driver === 'duckdb') {
    const tables = [
      ...Object.values(DATASET_TABLES).map((t) => t.table),
      POSTS_ROLLUP_TABLE,
      AUTHOR_KEYS_TABLE,
    ];
    for (const table of tables) {
      await stores.analytics.query({
        sql: `DELETE FROM ${table} WHERE universe_id = $universe`,
        params: { universe: universeId },
      });
    }
  } else {
    // A delete is a mutation rewriting the table's parts on ClickHouse: only where the universe has rows.
    for (const dataset of INGEST_DATASETS) {
      if ((await stores.analytics.recordsSummary(dataset, universeId)).count > 0)
        await stores.analytics.removeUniverse(dataset, universeId);
    }
  }
  await stores.meta.db.deleteFrom('universes').where('id', '=', universeId).execute();
}

/** Posts per second stored through engine.append, batches of 100,000 (its own function: they die with it). */
async function measureAppend(stores: Stores, universeId: string, posts: number): Promise<IngestMeasure> {
  await ensureDemoUniverse(stores, universeId, { seedDemo: false });
  const batches = postBatches(posts, 100_000, 101);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const batch of batches) await stores.analytics.append('posts', universeId, batch);
  const appendRate = posts / ((performance.now() - started) / 1000);
  return {
    rate: appendRate,
    lines: [
      `  engine.append       ${count(appendRate).padStart(9)} posts/s (batches of 100,000; ${cpuPerPost(cpu, posts)})`,
    ],
  };
}

/**
 * Posts per second stored through POST /ingest/v1/{universe}/posts with NDJSON bodies (two requests in
 * flight) into a fresh universe, sent by the bench's node:http client; then the rate once a CHECKPOINT has
 * written those posts into the database file, as a sustained ingest must.
 */
async function measureApi(
  client: HttpClient,
  stores: Stores,
  universeId: string,
  posts: number,
  stored = 0,
): Promise<IngestMeasure> {
  const token = `bench-${universeId}-${Math.random().toString(36).slice(2)}`;
  await ensureDemoUniverse(stores, universeId, { seedDemo: false, integrationToken: token });
  // Posts the universe holds before the measure, with ids of their own: the new posts replace none.
  for (const batch of stored > 0 ? postBatches(stored, 100_000, 404) : []) {
    const held = batch.map((post) => ({ ...post, id: `held-${post.id}` }));
    await stores.analytics.append('posts', universeId, held);
  }
  let linesPerRequest = LINES_PER_REQUEST;
  // Bodies are encoded before the clock starts: the bench's client shares the server's thread, and encoding
  // 20,000 lines per request there is not the server's work.
  const bodies = ndjsonBodies(posts, 202);
  let accepted = 0;
  const send = async (body: Uint8Array<ArrayBuffer>): Promise<void> => {
    const { status, text } = await client.request(
      'POST',
      `/ingest/v1/${universeId}/posts`,
      { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      body,
    );
    if (status === 413) {
      // Over the body limit: send it in two halves.
      const rows = Buffer.from(body).toString('utf8').trimEnd().split('\n');
      const half = rows.length >> 1;
      linesPerRequest = half;
      await send(utf8.encode(`${rows.slice(0, half).join('\n')}\n`));
      await send(utf8.encode(`${rows.slice(half).join('\n')}\n`));
      return;
    }
    if (status !== 200) throw new Error(`ingest: HTTP ${status} ${text.slice(0, 300)}`);
    accepted += Number((JSON.parse(text) as { accepted?: number }).accepted ?? 0);
  };
  // What earlier measures left in the WAL is written out first, so the checkpoint timed below is the API's.
  await checkpoint(stores);
  const mainCpu = await mainThreadCpu();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await withConcurrency(
    2,
    bodies.map((body) => () => send(body)),
  );
  const httpMs = performance.now() - started;
  const mainCpuAfter = await mainThreadCpu();
  const httpRate = accepted / (httpMs / 1000);
  const onMain =
    mainCpu === null || mainCpuAfter === null
      ? ''
      : `, ${((mainCpuAfter - mainCpu) / accepted).toFixed(1)} of it on the main thread`;
  const httpCpu = `${cpuPerPost(cpu, accepted)}${onMain}`;
  const checkpointMs = await checkpoint(stores);
  return {
    rate: httpRate,
    lines: [
      `  POST /ingest/v1     ${count(httpRate).padStart(9)} posts/s (NDJSON, ${count(linesPerRequest)} lines a request, 2 in flight; ${count(accepted)} accepted; ${httpCpu})`,
      ...(checkpointMs === null
        ? []
        : [
            `    then CHECKPOINT ${ms(checkpointMs)} (these posts written into the database file, as DuckDB does once its WAL passes 256 MB): ${count(accepted / ((httpMs + checkpointMs) / 1000))} posts/s with it`,
          ]),
      ...(stored > 0
        ? []
        : [`  target ≥ 100,000 posts/s through the API: ${httpRate >= 100_000 ? 'met' : 'missed'}`]),
    ],
  };
}

/** A measured rate in posts per second, and its lines. */
interface IngestMeasure {
  rate: number;
  lines: string[];
}

/**
 * Posts per second stored through engine.append and through the ingest API, each into a fresh universe,
 * and with `stored`, through the API into a universe already holding that many posts over the same month
 * (what a merge reads grows with the universe); every bench universe is deleted afterwards. On DuckDB, also
 * the API's own JavaScript work alone (its column vectors are DuckDB's).
 */
export async function measureIngest(input: {
  client: HttpClient;
  stores: Stores;
  posts: number;
  stored?: number;
}): Promise<{ lines: string[]; appendRate: number; apiRate: number }> {
  const lines = [`Ingest of ${count(input.posts)} generated posts into an empty universe:`];
  const stamp = Date.now().toString(36);
  const universes = [`bench-append-${stamp}`, `bench-ingest-${stamp}`, `bench-held-${stamp}`] as const;
  const [engineUniverse, httpUniverse, heldUniverse] = universes;
  try {
    const append = await measureAppend(input.stores, engineUniverse, input.posts);
    const api = await measureApi(input.client, input.stores, httpUniverse, input.posts);
    lines.push(...append.lines, ...api.lines);
    if (input.stores.analytics.driver === 'duckdb') lines.push(await measureRequestWork(input.posts));
    if (input.stored) {
      lines.push(`Ingest of ${count(input.posts)} new posts into a universe of ${count(input.stored)}:`);
      lines.push(
        ...(await measureApi(input.client, input.stores, heldUniverse, input.posts, input.stored)).lines,
      );
    }
    return { lines, appendRate: append.rate, apiRate: api.rate };
  } finally {
    for (const universe of universes) await dropUniverse(input.stores, universe);
  }
}
