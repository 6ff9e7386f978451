import type { CardDefinition } from '../../cards/card-definition.ts';
import type { EndpointService } from '../../cards/services.ts';
import {
  MEDIA_ANSWERS,
  MEDIA_ENDPOINTS,
  type MediaEndpoint,
  MediaQuery,
  PROPRIETARY_ANSWERS,
  PROPRIETARY_ENDPOINTS,
  type ProprietaryEndpoint,
  ProprietaryQuery,
} from '../../contracts/proprietary.ts';
import { previousDateRange } from '../../domain/dates.ts';
import { type ProprietaryCardAnswer, proprietaryCardData } from '../proprietary-mapper.ts';
import type { CardEndpoint, PreviousPeriod } from './card-endpoint.ts';
import { ownedPagesEndpoint } from './owned-pages-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';

/** The card's own query parameters (days, take), as its definition writes them. */
const paramsOf = (definition: CardDefinition): Readonly<Record<string, unknown>> =>
  definition.query.service === 'none' || definition.query.service === 'charts-service'
    ? {}
    : definition.query.params;

/** A media card that compares with the previous period of equal length (its metricToCompare). */
const comparesWithPrevious = (definition: CardDefinition) =>
  definition.props.metricToCompare === 'previousPeriod';

interface Spec {
  service: Extract<EndpointService, 'proprietary' | 'media'>;
  endpoint: ProprietaryEndpoint | MediaEndpoint;
  query: typeof ProprietaryQuery | typeof MediaQuery;
  answer: CardEndpoint['answer'];
  previousPeriod: PreviousPeriod;
}

/**
 * `GET /proprietary/engagement-matrix/…` and `GET /media/…` (spec §7): one request with the card's params and
 * the period; publicitary_valoration with variation asks the displaced previous period as a second request.
 * Cards that count only the connected pages (the matrices) wait for the dashboard to have some.
 */
function entry(spec: Spec): CardEndpoint<ProprietaryCardAnswer> {
  const key = `${spec.service}/${spec.endpoint}`;
  const route = `/${key}`;
  return ownedPagesEndpoint<ProprietaryCardAnswer>({
    service: spec.service,
    endpoint: spec.endpoint,
    query: spec.query,
    answer: spec.answer as CardEndpoint<ProprietaryCardAnswer>['answer'],
    datasets: ['posts'],
    previousPeriod: spec.previousPeriod,
    requests(definition, context, filter) {
      const params = paramsOf(definition);
      const current = serviceGetRequest({ key, route }, params, context, filter);
      if (spec.previousPeriod !== 'second-request' || !comparesWithPrevious(definition)) return [current];
      const previous = { ...context, dateRange: previousDateRange(context.dateRange) };
      return [current, serviceGetRequest({ key, route }, params, previous, filter)];
    },
    map: (definition, answers, t) => proprietaryCardData(definition, answers, t),
  });
}

export const proprietaryEndpoints: readonly CardEndpoint[] = [
  ...PROPRIETARY_ENDPOINTS.map((endpoint) =>
    entry({
      service: 'proprietary',
      endpoint,
      query: ProprietaryQuery,
      answer: PROPRIETARY_ANSWERS[endpoint],
      previousPeriod: 'none',
    }),
  ),
  ...MEDIA_ENDPOINTS.map((endpoint) =>
    entry({
      service: 'media',
      endpoint,
      query: MediaQuery,
      answer: MEDIA_ANSWERS[endpoint],
      previousPeriod: endpoint === 'publicitary_valoration' ? 'second-request' : 'none',
    }),
  ),
] as readonly CardEndpoint[];
