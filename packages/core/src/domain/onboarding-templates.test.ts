import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import { pageScopeOf } from '../rules/owned-pages.ts';
import { ONBOARDING_TEMPLATES } from './onboarding.ts';
import {
  CUSTOMER_SERVICE_CARDS,
  ONBOARDING_TEMPLATE_CARDS,
  OWN_PAGES_CARDS,
} from './onboarding-templates.ts';

/** The rows a list of cards flows into on the 12-column grid (a card that does not fit starts a new row). */
function rowsOf(ids: readonly string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let width = 0;
  for (const id of ids) {
    const { width: w } = cardRegistry.get(id);
    if (width + w > 12) {
      rows.push(row);
      row = [];
      width = 0;
    }
    row.push(id);
    width += w;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
const widthOf = (row: readonly string[]) => row.reduce((sum, id) => sum + cardRegistry.get(id).width, 0);

describe('ONBOARDING_TEMPLATE_CARDS', () => {
  it('starts every template but the blank one with visible catalogue cards of its own area, each once', () => {
    const areas = Object.fromEntries(
      ONBOARDING_TEMPLATES.map((template) => [
        template,
        [...new Set(ONBOARDING_TEMPLATE_CARDS[template].map((id) => cardRegistry.get(id).area))],
      ]),
    );
    expect(areas).toEqual({
      socialListening: ['listening'],
      proprietaryMetrics: ['sac'],
      customerService: ['sac'],
      blank: [],
    });
    for (const ids of Object.values(ONBOARDING_TEMPLATE_CARDS)) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(cardRegistry.get(id)).toMatchObject({ id, visible: true });
    }
  });

  it('gives Métricas Proprietárias every own-page card (SAC_8–25, 63, 64), which count the pages’ publications', () => {
    const ownPage = cardRegistry
      .all()
      .filter((definition) => definition.dataType === 'PAGE')
      .map((definition) => definition.id);
    expect([...OWN_PAGES_CARDS].sort()).toEqual([...ownPage].sort());
    expect([...OWN_PAGES_CARDS].sort()).toEqual(
      [...Array.from({ length: 18 }, (_, i) => `SAC_${i + 8}`), 'SAC_63', 'SAC_64'].sort(),
    );
    for (const id of OWN_PAGES_CARDS) expect(pageScopeOf(cardRegistry.get(id)), id).toBe('publications');
    expect(ONBOARDING_TEMPLATE_CARDS.proprietaryMetrics).toBe(OWN_PAGES_CARDS);
  });

  it('gives customer service about twenty SAC cards over the conversations, with no desk or chatbot card', () => {
    const cards = CUSTOMER_SERVICE_CARDS.map((id) => cardRegistry.get(id));
    expect(cards.length).toBeGreaterThanOrEqual(18);
    expect(cards.length).toBeLessThanOrEqual(24);
    for (const card of cards) {
      expect(card.area, card.id).toBe('sac');
      expect(card.dataType, card.id).not.toBe('PAGE');
      expect(pageScopeOf(card), card.id).toBe('conversations');
      expect(card.hideInLibrary, card.id).not.toContain('chatbotComponents');
    }
    // Status changes, treated conversations, backlog, productivity, SLA, service times, CSAT, operators.
    expect(CUSTOMER_SERVICE_CARDS).toEqual(
      expect.arrayContaining(['SAC_1', 'SAC_4', 'SAC_30', 'SAC_45', 'SAC_47', 'SAC_43', 'SAC_40', 'SAC_52']),
    );
    expect(CUSTOMER_SERVICE_CARDS).toEqual(expect.arrayContaining(['SAC_49', 'SAC_50']));
    expect(ONBOARDING_TEMPLATE_CARDS.customerService).toBe(CUSTOMER_SERVICE_CARDS);
  });

  it('lays customer service out in full rows of the grid, each row of one height', () => {
    const rows = rowsOf(CUSTOMER_SERVICE_CARDS);
    for (const row of rows) {
      expect(widthOf(row), row.join()).toBe(12);
      expect(new Set(row.map((id) => cardRegistry.get(id).height)).size, row.join()).toBe(1);
    }
  });

  it('lays Métricas Proprietárias out in full rows but one (its six small numbers fill a row and a half)', () => {
    const rows = rowsOf(OWN_PAGES_CARDS);
    expect(rows.filter((row) => widthOf(row) !== 12)).toEqual([['SAC_25']]);
  });
});
