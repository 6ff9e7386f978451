import {
  type CardDataContext,
  type ConnectedPage,
  type CardRequest as CoreCardRequest,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  type DateRange,
  isEmptyCardData,
  ONBOARDING_TEMPLATE_CARDS,
  translate,
} from '@mirante/core';
import { newDashboard } from '../../packages/server/src/modules/dashboards/new-dashboard.ts';
import type { BenchCard } from './card-timings.ts';

/**
 * 13 of the customer-service template's cards (issue 27), the heavier ones: over the conversations' posts
 * (SAC_30, SAC_31, SAC_33) and their status changes (SAC_5, SAC_36, SAC_43, SAC_44, SAC_47, SAC_48), the
 * surveys (SAC_52, SAC_57), the backlog (SAC_45) and the operators' status changes (SAC_50).
 */
export const SAC_BENCH_CARDS = [
  'SAC_30',
  'SAC_47',
  'SAC_52',
  'SAC_43',
  'SAC_44',
  'SAC_33',
  'SAC_5',
  'SAC_48',
  'SAC_36',
  'SAC_57',
  'SAC_31',
  'SAC_45',
  'SAC_50',
] as const;

/**
 * 7 of the Métricas Proprietárias template's own-page cards: the pages' overview (SAC_13), received engagement
 * (SAC_10, SAC_11), followers (SAC_23), publications (SAC_9) and the engagement matrices (SAC_63, SAC_64).
 */
export const OWN_PAGE_BENCH_CARDS = [
  'SAC_13',
  'SAC_10',
  'SAC_23',
  'SAC_9',
  'SAC_11',
  'SAC_63',
  'SAC_64',
] as const;

/** The card data request parameters every request carries (spec §3), not what a card asks. */
const SCOPE_PARAMS = new Set([
  'date_range',
  'account_id',
  'universe_id',
  'is_staging',
  'filter',
  'points_parser',
  'hash',
]);

/**
 * `charts-service/posts by sacStatus: count(id) sac_status=Respondido,Fechado, conversations`,
 * `operators-logs/sla hours=12 score=custom, conversations`: the endpoint, the card's options, its filter
 * beyond the connected pages and what it counts of them (`page_scope`).
 */
function labelOf(requests: readonly CoreCardRequest[]): string {
  const request = requests[0];
  if (!request) return '';
  const filter = JSON.parse(request.query.filter ?? '{}') as Record<string, unknown>;
  const { pages: _pages, page_scope: scope, ...narrowed } = filter;
  const options = [
    ...Object.entries(request.query)
      .filter(([name]) => !SCOPE_PARAMS.has(name))
      .map(([name, value]) => `${name}=${value}`),
    ...Object.entries(narrowed).map(([name, value]) => `${name}=${[value].flat().join(',')}`),
  ];
  const body = request.body as {
    grouping?: string[];
    metricsMetadata?: { fields: string[]; operators: string[] };
    method?: string;
  } | null;
  const what =
    body?.grouping && body.metricsMetadata
      ? ` by ${body.grouping.join('×') || '—'}: ${body.metricsMetadata.fields
          .map((field, i) => `${body.metricsMetadata?.operators[i] ?? body.method}(${field})`)
          .join(',')}`
      : '';
  const path = request.path.replace(/^\//, '');
  return `${[`${path}${what}`, ...options].join(' ')}${requests.length > 1 ? ` (${requests.length} requests)` : ''}, ${String(scope)}`;
}

/** A card of the SAC dashboard: its requests, and whether their answers leave the card empty. */
export interface SacBenchCard extends BenchCard {
  /** Whether the card draws nothing from these answers (the JSON of its requests, in order). */
  isEmpty(answers: readonly unknown[]): boolean;
}

/**
 * The SAC and own-page dashboard (SAC_BENCH_CARDS, OWN_PAGE_BENCH_CARDS) as a new dashboard of those cards
 * holds it (newDashboard: the catalogue's card configs) with `pages` connected, as the browser asks it over
 * `universeId`: core's `cardSourceOf` per card (the connected pages and the card's page scope in its filter),
 * the card's uid as card_id. Cards sending the same requests are one (the browser sends them once).
 */
export function sacDashboardCards(options: {
  universeId: string;
  accountId: string;
  pages: readonly ConnectedPage[];
}): SacBenchCard[] {
  for (const [ids, template] of [
    [SAC_BENCH_CARDS, 'customerService'],
    [OWN_PAGE_BENCH_CARDS, 'proprietaryMetrics'],
  ] as const) {
    const outside = ids.filter((id) => !ONBOARDING_TEMPLATE_CARDS[template].includes(id));
    if (outside.length > 0) throw new Error(`not in the ${template} template: ${outside.join(', ')}`);
  }
  const dashboard = newDashboard({
    universeId: options.universeId,
    title: 'SAC e páginas próprias (bench)',
    ownerEmail: 'bench@mirante.local',
    cardIds: [...SAC_BENCH_CARDS, ...OWN_PAGE_BENCH_CARDS],
    pages: options.pages,
  });
  const context = (dateRange: DateRange): CardDataContext => ({
    accountId: options.accountId,
    universeId: options.universeId,
    isStaging: false,
    dateRange,
    contracts: dashboard.contracts,
    globalFilter: dashboard.globalFilter,
    pages: dashboard.pages,
  });
  const probe: DateRange = { start: 0, end: 86_400_000 };
  const cards: SacBenchCard[] = [];
  const byRequests = new Map<string, number>();
  for (const config of dashboard.cards) {
    const definition = cardRegistry.get(config.id);
    const planned = (range: DateRange) => {
      const source = cardSourceOf(definition, context(range), config);
      if (source.kind !== 'endpoint' || source.requests.length === 0)
        throw new Error(`${config.id}: ${JSON.stringify(source)}`);
      return source;
    };
    const { endpoint, requests } = planned(probe);
    const key = JSON.stringify(requests);
    const same = byRequests.get(key);
    const card = same === undefined ? undefined : cards[same];
    if (card) {
      card.cardId = `${card.cardId} ${config.id}`;
      continue;
    }
    byRequests.set(key, cards.length);
    cards.push({
      cardId: config.id,
      service: endpoint.service,
      label: labelOf(requests),
      requests: (range) =>
        planned(range).requests.map((request) => ({
          method: request.method,
          path: cardRequestUrl(request, config.uid),
          ...(request.body === null ? {} : { body: request.body }),
        })),
      isEmpty: (answers) =>
        isEmptyCardData(
          endpoint.map(
            definition,
            answers.map((answer) => endpoint.answer.parse(answer)),
            (key) => translate(key),
          ),
        ),
    });
  }
  return cards;
}
