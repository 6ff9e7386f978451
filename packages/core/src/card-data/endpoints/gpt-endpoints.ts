import { GptSuggestionsAnswer, GptSuggestionsQuery } from '../../contracts/gpt.ts';
import { endpointListsPeople } from '../../rules/people-exposure.ts';
import { gptSuggestionsCardData } from '../gpt-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

const key = endpointKey('studio', 'gpt/suggestions');

/**
 * `GET /studio-service/gpt/suggestions` (spec §7): the period's posts that wait for an answer within the card's
 * filter, each with a reply a chat model suggests (contracts/gpt.ts). No retries: a read may call a paid model,
 * and the model's failures are the answer's `problem` (a 200), not a 5xx to ask again. Its posts are people's
 * words, so PEOPLE_ENDPOINTS lists it: guests never ask it. Replying and dismissing are the module's own POST
 * routes (`gpt/reply`, `gpt/delete`), not card data.
 */
export const gptSuggestionsEndpoint: CardEndpoint<GptSuggestionsAnswer> = {
  key,
  service: 'studio',
  endpoint: 'gpt/suggestions',
  method: 'GET',
  route: `/studio-service/gpt/suggestions`,
  query: GptSuggestionsQuery,
  body: null,
  answer: GptSuggestionsAnswer,
  timeoutMs: CARD_DATA_TIMEOUT_MS,
  retries: 0,
  datasets: ['posts'],
  perBot: false,
  previousPeriod: 'none',
  listsPeople: endpointListsPeople('studio', 'gpt/suggestions'),
  requests(definition, context, filter) {
    const { query } = definition;
    if (query.service !== 'studio') throw new Error(`${definition.id} is not a studio card`);
    return [serviceGetRequest(gptSuggestionsEndpoint, query.params, context, filter)];
  },
  map: (_definition, [answer]) => gptSuggestionsCardData(answer),
};
