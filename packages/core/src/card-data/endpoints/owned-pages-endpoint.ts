import type { z } from 'zod';
import type { EndpointService } from '../../cards/services.ts';
import type { IngestDataset } from '../../contracts/ingest.ts';
import { ownedCardBlockedBy } from '../../rules/owned-pages.ts';
import { endpointListsPeople } from '../../rules/people-exposure.ts';
import type { CardEndpoint, PreviousPeriod } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

/** What sets one owned-pages entry apart; the rest is the same for all of them. */
export interface OwnedPagesEndpointSpec<Answer> {
  service: EndpointService;
  endpoint: string;
  /** The route the server registers: `/<service>/<endpoint>` unless said. */
  route?: string;
  query: z.ZodObject;
  answer: z.ZodType<Answer>;
  datasets: readonly IngestDataset[];
  /** 'none' unless said. */
  previousPeriod?: PreviousPeriod;
  /** The requests a card makes: unless said, one GET with the card's own parameters. */
  requests?: CardEndpoint<Answer>['requests'];
  map: CardEndpoint<Answer>['map'];
}

/**
 * A `GET` entry of a spec §7 service whose cards count the connected pages (the studio SAC, performance,
 * operators-logs, productivity, total-calls, sac-reports, proprietary and media services): the card-data
 * timeout and retries, people listed as PEOPLE_ENDPOINTS says, and a card on a dashboard without pages says to
 * connect them (owned-pages.ts) instead of asking.
 */
export function ownedPagesEndpoint<Answer>(spec: OwnedPagesEndpointSpec<Answer>): CardEndpoint<Answer> {
  const key = `${spec.service}/${spec.endpoint}`;
  const entry: CardEndpoint<Answer> = {
    key,
    service: spec.service,
    endpoint: spec.endpoint,
    method: 'GET',
    route: spec.route ?? `/${key}`,
    query: spec.query,
    body: null,
    answer: spec.answer,
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: spec.datasets,
    perBot: false,
    previousPeriod: spec.previousPeriod ?? 'none',
    listsPeople: endpointListsPeople(spec.service, spec.endpoint),
    blockedBy: (definition, context) => ownedCardBlockedBy(definition, context.pages),
    requests:
      spec.requests ??
      ((definition, context, filter) => {
        const { query } = definition;
        if (query.service !== spec.service) throw new Error(`${definition.id} is not a ${spec.service} card`);
        return [serviceGetRequest(entry, 'params' in query ? query.params : {}, context, filter)];
      }),
    map: spec.map,
  };
  return entry;
}
