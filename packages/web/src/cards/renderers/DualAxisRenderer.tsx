import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { buildDualAxisOption } from '../options/dual-axis-option.ts';

/** Two measures on two scales over one time axis (stock price and volume against mentions). */
export function DualAxisRenderer({ title, data, colorScheme }: CardRendererProps) {
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={buildDualAxisOption} />;
}
