import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { barBuilder } from '../options/bar-option.ts';

const build = barBuilder({ horizontal: true, stacked: false });

/** Horizontal bars over categories (channels, tags, themes…), largest first as the data orders them. */
export function BarHorizontalRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
