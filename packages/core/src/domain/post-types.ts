import type { MessageKey } from '../i18n/pt-BR.ts';

/** The kinds of post the collectors write in `posts.postType` (what LSN_25 splits its bars by). */
export const POST_TYPES = ['post', 'reply', 'comment', 'share', 'review', 'message'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_TYPE_LABELS: Record<PostType, MessageKey> = {
  post: 'postType.post',
  reply: 'postType.reply',
  comment: 'postType.comment',
  share: 'postType.share',
  review: 'postType.review',
  message: 'postType.message',
};

export function isPostType(value: string): value is PostType {
  return (POST_TYPES as readonly string[]).includes(value);
}
