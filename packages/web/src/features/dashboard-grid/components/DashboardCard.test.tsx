import {
  CARD_CONFIG_VERSION,
  type CardConfig,
  type CardDataContext,
  CHANNELS,
  cardRegistry,
  chartsQueryOf,
  NO_CARD_OVERRIDES,
  type SeriesResponse,
} from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DashboardCard } from './DashboardCard.tsx';

const config: CardConfig = {
  uid: 'card-1',
  id: 'LSN_13',
  width: 12,
  height: 'MID',
  title: null,
  description: null,
  configVersion: CARD_CONFIG_VERSION,
  ...NO_CARD_OVERRIDES,
};

// 14 and 15 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

const context: CardDataContext = {
  accountId: 'acc1',
  universeId: 'uni1',
  isStaging: false,
  dateRange: { start: DAY_1, end: DAY_2 + 86_340_000 },
  globalFilter: {},
  pages: [],
  contracts: [],
};

const series = (data: SeriesResponse['series']): SeriesResponse => ({
  status: 'ok',
  grain: 'dayOfMonth',
  label: 'Publicações',
  series: data,
  totals: null,
});

function renderCard(card: CardConfig = config, cardContext: CardDataContext = context) {
  return renderApp([{ path: '/', element: <DashboardCard config={card} context={cardContext} /> }], ['/']);
}

function cardRoot(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('[data-card-id="LSN_13"]');
  if (!root) throw new Error('card not rendered');
  return root;
}

describe('DashboardCard', () => {
  it('asks the charts service for the definition template over the context period', async () => {
    localStorage.setItem('mirante.session2', 'second-id');
    const { requests } = mockFetch(() => jsonResponse(series([])));
    renderCard();

    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/charts-service/posts');
    expect(request?.url.search).toMatch(/date_range=\d+:\d+/);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      points_parser: 'series',
      hash: expect.stringMatching(/^[0-9a-f]{8}$/),
      date_range: `${context.dateRange.start}:${context.dateRange.end}`,
      account_id: 'acc1',
      universe_id: 'uni1',
      is_staging: 'false',
      card_id: 'card-1',
    });
    expect(request?.body).toEqual(chartsQueryOf(cardRegistry.get('LSN_13'))?.template);
    expect(request?.headers.get('x-session-id2')).toBe('second-id');
  });

  it('shows the empty state when the series are all zeros', async () => {
    mockFetch(() => jsonResponse(series([{ group: ['instagram'], metric: 'id', data: [[DAY_1, 0]] }])));
    const { container } = renderCard();

    expect(await screen.findByText('Não há dados para exibir.')).toBeTruthy();
    expect(cardRoot(container).dataset.state).toBe('empty');
    expect(screen.getByRole('heading', { name: 'Publicações ao longo do tempo' })).toBeTruthy();
  });

  it('draws the chart with a table view of the same numbers', async () => {
    mockFetch(() =>
      jsonResponse(
        series([
          {
            group: ['instagram'],
            metric: 'id',
            data: [
              [DAY_1, 1234],
              [DAY_2, 7],
            ],
          },
          { group: ['facebook'], metric: 'id', data: [[DAY_2, 42]] },
        ]),
      ),
    );
    const { container } = renderCard({ ...config, title: 'Menções por canal' });

    const table = await screen.findByRole('table', { name: 'Menções por canal' });
    expect(cardRoot(container).dataset.state).toBe('ready');
    expect(screen.getByTestId('card-chart')).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Data', 'Instagram', 'Facebook'],
      ['14/11/2025', '1.234', ''],
      ['15/11/2025', '7', '42'],
    ]);
  });

  it('shows the error state and loads again on retry', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ status: 'error', error: { code: 'INTERNAL', message: 'x', fields: null } }, 500)
        : jsonResponse(series([{ group: ['instagram'], metric: 'id', data: [[DAY_1, 3]] }]));
    });
    const { container } = renderCard();

    expect(await screen.findByText('Erro ao carregar dados.')).toBeTruthy();
    expect(cardRoot(container).dataset.state).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cardRoot(container).dataset.state).toBe('ready'));
  });

  it('shows a card the library does not know as failed, without asking for data', async () => {
    const { requests } = mockFetch(() => jsonResponse(series([])));
    const { container } = renderCard({ ...config, id: 'LSN_999', title: 'Antigo' });

    expect(await screen.findByText('Erro ao carregar dados.')).toBeTruthy();
    expect(container.querySelector('[data-card-id="LSN_999"]')?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('DashboardCard data flow', () => {
  // Laid out as in a browser, so the charts mount (happy-dom lays nothing out).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const termGraph = {
    status: 'ok',
    docs: {
      nodes: [
        { term: 'entrega', count: 30, posts: 20 },
        { term: 'atraso', count: 12, posts: 10 },
      ],
      edges: [{ source: 'entrega', target: 'atraso', weight: 8 }],
      sample: null,
    },
  };

  it('asks the war-room for a term graph with the card parameters and draws it with its table view', async () => {
    const { requests } = mockFetch(() => jsonResponse(termGraph));
    const { container } = renderCard({ ...config, id: 'LSN_12', title: 'Termos' });

    const table = await screen.findByRole('table', { name: 'Termos' });
    expect(container.querySelector('[data-card-id="LSN_12"]')?.getAttribute('data-state')).toBe('ready');
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/war-room/term-graph');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      take: '50',
      date_range: `${context.dateRange.start}:${context.dateRange.end}`,
      account_id: 'acc1',
      universe_id: 'uni1',
      is_staging: 'false',
      card_id: 'card-1',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Termo', 'Ocorrências', 'Publicações'],
      ['entrega', '30', '20'],
      ['atraso', '12', '10'],
    ]);
  });

  it('asks the overview with the previous period when the card compares with it', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ status: 'error', error: { code: 'X', message: 'x', fields: null } }, 400),
    );
    renderCard({ ...config, id: 'LSN_35' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe('/war-room/monitoring-overview');
    expect(requests[0]?.url.searchParams.has('variation')).toBe(false);

    renderCard({ ...config, uid: 'card-2', id: 'LSN_1' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url.searchParams.get('variation')).toBe('true');
  });

  it('sends the card fixed filter to the charts service', async () => {
    const { requests } = mockFetch(() => jsonResponse(series([])));
    renderCard({ ...config, id: 'LSN_61' });
    await waitFor(() => expect(requests).toHaveLength(1));
    const filter = JSON.parse(requests[0]?.url.searchParams.get('filter') ?? 'null');
    expect(filter.polarities).toEqual([2]);
    // With a polarity chosen, TikTok is left out (spec §5).
    expect(filter.channels).toContain('instagram');
    expect(filter.channels).not.toContain('tiktok');
  });

  it('shows the author search box without asking for authors before a text is typed', async () => {
    const { requests } = mockFetch(() => jsonResponse(termGraph));
    const { container } = renderCard({ ...config, id: 'LSN_74' });

    expect(await screen.findByTestId('search-card')).toBeTruthy();
    expect(container.querySelector('[data-card-id="LSN_74"]')?.getAttribute('data-state')).toBe('ready');
    expect(requests).toHaveLength(0);
  });

  it('swaps the chart for its table from the menu and exports the same rows as CSV', async () => {
    mockFetch(() => jsonResponse(termGraph));
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:card';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderCard({ ...config, id: 'LSN_12', title: 'Termos' });
    await screen.findByTestId('card-chart');

    fireEvent.click(screen.getByRole('button', { name: 'Opções do componente: Termos' }));
    expect(await screen.findByRole('menuitem', { name: 'Exportar PNG' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Exportar SVG' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Exportar XLSX' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(new TextDecoder().decode((await files[0]?.arrayBuffer())?.slice(3))).toBe(
      'Termo,Ocorrências,Publicações\r\nentrega,30,20\r\natraso,12,10',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Opções do componente: Termos' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ver dados em tabela' }));
    await waitFor(() => expect(screen.queryByTestId('card-chart')).toBeNull());
    expect(screen.getByRole('table', { name: 'Termos' })).toBeTruthy();
    // The table of a war-room card keeps its note on TikTok.
    expect(screen.getByRole('note').textContent).toBe('Não inclui publicações do TikTok.');
    fireEvent.click(screen.getByRole('button', { name: 'Opções do componente: Termos' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ver gráfico' }));
    expect(await screen.findByTestId('card-chart')).toBeTruthy();
  });
});

describe('DashboardCard labels and totals', () => {
  /** A distribution of posts by one field: one point per value; `value:metric` for another metric. */
  const distribution = (entries: Record<string, number>): SeriesResponse => ({
    status: 'ok',
    grain: null,
    label: 'Publicações',
    series: Object.entries(entries).map(([key, value]) => {
      const [group = '', metric = 'id'] = key.split(':');
      return { group: [group], metric, data: [[DAY_1, value]] };
    }),
    totals: null,
  });

  /** The rows of the card's data table (built beside the chart once the page is idle). */
  async function dataRows(title: string): Promise<string[][]> {
    const table = await screen.findByRole('table', { name: title, hidden: true });
    return within(table)
      .getAllByRole('row', { hidden: true })
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
  }

  it('names the bars of posts by type in the UI language (LSN_25 in English)', async () => {
    localStorage.setItem('mirante.locale', 'en');
    mockFetch(() =>
      jsonResponse(
        distribution({ post: 60, reply: 20, comment: 9, share: 5, review: 4, message: 2, '': 40 }),
      ),
    );
    renderCard({ ...config, id: 'LSN_25', title: 'By type' });

    expect(await dataRows('By type')).toEqual([
      ['Name', 'Value'],
      ['Post', '60'],
      ['Reply', '20'],
      ['Comment', '9'],
      ['Share', '5'],
      ['Review', '4'],
      ['Message', '2'],
    ]);
  });

  it('names devices and channels through the catalogue (LSN_8 and LSN_9 in English)', async () => {
    localStorage.setItem('mirante.locale', 'en');
    mockFetch((request) =>
      jsonResponse(
        request.body && JSON.stringify(request.body).includes('device')
          ? distribution({ Android: 50, iPhone: 30, Web: 15, Outros: 5 })
          : distribution({ instagramcomments: 7, news: 3, rádio: 2 }),
      ),
    );
    renderCard({ ...config, uid: 'devices', id: 'LSN_8', title: 'Devices' });
    renderCard({ ...config, uid: 'channels', id: 'LSN_9', title: 'Channels' });

    expect((await dataRows('Devices')).map(([name]) => name)).toEqual([
      'Name',
      'Android',
      'iPhone',
      'Web',
      'Others',
    ]);
    expect((await dataRows('Channels')).map(([name]) => name)).toEqual([
      'Name',
      'Instagram comments',
      'News',
      'Radio',
    ]);
  });

  it('shows the totals of posts, shares and comments that PNP_16 is answered, for each of its parts', async () => {
    mockFetch(() =>
      jsonResponse(
        distribution({
          'tv:id': 3,
          'tv:shares': 4,
          'tv:comments': 5,
          'instagram:id': 1200,
          'instagram:shares': 1,
          'instagram:comments': 0,
        }),
      ),
    );
    const { container } = renderCard({ ...config, id: 'PNP_16', title: 'Totais' });

    const totals = await screen.findByTestId('card-totals');
    expect(container.textContent).not.toContain('Não há dados para exibir.');
    expect(container.querySelector('[data-card-id="PNP_16"]')?.getAttribute('data-state')).toBe('ready');
    const pairs = [...totals.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    // Both parts (the pages' own publications, what was earned) got the same answer here.
    expect(pairs).toEqual([
      ['Publicações · Próprias', '1.203'],
      ['Compartilhamentos · Próprias', '5'],
      ['Comentários · Próprias', '5'],
      ['Publicações · Espontâneas', '1.203'],
      ['Compartilhamentos · Espontâneas', '5'],
      ['Comentários · Espontâneas', '5'],
    ]);
  });

  it('exports every channel of a donut that draws only the largest ones', async () => {
    const channels = CHANNELS.slice(0, 30);
    mockFetch(() =>
      jsonResponse(distribution(Object.fromEntries(channels.map((channel, i) => [channel.id, 30 - i])))),
    );
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:card';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderCard({ ...config, id: 'LSN_9', title: 'Canais' });
    await screen.findByTestId('card-chart');

    fireEvent.click(screen.getByRole('button', { name: 'Opções do componente: Canais' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = new TextDecoder().decode((await files[0]?.arrayBuffer())?.slice(3)).split('\r\n');
    expect(csv).toHaveLength(31);
    expect(csv.at(-1)).toBe(`${channels.at(-1)?.name},1`);
    expect(csv.join('\n')).not.toContain('Outros');
  });
});

describe('DashboardCard notes', () => {
  const overviewTotals = (posts: number) => ({
    start: DAY_1,
    end: DAY_2,
    posts,
    users: 40,
    interactions: 900,
    followers: 5000,
    potentialReach: 1000,
    sentiment: { positive: 6, negative: 2, neutral: 1, none: 1, unclassified: 0 },
    nps: 40,
    sentimentIndex: 0.5,
    brandHealth: 70,
  });
  const overview = {
    status: 'ok',
    docs: {
      current: overviewTotals(5464),
      previous: overviewTotals(5000),
      variation: {
        posts: 9.28,
        users: 0,
        interactions: 0,
        potentialReach: 0,
        nps: 0,
        sentimentIndex: 0,
        brandHealth: 0,
      },
    },
  };
  const notesOf = (container: HTMLElement, id: string) =>
    [...(container.querySelector(`[data-card-id="${id}"]`)?.querySelectorAll('[role="note"]') ?? [])].map(
      (note) => note.textContent,
    );

  it('says that a war-room total leaves TikTok out (LSN_1), in the UI language', async () => {
    mockFetch(() => jsonResponse(overview));
    const { container, unmount } = renderCard({ ...config, id: 'LSN_1', title: 'Publicações coletadas' });

    expect(await screen.findByRole('note')).toBeTruthy();
    expect(container.querySelector('[data-card-id="LSN_1"]')?.getAttribute('data-state')).toBe('ready');
    expect(container.textContent).toContain('5.464');
    expect(notesOf(container, 'LSN_1')).toEqual(['Não inclui publicações do TikTok.']);
    unmount();

    localStorage.setItem('mirante.locale', 'en');
    const english = renderCard({ ...config, id: 'LSN_1', title: 'Collected posts' });
    await screen.findByRole('note');
    expect(notesOf(english.container, 'LSN_1')).toEqual(['Does not include TikTok posts.']);
  });

  it('says nothing about TikTok on a charts-service card', async () => {
    mockFetch(() => jsonResponse(series([{ group: ['tiktok'], metric: 'id', data: [[DAY_1, 195]] }])));
    const { container } = renderCard();

    await waitFor(() => expect(cardRoot(container).dataset.state).toBe('ready'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says that the author search leaves TikTok profiles out before any search', async () => {
    mockFetch(() => jsonResponse(series([])));
    const { container } = renderCard({ ...config, id: 'LSN_74' });

    expect(await screen.findByTestId('search-card')).toBeTruthy();
    expect(notesOf(container, 'LSN_74')).toEqual(['Não inclui perfis do TikTok.']);
  });

  const weekly = (grain: SeriesResponse['grain']): SeriesResponse => ({
    ...series([{ group: [], metric: 'id', data: [[DAY_1, 12]] }]),
    grain,
  });

  it('says that a daily series came weekly (LSN_63 over more than 180 days)', async () => {
    mockFetch(() => jsonResponse(weekly('week')));
    const { container, unmount } = renderCard({ ...config, id: 'LSN_63', title: 'Publicações por dia' });

    expect(await screen.findByRole('note')).toBeTruthy();
    expect(notesOf(container, 'LSN_63')).toEqual(['Agrupado por semana']);
    unmount();

    localStorage.setItem('mirante.locale', 'en');
    const english = renderCard({ ...config, id: 'LSN_63', title: 'Posts per day' });
    await screen.findByRole('note');
    expect(notesOf(english.container, 'LSN_63')).toEqual(['Grouped by week']);
  });

  it('says nothing about the grain when it is the one asked, or when the card asks for any (auto)', async () => {
    mockFetch((request) => {
      const asked = (request.body as { datePortion?: string } | null)?.datePortion;
      return jsonResponse(weekly(asked === 'auto' ? 'week' : 'dayOfMonth'));
    });
    renderCard({ ...config, id: 'LSN_63' });
    renderCard({ ...config, uid: 'card-2', id: 'LSN_13' });

    await waitFor(() => {
      expect(document.querySelector('[data-card-id="LSN_63"]')?.getAttribute('data-state')).toBe('ready');
      expect(document.querySelector('[data-card-id="LSN_13"]')?.getAttribute('data-state')).toBe('ready');
    });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('DashboardCard chatbot cards', () => {
  const bots = (botKeys: string[]): CardDataContext => ({
    ...context,
    globalFilter: { bots: botKeys, contracts: ['https://commands.example.com/bot'] },
    contracts: [{ botKey: '', key: 'contract-1', commandUrl: 'https://commands.example.com/bot' }],
  });
  const count = (botKey: string, total: number) => ({
    status: 'ok',
    botKey,
    interval: 'NI',
    total,
    points: [],
  });
  const stateOf = (container: HTMLElement, id: string) =>
    container.querySelector(`[data-card-id="${id}"]`)?.getAttribute('data-state');

  it('asks a card without a bot for nothing and says to select a bot and a contract', async () => {
    const { requests } = mockFetch(() => jsonResponse(count('bot-a', 1)));
    const { container } = renderCard({ ...config, id: 'BLIP_1', title: 'Mensagens recebidas' });

    expect(await screen.findByText('Selecione um bot e um contrato para ver este componente.')).toBeTruthy();
    expect(stateOf(container, 'BLIP_1')).toBe('empty');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Erro ao carregar dados.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('says an action card shows one bot at a time, without asking', async () => {
    const { requests } = mockFetch(() => jsonResponse(count('bot-a', 1)));
    renderCard({ ...config, id: 'BLIP_18' }, bots(['bot-a', 'bot-b']));

    expect(await screen.findByText('Esse componente só suporta a seleção de um bot por vez.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('asks each selected bot through the contract and shows their received messages added', async () => {
    const totals: Record<string, number> = { 'bot-a': 1200, 'bot-b': 34 };
    const { requests } = mockFetch((request) => {
      const botKey = request.url.searchParams.get('botKey') ?? '';
      return jsonResponse(count(botKey, totals[botKey] ?? 0));
    });
    const { container } = renderCard({ ...config, id: 'BLIP_1' }, bots(['bot-a', 'bot-b']));

    expect(await screen.findByText('1.234')).toBeTruthy();
    expect(stateOf(container, 'BLIP_1')).toBe('ready');
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/chatbot-analytics/analytics/received-messages',
      '/chatbot-analytics/analytics/received-messages',
    ]);
    expect(requests.map((request) => request.url.searchParams.get('botKey'))).toEqual(['bot-a', 'bot-b']);
    const [first] = requests;
    expect(first?.method).toBe('GET');
    expect(first?.url.searchParams.get('commandUrl')).toBe('https://commands.example.com/bot');
    expect(first?.url.searchParams.get('interval')).toBe('NI');
    expect(first?.url.searchParams.get('startDate')).toBe('2025-11-14');
    expect(first?.url.searchParams.get('endDate')).toBe('2025-11-15');
    expect(first?.url.searchParams.get('card_id')).toBe('card-1');
    expect(first?.url.searchParams.get('date_range')).toBe(
      `${context.dateRange.start}:${context.dateRange.end}`,
    );
  });

  it('adds received and sent messages of every bot for the total of messages (BLIP_4)', async () => {
    const answers: Record<string, number> = {
      'received-messages bot-a': 100,
      'sent-messages bot-a': 20,
      'received-messages bot-b': 3,
      'sent-messages bot-b': 4,
    };
    const { requests } = mockFetch((request) => {
      const botKey = request.url.searchParams.get('botKey') ?? '';
      const endpoint = request.url.pathname.split('/').at(-1);
      return jsonResponse(count(botKey, answers[`${endpoint} ${botKey}`] ?? 0));
    });
    renderCard({ ...config, id: 'BLIP_4' }, bots(['bot-a', 'bot-b']));

    expect(await screen.findByText('127')).toBeTruthy();
    expect(requests).toHaveLength(4);
  });

  it('shows the empty state when the bots counted nothing', async () => {
    mockFetch((request) => jsonResponse(count(request.url.searchParams.get('botKey') ?? '', 0)));
    const { container } = renderCard({ ...config, id: 'BLIP_1' }, bots(['bot-a']));

    expect(await screen.findByText('Não há dados para exibir.')).toBeTruthy();
    expect(stateOf(container, 'BLIP_1')).toBe('empty');
  });
});

describe('DashboardCard desk cards', () => {
  /** Each bot selected with its own contract. */
  const commandUrl = (botKey: string) => `https://commands.example.com/${botKey}`;
  const bots = (botKeys: string[]): CardDataContext => ({
    ...context,
    globalFilter: { bots: botKeys, contracts: botKeys.map(commandUrl) },
    contracts: botKeys.map((botKey) => ({ botKey, key: `key-${botKey}`, commandUrl: commandUrl(botKey) })),
  });
  const stateOf = (container: HTMLElement, id: string) =>
    container.querySelector(`[data-card-id="${id}"]`)?.getAttribute('data-state');
  const notesOf = (container: HTMLElement, id: string) =>
    [...(container.querySelector(`[data-card-id="${id}"]`)?.querySelectorAll('[role="note"]') ?? [])].map(
      (note) => note.textContent,
    );
  /** The data rows of the card's table, cell by cell. */
  async function tableRows(title: string): Promise<string[][]> {
    const table = await screen.findByRole('table', { name: title });
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''))
      .filter((cells) => cells.length > 1);
  }

  it('asks each bot for its average queue time and weights the averages by the tickets measured (BLIP_30)', async () => {
    // 3 tickets of 1 min (bot a) and 1 of 3 min (bot b): 90 s, not the mean of the means (2 min).
    const timings: Record<string, { valueMs: number | null; measured: number }> = {
      'bot-a': { valueMs: 60_000, measured: 3 },
      'bot-b': { valueMs: 180_000, measured: 1 },
    };
    const { requests } = mockFetch((request) => {
      const botKey = request.url.searchParams.get('botKey') ?? '';
      return jsonResponse({ status: 'ok', botKey, timingType: 'avgQueueTime', ...timings[botKey] });
    });
    const { container } = renderCard({ ...config, id: 'BLIP_30' }, bots(['bot-a', 'bot-b']));

    expect(await screen.findByText('1min 30s')).toBeTruthy();
    expect(stateOf(container, 'BLIP_30')).toBe('ready');
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/desk/analytics/timings',
      '/desk/analytics/timings',
    ]);
    expect(requests.map((request) => request.url.searchParams.get('botKey'))).toEqual(['bot-a', 'bot-b']);
    expect(requests.map((request) => request.url.searchParams.get('commandUrl'))).toEqual([
      commandUrl('bot-a'),
      commandUrl('bot-b'),
    ]);
    expect(requests[0]?.url.searchParams.get('timingType')).toBe('avgQueueTime');
    // A period card says nothing about the present state.
    expect(notesOf(container, 'BLIP_30')).toEqual([]);
  });

  it('shows the empty state when no bot measured a ticket (BLIP_30)', async () => {
    mockFetch((request) =>
      jsonResponse({
        status: 'ok',
        botKey: request.url.searchParams.get('botKey') ?? '',
        timingType: 'avgQueueTime',
        valueMs: null,
        measured: 0,
      }),
    );
    const { container } = renderCard({ ...config, id: 'BLIP_30' }, bots(['bot-a', 'bot-b']));

    expect(await screen.findByText('Não há dados para exibir.')).toBeTruthy();
    expect(stateOf(container, 'BLIP_30')).toBe('empty');
  });

  it('draws the teams of both bots as one table, the same team added, with the present-state note (BLIP_50)', async () => {
    const teams: Record<
      string,
      { team: string; waiting: number; inAttendance: number; attendantsOnline: number }[]
    > = {
      'bot-a': [
        { team: 'Suporte', waiting: 2, inAttendance: 5, attendantsOnline: 3 },
        { team: 'Vendas', waiting: 1, inAttendance: 0, attendantsOnline: 1 },
      ],
      'bot-b': [{ team: 'Suporte', waiting: 1, inAttendance: 1, attendantsOnline: 1 }],
    };
    const { requests } = mockFetch((request) => {
      const botKey = request.url.searchParams.get('botKey') ?? '';
      return jsonResponse({ status: 'ok', botKey, items: teams[botKey] ?? [] });
    });
    const { container } = renderCard({ ...config, id: 'BLIP_50' }, bots(['bot-a', 'bot-b']));

    expect(await tableRows('Filas em tempo real')).toEqual([
      ['Suporte', '3', '6', '4'],
      ['Vendas', '1', '0', '1'],
    ]);
    expect(stateOf(container, 'BLIP_50')).toBe('ready');
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/desk/monitoring/teams',
      '/desk/monitoring/teams',
    ]);
    expect(notesOf(container, 'BLIP_50')).toEqual(['Estado atual: não depende do período.']);
  });

  it('shows 0 tickets waiting now as 0, and says a monitoring card shows the present state, in the UI language', async () => {
    mockFetch((request) =>
      jsonResponse({
        status: 'ok',
        botKey: request.url.searchParams.get('botKey') ?? '',
        waiting: 0,
        inAttendance: 0,
        attendantsOnline: 0,
        ticketsPerAttendant: null,
      }),
    );
    const { container, unmount } = renderCard({ ...config, id: 'BLIP_42' }, bots(['bot-a']));

    await waitFor(() => expect(stateOf(container, 'BLIP_42')).toBe('ready'));
    expect(container.textContent).not.toContain('Não há dados para exibir.');
    expect(container.querySelector('[data-card-id="BLIP_42"]')?.textContent).toContain('0');
    expect(notesOf(container, 'BLIP_42')).toEqual(['Estado atual: não depende do período.']);
    unmount();

    localStorage.setItem('mirante.locale', 'en');
    const english = renderCard({ ...config, id: 'BLIP_42' }, bots(['bot-a']));
    await screen.findByRole('note');
    expect(notesOf(english.container, 'BLIP_42')).toEqual(['Current state: not affected by the period.']);
  });
});
