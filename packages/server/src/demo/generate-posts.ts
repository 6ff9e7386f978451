import {
  CHANNELS,
  type ConversationEvent,
  type ConversationStatus,
  type IngestRecord,
  type PolarityCode,
  type SacConversationType,
  type SurveyKind,
  sacTypesFor,
} from '@mirante/core';
import { createTextComposer } from './compose-text.ts';
import {
  createDayTimes,
  type DemoDay,
  elapsedShare,
  HOUR_MS,
  MINUTE_MS,
  nextOpenInstant,
  spreadTotal,
} from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import {
  BRAND,
  BRAND_PAGES,
  type BrandPageChannel,
  COMPETITORS,
  CRISIS_THEME,
  FIRST_NAMES,
  GROUPS,
  LAST_NAMES,
  PRESS_OUTLETS,
  THEMES,
} from './demo-vocabulary.ts';
import type { OperatorSchedule } from './generate-operators.ts';
import { createPicker, createRandom, hashUnit, type Random, zipfWeights } from './random.ts';

export interface DemoPostsOptions {
  seed: number;
  days: readonly DemoDay[];
  /** Exactly this many posts over all the days. */
  posts: number;
  /** Also yield the conversations of the brand's pages (sac-status) and their surveys (sac-surveys). */
  conversations: boolean;
  /** Who is online when: every status change of a conversation is made by an operator online then. */
  operators: OperatorSchedule;
}

/** Share of a day's posts in each local hour: quiet at night, peaks at lunch and in the evening. */
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.2, 3, 3.4, 3.6, 3.9, 4.2, 4, 3.7, 3.6, 3.7, 3.9, 4.3, 4.8, 5, 4.4, 3.2,
  1.9,
];
/** The crisis breaks mid-morning and peaks in the afternoon. */
const CRISIS_HOUR_WEIGHTS = [
  0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1, 2, 4, 6, 8, 9, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 5.5, 4, 2.5, 1.2,
];
const WEEKDAY_FACTOR = [0.7, 1.05, 1.1, 1.1, 1.05, 1, 0.75]; // Sunday … Saturday
const CRISIS_FACTOR = 3;

/** Realistic channel mix: the big networks carry most of the volume, every other channel a long tail. */
const CHANNEL_SHARE: Record<string, number> = {
  twitter: 27,
  instagram: 19,
  facebook: 13,
  instagramcomments: 8,
  facebookcomments: 5.5,
  tiktok: 4,
  youtube: 3,
  youtubecomments: 2.5,
  news: 3,
  reclameaqui: 2.5,
  blogs: 1.8,
  portais: 1.2,
  facebookinbox: 1,
  twitterinbox: 0.8,
  facebookgroups: 0.8,
  googlemybusiness: 0.8,
  linkedin: 0.9,
  linkedincomments: 0.3,
  googleplay: 0.6,
  Bluesky: 0.6,
  foruns: 0.5,
  comentariosemartigos: 0.4,
  Blip: 0.3,
  ImportedData: 0.2,
  buscape: 0.2,
  tv: 0.15,
  rádio: 0.15,
  impressas: 0.15,
  tumblr: 0.1,
  foursquare: 0.08,
  googleplus: 0.04,
};
const CRISIS_CHANNEL_SHARE: Record<string, number> = { twitter: 45, reclameaqui: 12, instagram: 15, news: 5 };

/** The network a channel belongs to (comments and inboxes share their network's authors). */
const NETWORK: Record<string, string> = {
  instagramcomments: 'instagram',
  facebookcomments: 'facebook',
  facebookinbox: 'facebook',
  facebookgroups: 'facebook',
  youtubecomments: 'youtube',
  twitterinbox: 'twitter',
  linkedincomments: 'linkedin',
};
const PRESS_CHANNELS = new Set(['news', 'portais', 'tv', 'rádio', 'impressas']);
const REVIEW_CHANNELS = new Set(['reclameaqui', 'googlemybusiness', 'googleplay', 'foursquare', 'buscape']);
const VIDEO_NETWORKS = new Set(['youtube', 'tiktok', 'instagram']);
const SITE: Record<string, string> = {
  twitter: 'x.com',
  instagram: 'instagram.com',
  facebook: 'facebook.com',
  youtube: 'youtube.com',
  tiktok: 'tiktok.com',
  linkedin: 'linkedin.com',
  reclameaqui: 'reclameaqui.com.br',
  Bluesky: 'bsky.app',
};

/** Conversation types customers open on the brand's pages (the brand's own posts are Post, Reels, Story). */
const CUSTOMER_SAC_TYPES: Partial<Record<SacConversationType, number>> = {
  PostComment: 30,
  Inbox: 22,
  Mention: 14,
  MentionComment: 8,
  Story: 4,
  ExternalComment: 4,
  VisitorPost: 3,
  VisitorComment: 3,
  Review: 2,
  ReviewComment: 2,
};
/** Brand publications per day on each page, at the 600-posts-a-day scale of the demo. */
const PUBLICATIONS_PER_DAY: Record<BrandPageChannel, number> = {
  instagram: 2,
  facebook: 1.5,
  twitter: 3,
  linkedin: 0.5,
  youtube: 0.2,
  tiktok: 1,
};
const OWN_PAGE_SHARE = 0.3;

const SCORES: Record<SurveyKind, { happy: [number, number][]; unhappy: [number, number][] }> = {
  CSAT: {
    happy: [
      [5, 50],
      [4, 28],
      [3, 12],
      [2, 5],
      [1, 5],
    ],
    unhappy: [
      [5, 18],
      [4, 20],
      [3, 20],
      [2, 17],
      [1, 25],
    ],
  },
  NPS: {
    happy: [
      [10, 38],
      [9, 24],
      [8, 15],
      [7, 9],
      [6, 5],
      [5, 3],
      [4, 2],
      [3, 1],
      [2, 1],
      [1, 1],
      [0, 1],
    ],
    unhappy: [
      [10, 10],
      [9, 10],
      [8, 12],
      [7, 12],
      [6, 10],
      [5, 10],
      [4, 8],
      [3, 7],
      [2, 6],
      [1, 5],
      [0, 10],
    ],
  },
  CES: {
    happy: [
      [7, 35],
      [6, 28],
      [5, 16],
      [4, 9],
      [3, 6],
      [2, 3],
      [1, 3],
    ],
    unhappy: [
      [7, 10],
      [6, 14],
      [5, 16],
      [4, 16],
      [3, 16],
      [2, 12],
      [1, 16],
    ],
  },
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

interface Author {
  uid: string;
  username: string;
  followers: number;
  gender: 0 | 1 | 2 | 3 | 7;
  device: string;
}

interface Transition {
  time: number;
  value: ConversationStatus;
  lastValue: ConversationStatus | null;
  event: ConversationEvent | null;
  /** The operator who made the change, online at that instant. */
  operator: string;
}

/**
 * Deterministic posts of a brand's universe, day by day: every channel, a sentiment mix, heavy-tailed
 * influence, daily and weekly seasonality and a crisis day (three times the volume, mostly negative, about
 * deliveries). The last day stops at the anchor (the present moment): it holds only the share of a day's
 * posts already written by then, and nothing (post, status change, survey) is dated later. People write in
 * the first person, press outlets in news style (compose-text.ts). Customer posts on the brand's own pages
 * carry customer-service fields; with `conversations` their status transitions (sac-status) and
 * satisfaction surveys (sac-surveys) come along.
 */
export function createPostsGenerator(options: DemoPostsOptions) {
  const random = createRandom(options.seed);
  const texts = createTextComposer(options.seed);
  const idPrefix = `demo-${options.seed}`;
  const lastInstant = (options.days.at(-1)?.until ?? 1) - 1;
  const dayWeights = options.days.map(
    (day) =>
      (WEEKDAY_FACTOR[day.weekday] ?? 1) *
      (day.crisis ? CRISIS_FACTOR : 1) *
      (1 + (0.15 * day.index) / Math.max(1, options.days.length)) *
      elapsedShare(day.crisis ? CRISIS_HOUR_WEIGHTS : HOUR_WEIGHTS, day),
  );
  const dayCounts = spreadTotal(options.posts, dayWeights, random);
  const meanPerDay = options.posts / Math.max(1, options.days.length);
  const publicationScale = Math.min(1, meanPerDay / 600);
  // A pool of authors large enough that a few write a lot and most write once or twice.
  const authorPool = Math.max(2_000, Math.round(options.posts / 12));

  const normalTimes = createDayTimes(HOUR_WEIGHTS);
  const crisisTimes = createDayTimes(CRISIS_HOUR_WEIGHTS);
  const channelOf = createPicker(CHANNELS.map((c) => [c.id, CHANNEL_SHARE[c.id] ?? 0.05] as const));
  const crisisChannelOf = createPicker(Object.entries(CRISIS_CHANNEL_SHARE));
  const outletOf = createPicker(zipfWeights(PRESS_OUTLETS, 0.8));
  const groupOf = createPicker([
    [GROUPS[0], 65],
    [GROUPS[1], 25],
    [GROUPS[2], 10],
  ] as const);
  const themeOf = createPicker(zipfWeights(THEMES, 0.6));
  const polarityOf = createPicker<PolarityCode>([
    [1, 30],
    [3, 37],
    [2, 25],
    [-2, 5],
    [0, 3],
  ]);
  const reviewPolarityOf = createPicker<PolarityCode>([
    [2, 70],
    [3, 18],
    [1, 12],
  ]);
  const crisisPolarityOf = createPicker<PolarityCode>([
    [2, 85],
    [3, 10],
    [1, 5],
  ]);
  const tagOf = {
    2: createPicker(zipfWeights(['reclamação', 'cancelamento', 'troca', 'sugestão', 'dúvida'], 1.2)),
    1: createPicker(zipfWeights(['elogio', 'indicação', 'campanha', 'sugestão'], 1.1)),
    3: createPicker(zipfWeights(['dúvida', 'sugestão', 'campanha', 'troca', 'indicação'], 1)),
  } as const;
  const surveyKindOf = createPicker<SurveyKind>([
    ['CSAT', 50],
    ['NPS', 30],
    ['CES', 20],
  ]);
  const scoreOf = Object.fromEntries(
    Object.entries(SCORES).map(([kind, { happy, unhappy }]) => [
      kind,
      { happy: createPicker(happy), unhappy: createPicker(unhappy) },
    ]),
  ) as Record<SurveyKind, { happy: (r: Random) => number; unhappy: (r: Random) => number }>;
  const sacTypeOf = Object.fromEntries(
    Object.keys(BRAND_PAGES).map((channel) => [
      channel,
      createPicker(
        sacTypesFor(channel)
          .filter((type) => CUSTOMER_SAC_TYPES[type] !== undefined)
          .map((type) => [type, CUSTOMER_SAC_TYPES[type] ?? 0] as const),
      ),
    ]),
  ) as Record<BrandPageChannel, (r: Random) => SacConversationType>;

  let serial = 0;

  const author = (network: string): Author => {
    // Heavy-tailed activity: low indexes post far more often than the rest.
    const index = Math.floor(authorPool * random.next() ** 2.5);
    const traits = hashUnit(index, options.seed);
    const first = FIRST_NAMES[Math.floor(hashUnit(index, 1) * FIRST_NAMES.length)] ?? 'Ana';
    const last = LAST_NAMES[Math.floor(hashUnit(index, 2) * LAST_NAMES.length)] ?? 'Silva';
    return {
      // The same person has one id per network and the same username everywhere.
      uid: `${network}-${index}`,
      username: `${slug(first)}${slug(last)}${index}`,
      // Pareto followers (alpha ≈ 1.05): a median near 80, a few accounts with millions.
      followers: Math.min(20_000_000, Math.round(40 / (1 - hashUnit(index, 3)) ** (1 / 1.05))),
      gender: traits < 0.44 ? 1 : traits < 0.9 ? 2 : traits < 0.93 ? 3 : traits < 0.94 ? 7 : 0,
      device: (() => {
        const d = hashUnit(index, 4);
        return d < 0.5 ? 'Android' : d < 0.8 ? 'iPhone' : d < 0.96 ? 'Web' : 'Outros';
      })(),
    };
  };

  const engagement = (network: string, followers: number) => {
    const likes = Math.floor(followers * random.logNormal(0.003, 1.3) + random.pareto(1, 1.8) - 1);
    const comments = Math.floor(likes * random.between(0.02, 0.25));
    const shares = Math.floor(
      likes * (network === 'twitter' ? random.between(0.05, 0.4) : random.between(0, 0.12)),
    );
    const views = VIDEO_NETWORKS.has(network)
      ? Math.floor(likes * random.between(8, 40) + followers * random.between(0, 0.3))
      : Math.floor(likes * random.between(1, 6));
    const impressions = Math.max(views, Math.floor(followers * random.between(0.05, 0.4) + likes * 10));
    return {
      likes,
      comments,
      shares,
      // No quotes in the demo, so its figures stay as they were before posts had them.
      quotes: 0,
      interactions: likes + comments + shares,
      views,
      fbViews: network === 'facebook' ? views : 0,
      impressions,
      reach: Math.floor(impressions * random.between(0.55, 0.9)),
    };
  };

  /**
   * The conversation a customer post opens on the brand's page, cut at the last instant of data. Every change
   * is made by an operator online at that instant (the operators' shifts, generate-operators.ts): the one who
   * holds it, back from a break if need be, else the next one online; a change due while nobody is online
   * waits for the next one who is.
   */
  const conversation = (posted: number, unhappy: boolean): Transition[] => {
    const all: Transition[] = [];
    let operator: string | null = null;
    const change = (
      due: number,
      value: ConversationStatus,
      lastValue: ConversationStatus,
      event: ConversationEvent | null,
    ): number | null => {
      const made = options.operators.assign(Math.round(due), operator, random);
      if (made === null || made.time > lastInstant) return null;
      operator = made.operator;
      all.push({ time: made.time, value, lastValue, event, operator: made.operator });
      return made.time;
    };
    const opening = posted + random.logNormal(20 * MINUTE_MS, 1);
    if (random.chance(0.07)) {
      change(opening, 'ignored', 'pending', null);
      return all;
    }
    const opened = change(opening, 'opened', 'pending', 'posted_to_open');
    if (opened === null || random.chance(0.04)) return all;
    let from: ConversationStatus = 'opened';
    let due = opened + random.logNormal(25 * MINUTE_MS, 1);
    if (random.chance(unhappy ? 0.3 : 0.18)) {
      const held = change(opened + random.logNormal(8 * MINUTE_MS, 0.8), 'holding', 'opened', 'waiting');
      if (held === null) return all;
      from = 'holding';
      due = held + random.logNormal(2.5 * HOUR_MS, 0.9);
    }
    const answered = change(due, 'replied', from, 'open_to_answer');
    if (answered !== null && random.chance(0.9)) {
      change(answered + random.logNormal(5 * HOUR_MS, 1), 'closed', 'replied', 'answer_to_finished');
    }
    return all;
  };

  function* customerPost(time: number, crisis: boolean): Generator<DemoRow> {
    serial += 1;
    const id = `${idPrefix}-p${serial}`;
    const channel = crisis ? crisisChannelOf(random) : channelOf(random);
    const network = NETWORK[channel] ?? channel;
    const press = PRESS_CHANNELS.has(channel);
    let who: Author;
    if (press) {
      const [name, followers] = outletOf(random);
      who = {
        uid: `press-${slug(name)}`,
        username: name,
        followers,
        gender: random.chance(0.8) ? 3 : 7,
        device: 'Web',
      };
    } else {
      who = author(network);
    }
    const group = crisis ? GROUPS[0] : groupOf(random);
    const mention =
      group === 'Marca' || (group === 'Setor' && random.chance(0.5)) ? BRAND.name : random.pick(COMPETITORS);
    const shortVideo = channel === 'tiktok';
    const polarity: PolarityCode = shortVideo
      ? random.chance(0.85)
        ? -2
        : 0
      : crisis
        ? crisisPolarityOf(random)
        : REVIEW_CHANNELS.has(channel)
          ? reviewPolarityOf(random)
          : polarityOf(random);
    const tone: 1 | 2 | 3 = polarity === 1 ? 1 : polarity === 2 || polarity === -1 ? 2 : 3;
    const mainTheme = crisis ? CRISIS_THEME : themeOf(random);
    const themes: string[] = shortVideo ? [] : [mainTheme];
    if (!shortVideo && random.chance(crisis ? 0.3 : 0.2)) {
      const second = crisis ? 'Atendimento' : themeOf(random);
      if (second !== mainTheme) themes.push(second);
    }
    const tags: string[] = [];
    if (!shortVideo) {
      const howMany = random.weighted([
        [0, 25],
        [1, 60],
        [2, 15],
      ] as const);
      for (let i = 0; i < howMany; i += 1) {
        const tag = tagOf[tone](random);
        if (!tags.includes(tag)) tags.push(tag);
      }
    }
    const numbers = engagement(network, who.followers);
    const post: IngestRecord<'posts'> = {
      id,
      postedAt: time,
      channel,
      text: (press ? texts.press : texts.person)({
        theme: mainTheme,
        tone,
        mention,
        channel,
        crisis,
        gender: who.gender,
      }),
      url: `https://${SITE[network] ?? 'exemplo.com.br'}/${slug(who.username)}/${serial}`,
      uid: who.uid,
      username: who.username,
      followers: who.followers,
      pid: null,
      ...numbers,
      polarity,
      gender: who.gender,
      device: who.device,
      tag: tags,
      theme: themes,
      group: [group],
      postType: channel.endsWith('comments')
        ? 'comment'
        : channel.endsWith('inbox')
          ? 'message'
          : REVIEW_CHANNELS.has(channel)
            ? 'review'
            : random.weighted([
                ['post', 70],
                ['reply', 20],
                ['share', 10],
              ] as const),
      sacType: null,
      sacStatus: null,
      sacLastStatus: null,
      operator: null,
      replied: false,
      darkPost: false,
      favorite: random.chance(0.01),
    };
    const page = BRAND_PAGES[channel as BrandPageChannel];
    if (page && group === 'Marca' && !press && random.chance(OWN_PAGE_SHARE)) {
      const sacType = sacTypeOf[channel as BrandPageChannel](random);
      const transitions = conversation(time, tone === 2);
      const last = transitions.at(-1);
      // The post stands as its conversation's last change left it.
      Object.assign(post, {
        pid: page.pid,
        sacType,
        sacStatus: last?.value ?? 'pending',
        sacLastStatus: last?.lastValue ?? null,
        operator: last?.operator ?? null,
        replied: transitions.some((t) => t.value === 'replied'),
      });
      if (options.conversations) {
        for (const [k, t] of transitions.entries()) {
          yield {
            dataset: 'sac-status',
            record: {
              id: `${id}:s${k + 1}`,
              userId: who.uid,
              username: who.username,
              pageId: page.pid,
              channel,
              pid: page.pid,
              sacType,
              value: t.value,
              lastValue: t.lastValue,
              event: t.event,
              operator: t.operator,
              statusChangeTime: t.time,
              annotateAtDate: null,
              postId: id,
              postedAt: time,
            },
          };
        }
        const closed = transitions.find((t) => t.value === 'closed');
        const answer = transitions.find((t) => t.event === 'open_to_answer');
        if (closed && answer && random.chance(0.35)) {
          const surveyDate = Math.round(closed.time + random.logNormal(20 * MINUTE_MS, 1));
          const kind = surveyKindOf(random);
          if (surveyDate <= lastInstant) {
            yield {
              dataset: 'sac-surveys',
              record: {
                id: `${id}:survey`,
                userId: who.uid,
                username: who.username,
                pid: page.pid,
                channel,
                surveyType: kind,
                surveyScore: tone === 2 ? scoreOf[kind].unhappy(random) : scoreOf[kind].happy(random),
                surveyDate,
                // The operator who answered the customer.
                operator: answer.operator,
                postId: id,
              },
            };
          }
        }
      }
    }
    yield { dataset: 'posts', record: post };
  }

  const brandPublication = (
    channel: BrandPageChannel,
    time: number,
    crisisDay: boolean,
  ): IngestRecord<'posts'> => {
    serial += 1;
    const page = BRAND_PAGES[channel];
    const numbers = engagement(channel, page.followers);
    const sacType: SacConversationType =
      channel === 'instagram'
        ? random.weighted([
            ['Post', 55],
            ['Reels', 30],
            ['Story', 15],
          ] as const)
        : 'Post';
    return {
      id: `${idPrefix}-p${serial}`,
      postedAt: time,
      channel,
      text: texts.brand(channel, crisisDay),
      url: `https://${SITE[channel] ?? 'exemplo.com.br'}/${BRAND.handle}/${serial}`,
      uid: page.pid,
      username: BRAND.handle,
      followers: page.followers,
      pid: page.pid,
      ...numbers,
      polarity: random.chance(0.7) ? 3 : 1,
      gender: 3,
      device: 'Web',
      tag: ['campanha'],
      theme: [random.pick(['Promoção', 'Produto', 'Atendimento'] as const)],
      group: [GROUPS[0]],
      postType: 'post',
      sacType,
      sacStatus: null,
      sacLastStatus: null,
      operator: null,
      replied: false,
      darkPost: (channel === 'facebook' || channel === 'instagram') && random.chance(0.08),
      favorite: random.chance(0.1),
    };
  };

  return {
    /** The rows of one day (the days must come in order, each once). */
    *day(day: DemoDay): Generator<DemoRow> {
      let count = dayCounts[day.index] ?? 0;
      const publications: IngestRecord<'posts'>[] = [];
      // The brand publishes from 9:00 to 21:00; on the last day only until the present moment.
      const lastHour = Math.min(21, (day.until - 1 - day.start) / HOUR_MS);
      const publishing = Math.max(0, (lastHour - 9) / 12);
      for (const channel of Object.keys(PUBLICATIONS_PER_DAY) as BrandPageChannel[]) {
        const mean = PUBLICATIONS_PER_DAY[channel] * publicationScale * publishing;
        const n = mean > 0 ? Math.min(count, random.poisson(mean)) : 0;
        for (let i = 0; i < n; i += 1) {
          const time = nextOpenInstant(day.start + random.between(9, lastHour) * HOUR_MS, day.start, 9, 21);
          publications.push(brandPublication(channel, Math.floor(time), day.crisis));
        }
        count -= n;
      }
      for (const post of publications) yield { dataset: 'posts', record: post };
      if (!day.crisis) {
        for (const time of normalTimes(day, count, random, day.until)) yield* customerPost(time, false);
        return;
      }
      // On the crisis day two thirds of the posts are the crisis itself, with its own hourly shape.
      const usual = normalTimes(day, Math.round(count / CRISIS_FACTOR), random, day.until);
      const crisis = crisisTimes(day, count - usual.length, random, day.until);
      let u = 0;
      let c = 0;
      while (u < usual.length || c < crisis.length) {
        const takeUsual = c >= crisis.length || (u < usual.length && (usual[u] ?? 0) <= (crisis[c] ?? 0));
        if (takeUsual) yield* customerPost(usual[u++] ?? day.start, false);
        else yield* customerPost(crisis[c++] ?? day.start, true);
      }
    },
  };
}
