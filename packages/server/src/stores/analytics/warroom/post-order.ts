import { CHANNELS, type SortOption } from '@mirante/core';

/** The ORDER BY of each post sort, the same on every engine (ties then go newest first, then by id). */
export const POST_ORDER: Record<SortOption, string> = {
  date_asc: 'posted_at ASC',
  date_desc: 'posted_at DESC',
  comments: 'comments DESC',
  hot: 'hot DESC',
  influence: 'followers DESC',
  interactions: 'interactions DESC',
  likes: 'likes DESC',
  shares: 'shares DESC',
};

const CHANNEL_IDS = new Set(CHANNELS.map((channel) => channel.id));

/** The channels asked that exist (unknown ones name no post); none asked: null or undefined, as given. */
export const knownChannels = (channels: readonly string[] | null | undefined) =>
  channels?.filter((channel) => CHANNEL_IDS.has(channel));
