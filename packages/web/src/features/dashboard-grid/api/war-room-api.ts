import {
  CARD_ID_PARAM,
  type DateRange,
  formatDateRangeParam,
  type QueryParamValue,
  WAR_ROOM_ANSWERS,
  type WarRoomAnswer,
  type WarRoomEndpoint,
} from '@mirante/core';
import { type ResponseSchema, requestJson } from '../../../api/http-client.ts';
import type { WarRoomParams } from '../../../api/query-keys.ts';
import { cardQueryString } from './card-query-string.ts';

/** War-room timeout (spec §9); retries come from the query client. */
const WAR_ROOM_TIMEOUT_MS = 300_000;

export interface WarRoomScope {
  accountId: string;
  universeId: string;
  isStaging: boolean;
  dateRange: DateRange;
}

/** The card data request parameters of a war-room GET, with the card's own options as strings. */
export function warRoomParams(
  endpoint: WarRoomEndpoint,
  options: Readonly<Record<string, QueryParamValue>>,
  scope: WarRoomScope,
): WarRoomParams {
  const extra = Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
  return {
    endpoint,
    query: {
      ...extra,
      date_range: formatDateRangeParam(scope.dateRange),
      account_id: scope.accountId,
      universe_id: scope.universeId,
      is_staging: String(scope.isStaging),
    },
  };
}

/** The card's uid goes along so that a guest's request names its card (core CARD_ID_PARAM). */
function warRoomPath({ endpoint, query }: WarRoomParams, cardId: string | null): string {
  const search = cardQueryString({ ...query, ...(cardId === null ? {} : { [CARD_ID_PARAM]: cardId }) });
  return `/war-room/${endpoint}?${search}`;
}

/** GET /war-room/{endpoint}: the answer is checked with core's schema of that endpoint. */
export async function fetchWarRoom(
  params: WarRoomParams,
  signal: AbortSignal,
  cardId: string | null = null,
  priority: RequestPriority = 'auto',
): Promise<WarRoomAnswer> {
  const schema: ResponseSchema<{ docs: unknown }> = WAR_ROOM_ANSWERS[params.endpoint];
  const answer = await requestJson(warRoomPath(params, cardId), schema, {
    signal,
    priority,
    timeoutMs: WAR_ROOM_TIMEOUT_MS,
  });
  // The schema parsed is the endpoint's own, so its docs are that endpoint's docs.
  return { endpoint: params.endpoint, docs: answer.docs } as WarRoomAnswer;
}
