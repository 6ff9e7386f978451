import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import { CARD_CONFIG_VERSION, CardConfig } from '../contracts/dashboard.ts';
import { newCardConfig } from './new-card-config.ts';

describe('newCardConfig', () => {
  it('places a library card at its default size, as its definition says, with a valid config', () => {
    const definition = cardRegistry.get('LSN_1');
    const config = newCardConfig(definition);
    expect(config).toMatchObject({
      id: 'LSN_1',
      width: definition.width,
      height: definition.height,
      title: null,
      description: null,
      configVersion: CARD_CONFIG_VERSION,
      selectedFilters: null,
      control: null,
    });
    expect(CardConfig.parse(config)).toEqual(config);
  });

  it('gives every placed card its own uid, so the same card can sit twice on a dashboard', () => {
    const definition = cardRegistry.get('LSN_1');
    const uids = new Set(Array.from({ length: 20 }, () => newCardConfig(definition).uid));
    expect(uids.size).toBe(20);
    for (const uid of uids) expect(uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carries a custom component's own title and description", () => {
    const config = newCardConfig(
      { id: 'CUSTOM_abc', width: 6, height: 'MID' },
      { title: 'Canais da marca', description: 'Publicações por canal' },
    );
    expect(config).toMatchObject({ title: 'Canais da marca', description: 'Publicações por canal' });
  });
});
