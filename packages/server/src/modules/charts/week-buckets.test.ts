import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  PERIOD_RANGES,
  startOfZonedDay,
  zonedDateKey,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createChartsService } from './service.ts';

/* Weekly buckets start on the weekday the 'current week' preset starts on (Sunday), in São Paulo. */

// Sunday 1 March 2026 to Saturday 28 March 2026, a post at noon each day.
const firstSunday = startOfZonedDay(Date.parse('2026-03-01T15:00:00Z'));
const days = Array.from({ length: 28 }, (_, i) => startOfZonedDay(firstSunday + i * DAY_MS + DAY_MS / 2));

describe('weekly buckets', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    await engine.append(
      'posts',
      'u1',
      days.map((day) => postRecord({ postedAt: day + 12 * 3_600_000 })),
    );
  });
  afterAll(() => engine.close());

  it("start on Sunday, the first day of the 'current week' preset", async () => {
    const wednesday = days[10] ?? 0;
    const week = PERIOD_RANGES.currentWeek(wednesday + 15 * 3_600_000);
    expect(zonedDateKey(week.start)).toBe('2026-03-08');
    const { answer } = await createChartsService(engine).series({
      entity: 'posts',
      template: ChartTemplate.parse({
        ...chartsQueryOf(cardRegistry.get('LSN_63'))?.template,
        datePortion: 'week',
      }),
      dateRange: `${firstSunday}:${(days.at(-1) ?? 0) + DAY_MS - 60_000}`,
      universeId: 'u1',
    });
    expect(answer.grain).toBe('week');
    const points = answer.series[0]?.data ?? [];
    expect(points.map(([start]) => zonedDateKey(start))).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
      '2026-03-22',
    ]);
    expect(points[1]?.[0]).toBe(week.start);
    // Seven posts a week, one a day, Sunday to Saturday.
    expect(points.map(([, n]) => n)).toEqual([7, 7, 7, 7]);
  });
});
