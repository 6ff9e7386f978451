import type { ChannelControl } from '../cards/card-definition.ts';
import type { ConnectedPage } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import { CHANNELS, canonicalChannelId, SHORT_VIDEO_CHANNEL } from '../domain/channels.ts';
import { type FilterKey, type PageScope, SAC_TYPE_ALL, SAC_TYPE_VALUES } from '../domain/filters.ts';
import { withPagePart } from './owned-pages.ts';

const isShortVideo = (channel: string) =>
  (canonicalChannelId(channel) ?? canonicalChannelId(channel.toLowerCase())) === SHORT_VIDEO_CHANNEL;

/** Sentiment, themes and tags do not exist for the short-video channel (spec §5, §8). */
export function excludesShortVideo(filter: Filter): boolean {
  return (
    (filter.polarities?.length ?? 0) > 0 || (filter.themes?.length ?? 0) > 0 || (filter.tags?.length ?? 0) > 0
  );
}

/**
 * When polarities, themes or tags are chosen, TikTok channels and pages are excluded. A filter without a
 * channel list (all channels) gets every known channel but TikTok; a filter without a page list gets the
 * connected pages but TikTok's, when there is a TikTok page to leave out.
 */
export function withoutShortVideo(filter: Filter, pages: readonly ConnectedPage[] = []): Filter {
  if (!excludesShortVideo(filter)) return filter;
  const next: Filter = { ...filter };
  const allButShortVideo = CHANNELS.map((c) => c.id).filter((id) => id !== SHORT_VIDEO_CHANNEL);
  next.channels = (filter.channels ?? allButShortVideo).filter((channel) => !isShortVideo(channel));
  if (filter.channels_listening) {
    next.channels_listening = filter.channels_listening.filter((channel) => !isShortVideo(channel));
  }
  const shortVideoPages = new Set(pages.filter((p) => isShortVideo(p.channel)).map((p) => p.id));
  if (filter.pages) {
    next.pages = filter.pages.filter((id) => !shortVideoPages.has(id));
  } else if (shortVideoPages.size > 0) {
    next.pages = pages.filter((p) => !shortVideoPages.has(p.id)).map((p) => p.id);
  }
  return next;
}

/** A missing (or empty) sac_type means All. */
export function withSacTypeDefault(filter: Filter): Filter {
  return filter.sac_type && filter.sac_type.length > 0 ? filter : { ...filter, sac_type: [SAC_TYPE_ALL] };
}

/** On save, All (or no choice) becomes every type: Post, Reels, Story. */
export function expandSacTypeForSave(filter: Filter): Filter {
  const chosen = filter.sac_type ?? [];
  if (chosen.length > 0 && !chosen.includes(SAC_TYPE_ALL)) return filter;
  return { ...filter, sac_type: [...SAC_TYPE_VALUES] };
}

/** The channels a card's control hides (control[channel].hideInChannel). */
export function hiddenChannels(control: Readonly<Record<string, ChannelControl>> | null): string[] {
  return Object.entries(control ?? {})
    .filter(([, value]) => value.hideInChannel)
    .map(([channel]) => channel);
}

/** Removes the channels a card's control hides from the channel filters. */
export function withoutHiddenChannels(
  filter: Filter,
  control: Readonly<Record<string, ChannelControl>> | null,
): Filter {
  const hidden = new Set(hiddenChannels(control).map((c) => canonicalChannelId(c) ?? c));
  if (hidden.size === 0) return filter;
  const visible = (channel: string) => !hidden.has(canonicalChannelId(channel) ?? channel);
  const next: Filter = { ...filter };
  if (filter.channels) next.channels = filter.channels.filter(visible);
  if (filter.channels_listening) next.channels_listening = filter.channels_listening.filter(visible);
  return next;
}

export interface CardFilterContext {
  /** The filter keys the card honours; the others of the global filter do not reach it. */
  supportedFilters: readonly FilterKey[];
  control: Readonly<Record<string, ChannelControl>> | null;
  /** Filters the card fixes itself; they win over the global filter. */
  selectedFilters: Filter | null;
  pages: readonly ConnectedPage[];
  /**
   * Which rows of the connected pages an owned card counts (owned-pages.ts pageScopeOf); null for the other
   * cards, which count the whole universe.
   */
  pageScope?: PageScope | null;
}

/**
 * The filter a card's request carries: the global filter narrowed to the keys the card supports, the card's
 * own selected filters over it, an owned card's pages and page scope, TikTok left out when classification
 * filters are in play, and the channels the card hides removed.
 */
export function cardFilter(globalFilter: Filter, card: CardFilterContext): Filter {
  const narrowed: Record<string, unknown> = {};
  for (const key of card.supportedFilters) {
    if (globalFilter[key] !== undefined) narrowed[key] = globalFilter[key];
  }
  const merged: Filter = { ...(narrowed as Filter), ...card.selectedFilters };
  const scoped = card.pageScope ? withPagePart(merged, card.pages, card.pageScope) : merged;
  return withoutHiddenChannels(withoutShortVideo(scoped, card.pages), card.control);
}
