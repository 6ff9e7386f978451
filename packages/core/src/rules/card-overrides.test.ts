import { describe, expect, it } from 'vitest';
import type { CardProps } from '../cards/card-definition.ts';
import type { CardConfig } from '../contracts/dashboard.ts';
import { cardConfigFixture } from './card-config-fixture.ts';
import { effectiveCard, filterFromSelected, type OverridableDefinition } from './card-overrides.ts';

const definition: OverridableDefinition = {
  shareable: true,
  subDataType: 'MESSAGES',
  control: { tiktok: { hideInChannel: true, disableTag: true, disableTheme: true, disablePolarity: true } },
  desk: { notSupportDeskFilters: false, notSupportedOperators: ['teams'] },
  audience: null,
  props: {
    title: 'cards.LSN_13.title',
    description: 'cards.LSN_13.description',
    selectedFilters: { themes: ['Preço'], replied: [true], query: ['entrega'] },
  } as CardProps,
};
const config: CardConfig = cardConfigFixture('c1', 'X');

describe('card overrides', () => {
  it('behaves as the definition while every override is null', () => {
    expect(effectiveCard(definition, config)).toEqual({
      shareable: true,
      subDataType: 'MESSAGES',
      selectedFilters: { themes: ['Preço'], replied: true, query: 'entrega' },
      control: definition.control,
      desk: { notSupportDeskFilters: false, notSupportedOperators: ['teams'] },
      audience: null,
    });
  });

  it('lets the config win, merging filters and controls key by key', () => {
    const card = effectiveCard(definition, {
      ...config,
      shareable: false,
      subDataType: 'EVENTS',
      selectedFilters: { query: 'atraso' },
      control: {
        facebook: { hideInChannel: true, disableTag: false, disableTheme: false, disablePolarity: false },
      },
      audience: { suportScheduledFilters: true },
    });
    expect(card.shareable).toBe(false);
    expect(card.subDataType).toBe('EVENTS');
    expect(card.selectedFilters).toEqual({ themes: ['Preço'], replied: true, query: 'atraso' });
    expect(Object.keys(card.control)).toEqual(['tiktok', 'facebook']);
    expect(card.audience).toEqual({ suportScheduledFilters: true });
  });

  it('drops definition filter values of the wrong type', () => {
    expect(filterFromSelected({ polarities: [1, 'x'], genders: [1, 7] })).toEqual({ genders: [1, 7] });
    expect(filterFromSelected(undefined)).toEqual({});
  });
});
