import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import type { StockAnswer } from '../contracts/stock.ts';
import { startOfZonedDateKey } from '../domain/dates.ts';
import { translate } from '../i18n/messages.ts';
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
});
