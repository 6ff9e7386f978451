import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import { ONBOARDING_TEMPLATES } from './onboarding.ts';
import { CUSTOMER_SERVICE_DESK_CARDS, ONBOARDING_TEMPLATE_CARDS } from './onboarding-templates.ts';

describe('ONBOARDING_TEMPLATE_CARDS', () => {
  it('starts every template but the blank one with catalogue cards of its own area', () => {
    const areas = Object.fromEntries(
      ONBOARDING_TEMPLATES.map((template) => [
        template,
        [...new Set(ONBOARDING_TEMPLATE_CARDS[template].map((id) => cardRegistry.get(id).area))],
      ]),
    );
    expect(areas).toEqual({
      socialListening: ['listening'],
      proprietaryMetrics: ['owned-earned'],
      customerService: ['sac', 'chatbot'],
      blank: [],
    });
  });

  it('offers only visible cards that no feature flag hides but the desk cards of customer service', () => {
    for (const id of Object.values(ONBOARDING_TEMPLATE_CARDS).flat()) {
      const definition = cardRegistry.get(id);
      const desk = (CUSTOMER_SERVICE_DESK_CARDS as readonly string[]).includes(id);
      expect({ id, visible: definition.visible, flags: definition.hideInLibrary }).toEqual({
        id,
        visible: true,
        // The library shows chatbot cards behind their flag; a customer-service dashboard starts with them.
        flags: desk ? ['chatbotComponents'] : [],
      });
    }
  });

  it('starts customer service with desk ticket cards that fill one row', () => {
    const desk = CUSTOMER_SERVICE_DESK_CARDS.map((id) => cardRegistry.get(id));
    expect(ONBOARDING_TEMPLATE_CARDS.customerService).toEqual(
      expect.arrayContaining([...CUSTOMER_SERVICE_DESK_CARDS]),
    );
    expect(desk.map((definition) => definition.subDataType)).toEqual(Array(4).fill('HUMAN_SERVICE'));
    expect(desk.reduce((sum, definition) => sum + definition.width, 0)).toBe(12);
  });
});
