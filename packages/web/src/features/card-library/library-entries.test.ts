import { cardRegistry, DEFAULT_FEATURE_FLAGS, defineCard, translate } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPONENT } from './custom-component-fixture.ts';
import { foldForSearch, groupByArea, libraryEntries, searchEntries } from './library-entries.ts';
import { fitsConnectedPages } from './library-visibility.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key);

const component = FIXTURE_COMPONENT;

const entries = (overrides: Partial<Parameters<typeof libraryEntries>[0]> = {}) =>
  libraryEntries({ flags: DEFAULT_FEATURE_FLAGS, components: [], pages: [], t, ...overrides });
const ids = (list: { definition: { id: string } }[]) => list.map((entry) => entry.definition.id);

describe('the library the drawer offers', () => {
  it('searches titles and descriptions without accents or case, every word anywhere', () => {
    expect(foldForSearch('Publicações em ALTA')).toBe('publicacoes em alta');
    const found = searchEntries(entries(), 'PUBLICACOES coletadas');
    expect(ids(found)).toContain('LSN_1');
    for (const entry of found)
      expect(entry.searchText).toMatch(/publicacoes.*coletadas|coletadas.*publicacoes/);
    // 'influência' in a description, typed without the accent.
    expect(ids(searchEntries(entries(), 'influencia'))).toContain('LSN_10');
    expect(searchEntries(entries(), '  ')).toHaveLength(entries().length);
    expect(searchEntries(entries(), 'xyzzy')).toEqual([]);
  });

  it('groups by area in the order of the library, leaving out areas with nothing to offer', () => {
    const groups = groupByArea(entries({ components: [component] }));
    expect(groups.map((group) => group.area)).toEqual([
      'listening',
      'sac',
      'owned-earned',
      'static',
      'custom',
    ]);
    // Chatbot cards wait for their flag, off by default.
    const withChatbot = groupByArea(
      entries({ flags: { ...DEFAULT_FEATURE_FLAGS, chatbotComponents: true } }),
    );
    expect(withChatbot.map((group) => group.area)).toContain('chatbot');
  });

  it('hides cards whose hideInLibrary flags are off, for library and custom cards alike', () => {
    expect(ids(entries())).not.toContain('LSN_21');
    expect(ids(entries({ flags: { ...DEFAULT_FEATURE_FLAGS, stockCards: true } }))).toContain('LSN_21');
    const flagged = { ...component, featureFlag: 'studioPlus' as const };
    expect(ids(entries({ components: [flagged] }))).not.toContain('CUSTOM_c1');
    const on = entries({ components: [flagged], flags: { ...DEFAULT_FEATURE_FLAGS, studioPlus: true } });
    expect(ids(on)).toContain('CUSTOM_c1');
  });

  it('shows a custom component with its own title and description, and places it with them', () => {
    const custom = entries({ components: [component] }).find((entry) => entry.definition.id === 'CUSTOM_c1');
    expect(custom).toMatchObject({
      title: 'Canais da marca',
      description: 'Publicações por canal',
      texts: { title: 'Canais da marca', description: 'Publicações por canal' },
    });
    expect(custom?.definition).toMatchObject({ area: 'custom', componentType: 'donut' });
  });
});

describe('the channels of the connected pages', () => {
  const sentiment = cardRegistry.get('SAC_26');
  it('offers every card while no page is connected', () => {
    expect(sentiment.control.tiktok?.hideInChannel).toBe(true);
    expect(fitsConnectedPages(sentiment, [])).toBe(true);
  });

  it('hides a page card whose control hides every connected channel, not one that reads other channels', () => {
    expect(fitsConnectedPages(sentiment, [{ id: 'p1', channel: 'tiktok' }])).toBe(false);
    expect(
      fitsConnectedPages(sentiment, [
        { id: 'p1', channel: 'tiktok' },
        { id: 'p2', channel: 'facebook' },
      ]),
    ).toBe(true);
    // Listening cards read mentions, not the pages: TikTok pages do not hide them.
    expect(fitsConnectedPages(cardRegistry.get('LSN_5'), [{ id: 'p1', channel: 'tiktok' }])).toBe(true);
    const ids = entries({ pages: [{ id: 'p1', channel: 'tiktok' }] }).map((entry) => entry.definition.id);
    expect(ids).not.toContain('SAC_26');
    expect(ids).toContain('LSN_5');
  });

  it('hides a card tied to one channel unless a page of that channel (or its alias) is connected', () => {
    const tied = defineCard({
      ...cardRegistry.get('SAC_19'),
      id: 'TEST_GMB',
      props: { ...cardRegistry.get('SAC_19').props, channel: 'googlemybusiness' },
    });
    expect(fitsConnectedPages(tied, [{ id: 'p1', channel: 'facebook' }])).toBe(false);
    expect(fitsConnectedPages(tied, [{ id: 'p1', channel: 'googlemybusinessreviews' }])).toBe(true);
  });
});
