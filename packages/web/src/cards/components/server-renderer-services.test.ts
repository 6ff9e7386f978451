import { type CardConfig, type CardDataContext, cardRegistry, newCardConfig } from '@mirante/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARD_CONTEXT } from '../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { importOnServer, SEARCH_TAKE, serverRendererServices } from './server-renderer-services.ts';

const context: CardDataContext = {
  ...TEST_CARD_CONTEXT,
  globalFilter: { channels: ['instagram', 'twitter'], query: 'promoção' },
};

const card = (id: string): CardConfig => ({ ...newCardConfig(cardRegistry.get(id)), uid: 'card-1' });

const services = (id: string, scope = context) =>
  serverRendererServices(scope, cardRegistry.get(id), card(id));
const postSearch = { target: 'posts', query: 'entrega', ordering: 'new' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('the search card’s searches on this server', () => {
  it('keys a search under the card data of its universe and period, with the card’s and the dashboard’s filters', () => {
    const key = services('LSN_75').searchKey(postSearch);
    expect(key.slice(0, 3)).toEqual([
      'card-data',
      'uni1',
      `${context.dateRange.start}:${context.dateRange.end}`,
    ]);
    const others = [
      services('LSN_75', { ...context, universeId: 'uni2' }).searchKey(postSearch),
      services('LSN_75', { ...context, dateRange: { start: 1, end: 2 } }).searchKey(postSearch),
      services('LSN_75', { ...context, globalFilter: {} }).searchKey(postSearch),
      services('LSN_75').searchKey({ ...postSearch, ordering: 'old' }),
      services('LSN_75').searchKey({ ...postSearch, query: 'frete' }),
    ];
    for (const other of others) expect(other).not.toEqual(key);
    // The card's uid goes in the URL only.
    expect(JSON.stringify(key)).not.toContain('card-1');
  });

  it('searches posts within the card’s and the dashboard’s filters, the text narrowing their own search', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', docs: [] }));
    await services('LSN_75').searchPosts(postSearch, new AbortController().signal);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/war-room/top-posts');
    const params = Object.fromEntries(request?.url.searchParams ?? []);
    expect(params).toMatchObject({
      take: String(SEARCH_TAKE),
      sort: 'date_desc',
      date_range: `${context.dateRange.start}:${context.dateRange.end}`,
      account_id: 'acc1',
      universe_id: 'uni1',
      is_staging: 'false',
      card_id: 'card-1',
    });
    const filter = JSON.parse(params.filter ?? 'null');
    expect(filter.query).toBe('(promoção) AND (entrega)');
    expect(filter.channels).toEqual(['instagram', 'twitter']);
  });

  it('searches authors by name within the card’s and the dashboard’s filters', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', docs: [] }));
    await services('LSN_74').searchAuthors('loja', new AbortController().signal);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/war-room/search-user');
    expect(request?.url.searchParams.get('search')).toBe('loja');
    expect(request?.url.searchParams.get('take')).toBe(String(SEARCH_TAKE));
    expect(request?.url.searchParams.get('universe_id')).toBe('uni1');
    expect(JSON.parse(request?.url.searchParams.get('filter') ?? 'null')?.channels).toEqual([
      'instagram',
      'twitter',
    ]);
  });
});

/** An XMLHttpRequest that answers every upload with `status` and `body` (the browser's upload, in a test). */
function answerUploads(status: number, body: unknown) {
  class FakeUpload {
    status = 0;
    responseText = '';
    timeout = 0;
    upload = { addEventListener: () => {} };
    private listeners = new Map<string, () => void>();
    open() {}
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.listeners.get('load')?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}

describe('an import on this server', () => {
  const target = { accountId: 'acc1', universeId: 'uni1', isStaging: false };
  const sheet = { endpoint: 'tag-posts' as const, file: new File(['x'], 'tags.xlsx') };

  it("answers the posts the server's job tagged or stored (ImportAccepted)", async () => {
    answerUploads(200, {
      status: 'ok',
      message: '7 posts receberam as tags da planilha.',
      job: { id: 'j1', status: 'processed', rows: 8, imported: 7 },
    });
    expect(await importOnServer(sheet, target)).toEqual({
      status: 'accepted',
      endpoint: 'tag-posts',
      imported: 7,
    });
  });

  it('answers no count when the answer gives none, and unavailable where there is no importer', async () => {
    answerUploads(201, { status: 'ok' });
    expect(await importOnServer(sheet, target)).toEqual({
      status: 'accepted',
      endpoint: 'tag-posts',
      imported: null,
    });
    answerUploads(404, { status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } });
    expect(await importOnServer(sheet, target)).toEqual({ status: 'unavailable' });
  });
});
