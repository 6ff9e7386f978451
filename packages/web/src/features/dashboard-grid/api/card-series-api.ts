import { type ChartsCardQuery, type DateRange, formatDateRangeParam, SeriesResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';
import type { CardSeriesParams } from '../../../api/query-keys.ts';
import { stableHash } from '../../../api/stable-hash.ts';

/** Charts service timeout (spec §9); retries come from the query client. */
const CHARTS_TIMEOUT_MS = 60_000;

/** Where the cards of one dashboard view get their data: the universe and the period on screen. */
export interface CardDataContext {
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

function chartsServicePath(params: CardSeriesParams): string {
  const search = Object.entries({
    points_parser: 'series',
    hash: params.hash,
    date_range: params.dateRange,
    account_id: params.accountId,
    universe_id: params.universeId,
    is_staging: String(params.isStaging),
    ...(params.filter === null ? {} : { filter: params.filter }),
  })
    // ':' is legal in a query string; keeping it makes date_range read as the spec writes it (start:end).
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%3A', ':')}`)
    .join('&');
  return `/charts-service/${params.entity}?${search}`;
}

export function fetchCardSeries(
  query: ChartsCardQuery,
  params: CardSeriesParams,
  signal: AbortSignal,
): Promise<SeriesResponse> {
  return requestJson(chartsServicePath(params), SeriesResponse, {
    method: 'POST',
    body: query.template,
    signal,
    timeoutMs: CHARTS_TIMEOUT_MS,
  });
}
