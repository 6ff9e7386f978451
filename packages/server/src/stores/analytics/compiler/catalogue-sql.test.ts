import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEngine } from '../../../test-support/test-engines.ts';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { catalogueCharts } from './catalogue-charts.ts';
import { appendChartFixtures } from './chart-fixtures.ts';
import { clickHouseDialect } from './clickhouse-dialect.ts';
import { duckDbDialect } from './dialect.ts';

const chartCards = catalogueCharts(duckDbDialect);

describe('the SQL of every charts-service card of the catalogue', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await appendChartFixtures(engine, 'u-catalogue');
  });
  afterAll(() => engine.close());

  it('covers the catalogue', () => {
    expect(chartCards.length).toBeGreaterThan(80);
    expect(new Set(chartCards.map((c) => c.entity))).toEqual(
      new Set(['posts', 'users', 'sac-status', 'sac-surveys']),
    );
  });

  it('compiles to the snapshotted statements, every value bound', () => {
    const statements = Object.fromEntries(
      chartCards.map(({ id, compiled }) => [
        id,
        // Parameter names only: the values are the fixed context's, and the text-search patterns are
        // text-search.ts's own business (tested there).
        { grain: compiled.grain, sql: compiled.plan.sql, params: Object.keys(compiled.plan.params).sort() },
      ]),
    );
    for (const { compiled } of chartCards) {
      // No filter value ever reaches the SQL text.
      for (const text of ['twitter', 'page-1', 'elogio', 'Marca', 'op-1', 'atendimento', 'u1']) {
        expect(compiled.plan.sql).not.toContain(text);
      }
    }
    expect(statements).toMatchSnapshot();
  });

  it.each(chartCards.map((c) => [c.id, c] as const))('%s runs on DuckDB', async (_id, { compiled }) => {
    const rows = await engine.query(compiled.plan);
    for (const row of rows) {
      expect(typeof row.ts).toBe('number');
      for (const [i] of compiled.seriesFields.entries()) expect(typeof row[`s${i}`]).toBe('string');
      expect(typeof row.m0).toBe('number');
    }
    if (compiled.grain) expect(rows.length).toBeGreaterThan(0);
  });

  it('selects rows for most cards (the fixtures match the filter)', async () => {
    let answered = 0;
    for (const { compiled } of chartCards) {
      const rows = await engine.query(compiled.plan);
      if (rows.some((row) => row.m0 !== 0)) answered += 1;
    }
    expect(answered).toBeGreaterThan(chartCards.length * 0.9);
  });
});

/** The same cards compiled for ClickHouse: their own snapshot, and every one runs there (TEST_CLICKHOUSE_URL). */
const clickHouseCards = catalogueCharts(clickHouseDialect);

describe('the ClickHouse SQL of every charts-service card of the catalogue', () => {
  it('compiles to the snapshotted statements, every value bound', async () => {
    for (const { compiled } of clickHouseCards) {
      // The ENUMs' names (the schema's, as Enum8 values are read by number) aside.
      const sql = compiled.plan.sql.replace(/\[''(, '[^']+')+\]/g, '[names]');
      for (const text of ['twitter', 'page-1', 'elogio', 'Marca', 'op-1', 'atendimento', 'u1']) {
        expect(sql).not.toContain(text);
      }
      // No CTE, window or DuckDB-only function.
      expect(compiled.plan.sql).not.toMatch(
        /\bWITH\b|\bOVER\b|QUALIFY|regexp_matches|list_|CAST\(|\bTRUE\b|DISTINCT FROM|own_posts|posts_rollup|author_key/,
      );
    }
    // Plain text (one card after another: its statement, the values it names, what finishRows does after it).
    const text = clickHouseCards
      .map(({ id, compiled }) =>
        [
          `-- ${id} (grain ${compiled.grain}; values ${Object.keys(compiled.plan.params).sort().join(', ')})`,
          compiled.plan.sql,
          ...(compiled.plan.finish ? [`-- finish: ${JSON.stringify(compiled.plan.finish)}`] : []),
        ].join('\n'),
      )
      .join('\n\n');
    await expect(`${text}\n`).toMatchFileSnapshot('__snapshots__/catalogue-sql.clickhouse.snap');
  });

  describe.skipIf(!process.env.TEST_CLICKHOUSE_URL)('on ClickHouse', () => {
    let engine: AnalyticsEngine;
    beforeAll(async () => {
      engine = await openTestEngine('clickhouse');
      await appendChartFixtures(engine, 'u-catalogue');
    }, 60_000);
    afterAll(() => engine?.close());

    it.each(clickHouseCards.map((c) => [c.id, c] as const))(
      '%s runs on ClickHouse',
      async (_id, { compiled }) => {
        const rows = await engine.query(compiled.plan);
        for (const row of rows) {
          expect(typeof row.ts).toBe('number');
          for (const [i] of compiled.seriesFields.entries()) expect(typeof row[`s${i}`]).toBe('string');
          expect(typeof row.m0).toBe('number');
        }
        if (compiled.grain) expect(rows.length).toBeGreaterThan(0);
      },
    );
  });
});
