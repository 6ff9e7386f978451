import type { CustomComponent } from '../contracts/custom-component.ts';
import type { ChartType } from '../domain/chart-types.ts';
import { LISTENING_FILTERS } from '../domain/filters.ts';
import { queryExposesPeople } from '../rules/people-exposure.ts';
import type { CardDefinition, ComponentType } from './card-definition.ts';
import { defineCard, NO_SHORT_VIDEO } from './define-card.ts';

export const CUSTOM_CARD_PREFIX = 'CUSTOM_';

const COMPONENT_TYPE_OF: Record<ChartType, ComponentType> = {
  line: 'line',
  stackedLine: 'stackedLine',
  column: 'barVertical',
  stackedColumn: 'barVerticalStacked',
  bar: 'barHorizontal',
  stackedBar: 'barHorizontalStacked',
  donut: 'donut',
  number: 'singleValue',
};

/**
 * The library definition of a component built with 'Criar componente'. Its own title and description
 * travel in the card config placed on a dashboard (CardConfig.title/description) and in props.label.
 */
export function customCardDefinition(component: CustomComponent): CardDefinition {
  const grouping: readonly string[] = component.chartTemplate.grouping;
  const splitsBySentiment = grouping.some((field) => ['polarity', 'theme', 'tag'].includes(field));
  const query = {
    service: 'charts-service',
    entity: component.entity,
    template: component.chartTemplate,
  } as const;
  // Stored components made before the LGPD derivation are held to it too.
  const lgpd = component.lgpd || queryExposesPeople(query);
  return defineCard({
    id: `${CUSTOM_CARD_PREFIX}${component.id}`,
    area: 'custom',
    catalogueItem: 'custom components',
    component: 'CustomComponent',
    componentType: COMPONENT_TYPE_OF[component.chartType],
    type: component.chartType,
    dataType: 'CUSTOM',
    hideInLibrary: component.featureFlag ? [component.featureFlag] : [],
    lgpd,
    shareable: !lgpd,
    control: splitsBySentiment ? NO_SHORT_VIDEO : {},
    supportedFilters: LISTENING_FILTERS,
    props: { title: 'cards.custom.title', description: 'cards.custom.description', label: component.title },
    query,
  });
}
