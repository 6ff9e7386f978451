import {
  type CardConfig,
  type CardDataContext,
  type CardDefinition,
  type CardEndpoint,
  type CardRequest,
  type CardRows,
  CHART_ENTITIES,
  type ChartsQuery,
  type ChartTemplate,
  cardDataRows,
  cardSourceOf,
  isEmptyCardData,
  type Locale,
  type MessageKey,
  translate,
  WAR_ROOM_ENDPOINTS,
  type WarRoomQuery,
} from '@mirante/core';
import { z } from 'zod';
import type { ChartsService } from '../charts/service.ts';
import { parseInlineFilter } from '../filters/inline-filter.ts';
import type { WarRoomService } from '../warroom/service.ts';

/**
 * A card's data as a sheet: the rows of its table view (core's cardDataRows), under the card's title. Numbers
 * stay numbers, dates of 'date' columns are ms instants; the other dates are written as on screen.
 */
export interface CardSheet extends CardRows {
  title: string;
}

/** The services whose answers the cards draw; the sheet reads the very same answers. */
export interface CardSources {
  charts: ChartsService;
  warRoom: WarRoomService;
  /** Told about a card whose data could not be read (the sheet then carries the card's error text). */
  onCardError(cardId: string, error: unknown): void;
}

/** The dashboard view being exported: where the cards read from, over which period, with which filter. */
export interface SheetScope extends CardDataContext {
  locale: Locale;
}

const ChartEntityParam = z.enum(CHART_ENTITIES);

/** A war-room endpoint's method on the service: `monitoring-overview` is `monitoringOverview`. */
type MethodOf<E extends string> = E extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<MethodOf<Tail>>}`
  : E;

const methodOf = <E extends string>(endpoint: E) =>
  endpoint.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as MethodOf<E>;

function warRoomMethod(warRoom: WarRoomService, endpoint: string): (query: WarRoomQuery) => Promise<unknown> {
  const known = WAR_ROOM_ENDPOINTS.find((name) => name === endpoint);
  if (!known) throw new Error(`no war-room endpoint ${endpoint}`);
  // Typed: every war-room endpoint of spec §7 has its method on the service.
  const method: keyof WarRoomService = methodOf(known);
  return warRoom[method];
}

/**
 * The answer to one of a card's requests, read in-process from the service its route calls: its query and
 * body parsed by the endpoint's own schemas, as the route parses them, and the answer checked by the
 * endpoint's answer schema, as the web checks it.
 */
async function answerOf(
  endpoint: CardEndpoint,
  request: CardRequest,
  sources: CardSources,
): Promise<unknown> {
  const query = endpoint.query.parse(request.query);
  if (endpoint.service === 'charts-service') {
    // The charts entry's schemas are ChartsQuery and ChartTemplate.
    const charts = query as ChartsQuery;
    const { answer } = await sources.charts.series({
      entity: ChartEntityParam.parse(request.path.split('/').at(-1)),
      template: endpoint.body?.parse(request.body) as ChartTemplate,
      dateRange: charts.date_range,
      universeId: charts.universe_id,
      accountId: charts.account_id,
      isStaging: charts.is_staging === 'true',
      filter: charts.filter === undefined ? {} : parseInlineFilter(charts.filter),
    });
    return endpoint.answer.parse(answer);
  }
  if (endpoint.service === 'war-room') {
    const docs = await warRoomMethod(sources.warRoom, endpoint.endpoint)(query as WarRoomQuery);
    return endpoint.answer.parse({ status: 'ok', docs });
  }
  throw new Error(`no in-process answer for ${endpoint.key}`);
}

/** A sheet that carries one message instead of data (what the card shows in its place). */
function messageSheet(title: string, message: string): CardSheet {
  return { title, columns: [{ key: 'message', label: message, format: 'text' }], rows: [] };
}

/**
 * The data of one dashboard card as a sheet: the card's requests (core's cardSourceOf, with the card's filter)
 * answered by the services their routes call, mapped by the endpoint's own mapper into the data the card draws,
 * and written as its table view's rows. A card drawn from its configuration carries its text; a card with no
 * data, the card's empty text; a card whose data cannot be read, the card's error text, never a failed export.
 */
export async function cardSheet(
  definition: CardDefinition,
  config: CardConfig,
  sources: CardSources,
  scope: SheetScope,
): Promise<CardSheet> {
  const t = (key: MessageKey) => translate(key, scope.locale);
  const title = config.title || t(definition.props.title);
  const source = cardSourceOf(definition, scope, config);
  if (source.kind === 'static') {
    const text = definition.props.text;
    return text
      ? { title, columns: [{ key: 'text', label: title, format: 'text' }], rows: [[text]] }
      : messageSheet(title, title);
  }
  if (source.kind === 'unserved') return messageSheet(title, t('chart.errors.unavailable'));
  try {
    const { endpoint, requests } = source;
    const answers = await Promise.all(requests.map((request) => answerOf(endpoint, request, sources)));
    const data = endpoint.map(definition, answers, t);
    const table = cardDataRows(data, t);
    return isEmptyCardData(data) || table.rows.length === 0
      ? messageSheet(title, t('chart.empty'))
      : { title, ...table };
  } catch (error) {
    sources.onCardError(definition.id, error);
    return messageSheet(title, t('chart.errors.load'));
  }
}
