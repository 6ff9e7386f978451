import {
  type AnnotationsAnswer,
  AnnotationsQuery,
  AnnotationsAnswer as AnswerSchema,
} from '../../contracts/annotations.ts';
import { endpointListsPeople } from '../../rules/people-exposure.ts';
import { annotationsCardData } from '../annotations-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

const key = endpointKey('annotations', 'list');

/**
 * `GET /annotations/list` (the annotations report, LSN_76): one request with the card's `take`, the period and
 * its filter. The annotations are the meta store's; the posts they are about (channel, date, text, and what
 * the filter asks) the analytics store's. Its answers name the analysts (PEOPLE_ENDPOINTS): never for guests.
 */
export const annotationsListEndpoint: CardEndpoint<AnnotationsAnswer> = {
  key,
  service: 'annotations',
  endpoint: 'list',
  method: 'GET',
  route: `/${key}`,
  query: AnnotationsQuery,
  body: null,
  answer: AnswerSchema,
  timeoutMs: CARD_DATA_TIMEOUT_MS,
  retries: CARD_DATA_RETRIES,
  datasets: ['posts'],
  perBot: false,
  previousPeriod: 'none',
  listsPeople: endpointListsPeople('annotations', 'list'),
  requests(definition, context, filter) {
    const { query } = definition;
    if (query.service !== 'annotations') throw new Error(`${definition.id} is not an annotations card`);
    return [serviceGetRequest({ key, route: `/${key}` }, query.params, context, filter)];
  },
  map: (_definition, answers, t) => annotationsCardData(answers, t),
};

export const annotationsEndpoints: readonly CardEndpoint[] = [annotationsListEndpoint as CardEndpoint];
