import type { Filter } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { appendChartFixtures } from './chart-fixtures.ts';
import { createSqlParams, type FilterTable, filterWhere } from './filter-where.ts';

// Fixture rows (chart-fixtures.ts): posts P1 u1 twitter, P2 u1 instagram (own page), P3 u2 facebook (own page),
// P4 u2 tiktok; profiles u1 ×2 (twitter), u2 (instagram); three status changes; four surveys.
const CASES: [FilterTable, Filter, number][] = [
  ['posts', {}, 4],
  ['posts', { channels: ['twitter'] }, 1],
  ['posts', { channels: ['feedly'] }, 0],
  ['posts', { channels: ['twitter'], channels_listening: ['instagram'] }, 2],
  ['posts', { channels: [] }, 4],
  ['posts', { pages: ['page-1'] }, 2],
  ['posts', { pids: ['page-1'] }, 2],
  ['posts', { uids: ['u2'] }, 2],
  ['posts', { polarities: [2] }, 2],
  ['posts', { polarities: [1] }, 2],
  ['posts', { genders: [3] }, 1],
  ['posts', { tags: ['elogio'] }, 2],
  ['posts', { themes: ['Entrega'] }, 1],
  ['posts', { names: ['Marca'] }, 2],
  ['posts', { tags_view: ['campanha'] }, 1],
  ['posts', { sac_type: ['Post'] }, 1],
  ['posts', { sac_type: ['Reels'] }, 1],
  ['posts', { sac_type: ['All'] }, 4],
  ['posts', { sac_type: ['Post', 'Reels', 'Story'] }, 4],
  ['posts', { sac_status: ['Respondido'] }, 1],
  ['posts', { sac_status: ['Respondido', 'Fechado'] }, 2],
  ['posts', { sac_last_status: ['Pendente'] }, 1],
  ['posts', { sac_replier: ['op-1'] }, 1],
  ['posts', { operators: ['op-2'] }, 1],
  ['posts', { replied: true }, 1],
  ['posts', { replied: false }, 3],
  ['posts', { dark_post: true }, 1],
  ['posts', { favorite: true }, 1],
  ['posts', { lovers_and_haters: ['lovers'] }, 2],
  ['posts', { lovers_and_haters: ['haters'] }, 2],
  ['posts', { lovers_and_haters: ['lovers', 'haters'] }, 4],
  ['posts', { query: 'atendimento' }, 1],
  ['posts', { query: 'entrega OR produto' }, 2],
  ['posts', { query: 'otimo' }, 1],
  ['posts', { query: '  ' }, 4],
  ['posts', { rating: [5], bots: ['b1'], contracts: ['c1'], teams: ['t1'], scheduled: true }, 4],
  ['posts', { channels: ['twitter', 'instagram'], tags: ['elogio'], polarities: [1], uids: ['u1'] }, 2],
  ['profiles', { channels: ['instagram'] }, 1],
  ['profiles', { channels_listening: ['instagram'] }, 1],
  ['profiles', { uids: ['u1'] }, 2],
  ['profiles', { lovers_and_haters: ['lovers'] }, 2],
  ['profiles', { polarities: [1], tags: ['x'] }, 3],
  ['sac_status', { pages: ['page-1'] }, 3],
  ['sac_status', { pids: ['post-1'] }, 2],
  ['sac_status', { sac_status: ['Em Espera'] }, 1],
  ['sac_status', { sac_last_status: ['Aberto'] }, 2],
  ['sac_status', { sac_type: ['Story'] }, 1],
  ['sac_status', { sac_type: ['Post'] }, 2],
  ['sac_status', { operators: ['op-1'] }, 1],
  ['sac_status', { uids: ['u2'] }, 1],
  ['sac_status', { channels_listening: ['instagram'] }, 3],
  ['sac_surveys', { rating: [5, 9] }, 2],
  ['sac_surveys', { pages: ['page-1'] }, 4],
  ['sac_surveys', { channels: ['instagram'] }, 1],
  ['sac_surveys', { uids: ['u2'] }, 1],
];

describe('filterWhere', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await appendChartFixtures(engine, 'u-filter');
    await appendChartFixtures(engine, 'u-other');
  });
  afterAll(() => engine.close());

  const count = async (table: FilterTable, filter: Filter, universeParam: boolean) => {
    const params = createSqlParams();
    const universe = params.add('u-filter');
    const where = [
      `universe_id = ${universe}`,
      ...filterWhere(table, filter, params, universeParam ? { universe } : {}),
    ];
    const rows = await engine.query({
      sql: `SELECT CAST(count(*) AS INTEGER) AS n FROM ${table} WHERE ${where.join(' AND ')}`,
      params: params.values,
    });
    return rows[0]?.n;
  };

  it.each(CASES)('%s %j selects %i rows', async (table, filter, expected) => {
    expect(await count(table, filter, true)).toBe(expected);
    // Without the universe's placeholder, lovers and haters correlate on the table's own universe.
    expect(await count(table, filter, false)).toBe(expected);
  });

  it('binds every value: nothing the user chose reaches the SQL text', () => {
    const hostile = "x') OR 1=1; DROP TABLE posts; --";
    const params = createSqlParams();
    const where = filterWhere(
      'posts',
      {
        channels: [hostile],
        pages: [hostile],
        uids: [hostile],
        tags: [hostile],
        themes: [hostile],
        names: [hostile],
        sac_replier: [hostile],
        operators: [hostile],
        tags_view: [hostile],
        query: 'DROP AND posts',
      },
      params,
    ).join(' AND ');
    expect(where).not.toContain('DROP');
    expect(where).not.toContain('1=1');
    expect(Object.values(params.values)).toContainEqual([hostile]);
  });

  it('gives the same statement for the same choice in any order', () => {
    const build = (filter: Filter) => {
      const params = createSqlParams();
      return { where: filterWhere('posts', filter, params), values: params.values };
    };
    expect(build({ channels: ['twitter', 'facebook', 'twitter'], polarities: [2, 1] })).toEqual(
      build({ polarities: [1, 2], channels: ['facebook', 'twitter'] }),
    );
  });

  it('refuses a malformed text query with a 400, never an engine error', () => {
    expect(() => filterWhere('posts', { query: '"aberto' }, createSqlParams())).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
