import {
  CARD_CONFIG_VERSION,
  type CardConfig,
  type CardDataContext,
  cardRegistry,
  cardRequestFilter,
  NO_CARD_OVERRIDES,
  type SeriesResponse,
} from '@mirante/core';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DashboardCard } from '../dashboard-grid/components/DashboardCard.tsx';

const card: CardConfig = {
  uid: 'card-1',
  id: 'LSN_13',
  width: 12,
  height: 'MID',
  title: null,
  description: null,
  configVersion: CARD_CONFIG_VERSION,
  ...NO_CARD_OVERRIDES,
};

const context: CardDataContext = {
  accountId: 'acc1',
  universeId: 'uni1',
  isStaging: false,
  dateRange: { start: Date.UTC(2025, 10, 14, 3), end: Date.UTC(2025, 10, 21, 3) },
  globalFilter: { channels: ['instagram', 'tiktok', 'twitter'], sac_status: ['Fechado'], query: 'promoção' },
  pages: [
    { id: 'p-insta', channel: 'instagram' },
    { id: 'p-tiktok', channel: 'tiktok' },
  ],
  contracts: [],
};

const empty: SeriesResponse = {
  status: 'ok',
  grain: 'dayOfMonth',
  label: 'Publicações',
  series: [],
  totals: null,
};

describe('the filter of a card request', () => {
  it('narrows the global filter to the keys the card supports and puts the card filters over it', () => {
    const definition = cardRegistry.get('LSN_13');
    const filter = cardRequestFilter(
      definition,
      { ...card, selectedFilters: { channels: ['twitter'] } },
      context,
    );
    // sac_status is not a listening key; the card's own channels win over the global ones.
    expect(filter).toEqual({ channels: ['twitter'], query: 'promoção' });
  });

  it('leaves TikTok out when sentiment is chosen, and the channels the card hides', () => {
    const definition = cardRegistry.get('LSN_13');
    const withPolarity = { ...context, globalFilter: { ...context.globalFilter, polarities: [1] } };
    expect(cardRequestFilter(definition, card, withPolarity).channels).toEqual(['instagram', 'twitter']);
    const hidesTwitter: CardConfig = {
      ...card,
      control: {
        twitter: { hideInChannel: true, disableTag: false, disableTheme: false, disablePolarity: false },
      },
    };
    expect(cardRequestFilter(definition, hidesTwitter, context).channels).toEqual(['instagram', 'tiktok']);
  });

  it('goes out with the card request as the inline filter parameter', async () => {
    const { requests } = mockFetch(() => jsonResponse(empty));
    const config = { ...card, selectedFilters: { polarities: [2] } };
    renderApp([{ path: '/', element: <DashboardCard config={config} context={context} /> }], ['/']);

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe('/charts-service/posts');
    expect(JSON.parse(requests[0]?.url.searchParams.get('filter') ?? 'null')).toEqual({
      channels: ['instagram', 'twitter'],
      query: 'promoção',
      polarities: [2],
      pages: ['p-insta'],
    });
  });
});
