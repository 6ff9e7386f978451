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
}
