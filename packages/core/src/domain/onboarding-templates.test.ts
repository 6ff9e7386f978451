import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import { ONBOARDING_TEMPLATES } from './onboarding.ts';
import { ONBOARDING_TEMPLATE_CARDS } from './onboarding-templates.ts';

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
      customerService: ['sac'],
      blank: [],
    });
  });

  it('offers only visible cards that no feature flag hides', () => {
    for (const id of Object.values(ONBOARDING_TEMPLATE_CARDS).flat()) {
      const definition = cardRegistry.get(id);
      expect({ id, visible: definition.visible, flags: definition.hideInLibrary }).toEqual({
        id,
        visible: true,
        flags: [],
      });
    }
  });
});
