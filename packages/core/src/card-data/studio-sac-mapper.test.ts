import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import type {
  BacklogTable,
  OperatorStatusTable,
  PostCount,
  SurveyAnswers,
  SurveyScores,
} from '../contracts/studio-sac.ts';
import { STUDIO_SAC_ANSWERS, StudioSacQuery } from '../contracts/studio-sac.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, formatCell } from './card-data-rows.ts';
import type { CardEndpoint } from './endpoints/card-endpoint.ts';
import type { CardDataContext } from './endpoints/card-request.ts';
import { cardEndpointOf, cardSourceOf } from './endpoints/registry.ts';
import type { StudioSacCardAnswer } from './studio-sac-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');

const entryOf = (id: string) => cardEndpointOf(cardRegistry.get(id)) as CardEndpoint<StudioSacCardAnswer>;
const dataOf = (id: string, answers: readonly StudioSacCardAnswer[], tr = t) => {
  const definition = cardRegistry.get(id);
  // Every fixture is an answer its endpoint's schema takes.
  for (const answer of answers) entryOf(id).answer.parse(answer);
  return entryOf(id).map(definition, answers, tr);
};

/** The table as the table view shows it: header, then each row's cells formatted. */
function shown(id: string, answers: readonly StudioSacCardAnswer[], tr = t): string[][] {
  const { columns, rows } = cardDataRows(dataOf(id, answers, tr), tr);
  return [
    columns.map((column) => column.label),
    ...rows.map((row) =>
      row.map((cell, index) => formatCell(cell, columns[index] ?? { key: '', label: '', format: 'text' })),
    ),
  ];
}

// 14 and 15 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);
const MIN = 60_000;

const context: CardDataContext = {
  accountId: 'acc',
  universeId: 'uni',
  isStaging: false,
  dateRange: { start: DAY_1, end: DAY_2 + 86_399_999 },
  globalFilter: {},
  pages: [{ id: 'page-1', channel: 'facebook' }],
  contracts: [],
};

const count = (fields: Partial<PostCount>): PostCount => ({
  status: 'ok',
  interval: 'NI',
  projection: false,
  total: 0,
  points: [],
  channels: [],
  ...fields,
});

describe('studio SAC cards: requests', () => {
  it('asks each card its own parameters, with the connected pages of a SAC card', () => {
    const source = cardSourceOf(cardRegistry.get('SAC_46'), context, null);
    if (source.kind !== 'endpoint') throw new Error('SAC_46 asks');
    const [request] = source.requests;
    expect(request?.path).toBe('/studio-service/post/count');
    expect(request?.query.sac_last_status).toBe('Aberto,Pendente');
    expect(JSON.parse(request?.query.filter ?? '{}')).toMatchObject({
      pages: ['page-1'],
      page_scope: 'conversations',
    });
    const query = StudioSacQuery.parse(request?.query);
    expect(query.sac_last_status).toEqual(['Aberto', 'Pendente']);

    const table = cardSourceOf(cardRegistry.get('SAC_45'), context, null);
    if (table.kind !== 'endpoint') throw new Error('SAC_45 asks');
    expect(table.requests[0]?.query).toMatchObject({ take: '50', sort: 'date_asc' });
    expect(table.endpoint.listsPeople).toBe(true);
    for (const id of ['SAC_49', 'SAC_58']) expect(entryOf(id).listsPeople, id).toBe(true);
    for (const id of ['SAC_46', 'SAC_52', 'SAC_57', 'LSN_20'])
      expect(entryOf(id).listsPeople, id).toBe(false);
  });

  it('blocks a SAC card without connected pages, never a listening one', () => {
    const none = { ...context, pages: [] };
    expect(cardSourceOf(cardRegistry.get('SAC_52'), none, null)).toEqual({
      kind: 'blocked',
      message: 'ownedPages.noPages',
    });
    expect(cardSourceOf(cardRegistry.get('LSN_20'), none, null).kind).toBe('endpoint');
  });

  it('asks an owned+earned projection (PNP_15) for the whole, then its own publications and what was earned', () => {
    const source = cardSourceOf(cardRegistry.get('PNP_15'), context, null);
    if (source.kind !== 'endpoint') throw new Error('PNP_15 asks');
    const filters = source.requests.map((request) =>
      request.query.filter === undefined ? null : JSON.parse(request.query.filter),
    );
    expect(filters[0]?.page_scope).toBeUndefined();
    expect(filters.slice(1).map((filter) => filter?.page_scope)).toEqual(['publications', 'earned']);
    for (const request of source.requests) expect(request.query.projection).toBe('true');
  });

  it('refuses a bad parameter', () => {
    const base = { account_id: 'a', universe_id: 'u' };
    expect(StudioSacQuery.safeParse({ ...base, sac_last_status: 'Aberto,Nada' }).success).toBe(false);
    expect(StudioSacQuery.safeParse({ ...base, surveyType: 'XYZ' }).success).toBe(false);
    expect(StudioSacQuery.safeParse({ ...base, take: '0' }).success).toBe(false);
    expect(StudioSacQuery.safeParse({ ...base, interval: 'W' }).success).toBe(false);
  });
});

describe('studio SAC cards: what they draw', () => {
  it('draws a count or projection as one rounded number, and a projection per day as a line', () => {
    expect(dataOf('SAC_46', [count({ total: 7 })])).toMatchObject({
      kind: 'value',
      value: 7,
      format: 'count',
    });
    expect(dataOf('SAC_46', [count({ total: 0 })])).toMatchObject({ kind: 'value', value: 0 });
    expect(dataOf('LSN_20', [count({ projection: true, total: 33.4 })])).toMatchObject({ value: 33 });
    const line = dataOf('LSN_62', [
      count({
        projection: true,
        interval: 'D',
        total: 12.5,
        points: [
          [DAY_1, 10.4],
          [DAY_2, 2.1],
        ],
      }),
    ]);
    expect(line).toEqual({
      kind: 'series',
      series: [
        {
          key: 'projectedPosts',
          name: 'Publicações projetadas',
          color: null,
          data: [
            [DAY_1, 10],
            [DAY_2, 2],
          ],
        },
      ],
      grain: 'dayOfMonth',
      format: 'count',
    });
    expect(dataOf('LSN_62', [count({ projection: true, interval: 'D' })], en)).toMatchObject({
      series: [{ name: 'Projected posts' }],
    });
  });

  it("draws PNP_15's whole with its parts under it", () => {
    const data = dataOf('PNP_15', [
      count({ projection: true, total: 30 }),
      count({ projection: true, total: 10 }),
      count({ projection: true, total: 20 }),
    ]);
    expect(data).toMatchObject({
      kind: 'value',
      value: 30,
      parts: [
        { key: 'publications', name: 'Próprias', value: 10 },
        { key: 'earned', name: 'Espontâneas', value: 20 },
      ],
    });
  });

  it('lists the backlog with its labels, pages by name and the wait', () => {
    const backlog: BacklogTable = {
      status: 'ok',
      now: DAY_2,
      items: [
        {
          id: 'p1',
          postedAt: DAY_2 - 90 * MIN,
          channel: 'facebook',
          pageId: 'page-1',
          page: 'Marca Demo',
          username: 'cliente',
          text: 'Meu pedido não chegou',
          url: null,
          sacType: 'PostComment',
          status: 'pending',
          waitMs: 90 * MIN,
        },
      ],
    };
    const [header, row] = shown('SAC_45', [backlog]);
    expect(header).toEqual([
      'Recebida em',
      'Canal',
      'Página',
      'Usuário',
      'Texto',
      'Link',
      'Tipo de conversa',
      'Status',
      'Tempo de espera',
    ]);
    expect(row?.slice(1, 8)).toEqual([
      'Facebook',
      'Marca Demo',
      'cliente',
      'Meu pedido não chegou',
      '',
      'Comentário em publicação',
      'Pendente',
    ]);
    expect(dataOf('SAC_45', [backlog])).toMatchObject({ rows: [{ wait: 5400 }] });
    expect(shown('SAC_45', [backlog], en)[0]?.[8]).toBe('Waiting time');
    expect(dataOf('SAC_45', [{ status: 'ok', now: DAY_2, items: [] }])).toMatchObject({
      kind: 'table',
      rows: [],
    });
  });

  it("lists the operators' status, since when, and their answers", () => {
    const table: OperatorStatusTable = {
      status: 'ok',
      items: [
        { operator: 'Ana', status: 'online', statusChangeTime: DAY_1 + 9 * 60 * MIN, answered: 3 },
        { operator: 'Bruno', status: null, statusChangeTime: null, answered: 1 },
      ],
    };
    const rows = shown('SAC_49', [table]);
    expect(rows[0]).toEqual(['Operador', 'Status atual', 'Desde', 'Conversas respondidas']);
    expect(rows[1]?.[1]).toBe('Ativo');
    expect(rows[2]?.slice(1)).toEqual(['', '', '1']);
    expect(shown('SAC_49', [table], en)[1]?.[1]).toBe('Active');
  });

  it('lists survey answers with their rating label and colour', () => {
    const answers: SurveyAnswers = {
      status: 'ok',
      items: [
        {
          id: 's1',
          username: 'cliente',
          channel: 'instagram',
          pageId: 'page-1',
          page: 'Marca Demo',
          operator: 'Ana',
          surveyType: 'CSAT',
          score: 5,
          level: 5,
          color: '#2f9e44',
          surveyDate: DAY_1,
        },
      ],
    };
    const rows = shown('SAC_58', [answers]);
    expect(rows[1]?.slice(0, 8)).toEqual([
      'cliente',
      'Instagram',
      'Marca Demo',
      'Ana',
      'CSAT',
      '5',
      'Muito bom',
      '#2f9e44',
    ]);
  });

  const scores = (fields: Partial<SurveyScores>): SurveyScores =>
    STUDIO_SAC_ANSWERS['sac-surveys/scores'].parse({
      status: 'ok',
      surveyType: 'CSAT',
      minScore: 1,
      maxScore: 5,
      answers: 0,
      score: null,
      level: null,
      color: null,
      distribution: [],
      ...fields,
    });

  it('draws the score in points, and nothing without answers', () => {
    expect(dataOf('SAC_52', [scores({ answers: 4, score: 75, level: 4, color: '#94d82d' })])).toMatchObject({
      kind: 'value',
      value: 75,
      min: 0,
      max: 100,
      format: 'percent',
    });
    expect(dataOf('SAC_52', [scores({})])).toMatchObject({ kind: 'value', value: null });
  });

  it('draws the answers per score as coloured slices, those nobody gave left out', () => {
    const data = dataOf('SAC_57', [
      scores({
        answers: 3,
        score: 66.7,
        level: 4,
        color: '#94d82d',
        distribution: [
          { score: 1, answers: 1, level: 1, color: '#e03131' },
          { score: 2, answers: 0, level: 2, color: '#f76707' },
          { score: 3, answers: 0, level: 3, color: '#fab005' },
          { score: 4, answers: 0, level: 4, color: '#94d82d' },
          { score: 5, answers: 2, level: 5, color: '#2f9e44' },
        ],
      }),
    ]);
    expect(data).toEqual({
      kind: 'values',
      items: [
        { key: '1', name: 'Nota 1 · Muito ruim', value: 1, color: '#e03131', channel: null },
        { key: '5', name: 'Nota 5 · Muito bom', value: 2, color: '#2f9e44', channel: null },
      ],
      format: 'count',
    });
    expect(dataOf('SAC_57', [scores({})])).toMatchObject({ kind: 'values', items: [] });
  });
});
