import { describe, expect, it } from 'vitest';
import type { WarRoomPost } from '../contracts/war-room.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, isEmptyCardData } from './card-data-rows.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
// 14 and 15 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

describe('cardDataRows', () => {
  it('writes series as one row per date and one column per series, gaps left empty', () => {
    const rows = cardDataRows(
      {
        kind: 'series',
        series: [
          {
            key: 'instagram',
            name: 'Instagram',
            color: null,
            data: [
              [DAY_2, 7],
              [DAY_1, 1234],
            ],
          },
          { key: 'facebook', name: 'Facebook', color: null, data: [[DAY_2, 42]] },
        ],
        grain: 'dayOfMonth',
        format: 'count',
      },
      t,
    );
    expect(rows.columns.map((column) => [column.label, column.format])).toEqual([
      ['Data', 'text'],
      ['Instagram', 'count'],
      ['Facebook', 'count'],
    ]);
    expect(rows.rows).toEqual([
      ['14/11/2025', 1234, null],
      ['15/11/2025', 7, 42],
    ]);
  });

  it('writes dates at the grain on screen', () => {
    const rows = cardDataRows(
      {
        kind: 'series',
        series: [{ key: 'a', name: 'A', color: null, data: [[DAY_1, 1]] }],
        grain: 'month',
        format: 'count',
      },
      t,
    );
    expect(rows.rows).toEqual([['11/2025', 1]]);
  });

  it('writes named values, categories and a single value with its previous period', () => {
    expect(
      cardDataRows(
        {
          kind: 'values',
          items: [{ key: 'p', name: 'Positivo', value: 3, color: null, channel: null }],
          format: 'count',
        },
        t,
      ),
    ).toEqual({
      columns: [
        { key: 'name', label: 'Nome', format: 'text' },
        { key: 'value', label: 'Valor', format: 'count' },
      ],
      rows: [['Positivo', 3]],
    });
    expect(
      cardDataRows(
        {
          kind: 'categories',
          categories: [
            { key: 'instagram', name: 'Instagram', channel: 'instagram' },
            { key: 'tv', name: 'TV', channel: 'tv' },
          ],
          series: [{ key: 'positive', name: 'Positivo', color: null, values: [60, null] }],
          format: 'percent',
        },
        t,
      ).rows,
    ).toEqual([
      ['Instagram', 60],
      ['TV', null],
    ]);
    const value = cardDataRows(
      { kind: 'value', value: 10, previous: 8, min: null, max: null, format: 'count' },
      t,
    );
    expect(value.columns.map((column) => column.label)).toEqual(['Valor', 'Período anterior']);
    expect(value.rows).toEqual([[10, 8]]);
  });

  it('writes posts with their date, channel name, author and sentiment', () => {
    const post: WarRoomPost = {
      id: 'p1',
      channel: 'feedly',
      postedAt: Date.UTC(2025, 10, 14, 13, 5),
      text: 'Ótimo, "recomendo"',
      url: 'https://example.org/p1',
      uid: 'u1',
      username: 'ana',
      followers: 10,
      likes: 1,
      comments: 2,
      shares: 3,
      interactions: 6,
      views: 0,
      polarity: -1,
      gender: 2,
      tags: [],
      themes: [],
      groups: [],
      hot: 1,
    };
    expect(cardDataRows({ kind: 'posts', posts: [post] }, t).rows).toEqual([
      [
        '14/11/2025 10:05',
        'Blogs',
        'ana',
        'Ótimo, "recomendo"',
        'Negativo',
        6,
        1,
        2,
        3,
        'https://example.org/p1',
      ],
    ]);
  });

  it('keeps a table in its column order and has no rows for static cards', () => {
    expect(
      cardDataRows(
        {
          kind: 'table',
          columns: [
            { key: 'b', label: 'B', format: 'count' },
            { key: 'a', label: 'A', format: 'text' },
          ],
          rows: [{ a: 'x', b: 2 }, { a: 'y' }],
        },
        t,
      ).rows,
    ).toEqual([
      [2, 'x'],
      [null, 'y'],
    ]);
    expect(cardDataRows({ kind: 'static' }, t)).toEqual({ columns: [], rows: [] });
  });
});

describe('isEmptyCardData', () => {
  it('treats all-zero series and values, no value and no rows as empty; static cards never', () => {
    expect(
      isEmptyCardData({
        kind: 'series',
        series: [{ key: 'a', name: 'A', color: null, data: [[DAY_1, 0]] }],
        grain: null,
        format: 'count',
      }),
    ).toBe(true);
    expect(
      isEmptyCardData({ kind: 'value', value: null, previous: null, min: null, max: null, format: 'count' }),
    ).toBe(true);
    expect(
      isEmptyCardData({ kind: 'value', value: 0, previous: null, min: null, max: null, format: 'count' }),
    ).toBe(false);
    expect(isEmptyCardData({ kind: 'posts', posts: [] })).toBe(true);
    expect(isEmptyCardData({ kind: 'static' })).toBe(false);
  });
});
