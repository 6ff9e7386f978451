import {
  canonicalChannelId,
  codesOf,
  type Filter,
  GENDER_INFO,
  genderOf,
  type PageScope,
  polarityInfo,
  SAC_CONVERSATION_TYPES,
  SAC_TYPE_ALL,
  SAC_TYPE_VALUES,
  STATUS_OF_FILTER_NAME,
} from '@mirante/core';
import { type Dialect, duckDbDialect } from './dialect.ts';
import type { SqlParams } from './sql-params.ts';
import { textSearchCondition } from './text-search.ts';

export { createSqlParams, type SqlParams, type SqlValue } from './sql-params.ts';

/** The analytics tables a filter can narrow: the chart entities' tables and the internal entities' (chatbot, desk). */
export type FilterTable =
  | 'posts'
  | 'profiles'
  | 'sac_status'
  | 'sac_surveys'
  | 'chatbot_messages'
  | 'chatbot_contacts'
  | 'chatbot_events'
  | 'campaigns'
  | 'desk_tickets'
  | 'attendant_status'
  | 'operator_status'
  | 'stock_prices';

export interface FilterWhereOptions {
  dialect?: Dialect;
  /**
   * The placeholder of the universe being queried. lovers_and_haters looks up authors in that universe's
   * posts; without it the lookup correlates on `<table>.universe_id` (so the table must not be aliased).
   */
  universe?: string;
}

/** Which column of each table a filter key narrows; a key absent for a table is ignored there. */
interface TableColumns {
  channel: string | null;
  /** The connected page (filter `pages`). */
  page: string | null;
  /** The post or page id the filter `pids` holds. */
  pid: string | null;
  author: string | null;
  polarity: string | null;
  gender: string | null;
  tag: string | null;
  theme: string | null;
  group: string | null;
  sacType: string | null;
  status: string | null;
  lastStatus: string | null;
  operator: string | null;
  replied: string | null;
  darkPost: string | null;
  favorite: string | null;
  rating: string | null;
  text: string | null;
  /** The bot a chatbot or desk row belongs to (filter `bots`). */
  bot: string | null;
  /** The channel's gateway domain of a chatbot message or contact (filter `domains`). */
  domain: string | null;
  /** A custom event's category (filter `category`, one text matched exactly). */
  category: string | null;
  /** Whether a campaign was scheduled (filter `scheduled`). */
  scheduled: string | null;
  /** A campaign's name (filter `campaign_name`: the name contains the text, in any case). */
  campaignName: string | null;
  /** A ticket's queue (filter `teams`, one value per row). */
  team: string | null;
  /** An attendant's queues (filter `teams`, a list per row: shares one). */
  teamList: string | null;
  /** The desk attendant (filter `operators` only; sac_replier is the SAC operator's). */
  attendant: string | null;
  /** A ticket's tags (filter `tags`, a list per row: shares one). */
  ticketTags: string | null;
  /** Whether channels_listening (the listening channels of a combined card) applies. */
  listening: boolean;
}

const NONE: TableColumns = {
  channel: null,
  page: null,
  pid: null,
  author: null,
  polarity: null,
  gender: null,
  tag: null,
  theme: null,
  group: null,
  sacType: null,
  status: null,
  lastStatus: null,
  operator: null,
  replied: null,
  darkPost: null,
  favorite: null,
  rating: null,
  text: null,
  bot: null,
  domain: null,
  category: null,
  scheduled: null,
  campaignName: null,
  team: null,
  teamList: null,
  attendant: null,
  ticketTags: null,
  listening: false,
};

const TABLES: Record<FilterTable, TableColumns> = {
  // A post's pid is the connected page it was published on (own-page posts); listening posts have none.
  posts: {
    ...NONE,
    channel: 'channel',
    page: 'pid',
    pid: 'pid',
    author: 'uid',
    polarity: 'polarity',
    gender: 'gender',
    tag: 'tag',
    theme: 'theme',
    group: '"group"',
    sacType: 'sac_type',
    status: 'sac_status',
    lastStatus: 'sac_last_status',
    operator: 'operator',
    replied: 'replied',
    darkPost: 'dark_post',
    favorite: 'favorite',
    text: 'text',
    listening: true,
  },
  profiles: { ...NONE, channel: 'channel', author: 'uid', listening: true },
  // A status change belongs to a page (page_id; pid too, as the ingest sends it) and a conversation's post
  // (post_id); value is the status it changed to.
  sac_status: {
    ...NONE,
    channel: 'channel',
    page: 'page_id',
    pid: 'pid',
    author: 'user_id',
    sacType: 'sac_type',
    status: 'value',
    lastStatus: 'last_value',
    operator: 'operator',
  },
  // A survey's pid is the page the conversation happened on.
  sac_surveys: {
    ...NONE,
    channel: 'channel',
    page: 'pid',
    pid: 'pid',
    author: 'user_id',
    rating: 'survey_score',
    operator: 'operator',
  },
  // Chatbot and desk rows belong to a bot; they have no social channel.
  chatbot_messages: { ...NONE, bot: 'bot_key', domain: 'domain' },
  chatbot_contacts: { ...NONE, bot: 'bot_key', domain: 'domain' },
  chatbot_events: { ...NONE, bot: 'bot_key', category: 'category' },
  campaigns: { ...NONE, bot: 'bot_key', scheduled: 'scheduled', campaignName: 'campaign_name' },
  desk_tickets: { ...NONE, bot: 'bot_key', team: 'team', attendant: 'attendant', ticketTags: 'tags' },
  attendant_status: { ...NONE, bot: 'bot_key', teamList: 'teams', attendant: 'attendant' },
  // A SAC operator's status changes (sac_replier names the operator).
  operator_status: { ...NONE, operator: 'operator' },
  // A share's daily quotes belong to no page, author or bot: no filter key narrows them.
  stock_prices: NONE,
};

/**
 * How page_scope reads a table: the column holding the row's page, and (posts) the author who makes a post one
 * of the page's own publications. Tables absent here have no pages: page_scope leaves them alone.
 */
const SCOPE_COLUMNS: Partial<Record<FilterTable, { page: string; author: string | null }>> = {
  posts: { page: 'pid', author: 'uid' },
  profiles: { page: 'uid', author: null },
  sac_status: { page: 'page_id', author: null },
  sac_surveys: { page: 'pid', author: null },
};

/**
 * The condition of page_scope (domain/filters.ts PAGE_SCOPES) with the connected pages P. Without pages, the
 * pages' publications and conversations are no row (never every row); what was earned is every row.
 */
function pageScopeCondition(
  table: FilterTable,
  scope: PageScope,
  pages: readonly string[] | undefined,
  params: SqlParams,
  dialect: Dialect,
): string | null {
  const columns = SCOPE_COLUMNS[table];
  if (!columns) return null;
  const { author } = columns;
  const profiles = table === 'profiles';
  // Status changes and surveys are conversations only; a profile is a page's own or earned, never a conversation.
  const never =
    (scope === 'conversations' && profiles) || (scope !== 'conversations' && author === null && !profiles);
  if (never) return dialect.truth('false');
  if (!present(pages)) return scope === 'earned' ? null : dialect.truth('false');
  const list = params.add(normalised(pages));
  const onPage = dialect.inTexts(columns.page, list);
  if (scope === 'conversations') {
    return author ? `(${onPage} AND (${author} IS NULL OR ${author} <> ${columns.page}))` : onPage;
  }
  // The author among the pages too (implied by uid = pid): a test on one column, which the engine checks
  // before reading the rest of a row, where the two columns' equality needs both (a third of the scan's time).
  const own = author
    ? `(${onPage} AND ${dialect.inTexts(author, list)} AND ${author} = ${columns.page})`
    : onPage;
  return scope === 'publications' ? own : `NOT coalesce(${own}, ${dialect.truth('false')})`;
}

/** Sorted, without repeats: the same choice always binds the same list (stable SQL and cache keys). */
const normalised = (values: readonly (string | number)[]): string[] =>
  [...new Set(values.map(String))].sort();

const present = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/**
 * The conversation types each sac_type choice stands for: Reels and Story are themselves, Post is every other
 * type (posts, comments, mentions, reviews, inbox). All, or the three together, does not filter.
 */
function sacTypesOf(choice: readonly string[]): string[] | null {
  if (choice.includes(SAC_TYPE_ALL) || SAC_TYPE_VALUES.every((v) => choice.includes(v))) return null;
  const special = new Set<string>(['Reels', 'Story']);
  return SAC_CONVERSATION_TYPES.filter((type) =>
    special.has(type) ? choice.includes(type) : choice.includes('Post'),
  );
}

/**
 * The WHERE conditions (AND-ed by the caller) a filter puts on one analytics table, for every filter key of
 * spec §3 that has a column there. Keys without a column on the table are ignored, and so are empty lists
 * (an empty choice means no choice). Only whitelisted column names reach the SQL text; every value is bound
 * through `params`.
 *
 * Meanings worth knowing:
 * - channels (aliases resolved): the row's channel. On posts and profiles, channels_listening is the
 *   listening side of a combined card: a row passes when its channel is in either list.
 * - pages, pids: the connected page / post id column of the table (see TABLES). With page_scope (set by core's
 *   cardRequestFilter for owned cards) pages are the connected pages P and the scope says which rows of them
 *   count: pageScopeCondition.
 * - polarities and genders match every code of the chosen sentiment or gender (negative: 2 and -1).
 * - tags, themes, names (groups), tags_view: the row's list shares at least one value.
 * - sac_status / sac_last_status take the pt-BR names (Respondido, Fechado, Em Espera / Aberto, Pendente).
 * - sac_replier and operators: the operator who handled the conversation.
 * - lovers_and_haters: authors whose classified posts in the universe are mostly positive (lovers) or
 *   mostly negative (haters), over all of the universe's posts so a user's standing does not depend on the
 *   chosen period.
 * - query: the boolean text search on the post text (text-search.ts; a malformed query is a 400). A blank
 *   query does not filter.
 * - bots: the bot of a chatbot or desk row; domains: a message's or contact's gateway domain; category: an
 *   event's category, exactly (a blank one does not filter); scheduled: campaigns scheduled or not;
 *   campaign_name: campaigns whose name contains the text, in any case (a blank one does not filter).
 * - teams: a ticket's queue or one of an attendant's queues; operators: the desk attendant on the desk
 *   tables; tags: a ticket's tags share one.
 * - contracts choose how the bot platform is asked, not which rows: it narrows no table.
 */
export function filterWhere(
  table: FilterTable,
  filter: Filter,
  params: SqlParams,
  options: FilterWhereOptions = {},
): string[] {
  const dialect = options.dialect ?? duckDbDialect;
  const columns = TABLES[table];
  const where: string[] = [];
  const texts = (column: string | null, values: readonly string[] | undefined) => {
    if (column && present(values)) where.push(dialect.inTexts(column, params.add(normalised(values))));
  };
  const integers = (column: string | null, values: readonly number[] | undefined) => {
    if (column && present(values)) where.push(dialect.inIntegers(column, params.add(normalised(values))));
  };
  const anyOf = (column: string | null, values: readonly string[] | undefined) => {
    if (column && present(values)) where.push(dialect.listHasAny(column, params.add(normalised(values))));
  };
  const flag = (column: string | null, value: boolean | undefined) => {
    if (column && value !== undefined) where.push(`${column} = ${params.add(value)}`);
  };

  const channelsOf = (values: readonly string[]) => values.map((c) => canonicalChannelId(c) ?? c);
  const channelLists = [
    present(filter.channels) ? channelsOf(filter.channels) : null,
    columns.listening && present(filter.channels_listening) ? channelsOf(filter.channels_listening) : null,
  ].filter((list): list is string[] => list !== null);
  if (channelLists.length > 0) texts(columns.channel, channelLists.flat());

  if (filter.page_scope === undefined) texts(columns.page, filter.pages);
  else {
    const scoped = pageScopeCondition(table, filter.page_scope, filter.pages, params, dialect);
    if (scoped) where.push(scoped);
  }
  texts(columns.pid, filter.pids);
  texts(columns.author, filter.uids);

  if (present(filter.polarities)) {
    integers(
      columns.polarity,
      filter.polarities.flatMap((code) => codesOf(polarityInfo(code).sentiment)),
    );
  }
  if (present(filter.genders)) {
    integers(
      columns.gender,
      filter.genders.flatMap((code) => GENDER_INFO[genderOf(code)].codes),
    );
  }

  anyOf(columns.tag, filter.tags);
  anyOf(columns.theme, filter.themes);
  anyOf(columns.group, filter.names);
  anyOf(columns.tag, filter.tags_view);

  if (present(filter.sac_type)) {
    const types = sacTypesOf(filter.sac_type);
    if (types) texts(columns.sacType, types);
  }
  if (present(filter.sac_status)) {
    texts(
      columns.status,
      filter.sac_status.map((name) => STATUS_OF_FILTER_NAME[name]),
    );
  }
  if (present(filter.sac_last_status)) {
    texts(
      columns.lastStatus,
      filter.sac_last_status.map((name) => STATUS_OF_FILTER_NAME[name]),
    );
  }
  texts(columns.operator, filter.sac_replier);
  texts(columns.operator, filter.operators);

  flag(columns.replied, filter.replied);
  flag(columns.darkPost, filter.dark_post);
  flag(columns.favorite, filter.favorite);
  integers(columns.rating, filter.rating);

  texts(columns.bot, filter.bots);
  texts(columns.domain, filter.domains);
  const category = filter.category?.trim();
  if (category) texts(columns.category, [category]);
  flag(columns.scheduled, filter.scheduled);
  const campaignName = filter.campaign_name?.trim();
  if (columns.campaignName && campaignName) {
    where.push(dialect.containsText(columns.campaignName, params.add(campaignName)));
  }
  texts(columns.team, filter.teams);
  anyOf(columns.teamList, filter.teams);
  texts(columns.attendant, filter.operators);
  anyOf(columns.ticketTags, filter.tags);

  if (columns.author && present(filter.lovers_and_haters)) {
    where.push(loversAndHaters(columns.author, table, filter.lovers_and_haters, options.universe, dialect));
  }
  if (columns.text && filter.query !== undefined && filter.query.trim() !== '') {
    where.push(textSearchCondition(columns.text, filter.query, params, dialect));
  }
  return where;
}

function loversAndHaters(
  author: string,
  table: FilterTable,
  choice: readonly ('lovers' | 'haters')[],
  universe: string | undefined,
  dialect: Dialect,
): string {
  // Codes are our own integers, never user text.
  const positive = codesOf('positive').join(', ');
  const negative = codesOf('negative').join(', ');
  const pos = dialect.countWhere(`lh.polarity IN (${positive})`);
  const neg = dialect.countWhere(`lh.polarity IN (${negative})`);
  const having = [
    choice.includes('lovers') ? `${pos} > ${neg}` : null,
    choice.includes('haters') ? `${neg} > ${pos}` : null,
  ]
    .filter(Boolean)
    .join(' OR ');
  const scope = universe ?? `${table}.universe_id`;
  return dialect.inSubquery(
    author,
    `SELECT lh.uid FROM posts lh WHERE lh.universe_id = ${scope} AND lh.uid IS NOT NULL GROUP BY lh.uid HAVING ${having}`,
  );
}
