// Relative until core's index exports the proprietary contract (issue 27 integration).
import type { MediaQuery, ProprietaryQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { CardDataScope } from '../publishing/guest-service.ts';
import type { ProprietaryAsk, ProprietaryService } from './service.ts';

const askOf = (
  query: { universe_id: string; days?: number; take?: number | undefined },
  scope: CardDataScope,
): ProprietaryAsk => ({
  ...cardDataAskOf(query, scope),
  ...(query.days === undefined ? {} : { days: query.days }),
  ...(query.take === undefined ? {} : { take: query.take }),
});

const CACHED = 'Answers are cached (x-cache: hit or miss).';
const OWN =
  "Counts the connected pages' own publications (the filter's pages; pid = uid = the page), whatever page_scope the request carries.";

/** The proprietary engagement matrices and media entries of core's endpoint registry (spec §7). */
export function proprietaryHandlers(service: ProprietaryService): CardDataHandlers {
  const matrices: Record<string, CardDataHandler<ProprietaryQuery, null>> = {
    'proprietary/engagement-matrix/posts': {
      summary:
        "The period's own publications as points x = reach, y = interactions, in quadrants split by the means of the last `days` days (90)",
      description: `${OWN} ${CACHED}`,
      handle: ({ query, scope }) => service.postsMatrix(askOf(query, scope)),
    },
    'proprietary/engagement-matrix/tags': {
      summary:
        "Per tag of the period's own publications: publications and Σ interactions, in quadrants split by the means of the last `days` days scaled to the period",
      description: `${OWN} ${CACHED}`,
      handle: ({ query, scope }) => service.tagsMatrix(askOf(query, scope)),
    },
  };
  const media: Record<string, CardDataHandler<MediaQuery, null>> = {
    'media/distribution/media_type': {
      summary:
        "Posts and reach per media type (the channel's family: press, social, video, forum, review, messaging, other)",
      description: CACHED,
      handle: ({ query, scope }) => service.mediaDistribution(askOf(query, scope)),
    },
    'media/featured_midia': {
      summary: 'The press outlets with the most posts, then reach (take, 10 by default)',
      description: CACHED,
      handle: ({ query, scope }) => service.featuredMedia(askOf(query, scope)),
    },
    'media/publicitary_valoration': {
      summary:
        "Advertising value equivalence in BRL: Σ impressions (else reach) ÷ 1000 × the universe's CPM of the post's channel",
      description: `The CPMs are the universe's analytics settings (GET /studio-service/universe/analytics-settings). ${CACHED}`,
      handle: ({ query, scope }) => service.publicitaryValoration(askOf(query, scope)),
    },
  };
  return { ...matrices, ...media } as CardDataHandlers;
}
