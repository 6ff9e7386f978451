import { INGEST_DATASETS, type IngestDataset } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlanForPosts, generateDemoUniverse, writeDemoRows } from '../../demo/demo-universe.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { openTestEngine, TEST_ENGINES, type TestEngineName } from '../../test-support/test-engines.ts';
import { CopyMismatchError, copyUniverse } from './copy-universe.ts';
import type { AnalyticsEngine } from './engine.ts';

const UNIVERSE = 'u-copy';
const ANCHOR = Date.parse('2026-03-12T02:59:59.999Z');

/** Every record of the universe, dataset by dataset, as the engine reads them back. */
async function everything(engine: AnalyticsEngine) {
  const all: Record<string, unknown[]> = {};
  for (const dataset of INGEST_DATASETS) {
    all[dataset] = await engine.readRecords(dataset, UNIVERSE, null, 1_000_000);
  }
  return all;
}

/** The engine, failing its append number `failAt` (the copy stopped midway). */
function failingAt(engine: AnalyticsEngine, failAt: number): AnalyticsEngine {
  let appends = 0;
  return {
    ...engine,
    append: (dataset, universeId, records) => {
      appends += 1;
      if (appends === failAt) return Promise.reject(new Error('the target went away'));
      return engine.append(dataset, universeId, records);
    },
  };
}

// Every direction between the engines the suite runs on (DuckDB to DuckDB alone without ClickHouse).
const PAIRS: [TestEngineName, TestEngineName][] =
  TEST_ENGINES.length > 1
    ? [
        ['duckdb', 'clickhouse'],
        ['clickhouse', 'duckdb'],
      ]
    : [['duckdb', 'duckdb']];

describe.each(PAIRS)('copy-analytics from %s to %s', (fromName, toName) => {
  let from: AnalyticsEngine;
  let original: Record<string, unknown[]>;
  beforeAll(async () => {
    from = await openTestEngine(fromName);
    const plan = demoPlanForPosts({ posts: 3_000, days: 20, seed: 7, anchor: ANCHOR });
    await writeDemoRows(from, UNIVERSE, generateDemoUniverse(plan));
    original = await everything(from);
  }, 120_000);
  afterAll(() => from.close());

  it('copies every record of every dataset, field for field, and says how many', async () => {
    const to = await openTestEngine(toName);
    try {
      const copied = await copyUniverse(from, to, UNIVERSE, () => {}, 700);
      expect(copied.every((d) => d.source === d.target && d.skipped === 0)).toBe(true);
      expect(copied.find((d) => d.dataset === 'posts')?.target).toBe(3_000);
      expect(await everything(to)).toEqual(original);
    } finally {
      await to.close();
    }
  });

  it('goes on after the last record copied when a run stopped midway, ending with the same records', async () => {
    const to = await openTestEngine(toName);
    try {
      await expect(copyUniverse(from, failingAt(to, 4), UNIVERSE, () => {}, 700)).rejects.toThrow(
        'the target went away',
      );
      const progress: { dataset: IngestDataset; copied: number }[] = [];
      const copied = await copyUniverse(from, to, UNIVERSE, (p) => progress.push(p), 700);
      // The first run stored three pages of posts (the first dataset) before it stopped.
      expect(copied.find((d) => d.dataset === 'posts')?.skipped).toBe(2_100);
      expect(progress[0]).toEqual({ dataset: 'posts', copied: 2_100, total: 3_000 });
      expect(await everything(to)).toEqual(original);
    } finally {
      await to.close();
    }
  });

  it('fails the verification when the target holds records the source does not', async () => {
    const to = await openTestEngine(toName);
    try {
      await to.append('posts', UNIVERSE, [postRecord({ id: 'zz-only-here', postedAt: ANCHOR + 86_400_000 })]);
      const copy = copyUniverse(from, to, UNIVERSE, () => {}, 700);
      await expect(copy).rejects.toBeInstanceOf(CopyMismatchError);
      await expect(copy).rejects.toThrow(/posts 3000 → 1/);
    } finally {
      await to.close();
    }
  });
});
