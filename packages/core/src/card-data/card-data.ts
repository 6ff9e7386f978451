import type { GptSuggestionsAnswer } from '../contracts/gpt.ts';
import type { TermGraphDocs, WarRoomPost, WarRoomUser } from '../contracts/war-room.ts';
import type { TimeGrain } from '../domain/time-grains.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { DisplaySeries } from './display-series.ts';

/**
 * How a number is written on a card (pt-BR): counts, percentages (the value is in points, 0–100), durations
 * of the desk timings (the value is in seconds), money (BRL), decimals (scores).
 */
export type ValueFormat = 'count' | 'percent' | 'duration' | 'currency' | 'decimal';

/** One named quantity: a donut slice, a funnel stage, a ranking row, a bar of a category chart. */
export interface NamedValue {
  key: string;
  name: string;
  value: number;
  /** Null leaves the colour to the chart's palette. */
  color: string | null;
  /** A core channel id when the row stands for a channel (its icon is drawn beside the name). */
  channel: string | null;
}

export interface TableColumn {
  key: string;
  label: string;
  format: ValueFormat | 'text' | 'date';
}

/**
 * A remark on how a card's numbers were made (the source leaves TikTok out, the series came at a coarser
 * grain than asked): a catalogue key, written once under the card by its frame, whatever draws the body.
 */
export type CardNote = Extract<MessageKey, `chart.note.${string}`>;

/**
 * The data a card's renderer draws, by shape, with the card's notes. The card around the renderer turns an
 * endpoint's answer into one of these; renderers never fetch. Exports (CSV/XLSX, table view) read the same
 * value, so what is exported is what is on screen.
 */
export type CardData = CardDataShape & {
  /** Shown under the card by its frame, in this order; renderers and exports leave them alone. */
  notes?: readonly CardNote[];
};

type CardDataShape =
  /** Time series, one per key, zero-filled at the grain of the answer. */
  | { kind: 'series'; series: DisplaySeries[]; grain: TimeGrain | null; format: ValueFormat }
  /**
   * A single number, with the previous period of equal length when the card shows variation. A gauge runs
   * from `min` (null: 0) to `max` (null: 100). An owned+earned card adds the number of each of its parts
   * (the pages' own publications, what was earned), drawn under it.
   */
  | {
      kind: 'value';
      value: number | null;
      previous: number | null;
      min: number | null;
      max: number | null;
      format: ValueFormat;
      parts?: NamedValue[];
    }
  /** Named quantities in display order. */
  | { kind: 'values'; items: NamedValue[]; format: ValueFormat }
  /**
   * Categories on one axis and one value per category in each series: grouped or stacked bars (channel ×
   * sentiment, tag × metric). A missing combination is null.
   */
  | {
      kind: 'categories';
      categories: { key: string; name: string; channel: string | null }[];
      series: { key: string; name: string; color: string | null; values: (number | null)[] }[];
      format: ValueFormat;
    }
  /** Points with two measures and a size (bubble). */
  | {
      kind: 'points';
      points: { key: string; name: string; x: number; y: number; size: number; color: string | null }[];
      xLabel: string;
      yLabel: string;
      sizeLabel: string;
      xFormat: ValueFormat;
      yFormat: ValueFormat;
      sizeFormat: ValueFormat;
    }
  /** Two measures over the same time axis on two scales (stock price and volume against mentions). */
  | {
      kind: 'dualAxis';
      left: DisplaySeries[];
      right: DisplaySeries[];
      grain: TimeGrain | null;
      leftFormat: ValueFormat;
      rightFormat: ValueFormat;
    }
  | { kind: 'terms'; terms: { term: string; weight: number; color: string | null }[] }
  | { kind: 'graph'; graph: Pick<TermGraphDocs, 'nodes' | 'edges'> }
  | { kind: 'posts'; posts: WarRoomPost[] }
  | { kind: 'authors'; authors: WarRoomUser[] }
  | { kind: 'table'; columns: TableColumn[]; rows: Record<string, string | number | null>[] }
  /**
   * AI reply suggestions (contracts/gpt.ts): the posts waiting for an answer with the reply suggested, whether
   * the chat model and the reply connector are configured, and why some posts have no suggestion.
   */
  | ({ kind: 'replySuggestions' } & Omit<GptSuggestionsAnswer, 'status'>)
  /** Cards drawn from their own configuration (text, image, section, importer): nothing to fetch. */
  | { kind: 'static' };

export type CardDataKind = CardData['kind'];
