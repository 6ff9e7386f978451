import type { DashboardFilterScope } from '@mirante/core';
import {
  CARD_ID_PARAM,
  type ChartsCardQuery,
  type DateRange,
  formatDateRangeParam,
  SeriesResponse,
} from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';
import type { CardSeriesParams } from '../../../api/query-keys.ts';
import { stableHash } from '../../../api/stable-hash.ts';
import { cardQueryString } from './card-query-string.ts';

/** Charts service timeout (spec §9); retries come from the query client. */
const CHARTS_TIMEOUT_MS = 60_000;

/**
 * Where the cards of one dashboard view get their data: the universe, the period on screen, and the
 * dashboard's global filter and connected pages (each card narrows them to its own filter).
 */
export interface CardDataContext extends DashboardFilterScope {
  accountId: string;
  universeId: string;
  isStaging: boolean;
  dateRange: DateRange;
}

export function cardSeriesParams(
  query: ChartsCardQuery,
  context: CardDataContext,
  filter: string | null = null,
): CardSeriesParams {
  return {
    entity: query.entity,
    hash: stableHash(query.template),
    dateRange: formatDateRangeParam(context.dateRange),
    accountId: context.accountId,
    universeId: context.universeId,
    isStaging: context.isStaging,
    filter,
  };
}

/** The card's uid goes along so that a guest's request names its card (core CARD_ID_PARAM). */
function chartsServicePath(params: CardSeriesParams, cardId: string | null): string {
  const search = cardQueryString({
    points_parser: 'series',
    hash: params.hash,
    date_range: params.dateRange,
    account_id: params.accountId,
    universe_id: params.universeId,
    is_staging: String(params.isStaging),
    ...(params.filter === null ? {} : { filter: params.filter }),
    ...(cardId === null ? {} : { [CARD_ID_PARAM]: cardId }),
  });
  return `/charts-service/${params.entity}?${search}`;
}

export function fetchCardSeries(
  query: ChartsCardQuery,
  params: CardSeriesParams,
  signal: AbortSignal,
  cardId: string | null = null,
  priority: RequestPriority = 'auto',
): Promise<SeriesResponse> {
  return requestJson(chartsServicePath(params, cardId), SeriesResponse, {
    method: 'POST',
    body: query.template,
    signal,
    priority,
    timeoutMs: CHARTS_TIMEOUT_MS,
  });
}
