import type { z } from 'zod';
import type { CardDefinition } from '../../cards/card-definition.ts';
import type { Endpoint, EndpointService } from '../../cards/services.ts';
import type { IngestDataset } from '../../contracts/ingest.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { CardData } from '../card-data.ts';
import type { CardDataContext, CardRequest } from './card-request.ts';

export type Translate = (key: MessageKey) => string;

/** A card's service as its query names it: the charts service or a service of spec §7. */
export type CardService = 'charts-service' | EndpointService;

/**
 * How an endpoint compares with the previous period of equal length: a second request for that period, a
 * `variation` parameter the endpoint answers with both, or not at all.
 */
export type PreviousPeriod = 'second-request' | 'variation-parameter' | 'none';

/**
 * One endpoint a card can read, written once for the web's fetcher, the server's route and handler, the
 * exports and the guest checks (DESIGN §2): where it is, what it takes and answers, how long it may take,
 * what it reads, and how its answers become what a card draws.
 */
export interface CardEndpoint<Answer = unknown> {
  /** `service/endpoint` (`charts-service` for the chart entities, whose entity is a path parameter). */
  key: string;
  service: CardService;
  /** The endpoint under its service (spec §7); `:entity` for the charts service. */
  endpoint: string;
  method: 'GET' | 'POST';
  /** The route the server registers (Fastify's syntax). */
  route: string;
  /** Card data request parameters (spec §3) and the endpoint's own options. */
  query: z.ZodObject;
  /** The POST body, or null for a GET. */
  body: z.ZodType | null;
  answer: z.ZodType<Answer>;
  timeoutMs: number;
  retries: number;
  datasets: readonly IngestDataset[];
  /** Asked once per selected bot, and the answers merged (chatbot analytics). */
  perBot: boolean;
  previousPeriod: PreviousPeriod;
  /** Its answers list people (LGPD): never for guests. */
  listsPeople: boolean;
  /**
   * Why the card cannot ask yet, as the message it shows instead (a chatbot card without a bot: spec §5, §8);
   * null, or left out, when it can.
   */
  blockedBy?(definition: CardDefinition, context: CardDataContext, filter: string | null): MessageKey | null;
  /**
   * The requests a card makes (its query, the dashboard's context, its merged filter as JSON or null).
   * None: the card is drawn from `map(definition, [])` (a search before its text, say).
   */
  requests(definition: CardDefinition, context: CardDataContext, filter: string | null): CardRequest[];
  /** The answers, in the order of `requests`, as the data the card draws (labels through `t`). */
  map(definition: CardDefinition, answers: readonly Answer[], t: Translate): CardData;
}

/** The registry's key of a war-room-like endpoint. */
export const endpointKey = <S extends EndpointService>(service: S, endpoint: Endpoint<S>): string =>
  `${service}/${endpoint}`;
