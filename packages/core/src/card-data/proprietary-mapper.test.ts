import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../cards/card-definition.ts';
import { cardRegistry } from '../cards/registry.ts';
import {
  AnalyticsSettingsInput,
  DEFAULT_CPM_BY_CHANNEL,
  effectiveAnalyticsSettings,
  MEDIA_TYPE_OF_CHANNEL,
  type MediaAnswer,
  PRESS_MEDIA_CHANNELS,
  type ProprietaryAnswer,
  SETTINGS_CHANNELS,
} from '../contracts/proprietary.ts';
import { previousDateRange } from '../domain/dates.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, isEmptyCardData } from './card-data-rows.ts';
import type { CardDataContext } from './endpoints/card-request.ts';
import { cardEndpointByKey, cardSourceOf } from './endpoints/registry.ts';
import { proprietaryCardData, QUADRANT_COLORS } from './proprietary-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');

const window = { start: 1, end: 2 };
const postsAnswer = (points: ProprietaryAnswer<'engagement-matrix/posts'>['docs']['points']) => ({
  status: 'ok' as const,
  docs: { days: 90, window, mean: { x: 100, y: 10 }, measured: 3, total: points.length, points },
});
const post = (id: string, text: string, reach: number, interactions: number) => ({
  id,
  pageId: 'marca.instagram',
  channel: 'instagram',
  postedAt: 1,
  text,
  reach,
  interactions,
  impressions: reach * 2,
  quadrant: (reach >= 100 ? (interactions >= 10 ? 'highXHighY' : 'highXLowY') : 'lowXHighY') as
    | 'highXHighY'
    | 'highXLowY'
    | 'lowXHighY',
});

/** A media card: no catalogue card reads the media service yet. */
const mediaCard = (endpoint: 'distribution/media_type' | 'featured_midia' | 'publicitary_valoration') =>
  ({
    ...cardRegistry.get('SAC_63'),
    id: `MEDIA_${endpoint}`,
    dataType: 'LISTENING',
    props: { ...cardRegistry.get('SAC_63').props, metricToCompare: 'previousPeriod' },
    query: { service: 'media', endpoint, method: 'GET', params: {} },
  }) as CardDefinition;

const context: CardDataContext = {
  accountId: 'conta',
  universeId: 'marca',
  isStaging: false,
  dateRange: { start: Date.UTC(2026, 2, 9, 3), end: Date.UTC(2026, 2, 16, 2, 59) },
  globalFilter: {},
  pages: [{ id: 'marca.instagram', channel: 'instagram' }],
  contracts: [],
};

describe('engagement matrices as bubbles', () => {
  const answer = postsAnswer([
    post('p1', 'Nova coleção de inverno chegou às lojas, venha conferir as novidades', 300, 40),
    post('p2', '   ', 50, 20),
    post('p3', 'Promoção', 150, 2),
  ]);

  it('draws each own publication at reach × interactions, coloured by quadrant, labels in pt-BR and en', () => {
    const data = proprietaryCardData(cardRegistry.get('SAC_63'), [answer], t);
    if (data.kind !== 'points') throw new Error(data.kind);
    expect(data.points).toEqual([
      {
        key: 'p1',
        name: 'Nova coleção de inverno chegou às lojas…',
        x: 300,
        y: 40,
        size: 600,
        color: QUADRANT_COLORS.highXHighY,
      },
      { key: 'p2', name: 'Publicação sem texto', x: 50, y: 20, size: 100, color: QUADRANT_COLORS.lowXHighY },
      { key: 'p3', name: 'Promoção', x: 150, y: 2, size: 300, color: QUADRANT_COLORS.highXLowY },
    ]);
    expect([data.xLabel, data.yLabel, data.sizeLabel]).toEqual(['Alcance', 'Interações', 'Impressões']);
    expect(data.notes).toEqual(['chart.note.engagementMatrix']);
    const english = proprietaryCardData(cardRegistry.get('SAC_63'), [answer], en);
    if (english.kind !== 'points') throw new Error(english.kind);
    expect([english.xLabel, english.yLabel, english.points[1]?.name]).toEqual([
      'Reach',
      'Interactions',
      'Post without text',
    ]);
    expect(cardDataRows(data, t).rows[0]).toEqual(['Nova coleção de inverno chegou às lojas…', 300, 40, 600]);
  });

  it('draws each tag at publications × interactions, sized by reach', () => {
    const tags: ProprietaryAnswer<'engagement-matrix/tags'> = {
      status: 'ok',
      docs: {
        days: 90,
        window,
        mean: { x: 2, y: 20 },
        windowMean: { x: 10, y: 100 },
        measured: 4,
        total: 1,
        points: [{ tag: 'Produto', posts: 3, interactions: 30, reach: 900, quadrant: 'highXHighY' }],
      },
    };
    const data = proprietaryCardData(cardRegistry.get('SAC_64'), [tags], t);
    expect(data).toMatchObject({
      kind: 'points',
      points: [
        { key: 'Produto', name: 'Produto', x: 3, y: 30, size: 900, color: QUADRANT_COLORS.highXHighY },
      ],
      xLabel: 'Publicações',
      yLabel: 'Interações',
      sizeLabel: 'Alcance',
    });
  });

  it('draws an empty period as no bubbles (the empty state)', () => {
    const data = proprietaryCardData(cardRegistry.get('SAC_63'), [postsAnswer([])], t);
    expect(data).toMatchObject({ kind: 'points', points: [] });
    expect(isEmptyCardData(data)).toBe(true);
  });

  it('asks with the card days and the owned filter, and waits for connected pages', () => {
    const source = cardSourceOf(cardRegistry.get('SAC_63'), context, null);
    if (source.kind !== 'endpoint') throw new Error(source.kind);
    expect(source.requests).toHaveLength(1);
    expect(source.requests[0]?.path).toBe('/proprietary/engagement-matrix/posts');
    expect(source.requests[0]?.query).toMatchObject({ days: '90', universe_id: 'marca' });
    expect(JSON.parse(source.requests[0]?.query.filter ?? '{}')).toMatchObject({
      pages: ['marca.instagram'],
      page_scope: 'publications',
    });
    expect(cardSourceOf(cardRegistry.get('SAC_64'), { ...context, pages: [] }, null)).toEqual({
      kind: 'blocked',
      message: 'ownedPages.noPages',
    });
    const entry = cardEndpointByKey('proprietary/engagement-matrix/tags');
    expect(entry?.query.parse({ account_id: 'a', universe_id: 'u' }).days).toBe(90);
    expect(entry?.query.safeParse({ account_id: 'a', universe_id: 'u', days: 'muitos' }).success).toBe(false);
    expect(entry?.query.safeParse({ account_id: 'a', universe_id: 'u', days: '0' }).success).toBe(false);
  });
});

describe('media', () => {
  it('names the media types', () => {
    const answer: MediaAnswer<'distribution/media_type'> = {
      status: 'ok',
      docs: {
        total: 7,
        items: [
          { mediaType: 'social', posts: 5, reach: 50 },
          { mediaType: 'press', posts: 2, reach: 900 },
        ],
      },
    };
    const data = proprietaryCardData(mediaCard('distribution/media_type'), [answer], t);
    expect(data).toMatchObject({
      kind: 'values',
      items: [
        { key: 'social', name: 'Redes sociais', value: 5 },
        { key: 'press', name: 'Imprensa', value: 2 },
      ],
      format: 'count',
    });
  });

  it('lists the featured outlets with their channels by name', () => {
    const answer: MediaAnswer<'featured_midia'> = {
      status: 'ok',
      docs: {
        items: [{ uid: 'press-folha', name: 'Folha', channels: ['news', 'portais'], posts: 3, reach: 10 }],
      },
    };
    const data = proprietaryCardData(mediaCard('featured_midia'), [answer], t);
    expect(cardDataRows(data, t)).toMatchObject({
      columns: [{ label: 'Veículo' }, { label: 'Canais' }, { label: 'Publicações' }, { label: 'Alcance' }],
      rows: [['Folha', 'Notícias, Portais', 3, 10]],
    });
  });

  it('shows the advertising value with the previous period, asked as a second request', () => {
    const value = (v: number): MediaAnswer<'publicitary_valoration'> => ({
      status: 'ok',
      equivalence: { value: v, currency: 'BRL', posts: 1, impressions: 0, reach: 0, byChannel: [] },
    });
    const card = mediaCard('publicitary_valoration');
    expect(proprietaryCardData(card, [value(12.5), value(10)], t)).toEqual({
      kind: 'value',
      value: 12.5,
      previous: 10,
      min: null,
      max: null,
      format: 'currency',
    });
    expect(proprietaryCardData(card, [value(3)], t)).toMatchObject({ value: 3, previous: null });
    const source = cardSourceOf(card, context, null);
    if (source.kind !== 'endpoint') throw new Error(source.kind);
    expect(source.endpoint.previousPeriod).toBe('second-request');
    const previous = previousDateRange(context.dateRange);
    expect(source.requests.map((r) => r.query.date_range)).toEqual([
      `${context.dateRange.start}:${context.dateRange.end}`,
      `${previous.start}:${previous.end}`,
    ]);
  });

  it('puts every channel in a media type, with a default CPM; the press is the war-room press', () => {
    for (const channel of SETTINGS_CHANNELS) {
      expect(MEDIA_TYPE_OF_CHANNEL[channel], channel).toBeDefined();
      expect(DEFAULT_CPM_BY_CHANNEL[channel], channel).toBeGreaterThanOrEqual(0);
    }
    expect([...PRESS_MEDIA_CHANNELS].sort()).toEqual(
      ['news', 'blogs', 'portais', 'impressas', 'tv', 'rádio', 'comentariosemartigos'].sort(),
    );
  });
});

describe('analytics settings', () => {
  it('takes CPM ≥ 0 and shares in (0, 1] of known channels, naming each bad field by a catalogue key', () => {
    const ok = AnalyticsSettingsInput.parse({ cpmByChannel: { tv: 0, news: 55.5 } });
    expect(ok).toEqual({ cpmByChannel: { tv: 0, news: 55.5 }, collectedShareByChannel: {} });
    expect(effectiveAnalyticsSettings(ok).cpmByChannel.news).toBe(55.5);
    expect(effectiveAnalyticsSettings(ok).collectedShareByChannel.instagram).toBe(1);
    const bad = AnalyticsSettingsInput.safeParse({
      cpmByChannel: { tv: -1, orkut: 3, news: 'dez' },
      collectedShareByChannel: { instagram: 0, facebook: 1.5, twitter: 1 },
    });
    expect(bad.success).toBe(false);
    const issues = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      'cpmByChannel.tv': 'analyticsSettings.errors.cpmNegative',
      'cpmByChannel.orkut': 'analyticsSettings.errors.unknownChannel',
      'cpmByChannel.news': 'analyticsSettings.errors.notANumber',
      'collectedShareByChannel.instagram': 'analyticsSettings.errors.shareOutOfRange',
      'collectedShareByChannel.facebook': 'analyticsSettings.errors.shareOutOfRange',
    });
    expect(t('analyticsSettings.errors.cpmNegative')).toBe('O CPM não pode ser negativo.');
  });
});
