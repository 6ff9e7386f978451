import { type CardDefinition, cardRegistry, type DateRange } from '@mirante/core';

/** One card's data request, as the web app sends it. */
export interface CardRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface DashboardQuery {
  cardId: string;
  service: 'charts-service' | 'war-room';
  /** What it asks, in a few words: entity and grouping, or the war-room endpoint and its options. */
  label: string;
  request(range: DateRange, universeId: string, accountId: string): CardRequest;
}

/** A typical listening + SAC dashboard: the war-room cards first, then charts-service cards. */
const WAR_ROOM_CARDS = ['LSN_1', 'LSN_10', 'LSN_11', 'LSN_12', 'LSN_14', 'LSN_52', 'LSN_53'];
const CHARTS_CARDS = [
  'LSN_13',
  'LSN_6',
  'LSN_9',
  'LSN_7',
  'LSN_8',
  'LSN_4',
  'LSN_16',
  'LSN_18',
  'LSN_26',
  'LSN_30',
  'LSN_64',
  'PNP_7',
  'SAC_5',
  'SAC_55',
  // Used when the war-room endpoints do not answer yet.
  'LSN_34',
  'LSN_15',
  'LSN_25',
  'SAC_7',
  'SAC_12',
  'PNP_12',
  'SAC_54',
  'LSN_45',
];

function chartsQuery(card: CardDefinition): DashboardQuery | null {
  const query = card.query;
  if (query.service !== 'charts-service' || card.props.selectedFilters) return null;
  const template = query.template;
  const metrics = template.metricsMetadata.fields
    .map((field, i) => `${template.metricsMetadata.operators[i] ?? template.method}(${field})`)
    .join(',');
  return {
    cardId: card.id,
    service: 'charts-service',
    label: `${query.entity} by ${template.grouping.join('×')}: ${metrics}`,
    request: (range, universeId, accountId) => ({
      method: 'POST',
      path: `/charts-service/${query.entity}?points_parser=series&hash=bench&date_range=${range.start}:${range.end}&account_id=${accountId}&universe_id=${universeId}&is_staging=false`,
      body: template,
    }),
  };
}

function warRoomQuery(card: CardDefinition): DashboardQuery | null {
  const query = card.query;
  if (query.service !== 'war-room' || card.props.selectedFilters) return null;
  // The overview card shows the variation against the previous period: the costlier call.
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(query.params).map(([key, value]) => [key, String(value)]),
  );
  if (query.endpoint === 'monitoring-overview') params.variation = 'true';
  const options = new URLSearchParams(params).toString();
  return {
    cardId: card.id,
    service: 'war-room',
    label: `war-room/${query.endpoint}${options ? ` ${options.replaceAll('&', ' ')}` : ''}`,
    request: (range, universeId, accountId) => ({
      method: 'GET',
      path: `/war-room/${query.endpoint}?date_range=${range.start}:${range.end}&account_id=${accountId}&universe_id=${universeId}&is_staging=false${options ? `&${options}` : ''}`,
    }),
  };
}

/**
 * The 20 distinct queries of a typical dashboard: catalogue cards of the war-room (when `warRoom` answers)
 * and of the charts service, one per distinct request.
 */
export function dashboardQueries(warRoom: boolean, size = 20): DashboardQuery[] {
  const candidates = [
    ...(warRoom ? WAR_ROOM_CARDS.map((id) => warRoomQuery(cardRegistry.get(id))) : []),
    ...CHARTS_CARDS.map((id) => chartsQuery(cardRegistry.get(id))),
  ];
  const seen = new Set<string>();
  const picked: DashboardQuery[] = [];
  const probe = { start: 0, end: 1 };
  for (const query of candidates) {
    if (!query || picked.length >= size) continue;
    const key = JSON.stringify(query.request(probe, 'u', 'a'));
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(query);
  }
  return picked;
}
