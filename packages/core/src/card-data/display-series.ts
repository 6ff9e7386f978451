import type { Series as WireSeries } from '../contracts/chart-template.ts';

/** A series as renderers draw it: the wire series plus its display name and colour. */
export interface DisplaySeries {
  key: string;
  name: string;
  /** Null leaves the colour to the chart's palette. */
  color: string | null;
  data: WireSeries['data'];
  /** Each point's own colour, in `data`'s order, when the series colours its points (a stock day up or down). */
  pointColors?: readonly string[];
  /**
   * What each point's colour says, in words, in `data`'s order (a stock day 'Alta' or 'Baixa'), under `name`:
   * the tooltip shows the word beside the value, the table view and the exports in a column of their own.
   */
  pointLabels?: { name: string; labels: readonly string[] };
}
