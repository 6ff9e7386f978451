import { describe, expect, it } from 'vitest';
import { isSacTypeAllowed, SAC_CONVERSATION_TYPES, sacTypesFor } from './sac-types.ts';

describe('SAC conversation types', () => {
  it('lists the twelve types', () => {
    expect(SAC_CONVERSATION_TYPES).toHaveLength(12);
  });

  it('allows per channel what the spec lists', () => {
    expect(sacTypesFor('facebook')).toHaveLength(9);
    expect(sacTypesFor('instagram')).toEqual([
      'Post',
      'Mention',
      'PostComment',
      'MentionComment',
      'ExternalComment',
      'Story',
      'Inbox',
      'Reels',
    ]);
    expect(sacTypesFor('twitter')).toEqual(['Post', 'Inbox', 'Mention', 'PostComment', 'MentionComment']);
    expect(sacTypesFor('youtube')).toEqual(['Post', 'PostComment']);
    expect(sacTypesFor('linkedin')).toEqual(['Post', 'PostComment']);
    expect(sacTypesFor('TikTok')).toEqual(['Post', 'PostComment', 'ExternalComment', 'Mention']);
  });

  it('refuses types a channel does not produce, and channels without SAC', () => {
    expect(isSacTypeAllowed('instagram', 'Reels')).toBe(true);
    expect(isSacTypeAllowed('facebook', 'Reels')).toBe(false);
    expect(isSacTypeAllowed('youtube', 'Inbox')).toBe(false);
    expect(sacTypesFor('blogs')).toEqual([]);
  });
});
