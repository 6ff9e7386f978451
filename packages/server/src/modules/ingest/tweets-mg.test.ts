import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  END_OF_DAY_OFFSET_MS,
  type OverviewTotals,
  type SeriesResponse,
  startOfZonedDateKey,
  zonedDateKey,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createIngestUniverse } from './ingest-test-support.ts';
import {
  parseTwitterDate,
  readTweetsMg,
  TWEETS_MG_POLARITY,
  type TweetsMgRow,
  tweetsMgPost,
} from './tweets-mg-posts.ts';
import { hasPhrase, hasPrefix, saoPauloClock, wordsOf } from './tweets-mg-words.ts';

// The shared data sets sit beside the repository, here and in CI.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = path.join(REPO_ROOT, 'datasets/tweets-mg.csv');

const tally = (keys: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
};

/** A picked day as a card request sends it: its start to 23:59:00, São Paulo time. */
const pickedDay = (day: string) => {
  const start = startOfZonedDateKey(day) as number;
  return { start, end: start + END_OF_DAY_OFFSET_MS };
};
/** Picked days from the first to the last, both whole. */
const pickedDays = (first: string, last: string) => ({
  start: pickedDay(first).start,
  end: pickedDay(last).end,
});

const templateOf = (cardId: string) => ChartTemplate.parse(chartsQueryOf(cardRegistry.get(cardId))?.template);

describe('real data: tweets-mg.csv through the ingest API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let universe: { universeId: string; token: string };
  let rows: TweetsMgRow[];
  const statuses: number[] = [];
  let session: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    universe = await createIngestUniverse(t.stores, 'demo', 'tweets-mg');
    rows = readTweetsMg(await fs.readFile(FILE));
    // Sent as NDJSON in three requests, as a client splitting a file would.
    const posts = rows.map(tweetsMgPost);
    const third = Math.ceil(posts.length / 3);
    for (let from = 0; from < posts.length; from += third) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/ingest/v1/${universe.universeId}/posts`,
        headers: { authorization: `Bearer ${universe.token}`, 'content-type': 'application/x-ndjson' },
        payload: posts
          .slice(from, from + third)
          .map((post) => JSON.stringify(post))
          .join('\n'),
      });
      statuses.push(response.statusCode);
    }
    // The charts and the war-room read the universe as the demo user, a member of it.
    await createAccountsRepository(t.stores.meta.db).addMember(universe.universeId, DEMO.userId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: DEMO.email, password: DEMO.password },
    });
    session = {
      'x-session-id': String(login.headers['x-session-id']),
      'x-session-id2': String(login.headers['x-session-id2']),
    };
  }, 120_000);
  afterAll(() => t.close());

  const scope = (range: { start: number; end: number }, query?: string) =>
    `date_range=${range.start}:${range.end}&account_id=${DEMO.accountId}&universe_id=${universe.universeId}` +
    `&is_staging=false${query === undefined ? '' : `&filter=${encodeURIComponent(JSON.stringify({ query }))}`}`;
  /** The war-room overview of a period (and text search), as a card asks it. */
  const overview = async (range: { start: number; end: number }, query?: string): Promise<OverviewTotals> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/war-room/monitoring-overview?${scope(range, query)}`,
      headers: session,
    });
    expect(response.statusCode, `${query ?? 'overview'}: ${response.body}`).toBe(200);
    return (response.json() as { docs: { current: OverviewTotals } }).docs.current;
  };
  /** A charts-service answer for the posts of a period. */
  const chart = async (template: ChartTemplate, range: { start: number; end: number }, query?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/charts-service/posts?points_parser=series&${scope(range, query)}`,
      headers: session,
      payload: template,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SeriesResponse;
  };

  /** The file's tweets, each with its São Paulo wall clock and its words, read by the test itself. */
  const tweets = () =>
    rows.map((row) => {
      const clock = saoPauloClock(parseTwitterDate(row.created_at) as number);
      return { row, day: clock.slice(0, 10), clock, words: wordsOf(row.text) };
    });
  type Tweet = ReturnType<typeof tweets>[number];
  /** The file's tweets of São Paulo days first…last (both whole). */
  const tweetsOn = (first: string, last = first) =>
    tweets().filter((tweet) => tweet.day >= first && tweet.day <= last);
  const split = (list: readonly Tweet[]) => {
    const polarity = tally(list.map((tweet) => String(TWEETS_MG_POLARITY[tweet.row.sentiment])));
    return { positive: polarity['1'] ?? 0, negative: polarity['2'] ?? 0, neutral: polarity['3'] ?? 0 };
  };

  it('parses Twitter dates as UTC instants', () => {
    expect(parseTwitterDate('Sun Jan 08 01:22:05 +0000 2017')).toBe(Date.parse('2017-01-08T01:22:05Z'));
    expect(parseTwitterDate('Sun Jan 08 01:22:05 -0300 2017')).toBe(Date.parse('2017-01-08T04:22:05Z'));
    expect(parseTwitterDate('2017-01-08')).toBeNull();
  });

  it('stores every tweet, with the per-day counts and sentiment split of the file', async () => {
    expect(statuses).toEqual([200, 200, 200]);
    expect(rows).toHaveLength(8199);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);

    // Expected figures straight from the file: São Paulo calendar days, and labels as polarities.
    const perDay = tally(rows.map((row) => zonedDateKey(parseTwitterDate(row.created_at) as number)));
    const perPolarity = tally(rows.map((row) => String(TWEETS_MG_POLARITY[row.sentiment])));
    expect(perPolarity).toEqual({ '1': 3300, '3': 2453, '2': 2446 });

    const days = await t.stores.analytics.query({
      sql: `SELECT strftime(timezone('America/Sao_Paulo', posted_at), '%Y-%m-%d') AS day, count(*)::INTEGER AS n
            FROM posts WHERE universe_id = $universe GROUP BY day`,
      params: { universe: universe.universeId },
    });
    const polarities = await t.stores.analytics.query({
      sql: `SELECT CAST(polarity AS VARCHAR) AS polarity, count(*)::INTEGER AS n
            FROM posts WHERE universe_id = $universe GROUP BY polarity`,
      params: { universe: universe.universeId },
    });
    expect(Object.fromEntries(days.map((r) => [r.day, r.n]))).toEqual(perDay);
    expect(Object.fromEntries(polarities.map((r) => [r.polarity, r.n]))).toEqual(perPolarity);
  });

  it('keeps the texts as the file has them: line breaks, quotes, emoji, broken characters', async () => {
    const tricky = rows
      .filter((row) => /[\n"\ufffd]|\p{Extended_Pictographic}/u.test(row.text))
      .slice(0, 200);
    expect(tricky.length).toBeGreaterThan(50);
    const stored = await t.stores.analytics.query({
      sql: 'SELECT id, text FROM posts WHERE universe_id = $universe AND list_contains($ids, id)',
      params: { universe: universe.universeId, ids: tricky.map((row) => row.id) },
    });
    expect(Object.fromEntries(stored.map((r) => [r.id, r.text]))).toEqual(
      Object.fromEntries(tricky.map((row) => [row.id, row.text])),
    );
  });

  it("counts a day's last minute (23:59:00–23:59:59.999) in that day, and not in the next", async () => {
    // The file has two tweets in a day's last minute; nothing else falls between 23:59 and midnight.
    const lastMinute = tweets().filter((tweet) => tweet.clock.slice(11, 16) === '23:59');
    expect(lastMinute.map((tweet) => [tweet.row.id, tweet.clock])).toEqual([
      ['4410', '2017-01-04 23:59:13'],
      ['5398', '2017-01-02 23:59:39'],
    ]);
    for (const [day, next] of [
      ['2017-01-04', '2017-01-05'],
      ['2017-01-02', '2017-01-03'],
    ] as const) {
      const onDay = tweetsOn(day);
      const inLastMinute = onDay.filter((tweet) => tweet.clock.slice(11, 16) === '23:59');
      const inLastHour = onDay.filter((tweet) => tweet.clock.slice(11, 13) === '23');
      expect(inLastMinute).toHaveLength(1);
      const range = pickedDay(day);
      expect((await overview(range)).posts).toBe(onDay.length);
      expect((await overview(pickedDay(next))).posts).toBe(tweetsOn(next).length);
      // The day's last hourly bucket holds the last minute too.
      const hourly = await chart(
        ChartTemplate.parse({ ...templateOf('LSN_13'), datePortion: 'hour' }),
        range,
      );
      const lastBucket = hourly.series.reduce((sum, s) => sum + (s.data.at(-1)?.[1] ?? 0), 0);
      expect(hourly.series.map((s) => s.data.at(-1)?.[0])).toEqual([range.start + 23 * 3_600_000]);
      expect(lastBucket).toBe(inLastHour.length);
      // The period ending on that day (from the file's first day) too.
      expect((await overview(pickedDays('2016-12-31', day))).posts).toBe(tweetsOn('2016-12-31', day).length);
    }
    // And searching the day finds it: 'aula*' on 2 January holds the tweet of 23:59:39 ('aulas').
    const aula = tweetsOn('2017-01-02').filter((tweet) => hasPrefix(tweet.words, 'aula'));
    expect(aula.map((tweet) => tweet.row.id)).toContain('5398');
    expect((await overview(pickedDay('2017-01-02'), 'aula*')).posts).toBe(aula.length);
  });

  it("answers a period of one picked day with the day's count and sentiment split, every day of the file", async () => {
    const days = [...new Set(tweets().map((tweet) => tweet.day))].sort();
    expect(days).toHaveLength(35);
    let total = 0;
    for (const day of days) {
      const onDay = tweetsOn(day);
      const answer = await overview(pickedDay(day));
      expect({ day, posts: answer.posts, ...answer.sentiment }).toEqual({
        day,
        posts: onDay.length,
        ...split(onDay),
        none: 0,
        unclassified: 0,
      });
      total += answer.posts;
    }
    // Every tweet in exactly one day.
    expect(total).toBe(rows.length);

    // The sentiment donut of the busiest day says the same.
    const busiest = tweetsOn('2017-01-04');
    expect(busiest).toHaveLength(1786);
    const donut = await chart(templateOf('LSN_6'), pickedDay('2017-01-04'));
    const expected = split(busiest);
    expect(Object.fromEntries(donut.series.map((s) => [s.group[0], s.data[0]?.[1]]))).toEqual({
      '1': expected.positive,
      '2': expected.negative,
      '3': expected.neutral,
    });
  });

  /** Each query with the test's own reading of it over the file's words. */
  const SEARCHES: readonly { query: string; matches: (words: readonly string[]) => boolean }[] = [
    { query: 'polícia', matches: (w) => w.includes('policia') },
    { query: 'POLICIA', matches: (w) => w.includes('policia') },
    { query: 'helicopteros', matches: (w) => w.includes('helicopteros') },
    { query: 'saúde', matches: (w) => w.includes('saude') },
    { query: 'designacao', matches: (w) => w.includes('designacao') },
    { query: '"febre amarela"', matches: (w) => hasPhrase(w, ['febre', 'amarela']) },
    { query: '"calamidade financeira"', matches: (w) => hasPhrase(w, ['calamidade', 'financeira']) },
    { query: '"amarela febre"', matches: (w) => hasPhrase(w, ['amarela', 'febre']) },
    { query: 'govern*', matches: (w) => hasPrefix(w, 'govern') },
    { query: 'aula*', matches: (w) => hasPrefix(w, 'aula') },
    { query: '#operaçãobetalab', matches: (w) => w.includes('operacaobetalab') },
    { query: 'operacaobetalab', matches: (w) => w.includes('operacaobetalab') },
    { query: '#timbeta', matches: (w) => w.includes('timbeta') },
    { query: 'beta', matches: (w) => w.includes('beta') },
    { query: '@governomg', matches: (w) => w.includes('governomg') },
    { query: 'pimentel NOT governador', matches: (w) => w.includes('pimentel') && !w.includes('governador') },
    { query: 'NOT minas', matches: (w) => !w.includes('minas') },
    { query: 'preso OR presos', matches: (w) => w.includes('preso') || w.includes('presos') },
    {
      query: '(drogas OR trafico) AND NOT presidio',
      matches: (w) => (w.includes('drogas') || w.includes('trafico')) && !w.includes('presidio'),
    },
  ];

  it('searches texts as specified: words, accents, phrases, wildcards, hashtags, NOT, OR', async () => {
    // The file writes both spellings, so the accent pair means something.
    const written = (word: RegExp) => rows.filter((row) => word.test(row.text)).length;
    expect([written(/(?<!\p{L})polícia(?!\p{L})/iu), written(/(?<!\p{L})policia(?!\p{L})/iu)]).toEqual([
      393, 4,
    ]);
    expect(written(/(?<!\p{L})helicopteros(?!\p{L})/iu)).toBeGreaterThan(0);
    expect(written(/#operaçãobetalab/i)).toBeGreaterThan(0);
    expect(written(/#operacaobetalab/i)).toBeGreaterThan(0);

    const periods = [
      {
        name: 'whole file',
        range: pickedDays('2016-12-31', '2017-02-13'),
        list: tweetsOn('2016-12-31', '2017-02-13'),
      },
      { name: '2017-01-04', range: pickedDay('2017-01-04'), list: tweetsOn('2017-01-04') },
    ];
    expect(periods[0]?.list).toHaveLength(rows.length);
    const answered: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const { name, range, list } of periods) {
      for (const { query, matches } of SEARCHES) {
        const key = `${name}: ${query}`;
        expected[key] = list.filter((tweet) => matches(tweet.words)).length;
        answered[key] = (await overview(range, query)).posts;
      }
    }
    expect(answered).toEqual(expected);

    // The figures are not trivial: every query finds something in the file, and less than all of it.
    const whole = (query: string) => expected[`whole file: ${query}`] as number;
    for (const { query } of SEARCHES.filter((s) => s.query !== '"amarela febre"')) {
      expect(whole(query), query).toBeGreaterThan(0);
      expect(whole(query), query).toBeLessThan(rows.length);
    }
    // Whole words: 'beta' is not found inside #timbeta or #operacaobetalab.
    expect(whole('beta')).toBeLessThan(written(/beta/i));
    expect(whole('pimentel NOT governador')).toBeLessThan(
      tweets().filter((tweet) => tweet.words.includes('pimentel')).length,
    );

    // The charts read the same search: the sentiment split of a phrase over the file.
    const phrase = tweets().filter((tweet) => hasPhrase(tweet.words, ['febre', 'amarela']));
    const donut = await chart(
      templateOf('LSN_6'),
      periods[0]?.range as { start: number; end: number },
      '"febre amarela"',
    );
    const phraseSplit = split(phrase);
    expect(Object.fromEntries(donut.series.map((s) => [s.group[0], s.data[0]?.[1]]))).toEqual(
      Object.fromEntries(
        Object.entries({
          '1': phraseSplit.positive,
          '2': phraseSplit.negative,
          '3': phraseSplit.neutral,
        }).filter(([, n]) => n > 0),
      ),
    );
  });
});
