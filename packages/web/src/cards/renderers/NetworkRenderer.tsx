import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildNetworkOption } from '../options/network-option.ts';

/** The term graph: terms linked by the posts they share. */
export function NetworkRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildNetworkOption} />;
}
