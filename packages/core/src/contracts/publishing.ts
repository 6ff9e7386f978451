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

export const PublishResponse = z.object({ status: z.literal('ok'), publishing: PublishState });
export type PublishResponse = z.infer<typeof PublishResponse>;

/** Unpublishing answers the reset state. */
export const UnpublishResponse = PublishResponse;
export type UnpublishResponse = PublishResponse;

/** A new access code; holders of the old one lose access (spec §4). */
export const RegenerateCodeResponse = z.object({
  status: z.literal('ok'),
  accessCode: z.string().min(1),
});
export type RegenerateCodeResponse = z.infer<typeof RegenerateCodeResponse>;
