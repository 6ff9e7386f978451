import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, periodRange, presetOf } from './period-presets.ts';

// Friday 2026-11-20, 23:30 in São Paulo (02:30 UTC on the 21st).
const now = Date.UTC(2026, 10, 21, 2, 30);
const iso = (preset: (typeof PERIOD_PRESETS)[number], at = now) => {
  const range = periodRange(preset, at);
  return [new Date(range.start).toISOString(), new Date(range.end).toISOString()];
};

describe('period presets in America/Sao_Paulo', () => {
  it('today and yesterday run from local midnight to 23:59', () => {
    expect(iso('today')).toEqual(['2026-11-20T03:00:00.000Z', '2026-11-21T02:59:00.000Z']);
    expect(iso('yesterday')).toEqual(['2026-11-19T03:00:00.000Z', '2026-11-20T02:59:00.000Z']);
  });

  it('last 24 hours ends now', () => {
    expect(iso('last24Hours')).toEqual(['2026-11-20T02:30:00.000Z', '2026-11-21T02:30:00.000Z']);
  });

  it('the current week starts on Sunday, the current month on the 1st', () => {
    expect(iso('currentWeek')).toEqual(['2026-11-15T03:00:00.000Z', '2026-11-21T02:59:00.000Z']);
    expect(iso('currentMonth')).toEqual(['2026-11-01T03:00:00.000Z', '2026-11-21T02:59:00.000Z']);
  });

  it('last month is the whole previous month, across a year change too', () => {
    expect(iso('lastMonth')).toEqual(['2026-10-01T03:00:00.000Z', '2026-11-01T02:59:00.000Z']);
    expect(iso('lastMonth', Date.UTC(2026, 0, 15, 12))).toEqual([
      '2025-12-01T03:00:00.000Z',
      '2026-01-01T02:59:00.000Z',
    ]);
  });

  it('last 7 and 30 days include today', () => {
    expect(iso('last7Days')).toEqual(['2026-11-14T03:00:00.000Z', '2026-11-21T02:59:00.000Z']);
    expect(iso('last30Days')).toEqual(['2026-10-22T03:00:00.000Z', '2026-11-21T02:59:00.000Z']);
  });

  it('custom is the picked range, or the last 7 days without one', () => {
    expect(periodRange('custom', now, { start: 1, end: 2 })).toEqual({ start: 1, end: 2 });
    expect(periodRange('custom', now)).toEqual(periodRange('last7Days', now));
  });

  it('recognises a preset from its range', () => {
    expect(presetOf(periodRange('lastMonth', now), now)).toBe('lastMonth');
    expect(presetOf({ start: 1, end: 2 }, now)).toBe('custom');
  });

  it('labels every preset in Portuguese', () => {
    expect(PERIOD_PRESETS.map((p) => translate(PERIOD_PRESET_LABELS[p]))).toEqual([
      'Hoje',
      'Ontem',
      'Últimas 24 horas',
      'Semana atual',
      'Mês atual',
      'Mês passado',
      'Últimos 7 dias',
      'Últimos 30 dias',
      'Personalizado',
    ]);
  });
});
