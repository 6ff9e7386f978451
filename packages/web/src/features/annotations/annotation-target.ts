import { type AnnotationCreated, AnnotationCreated as CreatedSchema } from '@mirante/core';
import { createContext, use } from 'react';
import { requestJson } from '../../api/http-client.ts';

/**
 * Where a post card's annotations go: the dashboard and card it is on, bound into one call. Only an editor's
 * grid provides one (SortableCardCell); read-only users, guests and the library's previews have none, and
 * their post cards offer no annotate action (docs/annotations.md).
 */
export interface AnnotationTarget {
  annotate(postId: string, text: string): Promise<AnnotationCreated>;
}

export const AnnotationTargetContext = createContext<AnnotationTarget | null>(null);

/** Null where nothing provides one: the post card then shows no annotate action. */
export function useAnnotationTarget(): AnnotationTarget | null {
  return use(AnnotationTargetContext);
}

/** POST /annotations/v1/:universeId/:dashboardId for the card `cardUid` of that dashboard. */
export function serverAnnotationTarget(
  universeId: string,
  dashboardId: string,
  cardUid: string,
): AnnotationTarget {
  const path = `/annotations/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}`;
  return {
    annotate: (postId, text) =>
      requestJson(path, CreatedSchema, { method: 'POST', body: { postId, cardUid, text } }),
  };
}
