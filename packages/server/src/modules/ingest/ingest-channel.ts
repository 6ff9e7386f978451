import { CHANNEL_ALIASES, CHANNELS, canonicalChannelId } from '@mirante/core';

const byLowerName = new Map<string, string>([
  ...CHANNELS.map((channel) => [channel.id.toLowerCase(), channel.id] as const),
  ...Object.entries(CHANNEL_ALIASES).map(([alias, id]) => [alias.toLowerCase(), id] as const),
]);

/**
 * The stored channel id of a channel name given to the ingest: known ids and the spec's aliases, in any
 * letter case ('Twitter', 'bluesky'); null when unknown (the column only holds known channels).
 */
export function ingestChannelId(name: string): string | null {
  return canonicalChannelId(name) ?? byLowerName.get(name.toLowerCase()) ?? null;
}
