import {
  BLOG_TITLES,
  BRAND_CALLS,
  BRAND_CRISIS_POSTS,
  BRAND_EMOJIS,
  BRAND_HASHTAGS,
  BRAND_LINKEDIN_POSTS,
  BRAND_POSTS,
  CATEGORIES,
  CITIES,
  CRISIS_CORES,
  CRISIS_HEADLINES,
  EMOJIS,
  EVENTS,
  INBOX_GREETINGS,
  INBOX_SIGNOFFS,
  ITEMS,
  MALLS,
  PAYMENTS,
  PERSON_CLOSINGS,
  PERSON_CORES,
  PERSON_DETAILS,
  PERSON_OPENERS,
  PRESS_ENDINGS,
  PRESS_FRAMES,
  PRESS_HEADLINES,
  PRESS_LEADS,
  REGIONS,
  REVIEW_TITLES,
  SINCE,
  STATES,
  THEME_HASHTAGS,
  TIMES_WORDS,
  TONE_HASHTAGS,
  type Tone,
  WAITS,
  WHEN,
} from './demo-phrases.ts';
import { BRAND, CRISIS_HASHTAG, type Theme } from './demo-vocabulary.ts';
import { createRandom, type Random } from './random.ts';

export type { Tone } from './demo-phrases.ts';

export interface PostTextInput {
  theme: Theme;
  /** 1 positive, 2 negative, 3 neutral. */
  tone: Tone;
  /** The brand or competitor the post is about. */
  mention: string;
  channel: string;
  crisis: boolean;
  /** The author's gender code: 2 (a woman) writes in the feminine. */
  gender: number;
}

/** How people write on each channel. */
type Style = 'short' | 'social' | 'review' | 'inbox' | 'long';
const STYLE: Record<string, Style> = {
  twitter: 'short',
  Bluesky: 'short',
  tumblr: 'short',
  tiktok: 'short',
  instagramcomments: 'short',
  facebookcomments: 'short',
  youtubecomments: 'short',
  linkedincomments: 'short',
  reclameaqui: 'review',
  googlemybusiness: 'review',
  googleplay: 'review',
  foursquare: 'review',
  buscape: 'review',
  facebookinbox: 'inbox',
  twitterinbox: 'inbox',
  Blip: 'inbox',
  blogs: 'long',
  foruns: 'long',
  comentariosemartigos: 'long',
};
/** Channels where posts carry emojis, and how often. */
const EMOJI_SHARE: Record<string, number> = {
  instagram: 0.5,
  instagramcomments: 0.55,
  tiktok: 0.6,
  facebook: 0.35,
  facebookcomments: 0.45,
  facebookgroups: 0.3,
  youtubecomments: 0.4,
  youtube: 0.3,
  twitter: 0.3,
  Bluesky: 0.2,
  tumblr: 0.3,
};
const HASHTAG_SHARE: Record<string, number> = { instagram: 0.5, twitter: 0.25, tiktok: 0.35, Bluesky: 0.15 };
/** Channels where some people write all in lower case. */
const CASUAL = new Set(['twitter', 'tiktok', 'instagramcomments', 'youtubecomments', 'Bluesky']);
const FORMAL = new Set(['linkedin', 'linkedincomments']);
const PERCENTS = [10, 15, 20, 25, 30, 35, 40, 50, 60, 70];
const WEEKDAYS = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Joins an opening and the next sentence: after "," or ":" the sentence goes on in lower case. */
const lead = (opening: string, sentence: string) =>
  !opening
    ? capitalize(sentence)
    : /[,:]$/.test(opening)
      ? `${opening} ${sentence}`
      : `${opening} ${capitalize(sentence)}`;
const handleOf = (name: string) => `@${name === BRAND.name ? BRAND.handle : slug(name)}`;
const hashtagOf = (name: string) => `#${name.replaceAll(' ', '')}`;
/** Brazilian money: R$ 1.299,90. */
const reais = (whole: number, cents: string) =>
  `R$ ${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;

interface Context {
  mention: string;
  feminine: boolean;
  item: (typeof ITEMS)[number] | null;
  event: (typeof EVENTS)[number] | null;
}

/**
 * Post texts composed from independent parts (openings, a theme's core sentence with products, places,
 * times and prices, details, closings, mentions, hashtags, emojis), shaped by channel: people write in the
 * first person, press outlets news-style headlines and reports, the brand in its own voice. Draws from its
 * own seeded stream, so the texts never change the other fields of the posts.
 */
export function createTextComposer(seed: number) {
  const random: Random = createRandom((Math.imul(seed, 0x9e3779b1) ^ 0x5eed7e47) >>> 0);
  const pick = <T>(items: readonly T[]): T => random.pick(items);

  const itemOf = (ctx: Context) => {
    ctx.item ??= pick(ITEMS);
    return ctx.item;
  };
  const eventOf = (ctx: Context) => {
    ctx.event ??= pick(EVENTS);
    return ctx.event;
  };
  const price = (min: number, max: number) => {
    const value = min + (max - min) * random.next() ** 1.6;
    return random.chance(0.15)
      ? reais(Math.max(10, Math.round(value / 100) * 100), '00')
      : reais(Math.max(9, Math.round(value / 10) * 10 - 1), random.chance(0.7) ? '90' : '99');
  };
  const digits = (length: number) => {
    let text = String(random.int(1, 9));
    while (text.length < length) text += String(random.int(0, 9));
    return text;
  };

  const slot = (key: string, ctx: Context): string => {
    switch (key) {
      case 'm':
        return ctx.mention;
      case 'h':
        return handleOf(ctx.mention);
      case 'g':
        return ctx.feminine ? 'a' : 'o';
      case 'item': {
        const [noun, feminine] = itemOf(ctx);
        return `${feminine ? 'a' : 'o'} ${noun}`;
      }
      case 'item:n':
        return itemOf(ctx)[0];
      case 'item:o':
        return itemOf(ctx)[1] ? 'a' : 'o';
      case 'item:do':
        return itemOf(ctx)[1] ? 'da' : 'do';
      case 'item:no':
        return itemOf(ctx)[1] ? 'na' : 'no';
      case 'item:um':
        return itemOf(ctx)[1] ? 'uma' : 'um';
      case 'price': {
        const [, , min, max] = itemOf(ctx);
        return price(min, max);
      }
      case 'rise': {
        const [, , min, max] = itemOf(ctx);
        const from = Math.round((min + (max - min) * random.next() ** 1.6) / 10) * 10 - 1;
        const to = Math.round((from * random.between(1.12, 1.6)) / 10) * 10 - 1;
        return `de ${reais(from, '90')} para ${reais(to, '90')}`;
      }
      case 'fee':
        return price(9, 99);
      case 'freight':
        return price(39, 149);
      case 'n':
        return String(random.int(2, 12));
      case 'nw':
        return pick(TIMES_WORDS);
      case 'years':
        return String(random.int(2, 15));
      case 'pct':
        return `${pick(PERCENTS)}%`;
      case 'highpct':
        return `${random.int(85, 98)}%`;
      case 'order':
        return digits(8);
      case 'protocol':
        return digits(10);
      case 'when':
        return pick(WHEN);
      case 'since':
        return pick(SINCE);
      case 'wait':
        return pick(WAITS);
      case 'city':
        return pick(CITIES);
      case 'mall':
        return pick(MALLS);
      case 'cat':
        return pick(CATEGORIES);
      case 'pay':
        return pick(PAYMENTS);
      case 'uf':
        return pick(STATES);
      case 'region':
        return pick(REGIONS);
      case 'event':
        return eventOf(ctx)[0];
      case 'Event':
        return capitalize(eventOf(ctx)[0]);
      case 'event:a':
        return `${eventOf(ctx)[1] ? 'a' : 'o'} ${eventOf(ctx)[0]}`;
      case 'event:da':
        return `${eventOf(ctx)[1] ? 'da' : 'do'} ${eventOf(ctx)[0]}`;
      case 'event:na':
        return `${eventOf(ctx)[1] ? 'na' : 'no'} ${eventOf(ctx)[0]}`;
      case 'weekday':
        return pick(WEEKDAYS);
      case 'crisistag':
        return CRISIS_HASHTAG;
      default:
        throw new Error(`unknown demo text slot {${key}}`);
    }
  };

  /** Fills a template's `[a|b]` choices and `{slot}`s (whose values may hold more of them). */
  const expand = (template: string, ctx: Context): string => {
    let text = template;
    for (let depth = 0; depth < 4 && /[[{]/.test(text); depth += 1) {
      text = text
        .replace(/\[([^[\]]*)\]/g, (_, body: string) => pick(body.split('|')))
        .replace(/\{([A-Za-z]+(?::[a-z]+)?)\}/g, (_, key: string) => slot(key, ctx));
    }
    return text;
  };

  const maybe = (p: number, make: () => string): string => (random.chance(p) ? make() : '');
  const join = (parts: readonly string[]) => parts.filter(Boolean).join(' ');

  const hashtags = (input: PostTextInput, count: number): string => {
    const pool = [
      input.tone === 2 && random.chance(0.5) ? `${hashtagOf(input.mention)}Não` : hashtagOf(input.mention),
      ...THEME_HASHTAGS[input.theme],
      ...TONE_HASHTAGS[input.tone],
    ];
    const chosen = new Set<string>();
    for (let i = 0; i < count; i += 1) chosen.add(pick(pool));
    return [...chosen].join(' ');
  };
  const emojis = (tone: Tone) => {
    const first = pick(EMOJIS[tone]);
    return random.chance(0.2) ? `${first}${pick(EMOJIS[tone])}` : first;
  };

  /** A first-person post by a person. */
  function person(input: PostTextInput): string {
    const ctx: Context = { mention: input.mention, feminine: input.gender === 2, item: null, event: null };
    const { tone, channel } = input;
    const style = STYLE[channel] ?? 'social';
    const x = (template: string) => expand(template, ctx);
    const core = x(pick(input.crisis ? CRISIS_CORES[tone] : PERSON_CORES[input.theme][tone]));
    const detail = (exclude = '') => {
      const text = x(pick(PERSON_DETAILS[tone]));
      return text === exclude || (channel === 'reclameaqui' && text.includes('Reclame Aqui')) ? '' : text;
    };
    const opener = (p: number) => maybe(FORMAL.has(channel) ? p / 3 : p, () => x(pick(PERSON_OPENERS[tone])));
    const closing = (p: number) => maybe(p, () => x(pick(PERSON_CLOSINGS[tone])));
    const crisisTag = (p: number) => (input.crisis ? maybe(p, () => CRISIS_HASHTAG) : '');
    const tags = () =>
      maybe(HASHTAG_SHARE[channel] ?? 0.1, () =>
        hashtags(
          input,
          random.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ]),
        ),
      );
    const emoji = () => maybe(FORMAL.has(channel) ? 0 : (EMOJI_SHARE[channel] ?? 0.15), () => emojis(tone));

    let text: string;
    switch (style) {
      case 'short': {
        const reply = (channel === 'twitter' || channel === 'Bluesky') && random.chance(0.25);
        const first = reply ? `${handleOf(input.mention)} ${core}` : lead(opener(0.35), core);
        const firstDetail = maybe(0.12, () => detail());
        text = join([first, firstDetail, closing(0.3), emoji(), crisisTag(0.8), tags()]);
        if (CASUAL.has(channel) && random.chance(0.1)) text = text.toLowerCase().replace(/\.$/, '');
        break;
      }
      case 'review': {
        if (channel === 'reclameaqui') {
          const title = pick(REVIEW_TITLES[input.theme][tone]);
          const first = maybe(0.7, () => detail());
          text = join([
            `${title} – ${capitalize(core)}`,
            first,
            maybe(0.3, () => detail(first)),
            closing(0.5),
          ]);
        } else {
          const version =
            channel === 'googleplay'
              ? maybe(0.3, () => `Versão 5.${random.int(2, 19)}.${random.int(0, 9)}.`)
              : '';
          text = join([lead(opener(0.2), core), maybe(0.4, () => detail()), version, closing(0.4)]);
        }
        break;
      }
      case 'inbox': {
        const greeting = maybe(0.8, () => x(pick(INBOX_GREETINGS)));
        text = join([
          lead(greeting, core),
          maybe(0.5, () => detail()),
          maybe(0.7, () => x(pick(INBOX_SIGNOFFS))),
        ]);
        break;
      }
      case 'long': {
        const title = channel === 'blogs' ? maybe(0.5, () => x(pick(BLOG_TITLES))) : '';
        const first = maybe(0.8, () => detail());
        text = join([
          title ? lead(title, core) : lead(opener(0.4), core),
          first,
          maybe(0.45, () => detail(first)),
          closing(0.55),
          crisisTag(0.5),
          maybe(0.15, () => hashtags(input, 2)),
        ]);
        break;
      }
      default: {
        const first = maybe(0.35, () => detail());
        text = join([
          lead(opener(0.35), core),
          first,
          maybe(0.08, () => detail(first)),
          closing(0.4),
          emoji(),
          crisisTag(0.7),
          tags(),
        ]);
      }
    }
    return text;
  }

  /** A news-style post by a press outlet: a headline in the third person, maybe a line of report. */
  function press(input: PostTextInput): string {
    const ctx: Context = { mention: input.mention, feminine: false, item: null, event: null };
    const x = (template: string) => expand(template, ctx);
    const headline = capitalize(
      x(pick(input.crisis ? CRISIS_HEADLINES : PRESS_HEADLINES[input.theme][input.tone])),
    );
    const frame = pick(PRESS_FRAMES[input.channel] ?? ['']);
    const report = maybe(input.channel === 'tv' || input.channel === 'rádio' ? 0.6 : 0.4, () =>
      x(pick(PRESS_LEADS[input.tone])),
    );
    const ending =
      input.channel === 'news' || input.channel === 'portais' ? maybe(0.25, () => pick(PRESS_ENDINGS)) : '';
    return join([frame, report || ending ? `${headline}.` : headline, report, ending]);
  }

  /** A publication of the brand on its own page; on the crisis day it mostly speaks about the delays. */
  function brand(channel: string, crisisDay: boolean): string {
    const ctx: Context = { mention: BRAND.name, feminine: false, item: null, event: null };
    const x = (template: string) => expand(template, ctx);
    if (crisisDay && random.chance(0.6)) return x(pick(BRAND_CRISIS_POSTS));
    if (channel === 'linkedin') return join([x(pick(BRAND_LINKEDIN_POSTS)), maybe(0.4, () => BRAND.hashtag)]);
    return join([
      x(pick(BRAND_POSTS)),
      maybe(0.5, () => pick(BRAND_CALLS)),
      maybe(0.5, () => pick(BRAND_EMOJIS)),
      maybe(0.5, () => BRAND.hashtag),
      maybe(0.3, () => pick(BRAND_HASHTAGS)),
    ]);
  }

  return { person, press, brand };
}
