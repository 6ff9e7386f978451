import { describe, expect, it } from 'vitest';
import { CHANNEL_ALIASES, CHANNELS } from '../domain/channels.ts';
import { INGEST_CHANNEL_ALIASES, ingestChannelId } from './ingest-channels.ts';

describe('ingest channel names', () => {
  it('takes every id, pt-BR name and alias in any letter case', () => {
    for (const channel of CHANNELS) {
      expect(ingestChannelId(channel.id)).toBe(channel.id);
      expect(ingestChannelId(channel.id.toUpperCase())).toBe(channel.id);
      expect(ingestChannelId(channel.name)).toBe(channel.id);
    }
    for (const [alias, id] of Object.entries({ ...CHANNEL_ALIASES, ...INGEST_CHANNEL_ALIASES })) {
      expect(ingestChannelId(alias), alias).toBe(id);
    }
  });

  it('reads the short names exports use', () => {
    expect(ingestChannelId('x')).toBe('twitter');
    expect(ingestChannelId('X')).toBe('twitter');
    expect(ingestChannelId('fb')).toBe('facebook');
    expect(ingestChannelId('IG')).toBe('instagram');
    expect(ingestChannelId('yt')).toBe('youtube');
    expect(ingestChannelId('TikTok')).toBe('tiktok');
    expect(ingestChannelId('radio')).toBe('rádio');
    expect(ingestChannelId(' Notícias ')).toBe('news');
  });

  it('maps each alias to a known channel, none of them an id of another', () => {
    const ids = new Set(CHANNELS.map((c) => c.id.toLowerCase()));
    for (const [alias, id] of Object.entries(INGEST_CHANNEL_ALIASES)) {
      expect(ids.has(id.toLowerCase()), alias).toBe(true);
      expect(ids.has(alias.toLowerCase()), alias).toBe(false);
    }
  });

  it('refuses names it does not know, and ambiguous ones', () => {
    expect(ingestChannelId('orkut')).toBeNull();
    expect(ingestChannelId('tt')).toBeNull();
    expect(ingestChannelId('')).toBeNull();
  });
});
