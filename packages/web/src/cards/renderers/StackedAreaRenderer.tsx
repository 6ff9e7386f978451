import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { timeSeriesBuilder } from '../options/time-series-option.ts';

const build = timeSeriesBuilder('stackedArea');

/** Series over time as stacked areas: the top edge is the total. */
export function StackedAreaRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
