import type { TimeGrain } from '@mirante/core';
import type { DisplaySeries } from './display-series.ts';

/** What every renderer receives; the card around it owns loading, empty and error states. */
export interface CardRendererProps {
  title: string;
  series: DisplaySeries[];
  grain: TimeGrain | null;
  colorScheme: 'light' | 'dark';
}
