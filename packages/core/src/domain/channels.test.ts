import { describe, expect, it } from 'vitest';
import { CHANNELS, canonicalChannelId, channelInfo, NOT_CLASSIFIED } from './channels.ts';

describe('channels', () => {
  it('lists the 31 channel identifiers of the spec once each', () => {
    expect(CHANNELS).toHaveLength(31);
    expect(new Set(CHANNELS.map((c) => c.id)).size).toBe(31);
  });

  it('resolves aliases and falls back to not classified', () => {
    expect(channelInfo('feedly').id).toBe('blogs');
    expect(channelInfo('googlemybusinessreviews').name).toBe('Google Meu Negócio');
    expect(channelInfo('orkut').name).toBe('Não classificado');
  });

  it('maps every alias of the spec', () => {
    expect(channelInfo('hardmob').name).toBe('Fóruns');
    expect(channelInfo('disqus').name).toBe('Notícias');
    expect(channelInfo('newscomments').name).toBe('Notícias');
  });

  it('gives every channel a colour and an icon', () => {
    for (const channel of [...CHANNELS, NOT_CLASSIFIED]) {
      expect(channel.color, channel.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(channel.icon, channel.id).toMatch(/^[a-z0-9-]+$/);
    }
    expect(channelInfo('instagram').icon).toBe('brand-instagram');
    expect(channelInfo('tiktok').icon).toBe('brand-tiktok');
    expect(channelInfo('orkut').icon).toBe('help-circle');
  });

  it('knows the canonical id of a name, or that it has none', () => {
    expect(canonicalChannelId('feedly')).toBe('blogs');
    expect(canonicalChannelId('rádio')).toBe('rádio');
    expect(canonicalChannelId('orkut')).toBeNull();
  });
});
