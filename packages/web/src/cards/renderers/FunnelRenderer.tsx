import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildFunnelOption } from '../options/funnel-option.ts';

/** Conversion stages as a funnel (chatbot campaigns). */
export function FunnelRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildFunnelOption} />;
}
