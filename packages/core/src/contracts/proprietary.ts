import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { CHANNELS, NOT_CLASSIFIED } from '../domain/channels.ts';
import { ENGAGEMENT_QUADRANTS } from '../domain/formulas.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { CardDataQuery, takeParam } from './card-data-query.ts';

/*
 * The proprietary and media contracts (spec §7 "Proprietary metrics", "Media service", §9 engagement-matrix
 * quadrants) and the per-universe analytics settings their value model reads (docs/sac-and-pages.md).
 *
 * - Engagement matrices count the connected pages' own publications (pid ∈ P ∧ uid = pid), whatever
 *   page_scope the request carries. A post is a point x = reach, y = interactions; a tag is a point
 *   x = publications, y = Σ interactions. The quadrants split at the arithmetic means of x and y over the own
 *   publications (tags) of the `days` days ending at the period's end (core formulas.ts engagementMatrix); a
 *   point at or above a mean is high on it.
 * - Media counts every post the request's filter keeps. A post's media type is its channel's family
 *   (MEDIA_TYPE_OF_CHANNEL); the press is the war-room's press channels.
 * - Advertising value equivalence (AVE) = Σ over posts of views ÷ 1000 × CPM of the post's channel, where a
 *   post's views are its impressions, else (no impressions) its reach; CPMs in BRL are a per-universe setting
 *   (DEFAULT_CPM_BY_CHANNEL unless changed).
 */

export const PROPRIETARY_ENDPOINTS = SERVICE_ENDPOINTS.proprietary;
export type ProprietaryEndpoint = (typeof PROPRIETARY_ENDPOINTS)[number];
export const MEDIA_ENDPOINTS = SERVICE_ENDPOINTS.media;
export type MediaEndpoint = (typeof MEDIA_ENDPOINTS)[number];

/** The reference window of the matrices' means, in days (spec §9: the last 90 days). */
export const ENGAGEMENT_MATRIX_DAYS = 90;
export const ENGAGEMENT_MATRIX_MAX_DAYS = 730;
/** Points a matrix answers at most: the period's top posts (tags) by interactions; the means count them all. */
export const ENGAGEMENT_MATRIX_MAX_POINTS = 300;
/** Outlets featured_midia answers when the request names no `take`. */
export const FEATURED_MEDIA_TAKE = 10;
export const MEDIA_MAX_TAKE = 100;

/** Query of the engagement matrices: the days of the reference window (the cards ask 90). */
export const ProprietaryQuery = CardDataQuery.extend({
  days: z.coerce.number().int().min(1).max(ENGAGEMENT_MATRIX_MAX_DAYS).default(ENGAGEMENT_MATRIX_DAYS),
});
export type ProprietaryQuery = z.infer<typeof ProprietaryQuery>;

/** Query of the media endpoints: featured_midia's top N outlets. */
export const MediaQuery = CardDataQuery.extend({
  take: takeParam(MEDIA_MAX_TAKE).optional(),
});
export type MediaQuery = z.infer<typeof MediaQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Engagement matrices

const Quadrant = z.enum(ENGAGEMENT_QUADRANTS);
const Window = z.object({ start: z.number(), end: z.number() });

/** The reference of a matrix: its days, the window [end − days, end] and the means over it. */
const MatrixReference = {
  days: z.number(),
  /** Both ends inclusive (ms); `end` is the period's last ms. */
  window: Window,
  /** Arithmetic means of x and y over the window's publications (tags); 0 and 0 when it has none. */
  mean: z.object({ x: z.number(), y: z.number() }),
  /** Publications (tags) of the window the means were taken over. */
  measured: z.number(),
};

export const PostPoint = z.object({
  id: z.string(),
  /** The connected page that published it. */
  pageId: z.string(),
  channel: z.string(),
  postedAt: z.number(),
  /** The first characters of its text (the bubble's label). */
  text: z.string(),
  reach: z.number(),
  interactions: z.number(),
  impressions: z.number(),
  /** By reach (x) then interactions (y) against the means. */
  quadrant: Quadrant,
});
export type PostPoint = z.infer<typeof PostPoint>;

/** engagement-matrix/posts: the period's own publications, x = reach, y = interactions (size: impressions). */
export const PostsMatrixDocs = z.object({
  ...MatrixReference,
  /** The period's own publications (the points are the first ENGAGEMENT_MATRIX_MAX_POINTS by interactions). */
  total: z.number(),
  points: z.array(PostPoint),
});
export type PostsMatrixDocs = z.infer<typeof PostsMatrixDocs>;

export const TagPoint = z.object({
  tag: z.string(),
  posts: z.number(),
  interactions: z.number(),
  reach: z.number(),
  /** By publications (x) then interactions (y) against the means scaled to the period's length. */
  quadrant: Quadrant,
});
export type TagPoint = z.infer<typeof TagPoint>;

/**
 * engagement-matrix/tags: per tag of the period's own publications, x = publications, y = Σ interactions
 * (size: Σ reach). The window's means are per tag over the window, scaled to the period's length
 * (× period ÷ window), so a week is compared with an average week of the last 90 days.
 */
export const TagsMatrixDocs = z.object({
  ...MatrixReference,
  /** The window's per-tag means before scaling. */
  windowMean: z.object({ x: z.number(), y: z.number() }),
  /** Tags of the period (the points are the first ENGAGEMENT_MATRIX_MAX_POINTS by interactions). */
  total: z.number(),
  points: z.array(TagPoint),
});
export type TagsMatrixDocs = z.infer<typeof TagsMatrixDocs>;

const answer = <T extends z.ZodType>(docs: T) => z.object({ status: z.literal('ok'), docs });

export const PROPRIETARY_ANSWERS = {
  'engagement-matrix/posts': answer(PostsMatrixDocs),
  'engagement-matrix/tags': answer(TagsMatrixDocs),
} as const satisfies Record<ProprietaryEndpoint, z.ZodType>;
export type ProprietaryAnswer<E extends ProprietaryEndpoint> = z.infer<(typeof PROPRIETARY_ANSWERS)[E]>;

// ---------------------------------------------------------------------------------------------------------------
// Media

/** A channel's family: press and news, social networks, video, forums, reviews, messaging, the rest. */
export const MEDIA_TYPES = ['press', 'social', 'video', 'forum', 'review', 'messaging', 'other'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Every channel of core's list (and the unclassified one) in its family. */
export const MEDIA_TYPE_OF_CHANNEL: Readonly<Record<string, MediaType>> = {
  news: 'press',
  blogs: 'press',
  portais: 'press',
  impressas: 'press',
  tv: 'press',
  rádio: 'press',
  comentariosemartigos: 'press',
  instagram: 'social',
  instagramcomments: 'social',
  facebook: 'social',
  facebookgroups: 'social',
  facebookcomments: 'social',
  twitter: 'social',
  tumblr: 'social',
  googleplus: 'social',
  linkedin: 'social',
  linkedincomments: 'social',
  Bluesky: 'social',
  youtube: 'video',
  youtubecomments: 'video',
  tiktok: 'video',
  foruns: 'forum',
  googleplay: 'review',
  googlemybusiness: 'review',
  foursquare: 'review',
  buscape: 'review',
  reclameaqui: 'review',
  facebookinbox: 'messaging',
  twitterinbox: 'messaging',
  Blip: 'messaging',
  ImportedData: 'other',
  [NOT_CLASSIFIED.id]: 'other',
};

export const mediaTypeOf = (channel: string): MediaType => MEDIA_TYPE_OF_CHANNEL[channel] ?? 'other';

/** The press channels (featured_midia's outlets): the same as the war-room's press-posts. */
export const PRESS_MEDIA_CHANNELS: readonly string[] = Object.keys(MEDIA_TYPE_OF_CHANNEL).filter(
  (channel) => MEDIA_TYPE_OF_CHANNEL[channel] === 'press',
);

export const MEDIA_TYPE_LABELS: Record<MediaType, MessageKey> = {
  press: 'media.type.press',
  social: 'media.type.social',
  video: 'media.type.video',
  forum: 'media.type.forum',
  review: 'media.type.review',
  messaging: 'media.type.messaging',
  other: 'media.type.other',
};

/** distribution/media_type: posts and Σ reach per media type, most posts first (types without posts left out). */
export const MediaDistributionDocs = z.object({
  total: z.number(),
  items: z.array(z.object({ mediaType: z.enum(MEDIA_TYPES), posts: z.number(), reach: z.number() })),
});
export type MediaDistributionDocs = z.infer<typeof MediaDistributionDocs>;

/**
 * featured_midia: the press outlets (a press post's author, uid) with the most posts, then the most reach;
 * `name` is the outlet's username on most of its posts. Press posts without an author are left out.
 */
export const FeaturedMediaDocs = z.object({
  items: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      channels: z.array(z.string()),
      posts: z.number(),
      reach: z.number(),
    }),
  ),
});
export type FeaturedMediaDocs = z.infer<typeof FeaturedMediaDocs>;

/** publicitary_valoration: the advertising value equivalence of the period (BRL), and its parts per channel. */
export const MediaEquivalence = z.object({
  /** Σ views ÷ 1000 × CPM, in BRL. */
  value: z.number(),
  currency: z.literal('BRL'),
  posts: z.number(),
  /** Σ impressions of the posts that have impressions. */
  impressions: z.number(),
  /** Σ reach of the posts without impressions (their views). */
  reach: z.number(),
  byChannel: z.array(
    z.object({
      channel: z.string(),
      posts: z.number(),
      impressions: z.number(),
      reach: z.number(),
      /** The CPM applied (BRL per 1000 views). */
      cpm: z.number(),
      value: z.number(),
    }),
  ),
});
export type MediaEquivalence = z.infer<typeof MediaEquivalence>;

export const MEDIA_ANSWERS = {
  'distribution/media_type': answer(MediaDistributionDocs),
  featured_midia: answer(FeaturedMediaDocs),
  publicitary_valoration: z.object({ status: z.literal('ok'), equivalence: MediaEquivalence }),
} as const satisfies Record<MediaEndpoint, z.ZodType>;
export type MediaAnswer<E extends MediaEndpoint> = z.infer<(typeof MEDIA_ANSWERS)[E]>;

// ---------------------------------------------------------------------------------------------------------------
// Per-universe analytics settings

/** Every channel id a setting may name: core's channels and the unclassified one. */
export const SETTINGS_CHANNELS: readonly string[] = [...CHANNELS.map((c) => c.id), NOT_CLASSIFIED.id];

/**
 * Default CPM per channel, in BRL per 1000 views: the order of magnitude of Brazilian media rates (press and TV
 * dearer, comments and reviews cheaper; private messages and imported data are no advertising space: 0). A
 * universe replaces them with its own media plan's.
 */
export const DEFAULT_CPM_BY_CHANNEL: Readonly<Record<string, number>> = {
  instagram: 25,
  instagramcomments: 10,
  facebook: 20,
  facebookinbox: 0,
  facebookgroups: 12,
  facebookcomments: 8,
  youtube: 30,
  youtubecomments: 10,
  twitter: 15,
  twitterinbox: 0,
  tumblr: 8,
  news: 40,
  blogs: 20,
  foruns: 10,
  comentariosemartigos: 10,
  googleplay: 10,
  googleplus: 8,
  googlemybusiness: 12,
  foursquare: 8,
  buscape: 12,
  reclameaqui: 15,
  linkedin: 60,
  linkedincomments: 20,
  tv: 80,
  rádio: 30,
  impressas: 60,
  portais: 45,
  tiktok: 15,
  Blip: 0,
  ImportedData: 0,
  Bluesky: 10,
  [NOT_CLASSIFIED.id]: 0,
};

/** Default share of each channel's posts that collection gathers: all of them. */
export const DEFAULT_COLLECTED_SHARE = 1;

const isSettingsChannel = (channel: string) => SETTINGS_CHANNELS.includes(channel);

/** A map channel → number, each key a known channel and each value within its bounds (message keys). */
function channelMap(inRange: (value: number) => boolean, outOfRange: MessageKey) {
  return z.record(z.string(), z.unknown()).superRefine((map, ctx) => {
    for (const [channel, value] of Object.entries(map)) {
      if (!isSettingsChannel(channel))
        ctx.addIssue({ code: 'custom', path: [channel], message: 'analyticsSettings.errors.unknownChannel' });
      else if (typeof value !== 'number' || !Number.isFinite(value))
        ctx.addIssue({ code: 'custom', path: [channel], message: 'analyticsSettings.errors.notANumber' });
      else if (!inRange(value)) ctx.addIssue({ code: 'custom', path: [channel], message: outOfRange });
    }
  }) as unknown as z.ZodType<Record<string, number>>;
}

/**
 * A universe's analytics settings as an editor sends them: the channels it sets (the others keep the
 * defaults). CPM ≥ 0 (BRL per 1000 views); collected share in (0, 1].
 */
export const AnalyticsSettingsInput = z.object({
  cpmByChannel: channelMap((v) => v >= 0, 'analyticsSettings.errors.cpmNegative').default({}),
  collectedShareByChannel: channelMap(
    (v) => v > 0 && v <= 1,
    'analyticsSettings.errors.shareOutOfRange',
  ).default({}),
});
export type AnalyticsSettingsInput = z.infer<typeof AnalyticsSettingsInput>;

/** The settings in effect: every channel, set or default. */
export const AnalyticsSettings = z.object({
  cpmByChannel: z.record(z.string(), z.number()),
  collectedShareByChannel: z.record(z.string(), z.number()),
});
export type AnalyticsSettings = z.infer<typeof AnalyticsSettings>;

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  cpmByChannel: { ...DEFAULT_CPM_BY_CHANNEL },
  collectedShareByChannel: Object.fromEntries(SETTINGS_CHANNELS.map((c) => [c, DEFAULT_COLLECTED_SHARE])),
};

/** The settings in effect given what a universe set. */
export const effectiveAnalyticsSettings = (set: AnalyticsSettingsInput): AnalyticsSettings => ({
  cpmByChannel: { ...DEFAULT_ANALYTICS_SETTINGS.cpmByChannel, ...set.cpmByChannel },
  collectedShareByChannel: {
    ...DEFAULT_ANALYTICS_SETTINGS.collectedShareByChannel,
    ...set.collectedShareByChannel,
  },
});

/** Query of GET/PUT /studio-service/universe/analytics-settings (the studio's account and universe). */
export const AnalyticsSettingsQuery = z.object({ acc_id: z.string().min(1), uni_id: z.string().min(1) });

/** The answer: the settings in effect, what the universe set, the defaults, and the last change. */
export const AnalyticsSettingsAnswer = z.object({
  status: z.literal('ok'),
  message: z.object({
    universeId: z.string(),
    settings: AnalyticsSettings,
    custom: AnalyticsSettings,
    defaults: AnalyticsSettings,
    /** ms; null while the universe keeps the defaults. */
    updatedAt: z.number().nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type AnalyticsSettingsAnswer = z.infer<typeof AnalyticsSettingsAnswer>;
