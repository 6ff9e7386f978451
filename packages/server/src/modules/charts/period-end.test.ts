import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  END_OF_DAY_OFFSET_MS,
  startOfZonedDay,
  WarRoomQuery,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createWarRoomService } from '../warroom/service.ts';
import { createChartsService } from './service.ts';

/*
 * Spec §9: a picked period ends at its start + 86,340,000 ms (23:59:00). The stores read it to the end of that
 * last minute: a post at 23:59:21 belongs to its day, to the day's last bucket and to comparisons.
 */

const day = startOfZonedDay(Date.parse('2026-03-12T15:00:00Z'));
const at = (dayStart: number, hh: number, mm: number, ss = 0, ms = 0) =>
  dayStart + ((hh * 60 + mm) * 60 + ss) * 1000 + ms;
const instants = [
  at(day - DAY_MS, 0, 0),
  at(day - DAY_MS, 23, 59, 59, 999),
  at(day, 0, 0),
  at(day, 12, 0),
  at(day, 23, 59, 7),
  at(day, 23, 59, 21),
  at(day, 23, 59, 59, 999),
  at(day + DAY_MS, 0, 0),
];
/** The posts of a São Paulo day, counted from the instants themselves. */
const postsOn = (dayStart: number) => instants.filter((t) => t >= dayStart && t < dayStart + DAY_MS).length;
const pickedDay = (dayStart: number) => `${dayStart}:${dayStart + END_OF_DAY_OFFSET_MS}`;

describe('a period ends at the end of its last minute', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append(
      'posts',
      'u1',
      instants.map((postedAt) => postRecord({ postedAt })),
    );
  });
  afterAll(() => engine.close());

  it('counts the posts of a picked day up to 23:59:59.999, in the total and in the last bucket', async () => {
    expect(postsOn(day)).toBe(5);
    const charts = createChartsService(engine);
    const total = await charts.series({
      entity: 'posts',
      template: ChartTemplate.parse(chartsQueryOf(cardRegistry.get('PNP_1'))?.template),
      dateRange: pickedDay(day),
      universeId: 'u1',
    });
    expect(total.answer.series.reduce((sum, s) => sum + (s.data[0]?.[1] ?? 0), 0)).toBe(postsOn(day));
    const hourly = await charts.series({
      entity: 'posts',
      template: ChartTemplate.parse({
        ...chartsQueryOf(cardRegistry.get('LSN_63'))?.template,
        datePortion: 'hour',
      }),
      dateRange: pickedDay(day),
      universeId: 'u1',
    });
    const points = hourly.answer.series[0]?.data ?? [];
    expect(points.length).toBe(24);
    expect(points.at(-1)).toEqual([at(day, 23, 0), 3]);
  });

  it('compares a day with the whole day before it, its last minute too', async () => {
    const warRoom = createWarRoomService(engine);
    const docs = await warRoom.monitoringOverview(
      WarRoomQuery.parse({
        date_range: pickedDay(day),
        account_id: 'a1',
        universe_id: 'u1',
        variation: 'true',
      }),
    );
    expect(docs.current.posts).toBe(postsOn(day));
    expect(docs.previous?.posts).toBe(postsOn(day - DAY_MS));
    expect(docs.previous?.start).toBe(day - DAY_MS);
    expect(docs.previous?.end).toBe(day - 1);
  });

  it('answers an empty period with zeros', async () => {
    const warRoom = createWarRoomService(engine);
    const docs = await warRoom.monitoringOverview(
      WarRoomQuery.parse({ date_range: pickedDay(day + 5 * DAY_MS), account_id: 'a1', universe_id: 'u1' }),
    );
    expect(docs.current.posts).toBe(0);
  });
});
