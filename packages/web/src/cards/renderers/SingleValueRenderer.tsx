import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { assertUnreachable, formatValue } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { ValueParts } from '../components/ValueParts.tsx';
import { higherIsBetter, type VariationDirection, variationOf } from '../components/variation.ts';

const ARROWS: Record<VariationDirection, string> = { up: '▲', down: '▼', flat: '■' };

function variationColor(direction: VariationDirection, goodWhenUp: boolean, dark: boolean): string {
  // Shades that keep 4.5:1 on the card in each theme.
  const shade = dark ? 4 : 9;
  switch (direction) {
    case 'flat':
      return 'dimmed';
    case 'up':
    case 'down':
      return (direction === 'up') === goodWhenUp ? `teal.${shade}` : `red.${shade}`;
    default:
      return assertUnreachable(direction);
  }
}

/**
 * One big number and, when the card compares periods, its change against the previous period; an owned+earned
 * card's parts under it (Próprias: 120 · Espontâneas: 3.400).
 */
export function SingleValueRenderer({ data, colorScheme }: CardRendererProps) {
  const { t } = useI18n();
  if (data.kind !== 'value' || data.value === null) return <CardStateView state="empty" onRetry={null} />;
  const variation = variationOf(data.value, data.previous, data.format, data.min);
  const directionLabel = {
    up: t('renderer.variation.up'),
    down: t('renderer.variation.down'),
    flat: t('renderer.variation.flat'),
  };
  return (
    <Stack gap={4} justify="center" h="100%" data-testid="single-value">
      <Text fz={36} fw={700} lh={1.1}>
        {formatValue(data.value, data.format)}
      </Text>
      {data.previous !== null &&
        (variation ? (
          <Text
            size="sm"
            fw={600}
            c={variationColor(variation.direction, higherIsBetter(data.format), colorScheme === 'dark')}
          >
            <span aria-hidden="true">{ARROWS[variation.direction]} </span>
            <VisuallyHidden>{directionLabel[variation.direction]}: </VisuallyHidden>
            {variation.text}{' '}
            <Text span size="sm" fw={400} c="dimmed">
              {t('renderer.variation.previous')}
            </Text>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('renderer.variation.unavailable')}
          </Text>
        ))}
      <ValueParts data={data} />
    </Stack>
  );
}
