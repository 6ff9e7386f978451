import type { AnnotationsQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { AnnotationsService } from './service.ts';

/** The annotations report's entry of core's endpoint registry (LSN_76). */
export function annotationsHandlers(service: AnnotationsService): CardDataHandlers {
  const list: CardDataHandler<AnnotationsQuery, null> = {
    summary:
      "The newest `take` annotations of the period (when written) whose post the filter keeps, with the analyst's name",
    description:
      'Spec §9: an annotation is listed once it is 300,000 ms (5 minutes) old (`listedUntil`). The posts are named by channel, date, link and text, never by author.',
    handle: async ({ query, scope }) => ({
      answer: await service.list({ ...cardDataAskOf(query, scope), take: query.take }),
    }),
  };
  return { 'annotations/list': list } as CardDataHandlers;
}
