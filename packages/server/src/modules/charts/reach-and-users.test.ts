import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  END_OF_DAY_OFFSET_MS,
  ProfileRecord,
  potentialReach,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { type ChartsService, createChartsService } from './service.ts';

/*
 * Spec §9: potential reach is 20% of the followers of the collected profiles, each profile once (its latest
 * count in the period), never a profile's count once per day. "Usuários" are the distinct authors of the
 * collected posts. Every figure below is recounted here from the rows the test writes.
 */

const day1 = startOfZonedDay(Date.parse('2026-03-10T15:00:00Z'));
const day2 = day1 + DAY_MS;
const period = `${day1}:${day2 + END_OF_DAY_OFFSET_MS}`;

const profiles = [
  { uid: 'ana.twitter', channel: 'twitter', metricDate: day1 + 3_600_000, followers: 100 },
  { uid: 'ana.twitter', channel: 'twitter', metricDate: day2 + 3_600_000, followers: 120 },
  { uid: 'bia.twitter', channel: 'twitter', metricDate: day1 + 7_200_000, followers: 50 },
  { uid: 'caio.instagram', channel: 'instagram', metricDate: day2 + 7_200_000, followers: 1_000 },
  { uid: 'caio.instagram', channel: 'instagram', metricDate: day2 + 9_000_000, followers: 1_010 },
];
const posts = [
  { uid: 'ana', channel: 'twitter', postedAt: day1 + 1_000 },
  { uid: 'ana', channel: 'twitter', postedAt: day2 + 1_000 },
  { uid: 'bia', channel: 'twitter', postedAt: day2 + 2_000 },
  { uid: 'caio', channel: 'instagram', postedAt: day2 + 3_000 },
  { uid: null, channel: 'news', postedAt: day2 + 4_000 },
];

/** Each profile's latest count among the rows kept by `keep`, summed per key. */
function latestFollowers(
  keep: (row: (typeof profiles)[number]) => boolean,
  keyOf: (row: (typeof profiles)[number]) => string,
) {
  const latest = new Map<string, (typeof profiles)[number]>();
  for (const row of profiles.filter(keep)) {
    const seen = latest.get(row.uid);
    if (!seen || seen.metricDate < row.metricDate) latest.set(row.uid, row);
  }
  const sums = new Map<string, number>();
  for (const row of latest.values()) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + row.followers);
  return sums;
}

const templateOf = (cardId: string) => ChartTemplate.parse(chartsQueryOf(cardRegistry.get(cardId))?.template);
const totalOf = (series: { data: [number, number][] }[]) =>
  series.reduce((sum, s) => sum + s.data.reduce((acc, [, value]) => acc + value, 0), 0);

describe('potential reach and users, recounted from the rows', () => {
  let engine: AnalyticsEngine;
  let charts: ChartsService;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append(
      'profiles',
      'u1',
      profiles.map((p, i) => ProfileRecord.parse({ id: `p${i}`, username: p.uid, ...p })),
    );
    const records = posts.map((p) => postRecord(p));
    // A record sent twice is one post.
    await engine.append('posts', 'u1', [...records, ...records.slice(0, 2)]);
    charts = createChartsService(engine);
  });
  afterAll(() => engine.close());

  const ask = (cardId: string, entity: 'users' | 'posts', template = templateOf(cardId)) =>
    charts.series({ entity, template, dateRange: period, universeId: 'u1' });

  it('counts each profile once, at its latest count, in LSN_4 and PNP_8 alike (one number)', async () => {
    const expected = [
      ...latestFollowers(
        () => true,
        () => 'all',
      ).values(),
    ].reduce((a, b) => a + b, 0);
    expect(expected).toBe(120 + 50 + 1_010);
    for (const cardId of ['LSN_4', 'PNP_8']) {
      const { answer } = await ask(cardId, 'users');
      expect(totalOf(answer.series), cardId).toBe(expected);
    }
    expect(potentialReach(expected)).toBe(236);
  });

  it('splits it by channel (LSN_33) and by day (LSN_34) without adding a profile up twice', async () => {
    const byChannel = latestFollowers(
      () => true,
      (row) => row.channel,
    );
    const { answer } = await ask('LSN_33', 'users');
    expect(Object.fromEntries(answer.series.map((s) => [s.group[0], s.data[0]?.[1]]))).toEqual(
      Object.fromEntries(byChannel),
    );
    const overTime = await ask(
      'LSN_34',
      'users',
      ChartTemplate.parse({ ...templateOf('LSN_34'), datePortion: 'dayOfMonth' }),
    );
    const perDay = (start: number) =>
      [
        ...latestFollowers(
          (row) => row.metricDate >= start && row.metricDate < start + DAY_MS,
          () => 'all',
        ).values(),
      ][0];
    expect(overTime.answer.series[0]?.data).toEqual([
      [day1, perDay(day1)],
      [day2, perDay(day2)],
    ]);
  });

  it('counts users as the distinct authors of the collected posts (LSN_28, LSN_29)', async () => {
    const authors = (keep: (p: (typeof posts)[number]) => boolean) =>
      new Set(posts.filter((p) => p.uid !== null && keep(p)).map((p) => p.uid)).size;
    const byChannel = await ask('LSN_28', 'posts');
    expect(Object.fromEntries(byChannel.answer.series.map((s) => [s.group[0], s.data[0]?.[1]]))).toEqual({
      twitter: authors((p) => p.channel === 'twitter'),
      instagram: authors((p) => p.channel === 'instagram'),
      news: 0,
    });
    const overTime = await ask(
      'LSN_29',
      'posts',
      ChartTemplate.parse({ ...templateOf('LSN_29'), datePortion: 'dayOfMonth' }),
    );
    expect(overTime.answer.series[0]?.data).toEqual([
      [day1, authors((p) => p.postedAt < day2)],
      [day2, authors((p) => p.postedAt >= day2)],
    ]);
  });
});
