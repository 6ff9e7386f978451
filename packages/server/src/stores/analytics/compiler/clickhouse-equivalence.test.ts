import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEngine, type TestEngineName } from '../../../test-support/test-engines.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { appendBoundaryFixtures, appendChartFixtures } from './chart-fixtures.ts';
import { clickHouseDialect } from './clickhouse-dialect.ts';
import {
  appendInternalFixtures,
  COMPARISON_CASES,
  expectSameCatalogueRows,
  expectSameInternalRows,
} from './compare-engines.ts';
import { duckDbDialect } from './dialect.ts';

/*
 * Every catalogue chart answers the same rows on DuckDB and on ClickHouse (after finish-rows.ts), over the
 * same fixtures with their edge cases (chart-fixtures.ts), for several ranges, grains and filters; and so do
 * the internal entities' features. On the test ClickHouse (TEST_CLICKHOUSE_URL: Debian's 18.16, two shards
 * in CI) and on a current release in process (TEST_CHDB_MODULE: chdb); each is skipped when unset.
 */

const ENGINES: readonly TestEngineName[] = [
  ...(process.env.TEST_CLICKHOUSE_URL ? (['clickhouse'] as const) : []),
  ...(process.env.TEST_CHDB_MODULE ? (['chdb'] as const) : []),
];

const U = 'u-equal';

describe.skipIf(ENGINES.length === 0)('DuckDB and ClickHouse', () => {
  it.skipIf(ENGINES.length > 0)('need TEST_CLICKHOUSE_URL or TEST_CHDB_MODULE', () => {});
});

describe.each(ENGINES)('DuckDB and %s answer the same rows', (name) => {
  let duck: AnalyticsEngine;
  let click: AnalyticsEngine;
  beforeAll(async () => {
    [duck, click] = await Promise.all([openTestEngine('duckdb'), openTestEngine(name)]);
    for (const engine of [duck, click]) {
      await appendChartFixtures(engine, U);
      await appendBoundaryFixtures(engine, U);
      await appendInternalFixtures(engine, U);
    }
  }, 120_000);
  afterAll(async () => {
    await duck?.close();
    await click?.close();
  });
  const sides = () =>
    [
      { engine: duck, dialect: duckDbDialect },
      { engine: click, dialect: clickHouseDialect },
    ] as const;

  it('runs the release it names', async () => {
    const [row] = await click.query({ sql: 'SELECT version() AS v', params: {} });
    expect(String(row?.v)).toMatch(name === 'chdb' ? /^(19|[2-9]\d)\./ : /^\d+\./);
  });

  it('reads a bound instant to the ms, kept within 1970–2105 (a range of all time reads to 2105)', async () => {
    const instants = [
      0,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2100, 1, 28, 1, 2, 3, 4),
      Date.UTC(2105, 11, 31, 23, 59, 59, 999),
      ...Array.from({ length: 50 }, (_, i) => ((i * 7919) % 1000) * 4_354_000_000 + i * 86_399_999),
    ];
    const read = async (ms: number) => {
      const [row] = await click.query({
        sql: `SELECT ${clickHouseDialect.instant('$t')} AS ms`,
        params: { t: new Date(ms).toISOString() },
      });
      return Number(row?.ms);
    };
    for (const ms of instants) expect(await read(ms)).toBe(ms);
    expect(await read(Date.UTC(9999, 11, 31))).toBe(Date.UTC(2105, 11, 31, 23, 59, 59, 999));
    expect(await read(Date.UTC(1969, 0, 1))).toBe(0);
  });

  it.each(COMPARISON_CASES.map((c) => [c.name, c] as const))(
    'every catalogue chart, %s',
    async (_name, c) => {
      const [a, b] = sides();
      const answered = await expectSameCatalogueRows(a, b, U, c);
      if (!c.name.includes('empty')) expect(answered).toBeGreaterThan(0);
    },
  );

  it('the internal entities: conditions, top-N, key counts, time fields, latest rows, computed fields', async () => {
    const [a, b] = sides();
    await expectSameInternalRows(a, b, U);
  });
});
