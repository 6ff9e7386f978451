import { INGEST_DATASETS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIngestUniverse,
  ingestSender,
  ndjson,
  VALID,
} from '../../../modules/ingest/ingest-test-support.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import type { TestEngineName } from '../../../test-support/test-engines.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The ingest through its real route stores the same records on ClickHouse (two shards) as on DuckDB, whose
 * storage the ingest suite proves field by field: every dataset, NDJSON and CSV, a batch sent twice, an id
 * repeated in a batch, a re-sent record that changed, and a batch with a bad line (nothing of it stored).
 */
describe.skipIf(!process.env.TEST_CLICKHOUSE_URL)('the ingest on ClickHouse and on DuckDB', () => {
  const apps: Partial<Record<TestEngineName, { t: TestApp; send: ReturnType<typeof ingestSender> }>> = {};
  beforeAll(async () => {
    for (const engine of ['duckdb', 'clickhouse'] as const) {
      const t = await createTestApp(NOON, { analytics: engine });
      const universe = await createIngestUniverse(t.stores, 'demo', 'ingest-parity');
      apps[engine] = { t, send: ingestSender(t.app, universe) };
    }
  }, 240_000);
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.t.close()));
  });

  /** Sends the same body to both servers and answers both answers. */
  const sendBoth = async (dataset: string, body: string, contentType?: string) =>
    Promise.all(
      (['duckdb', 'clickhouse'] as const).map(async (engine) => {
        const response = await apps[engine]?.send(dataset, body, contentType);
        return { status: response?.statusCode, body: response?.json() };
      }),
    );

  const storedBoth = () =>
    Promise.all(
      (['duckdb', 'clickhouse'] as const).map(async (engine) => {
        const engineOf = apps[engine]?.t.stores.analytics;
        const all: Record<string, unknown[]> = {};
        for (const dataset of INGEST_DATASETS) {
          all[dataset] = (await engineOf?.readRecords(dataset, 'ingest-parity', null, 100_000)) ?? [];
        }
        return all;
      }),
    );

  it('stores every dataset, sent twice, the same on both', async () => {
    for (const dataset of INGEST_DATASETS) {
      for (let i = 0; i < 2; i += 1) {
        const [duck, click] = await sendBoth(dataset, ndjson([VALID[dataset]]));
        expect(duck?.status, dataset).toBe(200);
        expect(click, dataset).toEqual(duck);
      }
    }
    const [duck, click] = await storedBoth();
    expect(Object.values(duck ?? {}).every((records) => records.length === 1)).toBe(true);
    expect(click).toEqual(duck);
  });

  it('stores CSV, the last record of a repeated id, and a changed re-sent record the same on both', async () => {
    const csv = [
      'id,channel,posted_at,text,likes,polarity,tag,replied',
      'c1,instagram,2026-03-12T10:00:00-03:00,"Entrega ""rápida""',
      'recomendo 😀",5,1,elogio|entrega,sim',
      'c2,twitter,1773327600000,,0,2,"[""reclamação""]",false',
    ].join('\n');
    expect((await sendBoth('posts', csv, 'text/csv; charset=utf-8')).map((a) => a.status)).toEqual([
      200, 200,
    ]);
    const repeated = ndjson([
      { id: 'r1', channel: 'twitter', postedAt: NOON, likes: 5 },
      { id: 'r1', channel: 'twitter', postedAt: NOON + 1, likes: 7 },
    ]);
    const [duck, click] = await sendBoth('posts', repeated);
    expect(click).toEqual(duck);
    await sendBoth(
      'posts',
      ndjson([{ id: 'c1', channel: 'instagram', postedAt: NOON - 86_400_000, likes: 9 }]),
    );
    const [storedDuck, storedClick] = await storedBoth();
    expect(storedDuck?.posts?.map((p) => (p as { id: string }).id)).toEqual(['c1', 'c2', 'p1', 'r1']);
    expect(storedClick).toEqual(storedDuck);
  });

  it('stores nothing of a batch with a bad line, and answers the same on both', async () => {
    const [before] = await storedBoth();
    const bad = ndjson([
      { id: 'b1', channel: 'twitter', postedAt: NOON },
      { id: 'b2', channel: 'nowhere', postedAt: NOON },
    ]);
    const [duck, click] = await sendBoth('posts', bad);
    expect(duck?.status).toBe(422);
    expect(click).toEqual(duck);
    const [afterDuck, afterClick] = await storedBoth();
    expect(afterDuck).toEqual(before);
    expect(afterClick).toEqual(before);
  });
});
