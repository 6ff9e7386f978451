import { z } from 'zod';
import { CardDataQuery, takeParam } from './card-data-query.ts';

/*
 * Annotations of posts (issue 28, docs/annotations.md): a signed-in editor of a dashboard writes a note on a
 * post of its universe from a post card; the annotations report (LSN_76, `annotations/list`) lists them.
 *
 * - Spec §9: "Annotation-table data is delayed by 300000 ms". The server applies it: the report lists an
 *   annotation once it is ANNOTATION_DELAY_MS old (created at or before `listedUntil` = now − delay), so the
 *   report is the same for every reader within those five minutes, and the card says so.
 * - The report's period is the annotations' (when they were written), its filter the annotated posts'
 *   (channel, sentiment, tags, themes, authors): an annotation is listed when its post is kept by the filter.
 * - A row names the analyst who wrote it (users only: the endpoint lists people, so guests never receive it)
 *   and the post by its channel, date, link and the first characters of its text, never by who wrote it.
 */

/** Spec §9: how long an annotation waits before the report lists it (5 minutes). */
export const ANNOTATION_DELAY_MS = 300_000;
/** A note, not an essay: the longest text an annotation takes. */
export const ANNOTATION_TEXT_MAX = 1_000;
/** The most rows the report answers (the card asks 100). */
export const ANNOTATIONS_MAX_TAKE = 100;
/** How much of the annotated post's text a row carries. */
export const ANNOTATED_POST_TEXT_MAX = 140;

/** Query of `GET /annotations/list`: the newest `take` annotations of the period. */
export const AnnotationsQuery = CardDataQuery.extend({
  take: takeParam(ANNOTATIONS_MAX_TAKE).default(ANNOTATIONS_MAX_TAKE),
});
export type AnnotationsQuery = z.infer<typeof AnnotationsQuery>;

/** The annotated post as a row shows it: never its author (LGPD). */
export const AnnotatedPost = z.object({
  id: z.string(),
  channel: z.string(),
  postedAt: z.number(),
  url: z.string().nullable(),
  /** Its first ANNOTATED_POST_TEXT_MAX characters. */
  text: z.string(),
});
export type AnnotatedPost = z.infer<typeof AnnotatedPost>;

export const Annotation = z.object({
  id: z.string(),
  /** When it was written (ms). */
  createdAt: z.number(),
  text: z.string(),
  /** The analyst who wrote it (their name when they wrote it). */
  author: z.string(),
  dashboardId: z.string(),
  /** The card it was written from, when known. */
  cardUid: z.string().nullable(),
  post: AnnotatedPost,
});
export type Annotation = z.infer<typeof Annotation>;

/** annotations/list: the newest `take` listed annotations of the period whose post the filter keeps. */
export const AnnotationsDocs = z.object({
  /** ANNOTATION_DELAY_MS: the report's delay. */
  delayMs: z.number(),
  /** Annotations written at or before this instant (ms) are listed; later ones not yet. */
  listedUntil: z.number(),
  /** Listed annotations of the period whose post the filter keeps (the items are the first `take`). */
  total: z.number(),
  /** Newest first (then by id). */
  items: z.array(Annotation),
});
export type AnnotationsDocs = z.infer<typeof AnnotationsDocs>;

export const AnnotationsAnswer = z.object({ status: z.literal('ok'), docs: AnnotationsDocs });
export type AnnotationsAnswer = z.infer<typeof AnnotationsAnswer>;

/** Path of `POST /annotations/v1/:universeId/:dashboardId`: the dashboard the post card is on. */
export const AnnotationPath = z.object({
  universeId: z.string().min(1).max(200),
  dashboardId: z.string().min(1).max(200),
});

/**
 * What an editor sends: the post (of the universe) and the text, trimmed, 1 to ANNOTATION_TEXT_MAX
 * characters. Messages are catalogue keys (the route answers them per field).
 */
export const AnnotationInput = z.object({
  postId: z
    .string({ error: 'annotations.errors.postRequired' })
    .trim()
    .min(1, 'annotations.errors.postRequired')
    .max(500, 'annotations.errors.postUnknown'),
  cardUid: z.string().max(200, 'errors.badRequest').nullable().default(null),
  text: z
    .string({ error: 'annotations.errors.textRequired' })
    .trim()
    .min(1, 'annotations.errors.textRequired')
    .max(ANNOTATION_TEXT_MAX, 'annotations.errors.textTooLong'),
});
export type AnnotationInput = z.infer<typeof AnnotationInput>;

/** The stored annotation, and when the report starts listing it (createdAt + ANNOTATION_DELAY_MS). */
export const AnnotationCreated = z.object({
  annotation: Annotation,
  listedFrom: z.number(),
});
export type AnnotationCreated = z.infer<typeof AnnotationCreated>;
