import type { MessageKey } from '../i18n/pt-BR.ts';
import { canonicalChannelId } from './channels.ts';

/** Customer-service conversation types (spec §3). */
export const SAC_CONVERSATION_TYPES = [
  'PostComment',
  'MentionComment',
  'ExternalComment',
  'ReviewComment',
  'VisitorComment',
  'Mention',
  'Review',
  'Post',
  'VisitorPost',
  'Inbox',
  'Story',
  'Reels',
] as const;
export type SacConversationType = (typeof SAC_CONVERSATION_TYPES)[number];

/** The conversation types each channel can produce, in the spec's order. */
export const SAC_TYPES_BY_CHANNEL = {
  facebook: [
    'Post',
    'PostComment',
    'Mention',
    'MentionComment',
    'Inbox',
    'VisitorPost',
    'VisitorComment',
    'Review',
    'ReviewComment',
  ],
  instagram: [
    'Post',
    'Mention',
    'PostComment',
    'MentionComment',
    'ExternalComment',
    'Story',
    'Inbox',
    'Reels',
  ],
  twitter: ['Post', 'Inbox', 'Mention', 'PostComment', 'MentionComment'],
  youtube: ['Post', 'PostComment'],
  linkedin: ['Post', 'PostComment'],
  tiktok: ['Post', 'PostComment', 'ExternalComment', 'Mention'],
} as const satisfies Record<string, readonly SacConversationType[]>;
export type SacChannel = keyof typeof SAC_TYPES_BY_CHANNEL;

export const SAC_CHANNELS = Object.keys(SAC_TYPES_BY_CHANNEL) as SacChannel[];

export const SAC_TYPE_LABELS: Record<SacConversationType, MessageKey> = {
  PostComment: 'sacType.PostComment',
  MentionComment: 'sacType.MentionComment',
  ExternalComment: 'sacType.ExternalComment',
  ReviewComment: 'sacType.ReviewComment',
  VisitorComment: 'sacType.VisitorComment',
  Mention: 'sacType.Mention',
  Review: 'sacType.Review',
  Post: 'sacType.Post',
  VisitorPost: 'sacType.VisitorPost',
  Inbox: 'sacType.Inbox',
  Story: 'sacType.Story',
  Reels: 'sacType.Reels',
};

export function isSacConversationType(value: string): value is SacConversationType {
  return (SAC_CONVERSATION_TYPES as readonly string[]).includes(value);
}

/** The types a channel allows (aliases resolved, case ignored); none for a channel without customer service. */
export function sacTypesFor(channel: string): readonly SacConversationType[] {
  const id = canonicalChannelId(channel) ?? canonicalChannelId(channel.toLowerCase());
  return id !== null && Object.hasOwn(SAC_TYPES_BY_CHANNEL, id) ? SAC_TYPES_BY_CHANNEL[id as SacChannel] : [];
}

export function isSacTypeAllowed(channel: string, type: string): boolean {
  return sacTypesFor(channel).some((allowed) => allowed === type);
}
