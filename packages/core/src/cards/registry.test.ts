import { describe, expect, it } from 'vitest';
import { ChartTemplate } from '../contracts/chart-template.ts';
import { validateChartTemplate } from '../rules/chart-template-rules.ts';
import { listeningCards } from './listening.ts';
import { cardRegistry, createCardRegistry } from './registry.ts';

describe('card registry', () => {
  it('finds posts over time by id', () => {
    expect(cardRegistry.get('LSN_13').componentType).toBe('line');
  });

  it('lists the valid ids when an id is unknown', () => {
    expect(() => cardRegistry.get('LSN_77')).toThrow(/valid ids: .*LSN_13/);
  });

  it('resolves former ids through aliasIds', () => {
    const [card] = listeningCards;
    if (!card) throw new Error('catalogue is empty');
    const registry = createCardRegistry([{ ...card, aliasIds: ['LSN_OLD'] }]);
    expect(registry.get('LSN_OLD').id).toBe(card.id);
  });

  it('fails at load on a duplicate id', () => {
    const [card] = listeningCards;
    if (!card) throw new Error('catalogue is empty');
    expect(() => createCardRegistry([card, { ...card }])).toThrow(`Duplicate card id ${card.id}`);
  });

  it('every chart card carries a valid template', () => {
    for (const card of cardRegistry.all()) {
      if (card.query.service !== 'charts-service') continue;
      const result = validateChartTemplate(card.query.entity, ChartTemplate.parse(card.query.template));
      expect(result.ok, card.id).toBe(true);
    }
  });
});
