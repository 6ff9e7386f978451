import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { barBuilder } from '../options/bar-option.ts';

const build = barBuilder({ horizontal: false, stacked: false });

/** Columns over categories, or over dates for a time series. */
export function BarVerticalRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
