import type { SortOption } from '@mirante/core';

/** How authors are ranked: a sort option of spec §3, or by number of posts (the username search). */
export type AuthorSort = SortOption | 'posts';

/**
 * Each ranking: the profile column it reads, its aggregate over posts (hot: the sum of each post's hot score,
 * written by each engine's post-scope.ts), its direction.
 */
export const AUTHOR_ORDER: Record<
  AuthorSort,
  { score: string; aggregate: string; direction: 'ASC' | 'DESC' }
> = {
  date_asc: { score: 'first_post_at', aggregate: 'min(posted_at)', direction: 'ASC' },
  date_desc: { score: 'last_post_at', aggregate: 'max(posted_at)', direction: 'DESC' },
  comments: { score: 'comments', aggregate: 'sum(comments)', direction: 'DESC' },
  hot: { score: 'hot', aggregate: '', direction: 'DESC' },
  influence: { score: 'followers', aggregate: 'max(followers)', direction: 'DESC' },
  interactions: { score: 'interactions', aggregate: 'sum(interactions)', direction: 'DESC' },
  likes: { score: 'likes', aggregate: 'sum(likes)', direction: 'DESC' },
  shares: { score: 'shares', aggregate: 'sum(shares)', direction: 'DESC' },
  posts: { score: 'posts', aggregate: 'count(*)', direction: 'DESC' },
};
