import { Text } from '@mantine/core';
import { type CardData, formatValue } from '@mirante/core';

/** An owned+earned card's parts under its number (Próprias: 120 · Espontâneas: 3.400); nothing for other cards. */
export function ValueParts({ data }: { data: CardData }) {
  if (data.kind !== 'value' || !data.parts || data.parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="value-parts">
      {data.parts.map((part) => `${part.name}: ${formatValue(part.value, data.format)}`).join(' · ')}
    </Text>
  );
}
