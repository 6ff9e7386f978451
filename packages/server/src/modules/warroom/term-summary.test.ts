import type { Filter, WarRoomQuery } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache } from '../../stores/analytics/result-cache.ts';
import { warRoomQueries } from '../../stores/analytics/warroom/queries.ts';
import { createScopeQuery } from '../../stores/analytics/warroom/scope-query.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { recordingEngine } from '../../test-support/recording-engine.ts';
import { openTestEngine, TEST_ENGINES, type TestEngineName } from '../../test-support/test-engines.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';
import { STOP_WORDS } from './stop-words.ts';
import { DAY, START } from './tangled-posts.ts';

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india'];
/** Posts of one to six plain words (repeats included), so the terms can be counted here directly. */
const posts = Array.from({ length: 400 }, (_, i) => {
  const words = Array.from({ length: 1 + (i % 6) }, (_, k) => WORDS[(i * 7 + k * k * 3 + (i % 5) * k) % 9]);
  return postRecord({
    id: `w${i}`,
    postedAt: START + (i % 5) * DAY + i * 60_000,
    channel: i % 10 === 0 ? 'tiktok' : 'twitter',
    polarity: [1, 2, 3, 0][i % 4],
    text: words.join(' '),
  });
});

/** Tokens in any case, with accents, punctuation, hyphens, numbers, stop words and short words. */
const TOKENS = [
  'Água',
  'AGUA',
  'água,',
  'Prefeitura!',
  'prefeitura',
  'obras-primas',
  '(obras)',
  'Ônibus',
  'onibus?',
  'há',
  'é',
  'já',
  '2026',
  'x_y_z',
  'para',
  'COM',
  'São',
  'sao-paulo',
  'SAÚDE',
  'saude.',
  'çã',
  'Açaí',
];
const mixedPosts = Array.from({ length: 300 }, (_, i) => {
  const tokens = Array.from(
    { length: 1 + (i % 7) },
    (_, k) => TOKENS[(i * 5 + k * k * 7 + (i % 3) * k) % 22],
  );
  return postRecord({
    id: `m${i}`,
    postedAt: START + (i % 5) * DAY + i * 60_000,
    channel: i % 9 === 0 ? 'tiktok' : 'instagram',
    polarity: [1, 2, 3, 0, -1][i % 5],
    text: tokens.join(' '),
  });
});

type Post = (typeof posts)[number];
const stopWords = new Set(STOP_WORDS);
/**
 * The terms of a text as the war-room counts them: split at spaces, lower-cased tokens of 3 or more
 * characters, the runs of word characters (Latin here) as written, each counted by its folded form (no
 * accents) of 3 or more, neither stop words nor numbers.
 */
const writtenTermsOf = (post: Post) =>
  post.text
    .split(' ')
    .map((token) => token.toLowerCase())
    .filter((token) => [...token].length >= 3)
    .flatMap(
      (token) => token.normalize('NFC').match(/[0-9a-z_\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af]+/g) ?? [],
    )
    .map((shown) => ({ shown, term: shown.normalize('NFD').replaceAll(/\p{Mn}/gu, '') }))
    .filter(({ term }) => term.length >= 3 && !stopWords.has(term) && !/^[0-9_]+$/.test(term));
const termsOf = (post: Post) => writtenTermsOf(post).map(({ term }) => term);

/** How each term reads: its commonest written form among the posts (the first in order on a tie). */
function shownForms(all: readonly Post[]): (term: string) => string {
  const forms = new Map<string, Map<string, number>>();
  for (const post of all.filter((p) => p.channel !== 'tiktok')) {
    for (const { shown, term } of writtenTermsOf(post)) {
      const counts = forms.get(term) ?? new Map<string, number>();
      counts.set(shown, (counts.get(shown) ?? 0) + 1);
      forms.set(term, counts);
    }
  }
  return (term) => {
    const counts = [...(forms.get(term) ?? new Map<string, number>()).entries()];
    counts.sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0));
    return counts[0]?.[0] ?? term;
  };
}
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const SENTIMENT_OF: Record<number, 'positive' | 'negative' | 'neutral' | 'none'> = {
  1: 'positive',
  2: 'negative',
  [-1]: 'negative',
  3: 'neutral',
  0: 'none',
};

function expectedGraph(all: readonly Post[], take: number, maxEdges: number) {
  const counted = all.filter((p) => p.channel !== 'tiktok');
  const n = new Map<string, number>();
  const held = new Map<string, number>();
  for (const p of counted) {
    for (const w of termsOf(p)) n.set(w, (n.get(w) ?? 0) + 1);
    for (const w of new Set(termsOf(p))) held.set(w, (held.get(w) ?? 0) + 1);
  }
  const terms = [...n.keys()].sort((a, b) => (n.get(b) ?? 0) - (n.get(a) ?? 0) || order(a, b)).slice(0, take);
  const pairs = new Map<string, number>();
  for (const p of counted) {
    const present = [...new Set(termsOf(p))].filter((w) => terms.includes(w)).sort(order);
    for (const [i, a] of present.entries())
      for (const b of present.slice(i + 1)) pairs.set(`${a} ${b}`, (pairs.get(`${a} ${b}`) ?? 0) + 1);
  }
  const edges = [...pairs.entries()]
    .map(([key, weight]) => {
      const [source = '', target = ''] = key.split(' ');
      return { source, target, weight };
    })
    .sort((a, b) => b.weight - a.weight || order(a.source, b.source) || order(a.target, b.target))
    .slice(0, maxEdges);
  const shown = shownForms(all);
  const nodes = terms.map((term) => ({
    term: shown(term),
    count: n.get(term) ?? 0,
    posts: held.get(term) ?? 0,
  }));
  const shownEdges = edges.map((edge) => ({
    ...edge,
    source: shown(edge.source),
    target: shown(edge.target),
  }));
  return { nodes, edges: shownEdges, sample: null };
}

function expectedBars(all: readonly Post[], take: number) {
  type Bar = { total: number } & Record<string, number>;
  const bars = new Map<string, Bar>();
  for (const p of all.filter((post) => post.channel !== 'tiktok')) {
    for (const w of new Set(termsOf(p))) {
      const bar: Bar = bars.get(w) ?? {
        total: 0,
        positive: 0,
        negative: 0,
        neutral: 0,
        none: 0,
        unclassified: 0,
      };
      bar.total += 1;
      const sentiment = SENTIMENT_OF[p.polarity] ?? 'unclassified';
      bar[sentiment] = (bar[sentiment] ?? 0) + 1;
      bars.set(w, bar);
    }
  }
  const shown = shownForms(all);
  return [...bars.entries()]
    .map(([key, bar]) => ({ key, ...bar }))
    .sort((a, b) => b.total - a.total || order(a.key, b.key))
    .slice(0, take)
    .map((bar) => ({ ...bar, key: shown(bar.key) }));
}

const query = (fields: Partial<WarRoomQuery>): WarRoomQuery => ({
  date_range: `${START}:${START + 7 * DAY}`,
  account_id: 'acc',
  universe_id: 'words',
  is_staging: 'false',
  variation: 'false',
  ...fields,
});

/** The statement of each engine that reads the term sample's texts. */
const SUMMARY_STATEMENT: Record<TestEngineName, string> = {
  duckdb: 'post_terms AS MATERIALIZED',
  clickhouse: 'SELECT text, polarity FROM posts',
  chdb: 'SELECT text, polarity FROM posts',
};

describe.each(TEST_ENGINES)('war-room term answers from one term summary on %s', (engineName) => {
  let engine: AnalyticsEngine;
  const statements: string[] = [];
  let warRoom: WarRoomService;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append('posts', 'words', posts);
    await engine.append('posts', 'mixed', mixedPosts);
    warRoom = createWarRoomService(recordingEngine(engine, statements));
  });
  afterAll(() => engine.close());

  it('answers the terms, their posts and pairs as counting them directly does, for every size', async () => {
    // The service keeps 5 edges per term asked.
    for (const take of [1, 2, 3, 5, 9]) {
      expect(await warRoom.termGraph(query({ take }))).toEqual(expectedGraph(posts, take, take * 5));
    }
  });

  it('answers posts per term and sentiment as counting them directly does', async () => {
    for (const take of [1, 4, 9]) {
      const docs = await warRoom.monitoringMultibar(query({ group: 'term', take }));
      expect(docs.bars).toEqual(expectedBars(posts, take));
      expect(docs.sample).toBeNull();
    }
  });

  it('counts terms folded, shows them as written (accents kept), splits punctuation and drops stop words, numbers and short words', async () => {
    for (const take of [1, 3, 8, 50]) {
      const graph = await warRoom.termGraph(query({ universe_id: 'mixed', take }));
      expect(graph).toEqual(expectedGraph(mixedPosts, take, take * 5));
      const docs = await warRoom.monitoringMultibar(query({ universe_id: 'mixed', group: 'term', take }));
      expect(docs.bars).toEqual(expectedBars(mixedPosts, take));
    }
  });

  it('samples from the count of the scope, from the posts rollup or the posts, exactly', async () => {
    const queries = warRoomQueries(
      engine.dialect.name,
      createScopeQuery(createResultCache(recordingEngine(engine, statements)), 60_000),
    );
    const HOUR = 3_600_000;
    const ranges = [
      [START + HOUR / 2, START + 3 * DAY + 17 * 60_000], // partial hours at both ends
      [START, START + 2 * DAY - 1], // whole hours only
      [START + 5 * 60_000, START + 40 * 60_000], // no whole hour
      [START, START + 7 * DAY],
    ];
    const cases: { filter: Filter; codes: number[] | null; kept: (p: Post) => boolean }[] = [
      { filter: {}, codes: null, kept: () => true },
      { filter: {}, codes: [2, -1], kept: (p) => p.polarity === 2 },
      { filter: { polarities: [1] }, codes: null, kept: (p) => p.polarity === 1 },
    ];
    for (const [start = 0, end = 0] of ranges) {
      for (const { filter, codes, kept } of cases) {
        statements.length = 0;
        const scope = { universeId: 'words', range: { start, end }, filter };
        const { total } = await queries.termSampling(scope, codes, 10);
        const counted = posts.filter(
          (p) => p.postedAt >= start && p.postedAt <= end && p.channel !== 'tiktok' && kept(p),
        ).length;
        expect([start, end, filter, codes, total]).toEqual([start, end, filter, codes, counted]);
        // The rollup (DuckDB's) counts whole hours of every post of the scope.
        const rollup = statements.some((sql) => sql.includes('posts_rollup'));
        const whole =
          engineName === 'duckdb' && codes === null && Object.keys(filter).length === 0 && end - start > HOUR;
        expect([start, end, filter, codes, rollup]).toEqual([start, end, filter, codes, whole]);
      }
    }
  });

  it('runs one summary statement for the term graph and the term multibar asked together', async () => {
    statements.length = 0;
    const range = `${START}:${START + 7 * DAY - 1}`;
    await Promise.all([
      warRoom.termGraph(query({ date_range: range, take: 50 })),
      warRoom.monitoringMultibar(query({ date_range: range, group: 'term', take: 10 })),
    ]);
    expect(statements.filter((sql) => sql.includes(SUMMARY_STATEMENT[engineName]))).toHaveLength(1);
    // And one count of the scope: two statements for both cards.
    expect(statements).toHaveLength(2);
  });
});
