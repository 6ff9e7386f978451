import {
  ChartTemplate,
  cardFilter,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  type Filter,
  startOfZonedDay,
  validateChartTemplate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { appendChartFixtures, FIXTURE_NOON } from './chart-fixtures.ts';
import { compileChart } from './compile-series.ts';

/** The global filter every card is compiled with, narrowed to what each card supports (as the web app does). */
const GLOBAL_FILTER: Filter = {
  channels: ['twitter', 'instagram', 'facebook', 'feedly'],
  pages: ['page-1'],
  polarities: [1, 2],
  genders: [1, 2],
  tags: ['elogio', 'reclamação'],
  themes: ['Atendimento', 'Produto', 'Entrega'],
  names: ['Marca', 'Concorrentes'],
  uids: ['u1', 'u2'],
  query: 'atendimento OR entrega OR produto',
  sac_type: ['Post', 'Reels'],
  operators: ['op-1', 'op-2'],
  rating: [3, 5, 9],
};

const RANGE = {
  start: startOfZonedDay(FIXTURE_NOON, -6),
  end: startOfZonedDay(FIXTURE_NOON) + DAY_MS - 60_000,
};

const chartCards = cardRegistry
  .all()
  .flatMap((card) => {
    const query = chartsQueryOf(card);
    return query ? [{ card, query }] : [];
  })
  .map(({ card, query }) => {
    const validation = validateChartTemplate(query.entity, ChartTemplate.parse(query.template));
    if (!validation.ok) throw new Error(`${card.id}: ${validation.error}`);
    const filter = cardFilter(GLOBAL_FILTER, {
      supportedFilters: card.supportedFilters,
      control: card.control,
      selectedFilters: (card.props.selectedFilters ?? null) as Filter | null,
      pages: [],
    });
    const compiled = compileChart({
      entity: query.entity,
      template: validation.value,
      context: { range: RANGE, universeId: 'u-catalogue', accountId: 'acc', isStaging: false, filter },
    });
    return { id: card.id, entity: query.entity, filter, compiled };
  });

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
