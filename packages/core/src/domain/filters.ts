/** Filter keys of spec §3, as cards and the global filter name them. */
export const FILTER_KEYS = [
  'channels',
  'dark_post',
  'favorite',
  'names',
  'genders',
  'pages',
  'pids',
  'polarities',
  'sac_type',
  'sac_status',
  'sac_last_status',
  'sac_replier',
  'rating',
  'query',
  'tags',
  'themes',
  'uids',
  'contracts',
  'bots',
  'category',
  'channels_listening',
  'domains',
  'operators',
  'teams',
  'lovers_and_haters',
  'replied',
  'scheduled',
  'campaign_name',
  'tags_view',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const SAC_TYPE_VALUES = ['Post', 'Reels', 'Story'] as const;
export type SacTypeValue = (typeof SAC_TYPE_VALUES)[number];
export const SAC_STATUS_VALUES = ['Respondido', 'Fechado', 'Em Espera'] as const;
export type SacStatusValue = (typeof SAC_STATUS_VALUES)[number];
export const SAC_LAST_STATUS_VALUES = ['Aberto', 'Pendente'] as const;
export type SacLastStatusValue = (typeof SAC_LAST_STATUS_VALUES)[number];
/** The sac_type a filter holds when none was chosen; saving expands it to every SAC_TYPE_VALUES entry. */
export const SAC_TYPE_ALL = 'All';

/**
 * Which of the universe's rows an owned card counts, by the connected pages P (the filter's `pages`): the pages'
 * own publications (a post on a page of P written by that page: pid ∈ P and uid = pid; a page's profile), the
 * conversations on them (pid ∈ P by someone else; the status changes and surveys of P's pages), or what was
 * earned (every post but the pages' own publications; every profile but the pages'). Not a spec §3 key: no user
 * chooses it; cardRequestFilter sets it from the card's data type, so guests' requests carry it as well.
 */
export const PAGE_SCOPES = ['publications', 'conversations', 'earned'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];
export const LOVERS_AND_HATERS_VALUES = ['lovers', 'haters'] as const;
export type LoversAndHatersValue = (typeof LOVERS_AND_HATERS_VALUES)[number];

/**
 * What each filter key holds: a list of texts, a list of numeric codes (polarity, gender, rating), a yes/no
 * switch, or one free text (the search query, the event category, the campaign name).
 */
export type FilterValueKind = 'texts' | 'codes' | 'flag' | 'text';

export const FILTER_VALUE_KINDS: Record<FilterKey, FilterValueKind> = {
  channels: 'texts',
  dark_post: 'flag',
  favorite: 'flag',
  names: 'texts',
  genders: 'codes',
  pages: 'texts',
  pids: 'texts',
  polarities: 'codes',
  sac_type: 'texts',
  sac_status: 'texts',
  sac_last_status: 'texts',
  sac_replier: 'texts',
  rating: 'codes',
  query: 'text',
  tags: 'texts',
  themes: 'texts',
  uids: 'texts',
  contracts: 'texts',
  bots: 'texts',
  category: 'text',
  channels_listening: 'texts',
  domains: 'texts',
  operators: 'texts',
  teams: 'texts',
  lovers_and_haters: 'texts',
  replied: 'flag',
  scheduled: 'flag',
  campaign_name: 'text',
  tags_view: 'texts',
};

export function isFilterKey(value: string): value is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(value);
}

/** The filter keys most listening cards accept. */
export const LISTENING_FILTERS: readonly FilterKey[] = [
  'channels',
  'names',
  'genders',
  'polarities',
  'query',
  'tags',
  'themes',
  'uids',
  'tags_view',
];
/** The filter keys most customer-service cards accept. */
export const SAC_FILTERS: readonly FilterKey[] = [
  'channels',
  'pages',
  'pids',
  'dark_post',
  'sac_type',
  'sac_status',
  'sac_last_status',
  'sac_replier',
  'operators',
  'polarities',
  'tags',
  'replied',
  'lovers_and_haters',
];
/** The filter keys chatbot cards accept; bots and contracts are required (spec §5). */
export const CHATBOT_FILTERS: readonly FilterKey[] = [
  'bots',
  'contracts',
  'domains',
  'category',
  'scheduled',
];
/** Desk (human service) cards add queues, attendants and tags to the chatbot keys. */
export const DESK_FILTERS: readonly FilterKey[] = ['bots', 'contracts', 'teams', 'operators', 'tags'];
