import { z } from 'zod';

/**
 * The publishing state of a dashboard (spec §4). Publishing sets publishedAt (ms as text), a new token and
 * publishedBy; unpublishing resets them to '0', '' and ''.
 */
export const PublishState = z.object({
  isPublished: z.boolean(),
  publishedAt: z.string(),
  publishedToken: z.string(),
  publishedBy: z.string(),
  /** The access code guests may type instead of following the token link; null while unpublished. */
  accessCode: z.string().nullable(),
});
export type PublishState = z.infer<typeof PublishState>;

export const UNPUBLISHED: PublishState = {
  isPublished: false,
  publishedAt: '0',
  publishedToken: '',
  publishedBy: '',
  accessCode: null,
};

/**
 * The publishing state as editors see it (`GET /dashboards/v1/{universeId}/{dashboardId}/publishing`) and as
 * publish, unpublish and regenerate answer it, with the dashboard version after the change.
 */
export const PublishResponse = z.object({
  status: z.literal('ok'),
  publishing: PublishState,
  version: z.number().int(),
});
export type PublishResponse = z.infer<typeof PublishResponse>;

/** Unpublishing answers the reset state. */
export const UnpublishResponse = PublishResponse;
export type UnpublishResponse = PublishResponse;

/**
 * Regenerating (`POST …/access-code`) issues a new access code and a new token link together; holders of the
 * old ones lose access on their next request (spec §4). It answers the new state.
 */
export const RegenerateCodeResponse = PublishResponse;
export type RegenerateCodeResponse = PublishResponse;

/** Access codes are typed by people: 8 characters without look-alikes (0/O, 1/I/L). */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;
