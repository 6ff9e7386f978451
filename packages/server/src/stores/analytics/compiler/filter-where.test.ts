import type { Filter, IngestRecord } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { appendChartFixtures, fixturePost, fixtureProfile, fixtureStatus } from './chart-fixtures.ts';
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

const AT = Date.parse('2026-03-12T15:00:00Z');
const message = (id: string, botKey: string, domain: string): IngestRecord<'chatbot-messages'> => ({
  id,
  botKey,
  contactId: `c-${id}`,
  domain,
  direction: 'received',
  active: false,
  sentAt: AT,
});
const campaign = (
  id: string,
  botKey: string,
  name: string,
  scheduled: boolean,
): IngestRecord<'campaigns'> => ({
  id,
  botKey,
  campaignName: name,
  scheduled,
  sentAt: AT,
  audience: 10,
  sent: 10,
  delivered: 9,
  read: 5,
  replied: 1,
  failed: 0,
});
const ticket = (
  id: string,
  team: string,
  attendant: string | null,
  tags: string[],
): IngestRecord<'desk-tickets'> => ({
  id,
  botKey: 'b1',
  team,
  attendant,
  customerId: null,
  tags,
  openedAt: AT,
  assignedAt: null,
  firstResponseAt: null,
  closedAt: null,
  closedBy: null,
  transferred: false,
  waitTimeMs: null,
  responseTimeMs: null,
});

/** Chatbot and desk rows (below): the chatbot and desk keys narrow them; the listening keys do not. */
async function appendChatbotFixtures(engine: AnalyticsEngine, universeId: string): Promise<void> {
  await engine.append('chatbot-messages', universeId, [
    message('m1', 'b1', 'wa.gw.msging.net'),
    message('m2', 'b1', '0mn.io'),
    message('m3', 'b2', 'wa.gw.msging.net'),
  ]);
  await engine.append('chatbot-contacts', universeId, [
    {
      id: 'k1',
      botKey: 'b1',
      domain: '0mn.io',
      firstSeenAt: AT,
      lastMessageAt: null,
      engaged: true,
      responded: false,
    },
    {
      id: 'k2',
      botKey: 'b2',
      domain: '0mn.io',
      firstSeenAt: AT,
      lastMessageAt: AT,
      engaged: false,
      responded: true,
    },
  ]);
  await engine.append('chatbot-events', universeId, [
    { id: 'e1', botKey: 'b1', contactId: null, category: 'menu', action: 'a', count: 1, occurredAt: AT },
    { id: 'e2', botKey: 'b1', contactId: 'c', category: 'pagamento', action: 'b', count: 2, occurredAt: AT },
    { id: 'e3', botKey: 'b2', contactId: 'c', category: 'menu', action: 'a', count: 1, occurredAt: AT },
  ]);
  await engine.append('campaigns', universeId, [
    campaign('k1', 'b1', 'Black Friday — 24/11', true),
    campaign('k2', 'b1', 'Natal — 20/12', false),
    campaign('k3', 'b2', 'black friday — 25/11', false),
  ]);
  await engine.append('desk-tickets', universeId, [
    ticket('t1', 'Financeiro', 'ana@x', ['boleto']),
    ticket('t2', 'Vendas', null, []),
    ticket('t3', 'Financeiro', 'bia@x', ['boleto', 'pix']),
  ]);
  await engine.append('attendant-status', universeId, [
    {
      id: 's1',
      botKey: 'b1',
      attendant: 'ana@x',
      name: 'Ana',
      teams: ['Financeiro'],
      status: 'online',
      changedAt: AT,
    },
    {
      id: 's2',
      botKey: 'b1',
      attendant: 'bia@x',
      name: 'Bia',
      teams: ['Vendas', 'Financeiro'],
      status: 'paused',
      changedAt: AT,
    },
    {
      id: 's3',
      botKey: 'b2',
      attendant: 'caio@x',
      name: 'Caio',
      teams: ['Vendas'],
      status: 'offline',
      changedAt: AT,
    },
  ]);
}

const CHATBOT_CASES: [FilterTable, Filter, number][] = [
  ['chatbot_messages', {}, 3],
  ['chatbot_messages', { bots: ['b1'] }, 2],
  ['chatbot_messages', { bots: ['b1', 'b2'] }, 3],
  ['chatbot_messages', { domains: ['wa.gw.msging.net'] }, 2],
  ['chatbot_messages', { bots: ['b1'], domains: ['wa.gw.msging.net'] }, 1],
  ['chatbot_messages', { contracts: ['c1'], channels: ['twitter'], tags: ['x'], category: 'menu' }, 3],
  ['chatbot_contacts', { bots: ['b2'] }, 1],
  ['chatbot_contacts', { domains: ['wa.gw.msging.net'] }, 0],
  ['chatbot_events', { category: 'menu' }, 2],
  ['chatbot_events', { category: ' menu ' }, 2],
  ['chatbot_events', { category: '  ' }, 3],
  ['chatbot_events', { category: 'Menu' }, 0],
  ['chatbot_events', { bots: ['b1'], category: 'menu' }, 1],
  ['campaigns', { scheduled: true }, 1],
  ['campaigns', { scheduled: false }, 2],
  ['campaigns', { campaign_name: 'black friday' }, 2],
  ['campaigns', { campaign_name: 'BLACK', bots: ['b1'] }, 1],
  ['campaigns', { campaign_name: ' ' }, 3],
  ['campaigns', { domains: ['0mn.io'] }, 3],
  ['desk_tickets', { teams: ['Financeiro'] }, 2],
  ['desk_tickets', { operators: ['ana@x'] }, 1],
  ['desk_tickets', { tags: ['pix', 'outra'] }, 1],
  ['desk_tickets', { bots: ['b2'] }, 0],
  ['desk_tickets', { sac_replier: ['ana@x'] }, 3],
  ['attendant_status', { teams: ['Financeiro'] }, 2],
  ['attendant_status', { teams: ['Vendas'], operators: ['caio@x'] }, 1],
  ['attendant_status', { bots: ['b1'], tags: ['boleto'] }, 2],
];

describe('filterWhere', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await appendChartFixtures(engine, 'u-filter');
    await appendChartFixtures(engine, 'u-other');
    await appendChatbotFixtures(engine, 'u-filter');
    await appendChatbotFixtures(engine, 'u-other');
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

  it.each(CHATBOT_CASES)('%s %j selects %i rows', async (table, filter, expected) => {
    expect(await count(table, filter, true)).toBe(expected);
  });

  it('binds the chatbot and desk choices too', () => {
    const hostile = "x') OR 1=1; DROP TABLE campaigns; --";
    const params = createSqlParams();
    const texts = {
      bots: [hostile],
      domains: [hostile],
      teams: [hostile],
      operators: [hostile],
      tags: [hostile],
    };
    const where = [
      ...filterWhere('chatbot_messages', texts, params),
      ...filterWhere('chatbot_events', { category: hostile }, params),
      ...filterWhere('campaigns', { campaign_name: hostile, scheduled: true }, params),
      ...filterWhere('desk_tickets', texts, params),
      ...filterWhere('attendant_status', texts, params),
    ].join(' AND ');
    expect(where).not.toContain('DROP');
    expect(where).not.toContain('1=1');
    expect(Object.values(params.values)).toContainEqual([hostile]);
    expect(Object.values(params.values)).toContain(hostile);
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

describe('page_scope', () => {
  // Pages A and B are connected; C is not. Each page published once (uid = pid); a customer commented on A
  // and on C; one listening post has no page; one post of A has no author.
  const POSTS = [
    { id: 'a-pub', pid: 'A', uid: 'A' },
    { id: 'b-pub', pid: 'B', uid: 'B' },
    { id: 'c-pub', pid: 'C', uid: 'C' },
    { id: 'a-comment', pid: 'A', uid: 'cliente' },
    { id: 'c-comment', pid: 'C', uid: 'cliente' },
    { id: 'a-anonymous', pid: 'A', uid: null },
    { id: 'mention', pid: null, uid: 'cliente' },
  ];
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append(
      'posts',
      'u-scope',
      POSTS.map((p) => fixturePost(p)),
    );
    await engine.append(
      'profiles',
      'u-scope',
      ['A', 'B', 'C', 'cliente'].map((uid) => fixtureProfile({ uid })),
    );
    await engine.append(
      'sac-status',
      'u-scope',
      ['A', 'C'].map((pageId) => fixtureStatus({ pageId })),
    );
  });
  afterAll(() => engine.close());

  const ids = async (table: FilterTable, filter: Filter) => {
    const params = createSqlParams();
    const where = [`universe_id = ${params.add('u-scope')}`, ...filterWhere(table, filter, params)];
    const column = table === 'profiles' ? 'uid' : table === 'sac_status' ? 'page_id' : 'id';
    const rows = await engine.query({
      sql: `SELECT ${column} AS k FROM ${table} WHERE ${where.join(' AND ')} ORDER BY k`,
      params: params.values,
    });
    return rows.map((r) => r.k);
  };
  // The rows of a table as the test reads the definition, not as the compiler writes it.
  const expected = (keep: (p: (typeof POSTS)[number]) => boolean) =>
    POSTS.filter(keep)
      .map((p) => p.id)
      .sort();
  const P = ['A', 'B'];
  const own = (p: (typeof POSTS)[number]) => p.pid !== null && P.includes(p.pid) && p.uid === p.pid;

  it('counts the pages own publications, the conversations on them, and everything else as earned', async () => {
    expect(await ids('posts', { pages: P, page_scope: 'publications' })).toEqual(expected(own));
    expect(await ids('posts', { pages: P, page_scope: 'conversations' })).toEqual(
      expected((p) => p.pid !== null && P.includes(p.pid) && p.uid !== p.pid),
    );
    expect(await ids('posts', { pages: P, page_scope: 'earned' })).toEqual(expected((p) => !own(p)));
  });

  it('splits every post into own publications and earned ones, with nothing counted twice', async () => {
    const owned = await ids('posts', { pages: P, page_scope: 'publications' });
    const earned = await ids('posts', { pages: P, page_scope: 'earned' });
    expect([...owned, ...earned].sort()).toEqual(await ids('posts', {}));
  });

  it('reads the pages profiles and conversations', async () => {
    expect(await ids('profiles', { pages: P, page_scope: 'publications' })).toEqual(['A', 'B']);
    expect(await ids('profiles', { pages: P, page_scope: 'earned' })).toEqual(['C', 'cliente']);
    expect(await ids('sac_status', { pages: P, page_scope: 'conversations' })).toEqual(['A']);
    expect(await ids('sac_status', { pages: P, page_scope: 'earned' })).toEqual([]);
  });

  it('without connected pages, owns nothing (never every row) and earned everything', async () => {
    expect(await ids('posts', { page_scope: 'publications' })).toEqual([]);
    expect(await ids('posts', { page_scope: 'conversations' })).toEqual([]);
    expect(await ids('profiles', { page_scope: 'publications' })).toEqual([]);
    expect(await ids('sac_status', { page_scope: 'conversations' })).toEqual([]);
    expect(await ids('posts', { page_scope: 'earned' })).toEqual(await ids('posts', {}));
  });
});
