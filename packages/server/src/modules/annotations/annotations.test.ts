import {
  ANNOTATED_POST_TEXT_MAX,
  ANNOTATION_DELAY_MS,
  ANNOTATION_TEXT_MAX,
  AnnotationCreated,
  AnnotationsAnswer,
  type CardDataContext,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  startOfZonedDay,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, enterAsGuest, publish, type Tenant } from '../../security/tenant-fixtures.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createTestApp } from '../../test-support/test-app.ts';

/*
 * Annotations over real HTTP: editors write them (POST /annotations/v1/…), the report (GET /annotations/list,
 * LSN_76) lists them, each answer held to a recount in plain TypeScript of what was written and of the raw
 * posts below, following core's contracts/annotations.ts (the 5-minute delay of spec §9 included).
 */

type Post = IngestRecord<'posts'>;

const MINUTE = 60_000;
const HOUR = 3_600_000;
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D16 = day('2026-03-16');
/** 9 to 15 March 2026 as the web asks it (the server takes the last minute whole: its end is D16 − 1). */
const PERIOD = { start: D9, end: day('2026-03-15') + END_OF_DAY_OFFSET_MS };
const endOf = (period: { end: number }) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
/** Long after the period: every annotation of the period is past its delay. */
const LATER = D16 + 3 * DAY_MS;

// ---------------------------------------------------------------------------------------------------------------
// The raw posts: of the universe, and of another universe with the same ids (its own texts)

const POSTED = D9 - 5 * DAY_MS;
const posts: Post[] = [
  postRecord({
    id: 'p1',
    postedAt: POSTED,
    channel: 'twitter',
    uid: 'autora-1',
    username: 'Autora Um',
    text: 'Péssimo atendimento na loja do centro',
    url: 'https://example.com/p1',
    polarity: 2,
    tag: ['Atendimento'],
  }),
  postRecord({
    id: 'p2',
    postedAt: POSTED + HOUR,
    channel: 'instagram',
    uid: 'autor-2',
    username: 'Autor Dois',
    text: `Adorei o lançamento 🎉 ${'muito bom '.repeat(30)}`,
    polarity: 1,
    tag: ['Produto', 'Evento'],
  }),
  postRecord({
    id: 'p3',
    postedAt: POSTED + 2 * HOUR,
    channel: 'facebook',
    uid: 'autor-3',
    username: 'Autor Três',
    text: 'Quando chega a nova linha?',
    tag: ['Produto'],
  }),
  postRecord({ id: 'p4', postedAt: POSTED + 3 * HOUR, channel: 'twitter', text: '' }),
  postRecord({ id: 'p5', postedAt: POSTED + 4 * HOUR, channel: 'news', uid: 'folha', text: 'Nota' }),
];
/** The other tenant's universe (createTenant names it after its id). */
const OTHER_UNIVERSE_MARK = 'anotacoes-outra-marca';
const OTHER_POSTS = posts.map((p) => ({ ...p, text: `Outra marca: ${p.text}` }));
const postOf = (universeId: string, id: string) =>
  (universeId === OTHER_UNIVERSE_MARK ? OTHER_POSTS : posts).find((p) => p.id === id) as Post;

// ---------------------------------------------------------------------------------------------------------------
// What was written (from the requests the test made), and the recount

interface Written {
  universeId: string;
  dashboardId: string;
  cardUid: string | null;
  postId: string;
  text: string;
  author: string;
  createdAt: number;
  id: string;
}
const written: Written[] = [];

const keeps = (filter: Filter, post: Post) =>
  (!filter.channels?.length || filter.channels.includes(post.channel)) &&
  (!filter.tags?.length || filter.tags.some((tag) => post.tag.includes(tag))) &&
  (!filter.polarities?.length || filter.polarities.map(Number).includes(post.polarity));

function recount(
  universeId: string,
  period: { start: number; end: number },
  now: number,
  take = 100,
  filter: Filter = {},
) {
  const listedUntil = now - ANNOTATION_DELAY_MS;
  const kept = written
    .filter(
      (w) =>
        w.universeId === universeId &&
        w.createdAt >= period.start &&
        w.createdAt <= endOf(period) &&
        w.createdAt <= listedUntil &&
        keeps(filter, postOf(universeId, w.postId)),
    )
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    delayMs: 300_000,
    listedUntil,
    total: kept.length,
    items: kept.slice(0, take).map((w) => {
      const post = postOf(universeId, w.postId);
      return {
        id: w.id,
        createdAt: w.createdAt,
        text: w.text.trim(),
        author: w.author,
        dashboardId: w.dashboardId,
        cardUid: w.cardUid,
        post: {
          id: post.id,
          channel: post.channel,
          postedAt: post.postedAt,
          url: post.url,
          text: Array.from(post.text).slice(0, ANNOTATED_POST_TEXT_MAX).join(''),
        },
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('annotations: POST /annotations/v1/… and the report GET /annotations/list', () => {
  let clock = LATER;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let b: Tenant;
  /** The report card on A's dashboard. */
  let reportUid: string;

  const annotate = (
    tenant: Pick<Tenant, 'universeId' | 'dashboardId'>,
    payload: unknown,
    headers: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/annotations/v1/${tenant.universeId}/${tenant.dashboardId}`,
      headers,
      payload: payload as object,
    });

  /** Writes an annotation at `at` as the tenant's editor, and keeps it for the recount. */
  async function write(
    tenant: Tenant,
    at: number,
    postId: string,
    text: string,
    cardUid: string | null = null,
  ) {
    clock = at;
    const response = await annotate(tenant, { postId, text, ...(cardUid ? { cardUid } : {}) }, tenant.editor);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const created = AnnotationCreated.parse(response.json());
    expect(created.listedFrom).toBe(at + ANNOTATION_DELAY_MS);
    written.push({
      universeId: tenant.universeId,
      dashboardId: tenant.dashboardId,
      cardUid,
      postId,
      text,
      author: tenant.editorEmail,
      createdAt: at,
      id: created.annotation.id,
    });
    return created;
  }

  interface Ask {
    period?: { start: number; end: number };
    take?: number;
    filter?: Filter;
    universeId?: string;
    headers?: Record<string, string>;
  }
  const report = (options: Ask = {}) => {
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: options.universeId === b.universeId ? b.accountId : a.accountId,
      universe_id: options.universeId ?? a.universeId,
      is_staging: 'false',
      ...(options.take === undefined ? {} : { take: String(options.take) }),
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
    });
    return t.app.inject({ url: `/annotations/list?${query}`, headers: options.headers ?? a.editor });
  };
  const docsOf = async (options: Ask = {}) => {
    const response = await report(options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return AnnotationsAnswer.parse(response.json()).docs;
  };

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { annotationsNow: () => clock });
    a = await createTenant(t.app, t.stores, 'anotacoes');
    b = await createTenant(t.app, t.stores, 'anotacoes-outra');
    await t.stores.analytics.append('posts', a.universeId, posts);
    await t.stores.analytics.append('posts', b.universeId, OTHER_POSTS);
    // The report card on A's dashboard (LSN_76), beside the feed it was created with.
    const current = await t.app.inject({
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}`,
      headers: a.editor,
    });
    const dashboard = current.json().dashboard;
    const added = await t.app.inject({
      method: 'PUT',
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}`,
      headers: a.editor,
      payload: {
        version: dashboard.version,
        patch: { cards: [...dashboard.cards, { ...dashboard.cards[0], uid: 'relatorio', id: 'LSN_76' }] },
      },
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
    reportUid = 'relatorio';

    // The period's edges (São Paulo midnight in, the ms before out; the last minute in, the next midnight out),
    // a post annotated twice, a long text at the limit, a post without text, another universe's annotation of
    // a post with the same id.
    await write(a, D9 - 1, 'p1', 'Antes do período');
    await write(a, D9, 'p1', 'Meia-noite do primeiro dia', 'feed-1');
    await write(a, D9 + 5 * HOUR, 'p2', 'Primeira nota sobre o lançamento');
    await write(a, D9 + 6 * HOUR, 'p2', '  Segunda nota sobre o lançamento  ');
    await write(a, D10 + HOUR, 'p3', 'Cliente pergunta de prazo');
    await write(a, D10 + 2 * HOUR, 'p4', 'x'.repeat(ANNOTATION_TEXT_MAX));
    await write(a, D16 - 30_000, 'p5', 'Último minuto do período');
    await write(a, D16, 'p5', 'Meia-noite seguinte: fora');
    await write(b, D10, 'p1', 'Nota da outra marca');
    clock = LATER;
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the period’s annotations, newest first, as the recount', async () => {
    const docs = await docsOf();
    expect(docs).toEqual(recount(a.universeId, PERIOD, LATER));
    const texts = docs.items.map((item) => item.text);
    expect(texts).toContain('Meia-noite do primeiro dia');
    expect(texts).toContain('Último minuto do período');
    expect(texts).not.toContain('Antes do período');
    expect(texts).not.toContain('Meia-noite seguinte: fora');
    expect(docs.total).toBe(6);
  });

  it('lists a post annotated twice twice, each with its own text (trimmed)', async () => {
    const docs = await docsOf();
    const ofP2 = docs.items.filter((item) => item.post.id === 'p2');
    expect(ofP2.map((item) => item.text)).toEqual([
      'Segunda nota sobre o lançamento',
      'Primeira nota sobre o lançamento',
    ]);
    expect(Array.from(ofP2[0]?.post.text ?? '')).toHaveLength(ANNOTATED_POST_TEXT_MAX);
  });

  it("never lists another universe's annotations, even of a post with the same id", async () => {
    const docs = await docsOf();
    expect(docs.items.some((item) => item.text === 'Nota da outra marca')).toBe(false);
    expect(docs.items.every((item) => item.dashboardId === a.dashboardId)).toBe(true);
    const other = await docsOf({ universeId: b.universeId, headers: b.editor });
    expect(other).toEqual(recount(b.universeId, PERIOD, LATER));
    expect(other.items.map((item) => [item.text, item.post.text])).toEqual([
      ['Nota da outra marca', 'Outra marca: Péssimo atendimento na loja do centro'],
    ]);
    // A's editor is not a member of B's universe.
    const refused = await report({ universeId: b.universeId });
    expect(refused.statusCode).toBe(404);
  });

  it('names the analyst and the post by channel, date, link and text, never its author', async () => {
    const docs = await docsOf();
    expect(new Set(docs.items.map((item) => item.author))).toEqual(new Set([a.editorEmail]));
    const body = JSON.stringify(docs);
    for (const author of ['autora-1', 'Autora Um', 'autor-2', 'Autor Dois', 'folha']) {
      expect(body).not.toContain(author);
    }
  });

  it('applies the filter to the annotated posts and answers the first `take`', async () => {
    const cases: Filter[] = [{ channels: ['twitter'] }, { tags: ['Produto'] }, { polarities: [2] }];
    for (const filter of cases) {
      expect(await docsOf({ filter }), JSON.stringify(filter)).toEqual(
        recount(a.universeId, PERIOD, LATER, 100, filter),
      );
    }
    const first = await docsOf({ take: 2 });
    expect(first).toEqual(recount(a.universeId, PERIOD, LATER, 2));
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(6);
    const empty = { start: D16 + DAY_MS, end: D16 + DAY_MS + END_OF_DAY_OFFSET_MS };
    expect(await docsOf({ period: empty })).toEqual(recount(a.universeId, empty, LATER));
  });

  it('lists an annotation only once it is 5 minutes old (spec §9)', async () => {
    const at = LATER + 7 * HOUR;
    const today = { start: startOfZonedDay(at), end: startOfZonedDay(at) + END_OF_DAY_OFFSET_MS };
    const created = await write(a, at, 'p3', 'Acabei de anotar');
    clock = at + ANNOTATION_DELAY_MS - 1;
    const early = await docsOf({ period: today });
    expect(early).toEqual(recount(a.universeId, today, clock));
    expect(early.items.some((item) => item.id === created.annotation.id)).toBe(false);
    expect(early.listedUntil).toBe(at - 1);
    clock = at + ANNOTATION_DELAY_MS;
    const listed = await docsOf({ period: today });
    expect(listed).toEqual(recount(a.universeId, today, clock));
    expect(listed.items.map((item) => item.id)).toEqual([created.annotation.id]);
    clock = LATER;
  });

  it('draws the report card through its registry entry, with the delay note', async () => {
    const context: CardDataContext = {
      accountId: a.accountId,
      universeId: a.universeId,
      isStaging: false,
      dateRange: PERIOD,
      globalFilter: {},
      pages: [],
      contracts: [],
    };
    const definition = cardRegistry.get('LSN_76');
    const source = cardSourceOf(definition, context, null);
    if (source.kind !== 'endpoint') throw new Error(`LSN_76: ${source.kind}`);
    const [request] = source.requests;
    if (!request) throw new Error('LSN_76: no request');
    const response = await t.app.inject({ url: cardRequestUrl(request, reportUid), headers: a.editor });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = source.endpoint.map(definition, [response.json()], translate);
    if (data.kind !== 'table') throw new Error(data.kind);
    const expected = recount(a.universeId, PERIOD, LATER);
    expect(data.rows.map((row) => row.text)).toEqual(expected.items.map((item) => item.text));
    expect(data.rows.find((row) => row.text === 'x'.repeat(ANNOTATION_TEXT_MAX))?.post).toBe(
      'Publicação sem texto',
    );
    expect(data.notes?.map((note) => translate(note))).toEqual([
      'Dados com atraso de até 5 minutos: anotações recentes aparecem no relatório depois desse prazo.',
    ]);
  });

  describe('refuses bad input with the catalogue’s text, storing nothing', () => {
    const CASES: [string, unknown, string, string][] = [
      ['an empty text', { postId: 'p1', text: '   ' }, 'text', 'Escreva a anotação antes de salvar.'],
      ['no text', { postId: 'p1' }, 'text', 'Escreva a anotação antes de salvar.'],
      [
        'a text too long',
        { postId: 'p1', text: 'y'.repeat(ANNOTATION_TEXT_MAX + 1) },
        'text',
        'A anotação pode ter no máximo 1.000 caracteres.',
      ],
      ['no post', { text: 'Sem publicação' }, 'postId', 'Indique a publicação anotada.'],
      [
        'an unknown post',
        { postId: 'p999', text: 'Quem?' },
        'postId',
        'Publicação não encontrada nesta pesquisa.',
      ],
      ['a body that is no object', ['p1'], 'body', 'Requisição inválida.'],
    ];
    it.each(CASES)('%s', async (_, payload, field, message) => {
      const before = await docsOf();
      clock = LATER - ANNOTATION_DELAY_MS;
      const response = await annotate(a, payload, a.editor);
      clock = LATER;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      const { error } = response.json();
      expect(error.fields[field]).toBe(message);
      expect(await docsOf()).toEqual(before);
    });

    it('a post of the universe only: the other universe’s post ids are unknown', async () => {
      const response = await annotate(b, { postId: 'p-inexistente', text: 'Nota' }, b.editor);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.postId).toBe('Publicação não encontrada nesta pesquisa.');
    });
  });

  describe('who may write and read', () => {
    it('refuses a user outside the dashboard’s users list (403), another account (404), no session (401)', async () => {
      const payload = { postId: 'p1', text: 'Não devia' };
      expect((await annotate(a, payload, a.member)).statusCode).toBe(403);
      expect((await annotate(b, payload, a.editor)).statusCode).toBe(404);
      expect((await annotate(a, payload, {})).statusCode).toBe(401);
      expect((await docsOf()).items.some((item) => item.text === 'Não devia')).toBe(false);
    });

    it('never writes or reads for a guest of the published dashboard', async () => {
      const guest = { cookie: await enterAsGuest(t.app, a.universeId, (await publish(t.app, a)).token) };
      const written = await annotate(a, { postId: 'p1', text: 'Visitante' }, guest);
      expect(written.statusCode).toBe(403);
      const query = new URLSearchParams({
        date_range: `${PERIOD.start}:${PERIOD.end}`,
        account_id: a.accountId,
        universe_id: a.universeId,
        card_id: reportUid,
      });
      const read = await t.app.inject({ url: `/annotations/list?${query}`, headers: guest });
      expect(read.statusCode).toBe(403);
      for (const leak of [a.editorEmail, 'Meia-noite do primeiro dia', 'Péssimo atendimento']) {
        expect(read.body).not.toContain(leak);
      }
      expect((await docsOf()).items.some((item) => item.text === 'Visitante')).toBe(false);
    });
  });
});
