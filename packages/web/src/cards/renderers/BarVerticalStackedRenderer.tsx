import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { barBuilder } from '../options/bar-option.ts';

const build = barBuilder({ horizontal: false, stacked: true });

/** Stacked columns: categories × series, or series over dates. */
export function BarVerticalStackedRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
