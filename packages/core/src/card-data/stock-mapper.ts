import type { CardDefinition } from '../cards/card-definition.ts';
import type { DailyQuote, StockAnswer, StockConnectorProblem, StockDirection } from '../contracts/stock.ts';
import { startOfZonedDateKey } from '../domain/dates.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, CardNote } from './card-data.ts';
import type { DisplaySeries } from './display-series.ts';
import type { Translate } from './endpoints/card-endpoint.ts';

/*
 * The stock service's answer as what LSN_21 and LSN_22 draw (kind 'dualAxis'): the stock measure (close price
 * or volume) with each day coloured up or down by open versus close (spec §3 stock data point), against the
 * mentions per São Paulo day. The price card draws the close as a line over the mentions' bars; the volume card
 * draws the volume as bars under the mentions' line (a volume chart's usual look).
 */

/** A day's colour: up green, down red (the note under the card says so; the day's word says it too). */
export const STOCK_DIRECTION_COLORS: Readonly<Record<StockDirection, string>> = {
  up: '#2f9e44',
  down: '#e03131',
};

const PROBLEM_NOTES: Readonly<Record<StockConnectorProblem, CardNote>> = {
  unreachable: 'chart.note.stock.providerUnreachable',
  rateLimited: 'chart.note.stock.providerRateLimited',
  rejected: 'chart.note.stock.providerRejected',
};

/** Which measure a stock card draws: its definition's `metric` (LSN_22 'volume', LSN_21 'price'). */
const measureOf = (definition: CardDefinition): 'close' | 'volume' =>
  definition.props.metric === 'volume' ? 'volume' : 'close';

interface Day {
  at: number;
  value: number;
  direction: StockDirection;
}

/** A day's direction in words, from the catalogue ('Alta' / 'Baixa'). */
const DIRECTION_LABELS: Readonly<Record<StockDirection, MessageKey>> = {
  up: 'stock.direction.up',
  down: 'stock.direction.down',
};

/** Up when the day closed at or above its open, down otherwise (as the ingest computes it). */
const directionOfQuote = (quote: DailyQuote): StockDirection =>
  Number(quote['4. close']) >= Number(quote['1. open']) ? 'up' : 'down';

/**
 * The answer's quotes, oldest first, each at the start of its São Paulo day. A day the answer gives no
 * direction for gets it from its own open and close.
 */
function quoteDays(answer: StockAnswer, measure: 'close' | 'volume'): Day[] {
  const field = measure === 'close' ? '4. close' : '5. volume';
  return Object.entries(answer['Time Series (Daily)'])
    .map(([date, quote]) => ({
      at: startOfZonedDateKey(date),
      value: Number(quote[field]),
      direction: answer.directions[date] ?? directionOfQuote(quote),
    }))
    .filter((day): day is Day => day.at !== null && Number.isFinite(day.value))
    .sort((a, b) => a.at - b.at);
}

/** The notes under the card: what to do without a symbol, the connector's failure, what the colours mean. */
function notesOf(answer: StockAnswer | undefined, days: readonly Day[]): CardNote[] {
  if (answer === undefined) return [];
  const notes: CardNote[] = [];
  if (answer.symbol === null) notes.push('chart.note.stock.noSymbol');
  if (answer.connector.problem !== null) notes.push(PROBLEM_NOTES[answer.connector.problem]);
  if (days.length > 0) notes.push('chart.note.stock.colours', 'chart.note.stock.lead');
  return notes;
}

/** LSN_21 / LSN_22: the stock measure coloured by direction against the mentions (no answer: nothing drawn). */
export function stockCardData(
  definition: CardDefinition,
  answer: StockAnswer | undefined,
  t: Translate,
): CardData {
  const measure = measureOf(definition);
  const days = answer === undefined ? [] : quoteDays(answer, measure);
  const stock: DisplaySeries = {
    key: measure,
    name: t(measure === 'close' ? 'stock.series.close' : 'stock.series.volume'),
    color: null,
    data: days.map((day) => [day.at, day.value]),
    pointColors: days.map((day) => STOCK_DIRECTION_COLORS[day.direction]),
    // The colour in words: the tooltip, the table view and the exports say it too.
    pointLabels: {
      name: t('stock.column.direction'),
      labels: days.map((day) => t(DIRECTION_LABELS[day.direction])),
    },
  };
  const mentions: DisplaySeries = {
    key: 'mentions',
    name: t('stock.series.mentions'),
    color: null,
    data: (answer?.mentions ?? []).map((day) => [day.start, day.count]),
  };
  const notes = notesOf(answer, days);
  const drawn: CardData =
    measure === 'close'
      ? {
          kind: 'dualAxis',
          left: [stock],
          right: [mentions],
          grain: 'dayOfMonth',
          leftFormat: 'currency',
          rightFormat: 'count',
        }
      : {
          kind: 'dualAxis',
          left: [mentions],
          right: [stock],
          grain: 'dayOfMonth',
          leftFormat: 'count',
          rightFormat: 'count',
        };
  return notes.length === 0 ? drawn : { ...drawn, notes };
}
