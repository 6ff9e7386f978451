import type { PostRecord } from '../stores/analytics/engine.ts';

let serial = 0;

/** A post with neutral defaults; tests set only what they assert on. */
export function postRecord(
  overrides: Partial<PostRecord> & Pick<PostRecord, 'universeId' | 'postedAt'>,
): PostRecord {
  serial += 1;
  return {
    id: `test-${serial}`,
    channel: 'twitter',
    polarity: 3,
    gender: 0,
    device: 'Web',
    tag: '',
    theme: '',
    group: '',
    postType: 'post',
    uid: 'u1',
    username: 'usuario',
    followers: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    views: 0,
    impressions: 0,
    reach: 0,
    interactions: 0,
    fbViews: 0,
    sacType: '',
    sacStatus: '',
    operator: '',
    pid: '',
    text: '',
    ...overrides,
  };
}
