import type { CardData, NamedValue, ValueFormat } from './card-data.ts';

/** A card's single number; null draws the card's empty state. A percentage runs from 0 to 100. */
export function valueData(value: number | null, format: ValueFormat): CardData {
  const percent = format === 'percent';
  return {
    kind: 'value',
    value,
    previous: null,
    min: percent ? 0 : null,
    max: percent ? 100 : null,
    format,
  };
}

/** A named value of a distribution, with no colour or channel of its own. */
export const namedValue = (key: string, name: string, value: number): NamedValue => ({
  key,
  name,
  value,
  color: null,
  channel: null,
});
