import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildGaugeOption } from '../options/gauge-option.ts';

/** One value on a dial in the rating colours (SLA, brand health, sentiment index). */
export function GaugeRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildGaugeOption} />;
}
