import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import {
  type AnyOperatorsAnswer,
  OPERATORS_ANSWERS,
  OPERATORS_KEYS,
  type OperatorsKey,
} from '../contracts/operators.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, formatCell, isEmptyCardData } from './card-data-rows.ts';
import { cardEndpointByKey, cardEndpointOf, cardSourceOf } from './endpoints/registry.ts';
import { operatorsCardData } from './operators-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');

/** The card's data through its registry entry, as the web and the exports map it. */
function dataOf(id: string, answers: readonly AnyOperatorsAnswer[], tr = t) {
  const definition = cardRegistry.get(id);
  const entry = cardEndpointOf(definition);
  if (!entry) throw new Error(`${id} has no entry`);
  for (const answer of answers) entry.answer.parse(answer);
  return entry.map(definition, answers, tr);
}

/** The table as the table view shows it: header, then each row's cells formatted. */
function shown(id: string, answers: readonly AnyOperatorsAnswer[]): string[][] {
  const { columns, rows } = cardDataRows(dataOf(id, answers), t);
  return [
    columns.map((column) => column.label),
    ...rows.map((row) =>
      row.map((cell, index) => formatCell(cell, columns[index] ?? { key: '', label: '', format: 'text' })),
    ),
  ];
}

// 14 and 15 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);
const HOUR = 3_600_000;

describe('the operators, productivity, total calls and SAC reports entries', () => {
  it('serve each card of their services, at /<service>/<endpoint>, people-listing ones refused to guests', () => {
    const cards: [string, OperatorsKey][] = [
      ['SAC_35', 'sac-reports/charts/replier-by-channel'],
      ['SAC_36', 'total-calls/incoming-attended/daily'],
      ['SAC_43', 'operators-logs/sla'],
      ['SAC_44', 'operators-logs/sla'],
      ['SAC_47', 'productivity/overall'],
      ['SAC_48', 'productivity/daily'],
      ['SAC_50', 'operators-logs/operators-table'],
      ['SAC_51', 'operators-logs/status-change'],
    ];
    for (const [id, key] of cards) expect(cardEndpointOf(cardRegistry.get(id))?.key, id).toBe(key);
    for (const key of OPERATORS_KEYS) expect(cardEndpointByKey(key)?.route).toBe(`/${key}`);
    const people = OPERATORS_KEYS.filter((key) => cardEndpointByKey(key)?.listsPeople);
    expect(people).toEqual([
      'operators-logs/operators-table',
      'operators-logs/get-options',
      'operators-logs/status-change',
      'sac-reports/charts/replier-by-channel',
    ]);
  });

  it("asks with the card's parameters and the connected pages, or says to connect them", () => {
    const context = {
      accountId: 'acc',
      universeId: 'uni',
      isStaging: false,
      dateRange: { start: DAY_1, end: DAY_2 },
      globalFilter: {},
      pages: [{ id: 'page-a', channel: 'instagram' }],
      contracts: [],
    };
    const source = cardSourceOf(cardRegistry.get('SAC_44'), context, null);
    if (source.kind !== 'endpoint') throw new Error('SAC_44 asks');
    expect(source.requests).toHaveLength(1);
    expect(source.requests[0]).toMatchObject({
      path: '/operators-logs/sla',
      query: { hours: '12', score: 'custom', universe_id: 'uni', date_range: `${DAY_1}:${DAY_2}` },
    });
    expect(JSON.parse(source.requests[0]?.query.filter ?? '{}')).toMatchObject({
      pages: ['page-a'],
      page_scope: 'conversations',
    });
    expect(cardSourceOf(cardRegistry.get('SAC_44'), { ...context, pages: [] }, null)).toEqual({
      kind: 'blocked',
      message: 'ownedPages.noPages',
    });
  });
});

describe('operatorsCardData', () => {
  it('draws the operators table with durations and attendances, labelled in pt-BR', () => {
    const answer = {
      status: 'ok' as const,
      items: [{ operator: 'ana', onlineMs: 2 * HOUR, pausedMs: 30 * 60_000, offlineMs: 0, answered: 12 }],
    };
    const data = dataOf('SAC_50', [answer]);
    expect(data).toMatchObject({ kind: 'table', rows: [{ operator: 'ana', online: 7200, paused: 1800 }] });
    expect(shown('SAC_50', [answer])[0]).toEqual([
      'Operador',
      'Tempo ativo',
      'Tempo em pausa',
      'Tempo ausente',
      'Conversas atendidas',
    ]);
    const english = dataOf('SAC_50', [answer], en);
    expect(english.kind === 'table' && english.columns.map((c) => c.label)[1]).toBe('Time active');
  });

  it('names the statuses of a change, and a change without an earlier one', () => {
    const answer = {
      status: 'ok' as const,
      total: 2,
      items: [
        { id: '2', operator: 'ana', from: 'online' as const, to: 'paused' as const, changedAt: DAY_1 + HOUR },
        { id: '1', operator: 'ana', from: null, to: 'online' as const, changedAt: DAY_1 },
      ],
    };
    const rows = shown('SAC_51', [answer]);
    expect(rows[0]).toEqual(['Operador', 'Status anterior', 'Novo status', 'Alterado em']);
    expect(rows[1]?.slice(0, 3)).toEqual(['ana', 'Ativo', 'Em pausa']);
    expect(rows[2]?.slice(0, 3)).toEqual(['ana', 'Sem registro anterior', 'Ativo']);
  });

  it('puts the SLA on a 0–100 gauge; none arrived is the empty state', () => {
    const sla = {
      status: 'ok' as const,
      hours: 12,
      score: 'custom' as const,
      arrived: 4,
      withinHours: 2,
      withinDoubleHours: 3,
      value: 62.5,
    };
    expect(dataOf('SAC_44', [sla])).toEqual({
      kind: 'value',
      value: 62.5,
      previous: null,
      min: 0,
      max: 100,
      format: 'percent',
    });
    expect(isEmptyCardData(dataOf('SAC_43', [{ ...sla, arrived: 0, value: null }]))).toBe(true);
  });

  it('shows productivity with the previous period; nothing received nor done is the empty state', () => {
    const totals = (received: number, attended: number) => ({
      received,
      attended,
      productivity: received === 0 ? 0 : (attended / received) * 100,
    });
    const answer = {
      status: 'ok' as const,
      current: totals(10, 8),
      previous: totals(10, 5),
      variation: 30,
    };
    expect(dataOf('SAC_47', [answer])).toMatchObject({ kind: 'value', value: 80, previous: 50 });
    const empty = { ...answer, current: totals(0, 0), previous: totals(0, 0) };
    expect(dataOf('SAC_47', [empty])).toMatchObject({ value: null, previous: null });
    expect(isEmptyCardData(dataOf('SAC_47', [empty]))).toBe(true);
  });

  it('draws productivity per day as one line, incoming and attended as two column series', () => {
    const daily = {
      status: 'ok' as const,
      days: [
        { day: DAY_1, received: 4, attended: 2, productivity: 50 },
        { day: DAY_2, received: 0, attended: 0, productivity: 0 },
      ],
    };
    expect(dataOf('SAC_48', [daily])).toEqual({
      kind: 'series',
      series: [
        {
          key: 'productivity',
          name: 'Produtividade',
          color: null,
          data: [
            [DAY_1, 50],
            [DAY_2, 0],
          ],
        },
      ],
      grain: 'dayOfMonth',
      format: 'percent',
    });
    const calls = {
      status: 'ok' as const,
      incoming: [[DAY_1, 4] as [number, number]],
      attended: [[DAY_1, 2] as [number, number]],
    };
    const data = dataOf('SAC_36', [calls]);
    expect(data.kind === 'series' && data.series.map((s) => s.name)).toEqual(['Recebidas', 'Atendidas']);
  });

  it('stacks the replies of each operator by channel, channels named and coloured', () => {
    const answer = {
      status: 'ok' as const,
      items: [
        {
          operator: 'ana',
          replies: 5,
          channels: [
            { channel: 'instagram', replies: 3 },
            { channel: 'facebook', replies: 2 },
          ],
        },
        { operator: 'bruno', replies: 4, channels: [{ channel: 'facebook', replies: 4 }] },
      ],
    };
    const data = dataOf('SAC_35', [answer]);
    if (data.kind !== 'categories') throw new Error('categories');
    expect(data.categories.map((c) => c.name)).toEqual(['ana', 'bruno']);
    expect(data.series.map((s) => [s.key, s.name, s.values])).toEqual([
      ['facebook', 'Facebook', [2, 4]],
      ['instagram', 'Instagram', [3, null]],
    ]);
    expect(data.series.every((s) => s.color !== null)).toBe(true);
  });

  it('draws every card empty before any answer, and the options as a table', () => {
    for (const key of OPERATORS_KEYS) {
      const data = operatorsCardData(key, cardRegistry.get('SAC_50'), [], t);
      expect(isEmptyCardData(data), key).toBe(true);
    }
    const options = OPERATORS_ANSWERS['operators-logs/get-options'].parse({
      status: 'ok',
      operators: ['ana'],
      pages: [{ id: 'p1', channel: 'instagram', name: 'marca' }],
      statuses: ['online', 'paused', 'offline'],
    });
    const data = operatorsCardData('operators-logs/get-options', cardRegistry.get('SAC_50'), [options], t);
    expect(data).toMatchObject({ kind: 'table', rows: [{ name: 'marca', channel: 'Instagram' }] });
  });
});
