import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../../cards/registry.ts';
import { SERVICE_ENDPOINTS } from '../../cards/services.ts';
import { NOT_YET_SERVED } from './not-yet-served.ts';
import { CARD_ENDPOINTS, cardEndpointOf } from './registry.ts';

describe('the endpoint registry', () => {
  const cards = cardRegistry.all();

  it('serves every catalogue card with data, or lists it as not yet served', () => {
    const unserved = cards
      .filter((card) => card.query.service !== 'none' && cardEndpointOf(card) === null)
      .map((card) => card.id);
    expect([...NOT_YET_SERVED].sort()).toEqual(unserved.sort());
  });

  it('lists only catalogue cards, each once', () => {
    const ids = new Set(cards.map((card) => card.id));
    expect(NOT_YET_SERVED.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(NOT_YET_SERVED).size).toBe(NOT_YET_SERVED.length);
  });

  it('has one entry per endpoint, each an endpoint of spec §7 under its route', () => {
    const keys = CARD_ENDPOINTS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of CARD_ENDPOINTS) {
      if (entry.service === 'charts-service') continue;
      const endpoints: readonly string[] = SERVICE_ENDPOINTS[entry.service];
      expect(endpoints, entry.key).toContain(entry.endpoint);
      expect(entry.key).toBe(`${entry.service}/${entry.endpoint}`);
      expect(entry.route.endsWith(`/${entry.endpoint}`), entry.key).toBe(true);
    }
  });
});
