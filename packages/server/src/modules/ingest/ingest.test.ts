import { type IngestDataset, translate } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_TABLES } from '../../stores/analytics/datasets.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { INGEST_BODY_LIMIT_BYTES, MAX_LISTED_LINE_ERRORS } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import { createIngestUniverse, ndjson, VALID } from './ingest-test-support.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');
const INSTANT_ACCEPTED = translate('ingest.accepted.instant');
const POLARITY_ACCEPTED =
  'um destes códigos: 1 (positivo), 2 (negativo), 3 (neutro), 0 (sem polaridade), -2 (não classificado), -1 (negativo)';

describe('POST /ingest/v1/{universeId}/{dataset}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let universe: { universeId: string; token: string };
  let other: { universeId: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(NOON);
    universe = await createIngestUniverse(t.stores, 'demo', 'ingest-a');
    other = await createIngestUniverse(t.stores, 'demo', 'ingest-b');
  }, 120_000);
  afterAll(() => t.close());

  const send = (
    dataset: string,
    body: string | Buffer,
    options: { contentType?: string | null; token?: string | null; universeId?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/ingest/v1/${options.universeId ?? universe.universeId}/${dataset}`,
      headers: {
        ...(options.contentType === null
          ? {}
          : { 'content-type': options.contentType ?? 'application/x-ndjson' }),
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? universe.token}` }),
      },
      payload: body,
    });

  const rows = (sql: string, params: Record<string, string | number> = {}) =>
    t.stores.analytics.query({ sql, params: { universe: universe.universeId, ...params } });

  const postIds = async () =>
    (await rows('SELECT id FROM posts WHERE universe_id = $universe ORDER BY id')).map((r) => r.id);

  it('stores NDJSON posts, canonical channel names, in time order', async () => {
    const response = await send(
      'posts',
      ndjson([
        { id: 'n2', channel: 'Twitter', postedAt: NOON + 1000, text: 'segundo', tag: 'elogio' },
        { id: 'n1', channel: 'feedly', postedAt: NOON, text: 'primeiro', likes: 2, comments: 1 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      dataset: 'posts',
      accepted: 2,
      rejected: 0,
      errors: [],
      errorsTruncated: false,
      warnings: [],
      warningsTruncated: false,
    });
    const stored = await rows(
      `SELECT id, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at)::DOUBLE AS at, tag, interactions::INTEGER AS interactions
       FROM posts WHERE universe_id = $universe AND id IN ('n1', 'n2')`,
    );
    expect(stored).toEqual([
      { id: 'n1', channel: 'blogs', at: NOON, tag: [], interactions: 3 },
      { id: 'n2', channel: 'twitter', at: NOON + 1000, tag: ['elogio'], interactions: 0 },
    ]);
  });

  it('stores CSV posts: quoted fields over several lines, lists, numbers and booleans from text', async () => {
    const csv = [
      'id,channel,posted_at,text,likes,polarity,tag,replied',
      'c1,instagram,2026-03-12T10:00:00-03:00,"Entrega ""rápida""',
      'recomendo 😀",5,1,elogio|entrega,sim',
      'c2,twitter,1773327600000,,0,2,"[""reclamação""]",false',
    ].join('\n');
    const response = await send('posts', csv, { contentType: 'text/csv; charset=utf-8' });
    expect(response.statusCode).toBe(200);
    expect(response.json().accepted).toBe(2);
    const stored = await rows(
      `SELECT id, text, likes::INTEGER AS likes, polarity, tag, replied, epoch_ms(posted_at)::DOUBLE AS at
       FROM posts WHERE universe_id = $universe AND id IN ('c1', 'c2') ORDER BY id`,
    );
    expect(stored).toEqual([
      {
        id: 'c1',
        text: 'Entrega "rápida"\nrecomendo 😀',
        likes: 5,
        polarity: 1,
        tag: ['elogio', 'entrega'],
        replied: true,
        at: Date.parse('2026-03-12T13:00:00Z'),
      },
      {
        id: 'c2',
        text: '',
        likes: 0,
        polarity: 2,
        tag: ['reclamação'],
        replied: false,
        at: 1_773_327_600_000,
      },
    ]);
  });

  it('never duplicates a re-sent batch, and the last record of an id wins', async () => {
    const batch = ndjson([
      { id: 'r1', channel: 'twitter', postedAt: NOON, likes: 1 },
      { id: 'r2', channel: 'twitter', postedAt: NOON, likes: 1 },
    ]);
    expect((await send('posts', batch)).statusCode).toBe(200);
    expect((await send('posts', batch)).statusCode).toBe(200);
    const again = ndjson([
      { id: 'r1', channel: 'twitter', postedAt: NOON, likes: 5 },
      { id: 'r1', channel: 'twitter', postedAt: NOON, likes: 7 },
    ]);
    expect((await send('posts', again)).json().accepted).toBe(2);
    const stored = await rows(
      "SELECT id, likes::INTEGER AS likes FROM posts WHERE universe_id = $universe AND id IN ('r1', 'r2') ORDER BY id",
    );
    expect(stored).toEqual([
      { id: 'r1', likes: 7 },
      { id: 'r2', likes: 1 },
    ]);
  });

  it('writes nothing of a batch with one bad line, and reports that line', async () => {
    const before = await postIds();
    const response = await send(
      'posts',
      [
        JSON.stringify({ id: 'b1', channel: 'twitter', postedAt: NOON }),
        '',
        JSON.stringify({ id: 'b2', channel: 'orkut', postedAt: 'ontem', likes: -1 }),
        '{"id": "b3", ',
        JSON.stringify({ id: 'b4', channel: 'twitter', postedAt: NOON, polarity: 9 }),
      ].join('\n'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 'VALIDATION', message: translate(INGEST_MESSAGES.batchRejected), fields: null },
      dataset: 'posts',
      accepted: 0,
      rejected: 3,
      errors: [
        {
          line: 3,
          id: 'b2',
          message: 'Registro inválido.',
          fields: {
            postedAt: `Valor inválido: "ontem". Esperado: ${INSTANT_ACCEPTED}.`,
            likes: 'Valor inválido: -1. Esperado: um número maior ou igual a 0.',
            channel: translate('ingest.errors.unknownChannel').replace('{value}', '"orkut"'),
          },
          details: [
            { field: 'postedAt', value: 'ontem', accepted: INSTANT_ACCEPTED },
            { field: 'likes', value: -1, accepted: 'um número maior ou igual a 0' },
            { field: 'channel', value: 'orkut', accepted: translate('ingest.accepted.channel') },
          ],
        },
        { line: 4, id: null, message: translate(INGEST_MESSAGES.malformedLine), fields: {}, details: [] },
        {
          line: 5,
          id: 'b4',
          message: 'Registro inválido.',
          fields: { polarity: `Valor inválido: 9. Esperado: ${POLARITY_ACCEPTED}.` },
          details: [{ field: 'polarity', value: 9, accepted: POLARITY_ACCEPTED }],
        },
      ],
      errorsTruncated: false,
      warnings: [],
      warningsTruncated: false,
    });
    expect(await postIds()).toEqual(before);
  });

  it('writes nothing when the one bad line comes after thousands of good ones', async () => {
    const before = await postIds();
    const good = Array.from({ length: 5000 }, (_, i) => ({
      id: `late-${i}`,
      channel: 'twitter',
      postedAt: NOON + i,
    }));
    const body = response422(
      await send('posts', ndjson([...good, { id: 'late-bad', channel: 'twitter', postedAt: 'ontem' }])),
    );
    expect(body.rejected).toBe(1);
    expect(body.errors.map((e) => e.line)).toEqual([5001]);
    expect(await postIds()).toEqual(before);
  });

  it('refuses a channel it does not know, naming the field, the value and where the channels are listed', async () => {
    const response = await send('posts', ndjson([{ id: 'x1', channel: 'orkut', postedAt: NOON }]));
    expect(response.statusCode).toBe(422);
    const accepted =
      'um canal conhecido, pelo id, nome ou apelido (a lista está em docs/ingest.md, seção Canais)';
    expect(response.json().errors).toEqual([
      {
        line: 1,
        id: 'x1',
        message: 'Registro inválido.',
        fields: {
          channel:
            'Canal desconhecido: "orkut". Os canais aceitos, com seus nomes e apelidos, estão em docs/ingest.md (seção Canais).',
        },
        details: [{ field: 'channel', value: 'orkut', accepted }],
      },
    ]);
  });

  it('names missing required fields, and reports CSV rows by number', async () => {
    const response = await send('posts', 'id,channel\nq1,twitter\n', { contentType: 'text/csv' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        line: 1,
        id: 'q1',
        message: 'Registro inválido.',
        // The spec's text for a required field, then what the field takes.
        fields: { postedAt: `Campo obrigatório. Esperado: ${INSTANT_ACCEPTED}.` },
        details: [{ field: 'postedAt', value: null, accepted: INSTANT_ACCEPTED }],
      },
    ]);
  });

  it('lists at most the first failed lines and says more failed', async () => {
    const bad = Array.from({ length: MAX_LISTED_LINE_ERRORS + 20 }, (_, i) => ({
      id: `e${i}`,
      channel: 'x',
    }));
    const body = response422(await send('posts', ndjson(bad)));
    expect(body.rejected).toBe(MAX_LISTED_LINE_ERRORS + 20);
    expect(body.errors).toHaveLength(MAX_LISTED_LINE_ERRORS);
    expect(body.errors[0]?.line).toBe(1);
    expect(body.errorsTruncated).toBe(true);
  });

  it('answers 413 with the limit and a hint to split the file when the body is too large', async () => {
    const response = await send('posts', Buffer.alloc(INGEST_BODY_LIMIT_BYTES + 1, 0x20));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 'BAD_REQUEST', message: translate(INGEST_MESSAGES.bodyTooLarge), fields: null },
    });
  });

  it('answers 401 alike for a wrong token, no token and a universe that does not exist or is not the token’s', async () => {
    const body = ndjson([VALID.posts]);
    const answers = await Promise.all([
      send('posts', body, { token: 'wrong' }),
      send('posts', body, { token: null }),
      send('posts', body, { universeId: 'no-such-universe' }),
      send('posts', body, { universeId: other.universeId }),
      send('nope', body, { token: 'wrong' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        status: 'error',
        error: { code: 'UNAUTHENTICATED', message: translate(INGEST_MESSAGES.invalidToken), fields: null },
      });
    }
  });

  it('answers 404 for a dataset that does not exist', async () => {
    const response = await send('tweets', ndjson([VALID.posts]));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 415 naming the content types it reads, for a body that is neither NDJSON nor CSV or says no type', async () => {
    const types =
      'NDJSON (application/x-ndjson, application/jsonl, application/json) ou CSV (text/csv, application/csv)';
    const xml = await send('posts', '<xml/>', { contentType: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      status: 'error',
      error: {
        code: 'BAD_REQUEST',
        message: `Tipo de conteúdo não aceito: "application/xml". Envie o corpo como ${types}, dito no cabeçalho Content-Type.`,
        fields: null,
      },
    });
    // What `curl --data-binary @file` sends unless told otherwise.
    const form = await send('posts', ndjson([VALID.posts]), {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.message).toContain('"application/x-www-form-urlencoded"');
    for (const body of [ndjson([VALID.posts]), '']) {
      const none = await send('posts', body, { contentType: null });
      expect(none.statusCode).toBe(415);
      expect(none.json().error.message).toBe(
        `Falta o cabeçalho Content-Type. Diga o formato do corpo: ${types}.`,
      );
    }
    // The token is checked first: a stranger learns nothing about the body.
    expect(
      (await send('posts', '<xml/>', { contentType: 'application/xml', token: 'wrong' })).statusCode,
    ).toBe(401);
  });

  it('takes the content types in any letter case and with parameters', async () => {
    const record = { id: 'ct1', channel: 'twitter', postedAt: NOON };
    for (const contentType of [
      'Application/JSONL',
      'application/json; charset=utf-8',
      'TEXT/CSV;charset=UTF-8',
    ]) {
      const body = contentType.toLowerCase().includes('csv')
        ? `id,channel,postedAt\nct1,twitter,${NOON}\n`
        : ndjson([record]);
      const response = await send('posts', body, { contentType });
      expect(response.statusCode, contentType).toBe(200);
    }
  });

  it('reads an application/json array body', async () => {
    const response = await send('posts', JSON.stringify([{ id: 'j1', channel: 'twitter', postedAt: NOON }]), {
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(200);
    expect(await postIds()).toContain('j1');
  });

  it.each(Object.keys(VALID) as IngestDataset[])('stores a valid %s record', async (dataset) => {
    const response = await send(dataset, ndjson([VALID[dataset]]), {
      universeId: other.universeId,
      token: other.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().accepted).toBe(1);
    const table = DATASET_TABLES[dataset].table;
    const stored = await rows(`SELECT id FROM ${table} WHERE universe_id = $universe`, {
      universe: other.universeId,
    });
    expect(stored).toEqual([{ id: VALID[dataset].id }]);
  });
});

function response422(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(422);
  return response.json() as { rejected: number; errors: { line: number }[]; errorsTruncated: boolean };
}
