import {
  type CardConfig,
  type CardDataContext,
  type CardDefinition,
  type CardEndpoint,
  type CardRequest,
  type CardRows,
  cardDataRows,
  cardEndpointByKey,
  cardSourceOf,
  isEmptyCardData,
  type Locale,
  type MessageKey,
  translate,
} from '@mirante/core';
import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import { parseInlineFilter } from '../filters/inline-filter.ts';

/**
 * A card's data as a sheet: the rows of its table view (core's cardDataRows), under the card's title. Numbers
 * stay numbers, dates of 'date' columns are ms instants; the other dates are written as on screen.
 */
export interface CardSheet extends CardRows {
  title: string;
}

/** Where the cards' answers come from: the card-data handlers, by registry key, that their routes run. */
export interface CardSources {
  handlers: CardDataHandlers;
  /** Told about a card whose data could not be read (the sheet then carries the card's error text). */
  onCardError(cardId: string, error: unknown): void;
}

/**
 * The dashboard view being exported: where the cards read from, over which period, with which filter, and the
 * dashboard's chatbot contracts.
 */
export interface SheetScope extends CardDataContext {
  locale: Locale;
}

/** The path parameters of a request (`:entity` of `/charts-service/:entity`), read from its path. */
function pathParams(route: string, path: string): Record<string, string> {
  const given = path.split('/');
  return Object.fromEntries(
    route
      .split('/')
      .flatMap((segment, index) => (segment.startsWith(':') ? [[segment.slice(1), given[index] ?? '']] : [])),
  );
}

/**
 * The answer to one of a card's requests, read in-process from the handler its route runs, as the route runs
 * it for the dashboard's user: the query and body parsed by the entry's own schemas, the filter decoded into
 * the scope, and the answer checked by the entry's answer schema, as the web checks it.
 */
async function answerOf(
  endpoint: CardEndpoint,
  request: CardRequest,
  sources: CardSources,
): Promise<unknown> {
  const handler = sources.handlers[endpoint.key];
  if (!handler) throw new Error(`no in-process answer for ${endpoint.key}`);
  const {
    card_id: _card,
    filter_id: _id,
    filter,
    ...query
  } = endpoint.query.parse(request.query) as Record<string, unknown>;
  const { answer } = await handler.handle({
    params: pathParams(endpoint.route, request.path),
    query,
    body: endpoint.body === null ? null : endpoint.body.parse(request.body),
    scope: {
      filter: typeof filter === 'string' ? parseInlineFilter(filter) : {},
      dateRange: String(query.date_range),
      isStaging: query.is_staging === 'true',
    },
  });
  return endpoint.answer.parse(answer);
}

/** A sheet that carries one message instead of data (what the card shows in its place). */
function messageSheet(title: string, message: string): CardSheet {
  return { title, columns: [{ key: 'message', label: message, format: 'text' }], rows: [] };
}

/**
 * The data of one dashboard card as a sheet: the card's requests (core's cardSourceOf, with the card's filter)
 * answered by the services their routes call, mapped by the endpoint's own mapper into the data the card draws,
 * and written as its table view's rows. A card drawn from its configuration carries its text; a card that
 * cannot ask yet, what it says instead (a chatbot card without a bot); a card with no data, the card's empty
 * text; a card whose data cannot be read, the card's error text, never a failed export.
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
  if (source.kind === 'blocked') return messageSheet(title, t(source.message));
  try {
    const { endpoint, requests } = source;
    // Each request to its own entry: a chatbot card asks a second endpoint beside its own (sent messages).
    const answers = await Promise.all(
      requests.map((request) => answerOf(cardEndpointByKey(request.endpoint) ?? endpoint, request, sources)),
    );
    const data = endpoint.map(definition, answers, t);
    const table = cardDataRows(data, t);
    // A card with something else to say than rows (AI suggestions turned off) keeps its columns, no row.
    return isEmptyCardData(data) ? messageSheet(title, t('chart.empty')) : { title, ...table };
  } catch (error) {
    sources.onCardError(definition.id, error);
    return messageSheet(title, t('chart.errors.load'));
  }
}
