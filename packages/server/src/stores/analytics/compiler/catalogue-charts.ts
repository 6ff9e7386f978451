import {
  ChartTemplate,
  cardFilter,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  type DateRange,
  type Filter,
  startOfZonedDay,
  type TimeGrain,
  validateChartTemplate,
} from '@mirante/core';
import { FIXTURE_NOON } from './chart-fixtures.ts';
import { type CompiledChart, compileChart } from './compile-series.ts';
import type { Dialect } from './dialect.ts';

/** The global filter every card is compiled with, narrowed to what each card supports (as the web app does). */
export const GLOBAL_FILTER: Filter = {
  channels: ['twitter', 'instagram', 'facebook', 'feedly'],
  pages: ['page-1'],
  polarities: [1, 2],
  genders: [1, 2],
  tags: ['elogio', 'reclamação'],
  themes: ['Atendimento', 'Produto', 'Entrega'],
  names: ['Marca', 'Concorrentes'],
  uids: ['u1', 'u2'],
  query: 'atendimento OR entrega OR produto',
  sac_type: ['Post', 'Reels'],
  operators: ['op-1', 'op-2'],
  rating: [3, 5, 9],
};

/** The seven days ending on the fixtures' day (São Paulo). */
export const CATALOGUE_RANGE: DateRange = {
  start: startOfZonedDay(FIXTURE_NOON, -6),
  end: startOfZonedDay(FIXTURE_NOON) + DAY_MS - 60_000,
};

export interface CatalogueChart {
  id: string;
  entity: string;
  filter: Filter;
  compiled: CompiledChart;
}

/**
 * Every charts-service card of the catalogue compiled for one dialect: its template, the global filter narrowed
 * to the card (or none), over a range.
 */
export function catalogueCharts(
  dialect: Dialect,
  options: { range?: DateRange; universeId?: string; global?: Filter; grain?: TimeGrain } = {},
): CatalogueChart[] {
  return cardRegistry
    .all()
    .flatMap((card) => {
      const query = chartsQueryOf(card);
      return query ? [{ card, query }] : [];
    })
    .map(({ card, query }) => {
      const validation = validateChartTemplate(query.entity, ChartTemplate.parse(query.template));
      if (!validation.ok) throw new Error(`${card.id}: ${validation.error}`);
      const filter = cardFilter(options.global ?? GLOBAL_FILTER, {
        supportedFilters: card.supportedFilters,
        control: card.control,
        selectedFilters: (card.props.selectedFilters ?? null) as Filter | null,
        pages: [],
      });
      const compiled = compileChart({
        entity: query.entity,
        template: validation.value,
        ...(options.grain ? { grain: options.grain } : {}),
        context: {
          range: options.range ?? CATALOGUE_RANGE,
          universeId: options.universeId ?? 'u-catalogue',
          accountId: 'acc',
          isStaging: false,
          filter,
        },
        dialect,
      });
      return { id: card.id, entity: query.entity, filter, compiled };
    });
}
