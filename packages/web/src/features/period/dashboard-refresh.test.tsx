import { type CardConfig, cardRegistry, newCardConfig, type WarRoomPost } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_POSTS } from '../../cards/fixtures/fixture-posts.ts';
import { TEST_CARD_CONTEXT } from '../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DashboardCard } from '../dashboard-grid/components/DashboardCard.tsx';
import { useDashboardRefresh } from './useDashboardRefresh.ts';

const card = (uid: string, id: string): CardConfig => ({ ...newCardConfig(cardRegistry.get(id)), uid });
const WEEK = TEST_CARD_CONTEXT.dateRange;

/** A dashboard view's cards with the page's refresh, and the universe and period switched as the page does. */
function View({ cards }: { cards: CardConfig[] }) {
  const refresh = useDashboardRefresh();
  const [scope, setScope] = useState(TEST_CARD_CONTEXT);
  return (
    <>
      <button type="button" onClick={refresh.force}>
        force
      </button>
      <button type="button" onClick={refresh.silent}>
        silent
      </button>
      <button type="button" onClick={() => setScope({ ...scope, universeId: 'uni2' })}>
        other universe
      </button>
      <button type="button" onClick={() => setScope({ ...scope, dateRange: { start: 0, end: WEEK.start } })}>
        other period
      </button>
      {cards.map((config) => (
        <DashboardCard key={config.uid} config={config} context={scope} />
      ))}
    </>
  );
}

const searched = (request: RecordedRequest) =>
  request.url.pathname === '/war-room/top-posts' && request.url.searchParams.get('take') === '50';

/** The posts a search finds: one per universe and period, so an answer from elsewhere shows. */
function foundPost(request: RecordedRequest): WarRoomPost {
  const { searchParams } = request.url;
  const index =
    (searchParams.get('universe_id') === 'uni2' ? 1 : 0) +
    (searchParams.get('date_range')?.startsWith('0:') ? 2 : 0);
  return FIXTURE_POSTS[index] as WarRoomPost;
}

function server() {
  return mockFetch((request) => {
    switch (request.url.pathname) {
      case '/charts-service/posts':
        return jsonResponse({
          status: 'ok',
          grain: 'dayOfMonth',
          label: 'Publicações',
          series: [],
          totals: null,
        });
      case '/war-room/term-graph':
        return jsonResponse({ status: 'ok', docs: { nodes: [], edges: [], sample: null } });
      case '/war-room/top-posts':
        return jsonResponse({ status: 'ok', docs: searched(request) ? [foundPost(request)] : [] });
      default:
        return jsonResponse(
          { status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } },
          404,
        );
    }
  });
}

const search = (text: string) => {
  fireEvent.change(screen.getByLabelText(/Busca booleana/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
};
const results = () => screen.findByRole('list', { name: /Resultados da busca/ });

describe('a dashboard view’s refresh', () => {
  it('asks again for a charts card, a war-room card and the search card, its search on screen included', async () => {
    const { requests } = server();
    renderApp(
      [
        {
          path: '/',
          element: <View cards={[card('c1', 'LSN_13'), card('c2', 'LSN_12'), card('c3', 'LSN_75')]} />,
        },
      ],
      ['/'],
    );
    const count = () => ({
      charts: requests.filter((request) => request.url.pathname === '/charts-service/posts').length,
      warRoom: requests.filter((request) => request.url.pathname === '/war-room/term-graph').length,
      latestPosts: requests.filter(
        (request) => request.url.pathname === '/war-room/top-posts' && !searched(request),
      ).length,
      search: requests.filter(searched).length,
    });
    await screen.findByTestId('search-card');
    await waitFor(() => expect(count()).toEqual({ charts: 1, warRoom: 1, latestPosts: 1, search: 0 }));
    search('entrega');
    await within(await results()).findByText(FIXTURE_POSTS[0]?.text ?? '');
    expect(count().search).toBe(1);

    // A silent refresh keeps every card on screen, the search's results too, while each asks again.
    fireEvent.click(screen.getByRole('button', { name: 'silent' }));
    await waitFor(() => expect(count()).toEqual({ charts: 2, warRoom: 2, latestPosts: 2, search: 2 }));
    expect(within(await results()).getByText(FIXTURE_POSTS[0]?.text ?? '')).toBeTruthy();

    // A forced one drops every card's data, the search card's included, and loads it again.
    fireEvent.click(screen.getByRole('button', { name: 'force' }));
    await waitFor(() => expect(count()).toMatchObject({ charts: 3, warRoom: 3, latestPosts: 3 }));
    expect(await screen.findByTestId('search-card')).toBeTruthy();
  });

  it('never answers the search card from another universe’s or period’s search of the same text', async () => {
    const { requests } = server();
    renderApp([{ path: '/', element: <View cards={[card('c3', 'LSN_75')]} /> }], ['/']);
    const shows = async (post: WarRoomPost | undefined) =>
      expect(await within(await results()).findByText(post?.text ?? '')).toBeTruthy();

    await screen.findByTestId('search-card');
    search('entrega');
    await shows(FIXTURE_POSTS[0]);

    for (const [button, post] of [
      ['other universe', FIXTURE_POSTS[1]],
      ['other period', FIXTURE_POSTS[3]],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      await screen.findByTestId('search-card');
      search('entrega');
      expect(screen.queryByRole('list', { name: /Resultados da busca/ })).toBeNull();
      await shows(post);
    }
    expect(requests.filter(searched).map((request) => request.url.searchParams.get('universe_id'))).toEqual([
      'uni1',
      'uni2',
      'uni2',
    ]);
  });
});
