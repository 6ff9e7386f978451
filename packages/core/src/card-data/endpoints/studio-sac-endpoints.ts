import type { CardDefinition } from '../../cards/card-definition.ts';
import type { Filter } from '../../contracts/filter.ts';
import {
  STUDIO_SAC_ANSWERS,
  STUDIO_SAC_ENDPOINTS,
  type StudioSacEndpoint,
  StudioSacQuery,
} from '../../contracts/studio-sac.ts';
import { pagePartsOf, withPagePart } from '../../rules/owned-pages.ts';
import type { CardData } from '../card-data.ts';
import { cardNotesOf, withNotes } from '../card-notes.ts';
import { pagePartsCardData } from '../page-parts.ts';
import { emptyStudioSacData, type StudioSacCardAnswer, studioSacCardData } from '../studio-sac-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { ownedPagesEndpoint } from './owned-pages-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';

/** What each endpoint reads: posts (and the pages' profiles, for their names), status changes, surveys. */
const DATASETS: Record<StudioSacEndpoint, CardEndpoint['datasets']> = {
  'post/count': ['posts'],
  'feed/backlog-table': ['posts', 'profiles'],
  'status-table': ['operator-status', 'sac-status'],
  'sac-surveys': ['sac-surveys', 'profiles'],
  'sac-surveys/scores': ['sac-surveys'],
};

/**
 * The filters a card asks with: its own; an owned+earned card (owned-pages.ts: PNP_15) the whole, then each of
 * its parts (the pages' own publications, what was earned), drawn as the whole's number with the parts under it.
 */
function filtersOf(
  definition: CardDefinition,
  context: Parameters<CardEndpoint['requests']>[1],
  filter: string | null,
) {
  const parts = pagePartsOf(definition);
  if (parts.length === 0) return [filter];
  const base: Filter = filter === null ? {} : JSON.parse(filter);
  return [filter, ...parts.map((part) => JSON.stringify(withPagePart(base, context.pages, part)))];
}

/** `GET /studio-service/{endpoint}` (spec §7): the SAC counts, tables and surveys of the studio service. */
function studioSacEndpoint(endpoint: StudioSacEndpoint): CardEndpoint<StudioSacCardAnswer> {
  const at = { key: endpointKey('studio', endpoint), route: `/studio-service/${endpoint}` };
  return ownedPagesEndpoint<StudioSacCardAnswer>({
    service: 'studio',
    endpoint,
    route: at.route,
    query: StudioSacQuery,
    answer: STUDIO_SAC_ANSWERS[endpoint],
    datasets: DATASETS[endpoint],
    requests(definition, context, filter) {
      if (definition.query.service !== 'studio') throw new Error(`${definition.id} is not a studio card`);
      const { params } = definition.query;
      return filtersOf(definition, context, filter).map((asked) =>
        serviceGetRequest(at, params, context, asked),
      );
    },
    map(definition, answers, t) {
      const [first] = answers;
      const dataOf = (answer: StudioSacCardAnswer | undefined): CardData =>
        answer === undefined
          ? emptyStudioSacData(definition, endpoint)
          : studioSacCardData(definition, endpoint, answer, t);
      const parts = pagePartsOf(definition);
      const data =
        parts.length === 0 || answers.length < parts.length + 1
          ? dataOf(first)
          : pagePartsCardData(
              parts.map((part, i) => ({ part, data: dataOf(answers[i + 1]) })),
              dataOf(first),
              t,
            );
      return withNotes(data, cardNotesOf(definition, data, null));
    },
  });
}

export const studioSacEndpoints: readonly CardEndpoint<StudioSacCardAnswer>[] =
  STUDIO_SAC_ENDPOINTS.map(studioSacEndpoint);
