import { CHANNEL_ALIASES, CHANNELS } from '../domain/channels.ts';

/**
 * Short names exports and people use for a channel, each naming one channel only (`tt` could be TikTok or
 * Twitter, so it is not here). The ingest also takes every channel id, its pt-BR name and the spec's aliases.
 */
export const INGEST_CHANNEL_ALIASES: Readonly<Record<string, string>> = {
  x: 'twitter',
  fb: 'facebook',
  ig: 'instagram',
  yt: 'youtube',
  bsky: 'Bluesky',
  radio: 'rádio',
  blog: 'blogs',
  forum: 'foruns',
  forums: 'foruns',
};

const ids = new Set(CHANNELS.map((channel) => channel.id));
const byLowerName = new Map<string, string>([
  ...CHANNELS.map((channel) => [channel.name.toLowerCase(), channel.id] as const),
  ...Object.entries({ ...CHANNEL_ALIASES, ...INGEST_CHANNEL_ALIASES }).map(
    ([alias, id]) => [alias.toLowerCase(), id] as const,
  ),
  ...CHANNELS.map((channel) => [channel.id.toLowerCase(), channel.id] as const),
]);

/**
 * The stored channel id of a channel as an ingest names it: an id, a pt-BR name or an alias, in any letter
 * case ('Twitter', 'X', 'bluesky', 'Notícias'); null when unknown (the column only holds known channels).
 */
export function ingestChannelId(name: string): string | null {
  // Most records name the id itself: that needs no lowercasing.
  if (ids.has(name)) return name;
  return byLowerName.get(name.trim().toLowerCase()) ?? null;
}
