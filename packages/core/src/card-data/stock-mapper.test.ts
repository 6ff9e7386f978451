import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import type { StockAnswer } from '../contracts/stock.ts';
import { startOfZonedDateKey } from '../domain/dates.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, formatCell } from './card-data-rows.ts';
import { STOCK_DIRECTION_COLORS, stockCardData } from './stock-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key);
const at = (date: string) => startOfZonedDateKey(date) as number;

const quote = (open: string, close: string, volume: string) => ({
  '1. open': open,
  '2. high': '',
  '3. low': '',
  '4. close': close,
  '5. volume': volume,
});

const ANSWER: StockAnswer = {
  status: 'ok',
  symbol: 'MRNT3',
  period: { start: at('2026-03-09'), end: at('2026-03-11') - 1 },
  quotesRange: { start: at('2026-02-27'), end: at('2026-03-11') - 1 },
  'Meta Data': {
    '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
    '2. Symbol': 'MRNT3',
    '3. Last Refreshed': '2026-03-10',
    '4. Output Size': 'Compact',
    '5. Time Zone': 'America/Sao_Paulo',
  },
  // Latest first, as the API answers: the mapper draws them oldest first.
  'Time Series (Daily)': {
    '2026-03-10': quote('20.0000', '19.5000', '2000'),
    '2026-03-09': quote('19.0000', '20.0000', '1000'),
    '2026-03-02': quote('18.0000', '18.0000', '500'),
  },
  directions: { '2026-03-10': 'down', '2026-03-09': 'up', '2026-03-02': 'up' },
  mentions: [
    { date: '2026-03-09', start: at('2026-03-09'), count: 4 },
    { date: '2026-03-10', start: at('2026-03-10'), count: 0 },
  ],
  connector: { state: 'off', problem: null },
};

const { up, down } = STOCK_DIRECTION_COLORS;

describe('stockCardData', () => {
  it('LSN_21: the close as a line coloured by direction, the mentions as bars', () => {
    expect(stockCardData(cardRegistry.get('LSN_21'), ANSWER, t)).toEqual({
      kind: 'dualAxis',
      left: [
        {
          key: 'close',
          name: 'Fechamento',
          color: null,
          data: [
            [at('2026-03-02'), 18],
            [at('2026-03-09'), 20],
            [at('2026-03-10'), 19.5],
          ],
          pointColors: [up, up, down],
          pointLabels: { name: 'Direção', labels: ['Alta', 'Alta', 'Baixa'] },
        },
      ],
      right: [
        {
          key: 'mentions',
          name: 'Menções',
          color: null,
          data: [
            [at('2026-03-09'), 4],
            [at('2026-03-10'), 0],
          ],
        },
      ],
      grain: 'dayOfMonth',
      leftFormat: 'currency',
      rightFormat: 'count',
      notes: ['chart.note.stock.colours', 'chart.note.stock.lead'],
    });
  });

  it('LSN_22: the mentions as a line, the volume as bars coloured by direction', () => {
    const data = stockCardData(cardRegistry.get('LSN_22'), ANSWER, t);
    if (data.kind !== 'dualAxis') throw new Error(data.kind);
    expect(data.left.map((s) => s.key)).toEqual(['mentions']);
    expect(data.right).toEqual([
      {
        key: 'volume',
        name: 'Volume negociado',
        color: null,
        data: [
          [at('2026-03-02'), 500],
          [at('2026-03-09'), 1000],
          [at('2026-03-10'), 2000],
        ],
        pointColors: [up, up, down],
        pointLabels: { name: 'Direção', labels: ['Alta', 'Alta', 'Baixa'] },
      },
    ]);
    expect([data.leftFormat, data.rightFormat]).toEqual(['count', 'count']);
  });

  it('says what to do without a symbol, and why the provider failed', () => {
    const none = stockCardData(
      cardRegistry.get('LSN_21'),
      { ...ANSWER, symbol: null, 'Meta Data': null, 'Time Series (Daily)': {}, directions: {} },
      t,
    );
    expect(none.notes).toEqual(['chart.note.stock.noSymbol']);
    const limited = stockCardData(
      cardRegistry.get('LSN_22'),
      { ...ANSWER, connector: { state: 'failed', problem: 'rateLimited' } },
      t,
    );
    expect(limited.notes?.[0]).toBe('chart.note.stock.providerRateLimited');
    expect(stockCardData(cardRegistry.get('LSN_21'), undefined, t)).toMatchObject({ left: [{ data: [] }] });
  });

  it('says each day up or down in words: a column of the table view and the exports, in the locale', () => {
    const table = cardDataRows(stockCardData(cardRegistry.get('LSN_21'), ANSWER, t), t);
    expect(table.columns.map((column) => column.label)).toEqual(['Data', 'Fechamento', 'Direção', 'Menções']);
    expect(
      table.rows.map((cells) =>
        cells.map((cell, i) => {
          const column = table.columns[i];
          return column ? formatCell(cell, column).replace(/\u00a0/g, ' ') : cell;
        }),
      ),
    ).toEqual([
      ['02/03/2026', 'R$ 18,00', 'Alta', ''],
      ['09/03/2026', 'R$ 20,00', 'Alta', '4'],
      ['10/03/2026', 'R$ 19,50', 'Baixa', '0'],
    ]);
    const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');
    const volume = cardDataRows(stockCardData(cardRegistry.get('LSN_22'), ANSWER, en), en);
    expect(volume.columns.map((column) => column.label)).toEqual([
      'Date',
      'Mentions',
      'Trading volume',
      'Direction',
    ]);
    expect(volume.rows.map((cells) => cells[3])).toEqual(['Up', 'Up', 'Down']);
  });

  it("takes a day's direction from its open and close when the answer gives none", () => {
    const data = stockCardData(cardRegistry.get('LSN_21'), { ...ANSWER, directions: {} }, t);
    if (data.kind !== 'dualAxis') throw new Error(data.kind);
    // 03-02 closed at its open (up), 03-09 above (up), 03-10 below (down): not every day green.
    expect(data.left[0]?.pointColors).toEqual([up, up, down]);
    expect(data.left[0]?.pointLabels?.labels).toEqual(['Alta', 'Alta', 'Baixa']);
  });
});
