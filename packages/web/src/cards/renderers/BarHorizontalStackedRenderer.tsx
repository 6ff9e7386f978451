import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { barBuilder } from '../options/bar-option.ts';

const build = barBuilder({ horizontal: true, stacked: true });

/** Horizontal stacked bars: categories × series (channel × sentiment…). */
export function BarHorizontalStackedRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
