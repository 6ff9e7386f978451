import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../domain/feature-flags.ts';
import { CARD_AREAS } from './card-definition.ts';
import { renderCardsDoc } from './cards-doc.ts';
import { CATALOGUE_ITEMS } from './catalogue-items.ts';
import { cardRegistry } from './registry.ts';

const range = (prefix: string, last: number, skip: number[] = []) =>
  Array.from({ length: last }, (_, i) => i + 1)
    .filter((n) => !skip.includes(n))
    .map((n) => `${prefix}_${n}`);

const idsOf = (prefix: string) =>
  cardRegistry
    .all()
    .map((card) => card.id)
    .filter((id) => id.startsWith(`${prefix}_`));

describe('card catalogue', () => {
  it('has LSN_1–LSN_80 without LSN_77, SAC_1–SAC_64, BLIP_1–BLIP_51 and PNP_1–PNP_17, once each', () => {
    expect(idsOf('LSN').sort()).toEqual(range('LSN', 80, [77]).sort());
    expect(idsOf('SAC').sort()).toEqual(range('SAC', 64).sort());
    expect(idsOf('BLIP').sort()).toEqual(range('BLIP', 51).sort());
    expect(idsOf('PNP').sort()).toEqual(range('PNP', 17).sort());
  });

  it('maps every item of the spec catalogue to at least one card, and every card to an item of its area', () => {
    for (const area of CARD_AREAS) {
      if (area === 'custom') continue; // custom cards are built by users (cards/custom-card.ts)
      const cards = cardRegistry.byArea(area);
      for (const item of CATALOGUE_ITEMS[area]) {
        expect(
          cards.some((card) => card.catalogueItem === item),
          `${area}: ${item}`,
        ).toBe(true);
      }
      for (const card of cards) expect(CATALOGUE_ITEMS[area], card.id).toContain(card.catalogueItem);
    }
  });

  it('keeps TikTok out of cards split by sentiment, theme or tag', () => {
    for (const card of cardRegistry.all()) {
      if (card.query.service !== 'charts-service') continue;
      const grouping: readonly string[] = card.query.template.grouping;
      if (grouping.some((field) => ['polarity', 'theme', 'tag'].includes(field))) {
        expect(card.control.tiktok?.hideInChannel, card.id).toBe(true);
      }
    }
  });

  it('hides cards behind their feature flags', () => {
    const byDefault = cardRegistry.inLibrary(DEFAULT_FEATURE_FLAGS);
    expect(byDefault.some((card) => card.id === 'LSN_13')).toBe(true);
    expect(byDefault.some((card) => card.area === 'chatbot')).toBe(false);
    const withChatbot = cardRegistry.inLibrary({ ...DEFAULT_FEATURE_FLAGS, chatbotComponents: true });
    expect(withChatbot.some((card) => card.area === 'chatbot')).toBe(true);
  });

  it('looks cards up by area and data type', () => {
    expect(cardRegistry.byArea('chatbot')).toHaveLength(51);
    expect(cardRegistry.byDataType('BLIP')).toHaveLength(51);
    expect(cardRegistry.byArea('owned-earned').every((card) => card.id.startsWith('PNP_'))).toBe(true);
  });

  it('documents itself in docs/cards.md (regenerate with npm run docs:cards)', () => {
    const doc = fs.readFileSync(new URL('../../../../docs/cards.md', import.meta.url), 'utf8');
    expect(doc).toBe(renderCardsDoc(cardRegistry.all()));
  });

  it('matches the reviewed catalogue', () => {
    expect(cardRegistry.all()).toMatchSnapshot();
  });
});
