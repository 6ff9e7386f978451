import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { timeSeriesBuilder } from '../options/time-series-option.ts';

const build = timeSeriesBuilder('stackedLine');

/** Series over time as stacked lines: the top line is the total. */
export function StackedLineRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
