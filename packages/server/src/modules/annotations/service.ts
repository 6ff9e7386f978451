import { randomUUID } from 'node:crypto';
import {
  ANNOTATION_DELAY_MS,
  type Annotation,
  type AnnotationCreated,
  AnnotationInput,
  type AnnotationsAnswer,
  type MessageKey,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { askedPeriod, type CardDataAsk } from '../card-data-ask.ts';
import type { AnnotatedPosts } from './annotated-posts.ts';
import type { AnnotationsRepository, StoredAnnotation } from './repository.ts';

/*
 * Annotations of posts and their report (docs/annotations.md, core contracts/annotations.ts). Who may write is
 * the route's check (a signed-in editor of the dashboard); this service checks what is written: a text of 1 to
 * ANNOTATION_TEXT_MAX characters about a post the universe holds.
 */

export interface AnnotationsDeps {
  repository: AnnotationsRepository;
  posts: AnnotatedPosts;
  audit: { record(action: string, actor: string, detail: Record<string, unknown>): Promise<void> };
  /** The clock (tests move it across the report's delay). */
  now?: () => number;
}

/** The analyst writing: a signed-in user. */
export interface Analyst {
  id: string;
  name: string;
  email: string;
}

/** One report request: the card-data ask (universe, period, staging flag, filter) and how many rows. */
export interface AnnotationsListAsk extends CardDataAsk {
  take: number;
}

const isMessageKey = (text: string): text is MessageKey => text.includes('.');

/** The body checked: 400 with the catalogue's text for each bad field. */
function parse(body: unknown): AnnotationInput {
  const parsed = AnnotationInput.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= isMessageKey(issue.message) ? issue.message : 'errors.badRequest';
  }
  throw new AppError(400, 'VALIDATION', 'annotations.errors.invalid', fields);
}

export function createAnnotationsService(deps: AnnotationsDeps) {
  const now = deps.now ?? Date.now;

  return {
    /** Stores an editor's annotation of a post of the universe, written from `dashboardId`; audited. */
    async create(
      universeId: string,
      dashboardId: string,
      analyst: Analyst,
      body: unknown,
    ): Promise<AnnotationCreated> {
      const input = parse(body);
      const at = now();
      const posts = await deps.posts({
        universeId,
        isStaging: false,
        filter: {},
        ids: [input.postId],
        now: at,
      });
      const post = posts.get(input.postId);
      if (!post) {
        throw new AppError(400, 'VALIDATION', 'annotations.errors.postUnknown', {
          postId: 'annotations.errors.postUnknown',
        });
      }
      const stored: StoredAnnotation = {
        id: randomUUID(),
        universeId,
        dashboardId,
        cardUid: input.cardUid,
        postId: post.id,
        authorId: analyst.id,
        authorName: analyst.name,
        text: input.text,
        createdAt: at,
      };
      await deps.repository.insert(stored);
      await deps.audit.record('annotation.create', analyst.email, {
        universeId,
        dashboardId,
        annotationId: stored.id,
        postId: post.id,
      });
      const annotation: Annotation = {
        id: stored.id,
        createdAt: at,
        text: stored.text,
        author: stored.authorName,
        dashboardId,
        cardUid: stored.cardUid,
        post,
      };
      return { annotation, listedFrom: at + ANNOTATION_DELAY_MS };
    },

    /**
     * The report: the annotations of the period written at least ANNOTATION_DELAY_MS ago (spec §9) whose post
     * the filter keeps, newest first, the first `take` of them.
     */
    async list(ask: AnnotationsListAsk): Promise<AnnotationsAnswer> {
      const period = askedPeriod(ask.dateRange);
      const at = now();
      const listedUntil = at - ANNOTATION_DELAY_MS;
      const until = Math.min(period.end, listedUntil);
      const written =
        until < period.start ? [] : await deps.repository.listWritten(ask.universeId, period.start, until);
      const posts = await deps.posts({
        universeId: ask.universeId,
        isStaging: ask.isStaging,
        filter: ask.filter,
        ids: written.map((annotation) => annotation.postId),
        now: at,
      });
      const kept = written.flatMap((annotation) => {
        const post = posts.get(annotation.postId);
        if (!post) return [];
        const item: Annotation = {
          id: annotation.id,
          createdAt: annotation.createdAt,
          text: annotation.text,
          author: annotation.authorName,
          dashboardId: annotation.dashboardId,
          cardUid: annotation.cardUid,
          post,
        };
        return [item];
      });
      return {
        status: 'ok',
        docs: {
          delayMs: ANNOTATION_DELAY_MS,
          listedUntil,
          total: kept.length,
          items: kept.slice(0, ask.take),
        },
      };
    },
  };
}

export type AnnotationsService = ReturnType<typeof createAnnotationsService>;
