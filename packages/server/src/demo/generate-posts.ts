import { type IngestRecord, startOfZonedDay } from '@mirante/core';
import { createRandom } from './random.ts';

const CHANNEL_WEIGHTS = [
  ['twitter', 30],
  ['instagram', 22],
  ['facebook', 16],
  ['instagramcomments', 8],
  ['facebookcomments', 6],
  ['youtube', 4],
  ['youtubecomments', 3],
  ['tiktok', 4],
  ['news', 3],
  ['blogs', 2],
  ['reclameaqui', 3],
  ['linkedin', 1],
  ['Bluesky', 1],
  ['googlemybusiness', 1],
] as const;

// Share of a day's posts in each local hour: quiet at night, peaks at lunch and in the evening.
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.2, 3, 3.4, 3.6, 3.9, 4.2, 4, 3.7, 3.6, 3.7, 3.9, 4.3, 4.8, 5, 4.4, 3.2,
  1.9,
];
const WEEKDAY_FACTOR = [0.7, 1.05, 1.1, 1.1, 1.05, 1, 0.75]; // Sunday … Saturday

const THEMES = ['Atendimento', 'Preço', 'Entrega', 'Produto', 'Aplicativo', 'Promoção'];
const TAGS = ['elogio', 'reclamação', 'dúvida', 'sugestão', 'campanha'];
const GROUPS = ['Marca', 'Concorrentes', 'Setor'];
const DEVICES = ['Android', 'iPhone', 'Web', 'Outros'];
const TEXTS = {
  1: [
    'Adorei o atendimento, resolveram rapidinho!',
    'Entrega chegou antes do prazo, parabéns',
    'Melhor app que já usei',
  ],
  2: [
    'Pedido atrasado de novo, ninguém responde',
    'Cobrança indevida na fatura, que absurdo',
    'O app travou na hora de pagar',
  ],
  3: ['Alguém sabe o horário da loja no domingo?', 'Vi a nova campanha na TV hoje', 'Qual o prazo de troca?'],
} as const;

export interface DemoPostsOptions {
  seed: number;
  /** The instant whose São Paulo calendar day is the last day of data. */
  anchor: number;
  days: number;
  postsPerDay: number;
  /** Days before the anchor day with a crisis: three times the volume, mostly negative. */
  crisisDaysAgo: number;
}

/** Deterministic posts: the same options always give the same rows. */
export function* generateDemoPosts(options: DemoPostsOptions): Generator<IngestRecord<'posts'>> {
  const random = createRandom(options.seed);
  const hourTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  let serial = 0;
  for (let daysAgo = options.days - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = startOfZonedDay(options.anchor, -daysAgo);
    const weekday = new Date(dayStart + 12 * 3_600_000).getUTCDay();
    const crisis = daysAgo === options.crisisDaysAgo;
    const mean = options.postsPerDay * (WEEKDAY_FACTOR[weekday] ?? 1) * (crisis ? 3 : 1);
    for (let hour = 0; hour < 24; hour += 1) {
      const count = random.poisson((mean * (HOUR_WEIGHTS[hour] ?? 1)) / hourTotal);
      for (let i = 0; i < count; i += 1) {
        serial += 1;
        const polarity = crisis
          ? random.weighted([
              [2, 70],
              [3, 20],
              [1, 10],
            ] as const)
          : random.weighted([
              [1, 35],
              [3, 40],
              [2, 25],
            ] as const);
        const followers = Math.round(random.pareto(80, 1.1));
        const likes = Math.round(random.pareto(1, 1.6)) - 1;
        const comments = Math.round(likes * random.next() * 0.3);
        const shares = Math.round(likes * random.next() * 0.15);
        const user = random.int(1, 4000);
        yield {
          id: `demo-${options.seed}-${serial}`,
          postedAt: dayStart + hour * 3_600_000 + Math.floor(random.next() * 3_600_000),
          channel: random.weighted(CHANNEL_WEIGHTS),
          polarity,
          gender: random.weighted([
            [1, 45],
            [2, 45],
            [3, 4],
            [0, 6],
          ] as const),
          device: random.pick(DEVICES),
          tag: [random.pick(TAGS)],
          theme: [crisis ? 'Entrega' : random.pick(THEMES)],
          group: [
            random.weighted([
              [GROUPS[0] ?? '', 70],
              [GROUPS[1] ?? '', 20],
              [GROUPS[2] ?? '', 10],
            ] as const),
          ],
          postType: random.weighted([
            ['post', 70],
            ['comment', 25],
            ['reply', 5],
          ] as const),
          uid: `u${user}`,
          username: `usuario_${user}`,
          followers,
          likes,
          comments,
          shares,
          interactions: likes + comments + shares,
          views: likes * random.int(5, 40),
          impressions: likes * random.int(20, 80),
          reach: likes * random.int(10, 50),
          fbViews: 0,
          url: null,
          pid: null,
          sacType: null,
          sacStatus: null,
          sacLastStatus: null,
          operator: null,
          replied: false,
          darkPost: false,
          favorite: false,
          text: random.pick(TEXTS[polarity]),
        };
      }
    }
  }
}
