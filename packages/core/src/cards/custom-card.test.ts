import { describe, expect, it } from 'vitest';
import { CustomComponent } from '../contracts/custom-component.ts';
import { customCardDefinition } from './custom-card.ts';
import { createCardRegistry } from './registry.ts';

const component = CustomComponent.parse({
  id: 'abc',
  createdAt: 0,
  createdBy: 'demo@mirante.local',
  title: 'Reclamações por tema',
  description: 'Volume de reclamações por tema',
  lgpd: true,
  featureFlag: 'studioPlus',
  dataSource: 'listening',
  chartType: 'column',
  entity: 'posts',
  chartTemplate: {
    grouping: ['theme'],
    datePortion: null,
    metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
    method: 'count',
  },
});

describe('custom components', () => {
  it('become library cards of the custom area', () => {
    const card = customCardDefinition(component);
    expect(card).toMatchObject({
      id: 'CUSTOM_abc',
      area: 'custom',
      componentType: 'barVertical',
      dataType: 'CUSTOM',
      lgpd: true,
      shareable: false,
      hideInLibrary: ['studioPlus'],
      props: { label: 'Reclamações por tema' },
    });
    expect(card.control.tiktok?.hideInChannel).toBe(true);
    expect(createCardRegistry([card]).get('CUSTOM_abc')).toBe(card);
  });
});
