import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildBubbleOption } from '../options/bubble-option.ts';

/** Points by two measures, sized by a third (tags by volume, sentiment and interactions). */
export function BubbleRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildBubbleOption} />;
}
