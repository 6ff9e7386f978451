import { describe, expect, it } from 'vitest';
import type { CardDataContext } from '../card-data/endpoints/card-request.ts';
import { chartsEndpoint } from '../card-data/endpoints/charts-endpoint.ts';
import { cardSourceOf } from '../card-data/endpoints/registry.ts';
import { cardRegistry } from '../cards/registry.ts';
import type { SeriesResponse } from '../contracts/chart-template.ts';
import type { Filter } from '../contracts/filter.ts';
import { translate } from '../i18n/messages.ts';
import { cardRequestFilter } from './card-request-filter.ts';
import { askedPagePart, ownedCardBlockedBy, pagePartsOf, pageScopeOf } from './owned-pages.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const PAGES = [
  { id: 'marca.facebook', channel: 'facebook' },
  { id: 'marca.instagram', channel: 'instagram' },
];
const context = (pages = PAGES, globalFilter: Filter = {}): CardDataContext => ({
  accountId: 'acc',
  universeId: 'uni',
  isStaging: false,
  dateRange: { start: Date.UTC(2026, 10, 1, 3), end: Date.UTC(2026, 10, 8, 3) - 1 },
  contracts: [],
  globalFilter,
  pages,
});
const filterOf = (query: Readonly<Record<string, string>>): Filter => JSON.parse(query.filter ?? '{}');

describe('owned pages', () => {
  it('counts own publications on own-page cards and conversations on SAC cards, the whole elsewhere', () => {
    expect(pageScopeOf(cardRegistry.get('SAC_9'))).toBe('publications');
    expect(pageScopeOf(cardRegistry.get('SAC_26'))).toBe('conversations');
    expect(pageScopeOf(cardRegistry.get('SAC_1'))).toBe('conversations');
    expect(pageScopeOf(cardRegistry.get('LSN_13'))).toBeNull();
    expect(pageScopeOf(cardRegistry.get('PNP_1'))).toBeNull();
    expect(pagePartsOf(cardRegistry.get('PNP_1'))).toEqual(['publications', 'earned']);
  });

  it('carries the connected pages, or those chosen in the filter, with the scope', () => {
    const sac9 = cardRegistry.get('SAC_9');
    expect(cardRequestFilter(sac9, null, context())).toMatchObject({
      pages: ['marca.facebook', 'marca.instagram'],
      page_scope: 'publications',
    });
    expect(cardRequestFilter(sac9, null, context(PAGES, { pages: ['marca.instagram'] }))).toMatchObject({
      pages: ['marca.instagram'],
      page_scope: 'publications',
    });
    expect(cardRequestFilter(cardRegistry.get('LSN_13'), null, context())).toEqual({});
  });

  it('blocks an owned card until the dashboard has pages, but not an owned+earned one', () => {
    expect(ownedCardBlockedBy(cardRegistry.get('SAC_9'), [])).toBe('ownedPages.noPages');
    expect(ownedCardBlockedBy(cardRegistry.get('SAC_9'), PAGES)).toBeNull();
    expect(cardSourceOf(cardRegistry.get('SAC_30'), context([]), null)).toEqual({
      kind: 'blocked',
      message: 'ownedPages.noPages',
    });
    expect(cardSourceOf(cardRegistry.get('PNP_6'), context([]), null).kind).toBe('endpoint');
  });

  it('asks an owned+earned card for each part, and the whole when it draws one number', () => {
    const donut = cardRegistry.get('PNP_6');
    const parts = chartsEndpoint.requests(donut, context(), null).map((r) => filterOf(r.query));
    expect(parts).toEqual([
      { pages: ['marca.facebook', 'marca.instagram'], page_scope: 'publications' },
      { pages: ['marca.facebook', 'marca.instagram'], page_scope: 'earned' },
    ]);
    const number = cardRegistry.get('PNP_1');
    const asked = chartsEndpoint.requests(number, context(), null).map((r) => filterOf(r.query));
    expect(asked.map((f) => f.page_scope)).toEqual([undefined, 'publications', 'earned']);
  });

  it('draws the parts side by side, named after their part', () => {
    const answer = (values: Record<string, number>): SeriesResponse => ({
      status: 'ok',
      grain: null,
      label: 'Publicações',
      totals: null,
      series: Object.entries(values).map(([channel, value]) => ({
        group: [channel],
        metric: 'id',
        data: [[0, value]],
      })),
    });
    const donut = cardRegistry.get('PNP_6');
    const data = chartsEndpoint.map(
      donut,
      [answer({ facebook: 3 }), answer({ facebook: 10, twitter: 5 })],
      t,
    );
    expect(data.kind === 'values' && data.items.map((i) => [i.name, i.value])).toEqual([
      ['Facebook · Próprias', 3],
      ['Facebook · Espontâneas', 10],
      ['Twitter · Espontâneas', 5],
    ]);
    const number = cardRegistry.get('PNP_1');
    const total = chartsEndpoint.map(
      number,
      [answer({ facebook: 18, twitter: 5 }), answer({ facebook: 3 }), answer({ facebook: 15, twitter: 5 })],
      t,
    );
    expect(total).toMatchObject({
      kind: 'value',
      value: 23,
      parts: [
        { name: 'Próprias', value: 3 },
        { name: 'Espontâneas', value: 20 },
      ],
    });
  });

  it("lets a guest ask an owned+earned card's parts, which only narrow the whole", () => {
    const pnp = cardRegistry.get('PNP_6');
    expect(askedPagePart(pnp, {}, { page_scope: 'earned' })).toBe('earned');
    expect(askedPagePart(pnp, {}, {})).toBeNull();
    // A scope the card does not draw, or a published filter already narrowed to pages, is not widened.
    expect(askedPagePart(pnp, {}, { page_scope: 'conversations' })).toBeNull();
    expect(askedPagePart(pnp, { pages: ['a'] }, { page_scope: 'earned' })).toBeNull();
    expect(askedPagePart(cardRegistry.get('SAC_9'), {}, { page_scope: 'earned' })).toBeNull();
  });
});
