import { translate } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { MAX_LISTED_WARNINGS } from './ingest-limits.ts';
import { createIngestUniverse, ingestSender, ndjson } from './ingest-test-support.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');
const INSTANT_ACCEPTED = translate('ingest.accepted.instant');

type Answer = {
  accepted: number;
  rejected: number;
  errors: {
    line: number;
    id: string | null;
    message: string;
    fields: Record<string, string>;
    details: unknown[];
  }[];
  warnings: { field: string; lines: number; firstLine: number; message: string }[];
  warningsTruncated: boolean;
};

/** What the ingest answers a caller: errors that say what was wrong and what is taken, warnings for the rest. */
describe('ingest answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let send: ReturnType<typeof ingestSender>;
  let universe: { universeId: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(NOON);
    universe = await createIngestUniverse(t.stores, 'demo', 'ingest-answers');
    send = ingestSender(t.app, universe);
  }, 120_000);
  afterAll(() => t.close());

  const answer = async (dataset: string, body: string, status: number, contentType?: string) => {
    const response = await send(dataset, body, contentType);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Answer;
  };

  it('says a date and time without its offset lacks one, and what it takes', async () => {
    const body = await answer(
      'posts',
      ndjson([{ id: 'o1', channel: 'twitter', postedAt: '2020-08-29 15:21:06' }]),
      422,
    );
    expect(body.errors).toEqual([
      {
        line: 1,
        id: 'o1',
        message: 'Registro inválido.',
        fields: {
          postedAt: `Data e hora sem fuso horário: "2020-08-29 15:21:06". Acrescente Z (UTC) ou a diferença para UTC, como -03:00 ou +00:00. Esperado: ${INSTANT_ACCEPTED}.`,
        },
        details: [{ field: 'postedAt', value: '2020-08-29 15:21:06', accepted: INSTANT_ACCEPTED }],
      },
    ]);
    expect(INSTANT_ACCEPTED).toBe(
      'data e hora ISO 8601 com fuso horário, com T ou espaço (2026-03-12T15:00:00-03:00, 2026-03-12 18:00:00Z, 2026-03-12 18:00:00+0000), uma data 2026-03-12 (o início do dia em America/Sao_Paulo) ou milissegundos desde 1970-01-01 UTC',
    );
  });

  it('names line, field, value and what is taken for each kind of field', async () => {
    const body = await answer(
      'posts',
      ndjson([
        { id: 'k1', channel: 'twitter', postedAt: NOON, gender: 5, sacStatus: 'Aberto', tag: [1] },
        { id: 'k2', channel: 'twitter', postedAt: NOON, replied: 'sim', text: 'x'.repeat(100_001) },
        [{ id: 'k3' }],
      ]),
      422,
    );
    expect(body.rejected).toBe(3);
    const [first, second, third] = body.errors;
    expect(first?.fields).toEqual({
      gender:
        'Valor inválido: 5. Esperado: um destes códigos: 1 (homem), 2 (mulher), 3 (organização), 7 (organização), 0 (não classificado).',
      sacStatus:
        'Valor inválido: "Aberto". Esperado: um destes valores: pending, opened, holding, replied, closed, ignored, ou null.',
      tag: 'Valor inválido: [1]. Esperado: um texto ou uma lista de textos (no CSV: a|b ou ["a","b"]).',
    });
    expect(second?.line).toBe(2);
    expect(second?.fields.replied).toBe(
      'Valor inválido: "sim". Esperado: true ou false (no CSV também sim/não, yes/no, 1/0).',
    );
    // A long value comes back cut.
    expect(second?.details).toContainEqual({
      field: 'text',
      value: `${'x'.repeat(200)}…`,
      accepted: 'um texto de até 100.000 caracteres',
    });
    expect(third).toEqual({
      line: 3,
      id: null,
      message: 'A linha não é um objeto JSON: cada linha deve ser um registro {…}.',
      fields: {},
      details: [],
    });
  });

  it('explains a desk ticket whose times run backwards, and a survey score off its scale', async () => {
    const ticket = await answer(
      'desk-tickets',
      ndjson([{ id: 't1', botKey: 'bot', team: 'Suporte', openedAt: NOON, assignedAt: NOON - 1 }]),
      422,
    );
    expect(ticket.errors[0]?.message).toBe(translate('ingest.errors.ticketTimes'));
    const survey = await answer(
      'sac-surveys',
      ndjson([
        {
          id: 'v1',
          userId: 'u',
          username: 'u',
          pid: 'p',
          channel: 'facebook',
          surveyType: 'CSAT',
          surveyScore: 6,
          surveyDate: NOON,
        },
      ]),
      422,
    );
    expect(survey.errors[0]?.fields).toEqual({
      surveyScore:
        'Valor inválido: 6. Esperado: um número inteiro na escala do surveyType: CES 1–7, CSAT 1–5, NPS 0–10.',
    });
  });

  it('warns once per unknown field, however many lines carry it, and stores the rest', async () => {
    const records = Array.from({ length: 3000 }, (_, i) => ({
      id: `w${i}`,
      channel: 'twitter',
      postedAt: NOON + i,
      ...(i >= 10 ? { lang: 'pt' } : {}),
      hashtags: ['IFMG'],
    }));
    const body = await answer('posts', ndjson(records), 200);
    expect(body.accepted).toBe(3000);
    expect(body.warnings).toEqual([
      {
        field: 'hashtags',
        lines: 3000,
        firstLine: 1,
        message:
          'Campo desconhecido "hashtags": seus valores foram ignorados. Os campos de posts estão em docs/ingest.md.',
      },
      {
        field: 'lang',
        lines: 2990,
        firstLine: 11,
        message:
          'Campo desconhecido "lang": seus valores foram ignorados. Os campos de posts estão em docs/ingest.md.',
      },
    ]);
    expect(body.warningsTruncated).toBe(false);
  });

  it('suggests the field a near miss meant, also when the batch is refused', async () => {
    const body = await answer(
      'posts',
      ndjson([{ id: 's1', channel: 'twitter', posted_at: '2026-03-12T12:00:00-03:00' }]),
      422,
    );
    expect(Object.keys(body.errors[0]?.fields ?? {})).toEqual(['postedAt']);
    expect(body.warnings).toEqual([
      {
        field: 'posted_at',
        lines: 1,
        firstLine: 1,
        message: 'Campo desconhecido "posted_at": seus valores foram ignorados. Você quis dizer "postedAt"?',
      },
    ]);
  });

  it('warns of CSV columns it does not read: unknown ones and a second column for the same field', async () => {
    const csv = [
      'id,channel,posted_at,postedAt,lang',
      `c1,twitter,${NOON},${NOON + 1},pt`,
      `c2,twitter,${NOON},,`,
    ].join('\n');
    const body = await answer('posts', csv, 200, 'text/csv');
    expect(body.accepted).toBe(2);
    expect(body.warnings).toEqual([
      {
        field: 'postedAt',
        lines: 2,
        firstLine: 1,
        message:
          'Coluna repetida "postedAt": valem os valores da primeira coluna de postedAt; esta foi ignorada.',
      },
      {
        field: 'lang',
        lines: 2,
        firstLine: 1,
        message:
          'Campo desconhecido "lang": seus valores foram ignorados. Os campos de posts estão em docs/ingest.md.',
      },
    ]);
  });

  it('lists at most MAX_LISTED_WARNINGS unknown fields and says more were sent', async () => {
    const record = Object.fromEntries(
      Array.from({ length: MAX_LISTED_WARNINGS + 5 }, (_, i) => [`extra${i}`, i]),
    );
    const body = await answer(
      'posts',
      ndjson([{ id: 'm1', channel: 'twitter', postedAt: NOON, ...record }]),
      200,
    );
    expect(body.warnings).toHaveLength(MAX_LISTED_WARNINGS);
    expect(body.warningsTruncated).toBe(true);
  });
});
