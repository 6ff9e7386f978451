import type { MessageKey } from '../i18n/pt-BR.ts';

/** Sort options the post services accept (spec §3). */
export const SORT_OPTIONS = [
  'date_asc',
  'date_desc',
  'comments',
  'hot',
  'influence',
  'interactions',
  'likes',
  'shares',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Post ordering as the UI offers it, in the UI's order (spec §3). */
export const POST_ORDERINGS = [
  'hot',
  'new',
  'old',
  'influence',
  'interactions',
  'shares',
  'likes',
  'comments',
] as const;
export type PostOrdering = (typeof POST_ORDERINGS)[number];

/** The sort option a UI ordering asks the service for: new is date_desc, old is date_asc, the rest by name. */
export const POST_ORDERING_SORT: Record<PostOrdering, SortOption> = {
  hot: 'hot',
  new: 'date_desc',
  old: 'date_asc',
  influence: 'influence',
  interactions: 'interactions',
  shares: 'shares',
  likes: 'likes',
  comments: 'comments',
};

export const SORT_OPTION_LABELS: Record<SortOption, MessageKey> = {
  date_asc: 'sort.date_asc',
  date_desc: 'sort.date_desc',
  comments: 'sort.comments',
  hot: 'sort.hot',
  influence: 'sort.influence',
  interactions: 'sort.interactions',
  likes: 'sort.likes',
  shares: 'sort.shares',
};

export const DEFAULT_POST_ORDERING: PostOrdering = 'hot';

export function sortOptionFor(ordering: PostOrdering): SortOption {
  return POST_ORDERING_SORT[ordering];
}

/** The UI ordering showing a sort option (every sort option has exactly one). */
export function postOrderingFor(sort: SortOption): PostOrdering {
  const found = POST_ORDERINGS.find((ordering) => POST_ORDERING_SORT[ordering] === sort);
  return found ?? DEFAULT_POST_ORDERING;
}

export function postOrderingLabel(ordering: PostOrdering): MessageKey {
  return SORT_OPTION_LABELS[POST_ORDERING_SORT[ordering]];
}
