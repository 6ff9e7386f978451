import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../domain/channels.ts';
import {
  cardFilter,
  excludesShortVideo,
  expandSacTypeForSave,
  withoutHiddenChannels,
  withoutShortVideo,
  withSacTypeDefault,
} from './global-filter-rules.ts';

const pages = [
  { id: 'p-fb', channel: 'facebook' },
  { id: 'p-tt', channel: 'tiktok' },
  { id: 'p-ig', channel: 'instagram' },
];
const tiktokHidden = {
  tiktok: { hideInChannel: true, disableTag: true, disableTheme: true, disablePolarity: true },
};

describe('global filter: TikTok and classification filters', () => {
  it('needs polarities, themes or tags to exclude TikTok', () => {
    expect(excludesShortVideo({ channels: ['tiktok'] })).toBe(false);
    expect(excludesShortVideo({ polarities: [] })).toBe(false);
    expect(excludesShortVideo({ polarities: [1] })).toBe(true);
    expect(excludesShortVideo({ themes: ['Preço'] })).toBe(true);
    expect(excludesShortVideo({ tags: ['Elogio'] })).toBe(true);
  });

  it('removes TikTok channels and pages when a polarity is chosen', () => {
    expect(
      withoutShortVideo(
        { polarities: [2], channels: ['tiktok', 'facebook'], pages: ['p-tt', 'p-fb'] },
        pages,
      ),
    ).toEqual({
      polarities: [2],
      channels: ['facebook'],
      pages: ['p-fb'],
    });
  });

  it('turns "all channels" into every channel but TikTok, and all pages into the non-TikTok ones', () => {
    const filter = withoutShortVideo({ themes: ['Preço'] }, pages);
    expect(filter.channels).toHaveLength(CHANNELS.length - 1);
    expect(filter.channels).not.toContain('tiktok');
    expect(filter.pages).toEqual(['p-fb', 'p-ig']);
  });

  it('leaves a filter without classification choices alone', () => {
    const filter = { channels: ['tiktok'] };
    expect(withoutShortVideo(filter, pages)).toBe(filter);
  });
});

describe('global filter: sac_type', () => {
  it('defaults a missing sac_type to All', () => {
    expect(withSacTypeDefault({})).toEqual({ sac_type: ['All'] });
    expect(withSacTypeDefault({ sac_type: ['Reels'] })).toEqual({ sac_type: ['Reels'] });
  });

  it('expands All (or nothing) to every type on save', () => {
    expect(expandSacTypeForSave({ sac_type: ['All'] })).toEqual({ sac_type: ['Post', 'Reels', 'Story'] });
    expect(expandSacTypeForSave({})).toEqual({ sac_type: ['Post', 'Reels', 'Story'] });
    expect(expandSacTypeForSave({ sac_type: ['Story'] })).toEqual({ sac_type: ['Story'] });
  });
});

describe('global filter: channels hidden by a card', () => {
  it('removes them from the channel filters', () => {
    expect(
      withoutHiddenChannels(
        { channels: ['tiktok', 'instagram'], channels_listening: ['tiktok'] },
        tiktokHidden,
      ),
    ).toEqual({
      channels: ['instagram'],
      channels_listening: [],
    });
    expect(withoutHiddenChannels({ channels: ['tiktok'] }, null)).toEqual({ channels: ['tiktok'] });
  });

  it('builds the filter a card sends: supported keys, its own filters, no TikTok, no hidden channels', () => {
    const global = {
      channels: ['tiktok', 'facebook'],
      polarities: [1 as const],
      bots: ['bot-1'],
      query: 'frete',
    };
    expect(
      cardFilter(global, {
        supportedFilters: ['channels', 'polarities', 'query'],
        control: tiktokHidden,
        selectedFilters: { query: 'entrega' },
        pages,
      }),
    ).toEqual({ channels: ['facebook'], polarities: [1], query: 'entrega', pages: ['p-fb', 'p-ig'] });
  });
});
