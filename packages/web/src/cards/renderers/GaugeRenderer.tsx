import { Stack } from '@mantine/core';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { ValueParts } from '../components/ValueParts.tsx';
import { buildGaugeOption } from '../options/gauge-option.ts';

/**
 * One value on a dial in the rating colours (SLA, brand health, sentiment index); an owned+earned card's parts
 * under it.
 */
export function GaugeRenderer({ title, data, colorScheme }: CardRendererProps) {
  return (
    <Stack gap={0} h="100%">
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChartView title={title} data={data} colorScheme={colorScheme} build={buildGaugeOption} />
      </div>
      <ValueParts data={data} />
    </Stack>
  );
}
