import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CardConfig,
  cardEndpointByKey,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  GPT_REPLY_MAX_LENGTH,
  GptSuggestionsAnswer,
  type IngestRecord,
  isEmptyCardData,
  PostRecord,
  startOfZonedDay,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest } from '../../security/tenant-fixtures.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { DEFAULT_TONE } from './config.ts';

/*
 * The AI reply suggestions over real HTTP, against a real local server speaking the OpenAI-compatible
 * chat-completions protocol (node:http, below: it answers, refuses with 429 or hangs) and a real local reply
 * connector. Which posts get suggestions is held to a recount in plain TypeScript of the raw posts written
 * below; what the model received is read from the requests that server got.
 */

type Post = IngestRecord<'posts'>;

const UNIVERSE = 'gpt-fixtures';
const OTHER = 'gpt-outra-marca';
const BRAND = 'Café Aurora';
const TONE = 'acolhedor e bem-humorado';
const HOUR = 3_600_000;
const MINUTE = 60_000;

const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
/** Posts asked of the model while it refuses or hangs. */
const FEBRUARY = { start: day('2026-02-02'), end: day('2026-02-03') + END_OF_DAY_OFFSET_MS };
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D11 = day('2026-03-11');
const D13 = day('2026-03-13');

// ---------------------------------------------------------------------------------------------------------------
// The raw posts

const posts: Post[] = [];
const post = (fields: Partial<Post> & Pick<Post, 'postedAt'>): Post => {
  const n = posts.length + 1;
  const record = PostRecord.parse({
    id: `g${n}`,
    channel: 'twitter',
    uid: `cliente-${n}`,
    username: `Cliente Número${n}`,
    text: `O café da unidade ${n} estava frio hoje, podem verificar?`,
    url: `https://social.example.com/status/${n}`,
    ...fields,
  });
  posts.push(record);
  return record;
};
post({ postedAt: D10 + 10 * HOUR, text: 'Meu pedido não chegou até agora, alguém me ajuda?' });
post({ postedAt: D11, channel: 'instagram', text: 'Amei o bolo de laranja da loja do centro!' });
post({ postedAt: D9 + 2 * HOUR, sacStatus: 'pending' });
post({ postedAt: D13 - 30_000, channel: 'youtube' }); // the period's last minute
post({ postedAt: D11 - 1, sacStatus: 'opened' }); // the last ms of the 10th
// Not waiting: answered, closed, the page's own publication, no text, blank text, before or after the period.
post({ postedAt: D10 + 3 * HOUR, sacStatus: 'replied' });
post({ postedAt: D10 + 4 * HOUR, sacStatus: 'closed' });
post({ postedAt: D10 + 5 * HOUR, uid: 'pagina-aurora', pid: 'pagina-aurora' });
post({ postedAt: D10 + 6 * HOUR, text: '' });
post({ postedAt: D10 + 7 * HOUR, text: '   ' });
post({ postedAt: D9 - 1 });
post({ postedAt: D13 + MINUTE });
// Sent twice: answered meanwhile.
const answeredMeanwhile = post({ postedAt: D10 + 8 * HOUR, sacStatus: 'opened' });
const RESENT: Post[] = [{ ...answeredMeanwhile, sacStatus: 'replied' }];
for (let i = 0; i < 8; i++) post({ postedAt: D9 + (12 + i) * HOUR, channel: i % 2 ? 'facebook' : 'twitter' });
// February: asked while the model refuses or hangs.
const february = [
  post({ postedAt: FEBRUARY.start + 5 * HOUR, text: 'Vocês abrem no feriado?' }),
  post({ postedAt: FEBRUARY.start + 6 * HOUR, text: 'Qual o horário da loja do shopping?' }),
];

// ---------------------------------------------------------------------------------------------------------------
// The recount

const stored = () => {
  const byId = new Map<string, Post>();
  for (const record of [...posts, ...RESENT]) byId.set(record.id, record);
  return [...byId.values()];
};
type Period = { start: number; end: number };
const endOf = (period: Period) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
/** The waiting posts of contracts/gpt.ts, newest first. */
const waiting = (period: Period, handled: ReadonlySet<string>, channels: string[] | null = null) =>
  stored()
    .filter(
      (p) =>
        p.postedAt >= period.start &&
        p.postedAt <= endOf(period) &&
        (p.text ?? '').trim() !== '' &&
        !(p.uid !== null && p.uid === p.pid) &&
        !['replied', 'closed'].includes(p.sacStatus ?? '') &&
        !handled.has(p.id) &&
        (channels === null || channels.includes(p.channel)),
    )
    .sort((a, b) => b.postedAt - a.postedAt || a.id.localeCompare(b.id));

// ---------------------------------------------------------------------------------------------------------------
// The local servers

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** What the model writes for a post: grounded in its text, so each suggestion can be traced to its post. */
const modelReply = (postText: string) =>
  `Olá! Obrigado por nos contar: “${postText.slice(0, 30)}”. Vamos ver isso.`;

type ModelMode = 'ok' | 'long' | 'rateLimited' | 'hang' | 'broken';

/** An OpenAI-compatible chat-completions server: answers, writes too much, refuses (429) or never answers. */
function fakeModel() {
  const received: Received[] = [];
  let mode: ModelMode = 'ok';
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ url: request.url ?? '', headers: request.headers, body });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if (mode === 'hang') return;
    if (mode === 'broken') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (mode === 'rateLimited') {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
      response.end(
        JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit' } }),
      );
      return;
    }
    const asked = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
    const postText = asked.messages.find((message) => message.role === 'user')?.content ?? '';
    const content =
      mode === 'long' ? `${'Muito obrigado pelo carinho '.repeat(20)}fim` : modelReply(postText);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${received.length}`,
        object: 'chat.completion',
        created: 1,
        model: asked.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  return {
    server,
    received,
    setMode: (next: ModelMode) => {
      mode = next;
    },
  };
}

/** The reply connector: takes replies (2xx) or fails (500). */
function fakeReplier() {
  const received: Received[] = [];
  let failing = false;
  const server = createServer(async (request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers, body: await readBody(request) });
    response.writeHead(failing ? 500 : 202).end();
  });
  return {
    server,
    received,
    setFailing: (next: boolean) => {
      failing = next;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('AI reply suggestions: gpt/suggestions, gpt/reply, gpt/delete', () => {
  const model = fakeModel();
  const replier = fakeReplier();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: SessionHeaders;
  const handled = new Set<string>();

  beforeAll(async () => {
    const [modelUrl, replyUrl] = await Promise.all([listen(model.server), listen(replier.server)]);
    t = await createTestApp(Date.now(), {
      env: {
        MIRANTE_AI_BASE_URL: `${modelUrl}/v1`,
        MIRANTE_AI_API_KEY: 'chave-de-teste',
        MIRANTE_AI_MODEL: 'modelo-de-teste',
        MIRANTE_AI_TONE: TONE,
        MIRANTE_AI_TIMEOUT_MS: '1000',
        MIRANTE_REPLY_URL: `${replyUrl}/respostas`,
        MIRANTE_REPLY_TOKEN: 'token-do-conector',
      },
    });
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    for (const [id, name] of [
      [UNIVERSE, BRAND],
      [OTHER, 'Outra marca'],
    ] as const) {
      await accounts.insertUniverse({
        id,
        account_id: DEMO.accountId,
        name,
        kind: 'brand',
        api_token: `token-${id}`,
        integration_token_hash: 'x',
      });
    }
    // The user is a member of the brand's universe only.
    await accounts.addMember(UNIVERSE, DEMO.userId);
    for (const universe of [UNIVERSE, OTHER]) await t.stores.analytics.append('posts', universe, posts);
    await t.stores.analytics.append('posts', UNIVERSE, RESENT);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const server of [model.server, replier.server]) {
      server.closeAllConnections();
      server.close();
    }
  });

  const suggestionsUrl = (
    options: { period?: Period; filter?: Filter; take?: number; universe?: string } = {},
  ) => {
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      take: String(options.take ?? 10),
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: options.universe ?? UNIVERSE,
      is_staging: 'false',
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
    });
    return `/studio-service/gpt/suggestions?${query}`;
  };
  const suggestions = async (options: Parameters<typeof suggestionsUrl>[0] = {}) => {
    const response = await t.app.inject({ url: suggestionsUrl(options), headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return GptSuggestionsAnswer.parse(response.json());
  };
  const act = (action: 'reply' | 'delete', id: string, text?: string, universe = UNIVERSE) =>
    t.app.inject({
      method: 'POST',
      url: `/studio-service/gpt/${action}?${new URLSearchParams({ account_id: DEMO.accountId, universe_id: universe, id })}`,
      headers,
      ...(text === undefined ? {} : { payload: { text } }),
    });
  const completionRequests = () => model.received.filter((r) => r.url === '/v1/chat/completions');

  it('serves LSN_78 from the registry (no longer unserved)', () => {
    const entry = cardEndpointByKey('studio/gpt/suggestions');
    expect(entry?.route).toBe('/studio-service/gpt/suggestions');
    expect(entry?.listsPeople).toBe(true);
  });

  it('suggests a reply for each of the period’s newest waiting posts, grounded in the post', async () => {
    const answer = await suggestions();
    const expected = waiting(PERIOD, handled).slice(0, 10);
    expect(expected.length).toBe(10);
    expect(answer).toMatchObject({ status: 'ok', assistant: 'on', replying: 'on', problem: null });
    expect(answer.items.map((item) => item.id)).toEqual(expected.map((p) => p.id));
    for (const [i, item] of answer.items.entries()) {
      const raw = expected[i] as Post;
      expect(item).toEqual({
        id: raw.id,
        channel: raw.channel,
        postedAt: raw.postedAt,
        url: raw.url,
        excerpt: raw.text,
        suggestion: modelReply(raw.text ?? ''),
      });
    }
    // One request per post, of the configured model, with the key.
    expect(completionRequests()).toHaveLength(10);
    for (const request of completionRequests()) {
      expect(request.headers.authorization).toBe('Bearer chave-de-teste');
      expect(JSON.parse(request.body).model).toBe('modelo-de-teste');
    }
  });

  it('sends the model the post text and nothing else of a person (no author, id or link)', () => {
    const sentTexts = completionRequests().map((request) => {
      const body = JSON.parse(request.body) as { messages: { role: string; content: string }[] };
      const [system, user, ...rest] = body.messages;
      expect(rest).toEqual([]);
      expect(system?.role).toBe('system');
      // The brand, its tone, the language and the bound.
      expect(system?.content).toContain(BRAND);
      expect(system?.content).toContain(TONE);
      expect(system?.content).toContain('português do Brasil');
      expect(system?.content).toContain(String(GPT_REPLY_MAX_LENGTH));
      expect(user?.role).toBe('user');
      for (const raw of stored()) {
        for (const personal of [raw.uid, raw.username, raw.url, raw.id]) {
          if (personal) expect(request.body).not.toContain(personal);
        }
      }
      return user?.content;
    });
    const expected = waiting(PERIOD, handled)
      .slice(0, 10)
      .map((p) => p.text);
    expect([...sentTexts].sort()).toEqual([...expected].sort());
  });

  it('keeps each suggestion: reading the card again asks the model nothing', async () => {
    const before = completionRequests().length;
    const again = await suggestions();
    expect(completionRequests().length).toBe(before);
    expect(again.items.every((item) => item.suggestion !== null)).toBe(true);
  });

  it('holds to the card’s filter', async () => {
    const answer = await suggestions({ filter: { channels: ['instagram', 'youtube'] } });
    expect(answer.items.map((item) => item.id)).toEqual(
      waiting(PERIOD, handled, ['instagram', 'youtube']).map((p) => p.id),
    );
  });

  it('cuts a suggestion longer than the maximum at a word', async () => {
    model.setMode('long');
    try {
      const answer = await suggestions({ take: 12 });
      const fresh = answer.items.slice(10);
      expect(fresh.length).toBe(2);
      for (const item of fresh) {
        expect([...(item.suggestion ?? '')].length).toBeLessThanOrEqual(GPT_REPLY_MAX_LENGTH);
        expect(item.suggestion?.endsWith('carinho')).toBe(true);
      }
    } finally {
      model.setMode('ok');
    }
  });

  it('says the model refused (429), took too long or failed, never a 500; the posts come back once it answers', async () => {
    model.setMode('rateLimited');
    const refused = await suggestions({ period: FEBRUARY });
    expect(refused.problem).toBe('rateLimited');
    expect(refused.items.map((item) => item.id)).toEqual(waiting(FEBRUARY, handled).map((p) => p.id));
    expect(refused.items.every((item) => item.suggestion === null)).toBe(true);

    model.setMode('hang');
    const late = await suggestions({ period: FEBRUARY });
    expect(late.problem).toBe('timeout');
    expect(late.items.every((item) => item.suggestion === null)).toBe(true);

    model.setMode('broken');
    const broken = await suggestions({ period: FEBRUARY });
    expect(broken.problem).toBe('failed');
    expect(broken.items.every((item) => item.suggestion === null)).toBe(true);

    model.setMode('ok');
    const answered = await suggestions({ period: FEBRUARY });
    expect(answered.problem).toBeNull();
    expect(answered.items.map((item) => item.suggestion)).toEqual(
      [...february].reverse().map((p) => modelReply(p.text ?? '')),
    );
    // The card says so in pt-BR.
    expect(translate('gpt.problem.rateLimited')).toMatch(/limite/);
  });

  it('refuses a reply outside the length bounds with the catalogue message, and sends nothing', async () => {
    const [first] = waiting(PERIOD, handled);
    for (const text of ['', '   ', 'x'.repeat(GPT_REPLY_MAX_LENGTH + 1)]) {
      const response = await act('reply', first?.id ?? '', text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('A resposta deve ter entre 1 e 280 caracteres.');
    }
    expect(replier.received).toHaveLength(0);
    expect((await suggestions()).items[0]?.id).toBe(first?.id);
  });

  it('replies through the connector: ‘Tweet respondido com sucesso!’, and the post leaves the card', async () => {
    const [first] = waiting(PERIOD, handled);
    const text = `  ${'a'.repeat(GPT_REPLY_MAX_LENGTH - 1)}é  `;
    const response = await act('reply', first?.id ?? '', text);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: 'Tweet respondido com sucesso!' });
    expect(replier.received).toHaveLength(1);
    const [sent] = replier.received;
    expect(sent?.url).toBe('/respostas');
    expect(sent?.headers.authorization).toBe('Bearer token-do-conector');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      universe_id: UNIVERSE,
      post_id: first?.id,
      channel: first?.channel,
      post_url: first?.url,
      text: text.trim(),
    });
    handled.add(first?.id ?? '');
    expect((await suggestions()).items.map((item) => item.id)).toEqual(
      waiting(PERIOD, handled)
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('says ‘Erro ao responder ao tweet!’ when the connector fails, and keeps the post', async () => {
    replier.setFailing(true);
    try {
      const [first] = waiting(PERIOD, handled);
      const response = await act('reply', first?.id ?? '', 'Obrigado!');
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe('Erro ao responder ao tweet!');
      expect((await suggestions()).items[0]?.id).toBe(first?.id);
    } finally {
      replier.setFailing(false);
    }
  });

  it('dismisses a suggestion: the post leaves the card and the next one comes in', async () => {
    const [first] = waiting(PERIOD, handled);
    const response = await act('delete', first?.id ?? '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Sugestão descartada.');
    handled.add(first?.id ?? '');
    expect((await suggestions()).items.map((item) => item.id)).toEqual(
      waiting(PERIOD, handled)
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('acts only on posts of the caller’s universes', async () => {
    expect((await act('delete', 'no-such-post')).statusCode).toBe(404);
    const [first] = waiting(PERIOD, handled);
    expect((await act('delete', first?.id ?? '', undefined, OTHER)).statusCode).toBe(404);
    expect((await act('reply', first?.id ?? '', 'Oi', OTHER)).statusCode).toBe(404);
    const other = await t.app.inject({ url: suggestionsUrl({ universe: OTHER }), headers });
    expect(other.statusCode).toBe(404);
  });

  it('never answers guests: no suggestions, no reply, no dismissal', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${UNIVERSE}`,
      headers,
      payload: { title: 'Respostas', cardIds: ['LSN_78'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, cards, globalFilter, pages, contracts } = created.json().dashboard;
    const published = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${UNIVERSE}/${id}/publish`,
      headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    const guest = await enterAsGuest(t.app, UNIVERSE, String(published.json().publishing.publishedToken));
    const card = (cards as CardConfig[]).find((item) => item.id === 'LSN_78') as CardConfig;
    const context = {
      accountId: DEMO.accountId,
      universeId: UNIVERSE,
      isStaging: false,
      dateRange: PERIOD,
      globalFilter,
      pages,
      contracts,
    };
    const source = cardSourceOf(cardRegistry.get('LSN_78'), context, card);
    if (source.kind !== 'endpoint') throw new Error('LSN_78 asks for its data');
    const [request] = source.requests;
    const url = cardRequestUrl(request as NonNullable<typeof request>, card.uid);
    const asGuest = await t.app.inject({ url, headers: { cookie: guest } });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.body).not.toContain('Cliente');
    const [first] = waiting(PERIOD, handled);
    for (const action of ['reply', 'delete'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/studio-service/gpt/${action}?${new URLSearchParams({ account_id: DEMO.accountId, universe_id: UNIVERSE, id: first?.id ?? '' })}`,
        headers: { cookie: guest },
        payload: { text: 'Oi' },
      });
      expect(response.statusCode, action).toBe(403);
    }
    // The editor still reads it.
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
  });
  it('suggests for the demo brand’s own recent posts, sending the model only their text', async () => {
    const before = completionRequests().length;
    const query = new URLSearchParams({
      take: '5',
      account_id: DEMO.accountId,
      universe_id: DEMO.brandUniverseId,
    });
    const response = await t.app.inject({ url: `/studio-service/gpt/suggestions?${query}`, headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const answer = GptSuggestionsAnswer.parse(response.json());
    expect(answer.problem).toBeNull();
    expect(answer.items).toHaveLength(5);
    const sent = completionRequests()
      .slice(before)
      .map((request) => JSON.parse(request.body).messages[1].content as string);
    expect(sent).toHaveLength(5);
    for (const item of answer.items) {
      const text = sent.find((content) => content.startsWith(item.excerpt.replace(/…$/, '')));
      expect(text, item.id).toBeDefined();
      expect(item.suggestion).toBe(modelReply(text ?? ''));
    }
  });
});

describe('AI reply suggestions when nothing is configured', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: SessionHeaders;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  it('reads both connectors off, and the tone’s default, from an empty environment', () => {
    expect(loadConfig({}).gpt).toEqual({ chat: null, reply: null });
    const partial = loadConfig({ MIRANTE_AI_BASE_URL: 'http://127.0.0.1:1/v1', MIRANTE_AI_MODEL: 'm' });
    expect(partial.gpt.chat).toBeNull();
    const full = loadConfig({
      MIRANTE_AI_BASE_URL: 'http://127.0.0.1:1/v1',
      MIRANTE_AI_API_KEY: 'k',
      MIRANTE_AI_MODEL: 'm',
    });
    expect(full.gpt.chat).toEqual({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: 'k',
      model: 'm',
      tone: DEFAULT_TONE,
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ MIRANTE_AI_BASE_URL: 'ftp://x' })).toThrow(/MIRANTE_AI_BASE_URL/);
    expect(() => loadConfig({ MIRANTE_AI_TIMEOUT_MS: '5' })).toThrow(/MIRANTE_AI_TIMEOUT_MS/);
  });

  it('answers that suggestions and replying are off; the card has something to say', async () => {
    const query = new URLSearchParams({
      take: '10',
      date_range: `${PERIOD.start}:${PERIOD.end}`,
      account_id: DEMO.accountId,
      universe_id: DEMO.brandUniverseId,
      is_staging: 'false',
    });
    const response = await t.app.inject({ url: `/studio-service/gpt/suggestions?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const answer = GptSuggestionsAnswer.parse(response.json());
    expect(answer).toEqual({ status: 'ok', assistant: 'off', replying: 'off', problem: null, items: [] });
    const data = cardEndpointByKey('studio/gpt/suggestions')?.map(
      cardRegistry.get('LSN_78'),
      [answer],
      translate,
    );
    expect(data?.kind).toBe('replySuggestions');
    expect(data && isEmptyCardData(data)).toBe(false);
  });

  it('refuses a reply with ‘not configured’, a dismissal still works', async () => {
    const url = (action: string) =>
      `/studio-service/gpt/${action}?${new URLSearchParams({ account_id: DEMO.accountId, universe_id: DEMO.brandUniverseId, id: 'qualquer' })}`;
    const reply = await t.app.inject({
      method: 'POST',
      url: url('reply'),
      headers,
      payload: { text: 'Oi!' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe('Responder não está configurado neste servidor.');
    // No such post in the demo universe.
    expect((await t.app.inject({ method: 'POST', url: url('delete'), headers })).statusCode).toBe(404);
  });
});
