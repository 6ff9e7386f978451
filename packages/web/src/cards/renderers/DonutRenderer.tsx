import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildDonutOption } from '../options/donut-option.ts';

/** Named values as a donut (sentiment, gender, device, channel shares). */
export function DonutRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildDonutOption} />;
}
