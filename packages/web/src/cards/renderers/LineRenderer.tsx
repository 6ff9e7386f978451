import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { timeSeriesBuilder } from '../options/time-series-option.ts';

const build = timeSeriesBuilder('line');

/** Series over time as lines (one per channel, sentiment, group…). */
export function LineRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
