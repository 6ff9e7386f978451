// Relative until core's index exports the proprietary contract (issue 27 integration).
import {
  DAY_MS,
  type DateRange,
  DEFAULT_CPM_BY_CHANNEL,
  ENGAGEMENT_MATRIX_DAYS,
  ENGAGEMENT_MATRIX_MAX_POINTS,
  engagementMatrix,
  FEATURED_MEDIA_TAKE,
  type Filter,
  MEDIA_TYPES,
  type MediaAnswer,
  type MediaType,
  mediaTypeOf,
  type PostPoint,
  PRESS_MEDIA_CHANNELS,
  type ProprietaryAnswer,
  quadrantOf,
  type TagPoint,
} from '@mirante/core';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { askedPeriod, type CardDataAsk } from '../card-data-ask.ts';
import { createPostsStatements, num, type PostsScope } from './statements.ts';

/*
 * The proprietary engagement matrices and the media service (spec §7, §9), counted over the posts through the
 * analytics compiler. Definitions are core's (contracts/proprietary.ts): the matrices count the connected
 * pages' own publications whatever page_scope the request carries; media counts every post the filter keeps;
 * the advertising value applies the universe's CPM per channel (deps.cpmByChannel).
 */

/** A universe's CPM per channel in BRL per 1000 views (the analytics settings'). */
export type CpmByChannel = (universeId: string) => Promise<Readonly<Record<string, number>>>;

export interface ProprietaryDeps {
  /** Shared with the charts and the other services; one is made when none is given. */
  cache?: ResultCache;
  /** The universe's CPMs: the analytics settings service's `cpmByChannel`; the documented defaults otherwise. */
  cpmByChannel?: CpmByChannel;
}

/** One request as the service takes it: the handler's options and the scope's period, staging flag and filter. */
export interface ProprietaryAsk extends CardDataAsk {
  /** The matrices' reference window in days (90 by default). */
  days?: number;
  /** featured_midia: how many outlets. */
  take?: number;
}

export interface ProprietaryResult<A> {
  answer: A;
  /** Every statement came from the result cache. */
  cached: boolean;
}

/** A post's text as a bubble label needs it (the mapper cuts it shorter). */
const TEXT_KEPT = 120;
/** Sums in BRL to the cent. */
const cents = (value: number) => Math.round(value * 100) / 100;
const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

export function createProprietaryService(engine: AnalyticsEngine, deps: ProprietaryDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const cpmByChannel: CpmByChannel = deps.cpmByChannel ?? (async () => DEFAULT_CPM_BY_CHANNEL);
  const run = createPostsStatements(cache);

  const periodOf = (ask: ProprietaryAsk): DateRange => askedPeriod(ask.dateRange);
  const scopeOf = (ask: ProprietaryAsk, filter: Filter = ask.filter): PostsScope => ({
    universeId: ask.universeId,
    isStaging: ask.isStaging,
    filter,
  });
  /** The matrices: the connected pages' own publications (the filter's pages), whatever the request said. */
  const ownScope = (ask: ProprietaryAsk) => scopeOf(ask, { ...ask.filter, page_scope: 'publications' });
  /** The `days` days ending at the period's last ms, both ends inclusive. */
  const windowOf = (period: DateRange, days: number): DateRange => ({
    start: period.end + 1 - days * DAY_MS,
    end: period.end,
  });

  return {
    cache,

    /**
     * engagement-matrix/posts: each own publication of the period, x = reach, y = interactions; the means over
     * the own publications of the window (core engagementMatrix, reference = the period's end).
     */
    async postsMatrix(
      ask: ProprietaryAsk,
    ): Promise<ProprietaryResult<ProprietaryAnswer<'engagement-matrix/posts'>>> {
      const period = periodOf(ask);
      const days = ask.days ?? ENGAGEMENT_MATRIX_DAYS;
      const window = windowOf(period, days);
      const result = await run(
        ownScope(ask),
        { start: Math.min(period.start, window.start), end: period.end },
        {
          entity: 'posts',
          groups: ['id', 'pid', 'channel', 'text'],
          metrics: [
            ['interactions', 'sum'],
            ['reach', 'sum'],
            ['impressions', 'sum'],
            ['postedAt', 'max'],
          ],
        },
      );
      const posts = result.rows.map((row) => ({
        id: text(row.s0),
        pageId: text(row.s1),
        channel: text(row.s2),
        text: text(row.s3).slice(0, TEXT_KEPT),
        interactions: num(row.m0),
        reach: num(row.m1),
        impressions: num(row.m2),
        postedAt: num(row.m3),
      }));
      const matrix = engagementMatrix(
        posts.map((post) => ({ ...post, at: post.postedAt, x: post.reach, y: post.interactions })),
        window.end,
        window.end - window.start,
      );
      const inPeriod = matrix.points.filter((p) => p.at >= period.start && p.at <= period.end);
      const points: PostPoint[] = inPeriod
        .sort((a, b) => b.interactions - a.interactions || b.reach - a.reach || byName(a.id, b.id))
        .slice(0, ENGAGEMENT_MATRIX_MAX_POINTS)
        .map(
          ({ id, pageId, channel, postedAt, text: excerpt, reach, interactions, impressions, quadrant }) => ({
            id,
            pageId,
            channel,
            postedAt,
            text: excerpt,
            reach,
            interactions,
            impressions,
            quadrant,
          }),
        );
      return {
        answer: {
          status: 'ok',
          docs: {
            days,
            window,
            mean: matrix.mean,
            measured: posts.filter((p) => p.postedAt >= window.start && p.postedAt <= window.end).length,
            total: inPeriod.length,
            points,
          },
        },
        cached: result.hit,
      };
    },

    /**
     * engagement-matrix/tags: per tag of the period's own publications, x = publications, y = Σ interactions;
     * the means per tag over the window, scaled to the period's length.
     */
    async tagsMatrix(
      ask: ProprietaryAsk,
    ): Promise<ProprietaryResult<ProprietaryAnswer<'engagement-matrix/tags'>>> {
      const period = periodOf(ask);
      const days = ask.days ?? ENGAGEMENT_MATRIX_DAYS;
      const window = windowOf(period, days);
      const perTag = {
        entity: 'posts',
        groups: ['tag'],
        metrics: [
          ['interactions', 'sum'],
          ['id', 'count'],
          ['reach', 'sum'],
        ],
      } as const;
      const scope = ownScope(ask);
      const [current, reference] = await Promise.all([
        run(scope, period, perTag),
        run(scope, window, perTag),
      ]);
      const tagsOf = (rows: typeof current.rows) =>
        rows
          .map((row) => ({
            tag: text(row.s0),
            interactions: num(row.m0),
            posts: num(row.m1),
            reach: num(row.m2),
          }))
          .filter((tag) => tag.tag !== '' && tag.posts > 0);
      const windowTags = tagsOf(reference.rows);
      const windowMean = {
        x: windowTags.length === 0 ? 0 : windowTags.reduce((sum, t) => sum + t.posts, 0) / windowTags.length,
        y:
          windowTags.length === 0
            ? 0
            : windowTags.reduce((sum, t) => sum + t.interactions, 0) / windowTags.length,
      };
      const scale = (period.end - period.start + 1) / (window.end - window.start + 1);
      const mean = { x: windowMean.x * scale, y: windowMean.y * scale };
      const tags = tagsOf(current.rows);
      const points: TagPoint[] = tags
        .sort((a, b) => b.interactions - a.interactions || b.posts - a.posts || byName(a.tag, b.tag))
        .slice(0, ENGAGEMENT_MATRIX_MAX_POINTS)
        .map((tag) => ({ ...tag, quadrant: quadrantOf({ x: tag.posts, y: tag.interactions }, mean) }));
      return {
        answer: {
          status: 'ok',
          docs: { days, window, mean, windowMean, measured: windowTags.length, total: tags.length, points },
        },
        cached: allHit([current, reference]),
      };
    },

    /** distribution/media_type: posts and reach per media type (the channel's family). */
    async mediaDistribution(
      ask: ProprietaryAsk,
    ): Promise<ProprietaryResult<MediaAnswer<'distribution/media_type'>>> {
      const result = await run(scopeOf(ask), periodOf(ask), {
        entity: 'posts',
        groups: ['channel'],
        metrics: [
          ['id', 'count'],
          ['reach', 'sum'],
        ],
      });
      const byType = new Map<MediaType, { posts: number; reach: number }>();
      for (const row of result.rows) {
        const type = mediaTypeOf(text(row.s0));
        const known = byType.get(type) ?? { posts: 0, reach: 0 };
        byType.set(type, { posts: known.posts + num(row.m0), reach: known.reach + num(row.m1) });
      }
      const items = MEDIA_TYPES.flatMap((mediaType) => {
        const counted = byType.get(mediaType);
        return counted && counted.posts > 0 ? [{ mediaType, ...counted }] : [];
      }).sort((a, b) => b.posts - a.posts || b.reach - a.reach);
      return {
        answer: { status: 'ok', docs: { total: items.reduce((sum, i) => sum + i.posts, 0), items } },
        cached: result.hit,
      };
    },

    /** featured_midia: the press outlets with the most posts, then reach. */
    async featuredMedia(ask: ProprietaryAsk): Promise<ProprietaryResult<MediaAnswer<'featured_midia'>>> {
      const result = await run(scopeOf(ask), periodOf(ask), {
        entity: 'posts',
        groups: ['uid', 'username', 'channel'],
        metrics: [
          ['id', 'count'],
          ['reach', 'sum'],
        ],
        where: [{ field: 'channel', oneOf: PRESS_MEDIA_CHANNELS }],
      });
      const outlets = new Map<
        string,
        { posts: number; reach: number; channels: Set<string>; names: Map<string, number> }
      >();
      for (const row of result.rows) {
        const uid = text(row.s0);
        if (uid === '') continue;
        const outlet = outlets.get(uid) ?? { posts: 0, reach: 0, channels: new Set(), names: new Map() };
        const posts = num(row.m0);
        outlet.posts += posts;
        outlet.reach += num(row.m1);
        outlet.channels.add(text(row.s2));
        const name = text(row.s1);
        if (name !== '') outlet.names.set(name, (outlet.names.get(name) ?? 0) + posts);
        outlets.set(uid, outlet);
      }
      const items = [...outlets.entries()]
        .map(([uid, outlet]) => ({
          uid,
          name: [...outlet.names.entries()].sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))[0]?.[0] ?? uid,
          channels: [...outlet.channels].sort(byName),
          posts: outlet.posts,
          reach: outlet.reach,
        }))
        .sort(
          (a, b) => b.posts - a.posts || b.reach - a.reach || byName(a.name, b.name) || byName(a.uid, b.uid),
        )
        .slice(0, ask.take ?? FEATURED_MEDIA_TAKE);
      return { answer: { status: 'ok', docs: { items } }, cached: result.hit };
    },

    /**
     * publicitary_valoration: Σ views ÷ 1000 × CPM of the post's channel, views = impressions, else (none)
     * reach; in BRL, to the cent.
     */
    async publicitaryValoration(
      ask: ProprietaryAsk,
    ): Promise<ProprietaryResult<MediaAnswer<'publicitary_valoration'>>> {
      const [result, cpms] = await Promise.all([
        run(scopeOf(ask), periodOf(ask), {
          entity: 'posts',
          groups: ['channel'],
          metrics: [
            ['id', 'count'],
            ['impressions', 'sum'],
            ['reach', 'sum'],
          ],
          metricWhere: [
            undefined,
            [{ field: 'impressions', atLeast: 1 }],
            [{ field: 'impressions', atMost: 0 }],
          ],
        }),
        cpmByChannel(ask.universeId),
      ]);
      const byChannel = result.rows
        .map((row) => {
          const channel = text(row.s0);
          const impressions = num(row.m1);
          const reach = num(row.m2);
          const cpm = cpms[channel] ?? DEFAULT_CPM_BY_CHANNEL[channel] ?? 0;
          return {
            channel,
            posts: num(row.m0),
            impressions,
            reach,
            cpm,
            value: cents(((impressions + reach) / 1000) * cpm),
          };
        })
        .filter((item) => item.posts > 0)
        .sort((a, b) => b.value - a.value || byName(a.channel, b.channel));
      const total = byChannel.reduce(
        (sum, item) => sum + ((item.impressions + item.reach) / 1000) * item.cpm,
        0,
      );
      return {
        answer: {
          status: 'ok',
          equivalence: {
            value: cents(total),
            currency: 'BRL',
            posts: byChannel.reduce((sum, item) => sum + item.posts, 0),
            impressions: byChannel.reduce((sum, item) => sum + item.impressions, 0),
            reach: byChannel.reduce((sum, item) => sum + item.reach, 0),
            byChannel,
          },
        },
        cached: result.hit,
      };
    },
  };
}

export type ProprietaryService = ReturnType<typeof createProprietaryService>;
