import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../cards/card-definition.ts';
import { cardRegistry } from '../cards/registry.ts';
import type {
  ActiveIdentity,
  AudienceSummary,
  CampaignSummary,
  ChatbotCount,
  DomainCounts,
  EventActions,
} from '../contracts/chatbot-analytics.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, isEmptyCardData } from './card-data-rows.ts';
import { chatbotCardEndpoints } from './chatbot-card-endpoints.ts';
import { type ChatbotAnswer, chatbotCardData } from './chatbot-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');
const dataOf = (id: string, answers: readonly ChatbotAnswer[], tr = t) =>
  chatbotCardData(cardRegistry.get(id), answers, tr);

// 14, 15 and 16 Nov 2025, midnight in São Paulo (UTC-3).
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);
const DAY_3 = Date.UTC(2025, 10, 16, 3);

const count = (botKey: string, total: number, points: [number, number][] = []): ChatbotCount => ({
  status: 'ok',
  botKey,
  interval: points.length > 0 ? 'D' : 'NI',
  total,
  points,
});

const identity = (
  botKey: string,
  total: number,
  engaged: number,
  points: [number, number, number][] = [],
): ActiveIdentity => ({
  status: 'ok',
  botKey,
  interval: points.length > 0 ? 'D' : 'NI',
  total,
  engaged,
  points,
});

const campaign = (id: string, sentAt: number, values: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id,
  campaignName: `Campanha ${id}`,
  scheduled: false,
  sentAt,
  audience: 100,
  sent: 90,
  delivered: 80,
  read: 50,
  replied: 10,
  failed: 10,
  ...values,
});

const BLIP_CARDS = Array.from({ length: 22 }, (_, index) => `BLIP_${index + 1}`);

describe('chatbotCardData: counts', () => {
  it('adds the bots’ totals of a single value (BLIP_1, BLIP_10, BLIP_12, BLIP_17)', () => {
    for (const id of ['BLIP_1', 'BLIP_2', 'BLIP_3', 'BLIP_10', 'BLIP_12', 'BLIP_17']) {
      expect(dataOf(id, [count('bot-a', 120), count('bot-b', 35)]), id).toEqual({
        kind: 'value',
        value: 155,
        previous: null,
        min: null,
        max: null,
        format: 'count',
      });
    }
  });

  it('adds received and sent of every bot for the total of messages (BLIP_4)', () => {
    // bot a [received, sent], bot b [received, sent]
    const data = dataOf('BLIP_4', [count('a', 10), count('a', 20), count('b', 1), count('b', 2)]);
    expect(data).toMatchObject({ kind: 'value', value: 33, format: 'count' });
  });

  it('draws received and sent per day as two lines, the bots added day by day (BLIP_5)', () => {
    const data = dataOf('BLIP_5', [
      count('a', 5, [
        [DAY_1, 2],
        [DAY_2, 3],
      ]),
      count('a', 4, [
        [DAY_1, 4],
        [DAY_2, 0],
      ]),
      count('b', 7, [
        [DAY_2, 1],
        [DAY_1, 6],
      ]),
      count('b', 1, [
        [DAY_1, 0],
        [DAY_2, 1],
      ]),
    ]);
    expect(data).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [
        {
          key: 'received',
          name: 'Recebidas',
          color: null,
          data: [
            [DAY_1, 8],
            [DAY_2, 4],
          ],
        },
        {
          key: 'sent',
          name: 'Enviadas',
          color: null,
          data: [
            [DAY_1, 4],
            [DAY_2, 1],
          ],
        },
      ],
    });
    expect(cardDataRows(data, t).rows).toEqual([
      ['14/11/2025', 8, 4],
      ['15/11/2025', 4, 1],
    ]);
  });

  it('draws received against sent as slices (BLIP_6), in the UI language', () => {
    expect(dataOf('BLIP_6', [count('a', 30), count('a', 10), count('b', 5), count('b', 5)], en)).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'received', name: 'Received', value: 35, color: null, channel: null },
        { key: 'sent', name: 'Sent', value: 15, color: null, channel: null },
      ],
    });
  });

  it('draws one line per day of active messages and of contacts (BLIP_7, BLIP_11)', () => {
    const answers = [count('a', 3, [[DAY_1, 3]]), count('b', 2, [[DAY_1, 2]])];
    expect(dataOf('BLIP_7', answers)).toMatchObject({
      kind: 'series',
      series: [{ key: 'active', name: 'Mensagens ativas', data: [[DAY_1, 5]] }],
    });
    expect(dataOf('BLIP_11', answers)).toMatchObject({
      kind: 'series',
      series: [{ key: 'contacts', name: 'Contatos', data: [[DAY_1, 5]] }],
    });
  });

  it('stacks received and sent per day in columns (BLIP_9)', () => {
    const data = dataOf('BLIP_9', [count('a', 2, [[DAY_1, 2]]), count('a', 3, [[DAY_1, 3]])]);
    expect(data).toMatchObject({
      kind: 'series',
      grain: 'dayOfMonth',
      series: [
        { name: 'Recebidas', data: [[DAY_1, 2]] },
        { name: 'Enviadas', data: [[DAY_1, 3]] },
      ],
    });
  });
});

describe('chatbotCardData: active and engaged contacts', () => {
  const answers = [identity('a', 80, 20), identity('b', 20, 5)];

  it('counts the non-engaged: active − engaged (BLIP_13)', () => {
    expect(dataOf('BLIP_13', answers)).toMatchObject({ kind: 'value', value: 75, format: 'count' });
  });

  it('computes the engagement and rejection rates over the active contacts (BLIP_14, BLIP_15)', () => {
    expect(dataOf('BLIP_14', answers)).toEqual({
      kind: 'value',
      value: 25,
      previous: null,
      min: 0,
      max: 100,
      format: 'percent',
    });
    expect(dataOf('BLIP_15', answers)).toMatchObject({ kind: 'value', value: 75, format: 'percent' });
  });

  it('shows the empty state, never NaN, without active contacts', () => {
    for (const id of ['BLIP_13', 'BLIP_14', 'BLIP_15']) {
      const data = dataOf(id, [identity('a', 0, 0), identity('b', 0, 0)]);
      expect(data, id).toMatchObject({ kind: 'value', value: null });
      expect(isEmptyCardData(data), id).toBe(true);
    }
  });

  it('draws engaged and non-engaged per day, the bots added (BLIP_16)', () => {
    const data = dataOf('BLIP_16', [
      identity('a', 10, 4, [
        [DAY_1, 6, 1],
        [DAY_2, 4, 3],
      ]),
      identity('b', 5, 5, [
        [DAY_1, 2, 2],
        [DAY_2, 3, 3],
      ]),
    ]);
    expect(data).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [
        {
          key: 'engaged',
          name: 'Engajados',
          color: null,
          data: [
            [DAY_1, 3],
            [DAY_2, 6],
          ],
        },
        {
          key: 'nonEngaged',
          name: 'Não engajados',
          color: null,
          data: [
            [DAY_1, 5],
            [DAY_2, 1],
          ],
        },
      ],
    });
  });
});

describe('chatbotCardData: channels and actions', () => {
  const domains = (botKey: string, items: DomainCounts['items']): DomainCounts => ({
    status: 'ok',
    botKey,
    items,
  });

  it('lists active messages per channel by its display name, largest first, the bots added (BLIP_8)', () => {
    const data = dataOf('BLIP_8', [
      domains('a', [
        { domain: 'wa.gw.msging.net', value: 40 },
        { domain: '0mn.io', value: 10 },
      ]),
      domains('b', [
        { domain: '0mn.io', value: 35 },
        { domain: 'sms.example.net', value: 5 },
        { domain: 'telegram.gw.msging.net', value: 0 },
      ]),
    ]);
    expect(data).toEqual({
      kind: 'table',
      columns: [
        { key: 'name', label: 'Canal', format: 'text' },
        { key: 'value', label: 'Mensagens ativas', format: 'count' },
      ],
      rows: [
        { name: 'BLiP Chat', value: 45 },
        { name: 'Whatsapp', value: 40 },
        { name: 'sms.example.net', value: 5 },
      ],
    });
  });

  const events = (actions: EventActions['actions']): EventActions => ({
    status: 'ok',
    botKey: 'a',
    interval: 'D',
    category: 'menu',
    actions,
  });
  const actions = events([
    {
      action: 'suporte',
      total: 4,
      points: [
        [DAY_1, 1],
        [DAY_2, 3],
      ],
    },
    {
      action: 'comprar',
      total: 9,
      points: [
        [DAY_1, 9],
        [DAY_2, 0],
      ],
    },
  ]);

  it('ranks the actions as bars and slices, largest first (BLIP_18, BLIP_19)', () => {
    for (const id of ['BLIP_18', 'BLIP_19']) {
      expect(dataOf(id, [actions]), id).toEqual({
        kind: 'values',
        format: 'count',
        items: [
          { key: 'comprar', name: 'comprar', value: 9, color: null, channel: null },
          { key: 'suporte', name: 'suporte', value: 4, color: null, channel: null },
        ],
      });
    }
  });

  it('draws one line per action per day (BLIP_20)', () => {
    expect(dataOf('BLIP_20', [actions])).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [
        {
          key: 'comprar',
          name: 'comprar',
          color: null,
          data: [
            [DAY_1, 9],
            [DAY_2, 0],
          ],
        },
        {
          key: 'suporte',
          name: 'suporte',
          color: null,
          data: [
            [DAY_1, 1],
            [DAY_2, 3],
          ],
        },
      ],
    });
  });
});

describe('chatbotCardData: campaigns', () => {
  const summary = (botKey: string, campaigns: CampaignSummary[]): AudienceSummary => ({
    status: 'ok',
    botKey,
    campaigns,
  });
  const answers = [
    summary('a', [campaign('1', DAY_3, { scheduled: true }), campaign('2', DAY_1)]),
    summary('b', [campaign('3', DAY_2, { audience: 50, sent: 50, delivered: 40, read: 20, replied: 5 })]),
  ];

  it('lists the bots’ campaigns together, newest first, with their dates as the tables write them (BLIP_21)', () => {
    const data = dataOf('BLIP_21', answers);
    if (data.kind !== 'table') throw new Error('a table was expected');
    expect(data.columns.map((column) => column.label)).toEqual([
      'Campanha',
      'Data de envio',
      'Agendada',
      'Público',
      'Enviadas',
      'Entregues',
      'Lidas',
      'Respondidas',
      'Falhas',
    ]);
    expect(data.columns[1]?.format).toBe('date');
    expect(cardDataRows(data, t).rows).toEqual([
      ['Campanha 1', DAY_3, 'Sim', 100, 90, 80, 50, 10, 10],
      ['Campanha 3', DAY_2, 'Não', 50, 50, 40, 20, 5, 10],
      ['Campanha 2', DAY_1, 'Não', 100, 90, 80, 50, 10, 10],
    ]);
  });

  it('adds the campaigns’ steps into a funnel: audience → sent → delivered → read → replied (BLIP_22)', () => {
    expect(dataOf('BLIP_22', answers)).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'audience', name: 'Público', value: 250, color: null, channel: null },
        { key: 'sent', name: 'Enviadas', value: 230, color: null, channel: null },
        { key: 'delivered', name: 'Entregues', value: 200, color: null, channel: null },
        { key: 'read', name: 'Lidas', value: 120, color: null, channel: null },
        { key: 'replied', name: 'Respondidas', value: 25, color: null, channel: null },
      ],
    });
  });
});

describe('chatbotCardData: empty answers', () => {
  /** Every answer of a card with nothing counted: zero totals, zero days, no rows. */
  function emptyAnswer(definition: CardDefinition, endpoint: string, botKey: string): ChatbotAnswer {
    const daily = definition.props.interval === 'D';
    const days = daily ? [DAY_1, DAY_2] : [];
    switch (endpoint) {
      case 'analytics/active-identity':
        return identity(
          botKey,
          0,
          0,
          days.map((day) => [day, 0, 0]),
        );
      case 'analytics/active-messages-per-domain':
        return { status: 'ok', botKey, items: [] };
      case 'analytics/event-track':
        return { status: 'ok', botKey, interval: 'D', category: 'menu', actions: [] };
      case 'analytics/event-track-categories':
        return { status: 'ok', botKey, items: [] };
      case 'activecampaign/audience-summary':
        return { status: 'ok', botKey, campaigns: [] };
      default:
        return count(
          botKey,
          0,
          days.map((day) => [day, 0]),
        );
    }
  }

  it('shows every BLIP card 1–22 as empty when its bots counted nothing, and when it has no answer', () => {
    for (const id of BLIP_CARDS) {
      const definition = cardRegistry.get(id);
      const endpoints = chatbotCardEndpoints(definition);
      const answers = ['a', 'b'].flatMap((bot) =>
        endpoints.map((endpoint) => emptyAnswer(definition, endpoint, bot)),
      );
      expect(isEmptyCardData(chatbotCardData(definition, answers, t)), id).toBe(true);
      expect(isEmptyCardData(chatbotCardData(definition, [], t)), `${id} without answers`).toBe(true);
    }
  });

  it('reads the answers in the order the entry asks them: bot by bot, own endpoint first', () => {
    // The total of messages (BLIP_4) asks received then sent; the volume donut names the slices that way.
    expect(chatbotCardEndpoints(cardRegistry.get('BLIP_6'))).toEqual([
      'analytics/received-messages',
      'analytics/sent-messages',
    ]);
    const data = dataOf('BLIP_6', [count('a', 1), count('a', 100)]);
    expect(data.kind === 'values' && data.items.map((item) => [item.key, item.value])).toEqual([
      ['received', 1],
      ['sent', 100],
    ]);
  });
});
