import {
  type DateRange,
  GPT_EXCERPT_LENGTH,
  GPT_REPLY_MAX_LENGTH,
  GPT_REPLY_MIN_LENGTH,
  type GptProblem,
  type GptSuggestion,
  type GptSuggestionsAnswer,
  replyLengthOk,
  translate,
} from '@mirante/core';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { num, text, textOrNull } from '../../stores/analytics/row-values.ts';
import { createScopedStatements, type ScopedStatement } from '../../stores/analytics/scoped-statements.ts';
import type { Session } from '../auth/service.ts';
import { type CardDataAsk, type PeriodScope, periodScopeOf } from '../card-data-ask.ts';
import type { ChatModel } from './chat-model.ts';
import type { GptConfig } from './config.ts';
import { replyPrompt } from './prompt.ts';
import type { ReplyConnector } from './reply-connector.ts';
import type { GptRepository, SuggestedPost } from './repository.ts';

/*
 * The AI reply suggestions (contracts/gpt.ts, docs/ai-replies.md): which posts wait for an answer (read through
 * the analytics compiler, no SQL here), their suggestions (asked of the chat model once per post and kept in the
 * meta store), and replying or dismissing one. The model's failures are the answer's `problem`, never a 5xx.
 */

/** Sac statuses of a post already answered. */
const ANSWERED: ReadonlySet<string> = new Set(['replied', 'closed']);
/** Posts asked of the model at once. */
const CONCURRENCY = 3;
/** The most posts read to find `take` waiting ones. */
const MAX_CANDIDATES = 500;
const END_OF_TIME = Date.UTC(9999, 11, 31);

type Over = 'period' | 'allTime';
const rangeOf = (scope: PeriodScope, over: Over): DateRange =>
  over === 'period' ? scope.period : { start: 0, end: END_OF_TIME };

export interface GptSuggestionsAsk extends CardDataAsk {
  take: number;
}

/** Who acts on a post, and which post (the universe as the user's membership gives it). */
export interface GptAction {
  user: Session['user'];
  universe: { universeId: string; isStaging: boolean };
  postId: string;
}

export interface GptDeps {
  repository: GptRepository;
  config: GptConfig;
  /** Null: suggestions are off. */
  chat: ChatModel | null;
  /** Null: replying is off. */
  replier: ReplyConnector | null;
  cache?: ResultCache;
  now?: () => number;
}

interface WaitingPost {
  id: string;
  channel: string;
  postedAt: number;
  url: string | null;
  text: string;
}

const excerptOf = (postText: string) => {
  const chars = [...postText.trim()];
  return chars.length <= GPT_EXCERPT_LENGTH
    ? chars.join('')
    : `${chars.slice(0, GPT_EXCERPT_LENGTH - 1).join('')}…`;
};

/** Runs `work` over the items, `limit` at a time, starting no new one once `stop()` says so. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createGptService(engine: AnalyticsEngine, deps: GptDeps) {
  const cache = deps.cache ?? createResultCache(engine);
  const now = deps.now ?? Date.now;
  const run = createScopedStatements<PeriodScope, Over, ScopedStatement<Over>>(cache, rangeOf);
  const replying = deps.replier ? 'on' : 'off';

  /** The period's newest posts within the filter that wait for an answer (contracts/gpt.ts), at most `take`. */
  async function waitingPosts(scope: PeriodScope, take: number): Promise<WaitingPost[]> {
    const handled = await deps.repository.handledIn(scope.universeId, scope.period);
    const candidates = Math.min(MAX_CANDIDATES, (take + handled.size) * 3);
    const withText = [{ field: 'text', isNull: false }] as const;
    const picked = await run(scope, {
      entity: 'posts',
      groups: ['id'],
      metrics: [['postedAt', 'max']],
      where: withText,
      take: candidates,
    });
    const ids = picked.rows.map((row) => text(row.s0)).filter((id) => id !== '' && !handled.has(id));
    if (ids.length === 0) return [];
    const details = await run(scope, {
      entity: 'posts',
      groups: ['id', 'channel', 'url', 'text', 'uid', 'pid', 'sacStatus'],
      metrics: [['postedAt', 'max']],
      where: [...withText, { field: 'id', oneOf: [...ids].sort() }],
      take: ids.length,
    });
    const byId = new Map(details.rows.map((row) => [text(row.s0), row]));
    return ids
      .flatMap((id): WaitingPost[] => {
        const row = byId.get(id);
        if (!row) return [];
        const uid = textOrNull(row.s4);
        const own = uid !== null && uid === textOrNull(row.s5);
        const postText = text(row.s3).trim();
        if (own || postText === '' || ANSWERED.has(text(row.s6))) return [];
        return [
          { id, channel: text(row.s1), url: textOrNull(row.s2), text: postText, postedAt: num(row.m0) },
        ];
      })
      .sort((a, b) => b.postedAt - a.postedAt || a.id.localeCompare(b.id))
      .slice(0, take);
  }

  /** The post of the universe with this id, whenever it was posted; 404 when there is none. */
  async function postOf(action: GptAction): Promise<WaitingPost> {
    const scope: PeriodScope = {
      universeId: action.universe.universeId,
      isStaging: action.universe.isStaging,
      period: { start: 0, end: END_OF_TIME },
      filter: {},
    };
    const found = await run(scope, {
      entity: 'posts',
      groups: ['id', 'channel', 'url'],
      metrics: [['postedAt', 'max']],
      where: [{ field: 'id', equals: action.postId }],
      over: 'allTime',
      take: 1,
    });
    const row = found.rows[0];
    if (!row) throw notFound();
    return {
      id: action.postId,
      channel: text(row.s1),
      url: textOrNull(row.s2),
      text: '',
      postedAt: num(row.m0),
    };
  }

  const suggestedPost = (action: GptAction, post: WaitingPost): SuggestedPost => ({
    universeId: action.universe.universeId,
    postId: post.id,
    postedAt: post.postedAt,
  });

  return {
    /** The waiting posts with their suggestions; those the model has not answered yet are asked now. */
    async suggestions(ask: GptSuggestionsAsk): Promise<GptSuggestionsAnswer> {
      const { chat } = deps;
      if (chat === null) return { status: 'ok', assistant: 'off', replying, problem: null, items: [] };
      const scope = periodScopeOf(ask);
      const posts = await waitingPosts(scope, ask.take);
      const stored = await deps.repository.find(
        scope.universeId,
        posts.map((post) => post.id),
      );
      const written = new Map<string, string>();
      for (const [id, kept] of stored) if (kept.suggestion !== null) written.set(id, kept.suggestion);
      const missing = posts.filter((post) => !written.has(post.id));
      let problem: GptProblem | null = null;
      if (missing.length > 0) {
        const brand = await deps.repository.brandName(scope.universeId);
        const tone = deps.config.chat?.tone ?? '';
        await eachLimited(
          missing,
          CONCURRENCY,
          () => problem !== null,
          async (post) => {
            const outcome = await chat.complete(replyPrompt(post.text, brand, tone));
            if (!outcome.ok) {
              problem ??= outcome.problem;
              return;
            }
            written.set(post.id, outcome.text);
            await deps.repository.saveSuggestion(
              { universeId: scope.universeId, postId: post.id, postedAt: post.postedAt },
              outcome.text,
              chat.model,
              new Date(now()),
            );
          },
        );
      }
      const items: GptSuggestion[] = posts.map((post) => ({
        id: post.id,
        channel: post.channel,
        postedAt: post.postedAt,
        url: post.url,
        excerpt: excerptOf(post.text),
        suggestion: written.get(post.id) ?? null,
      }));
      return { status: 'ok', assistant: 'on', replying, problem, items };
    },

    /**
     * Sends a reply (edited or not) through the reply connector and marks the post replied. The length is
     * checked first, then whether replying is on, then the post: nothing changes on any failure.
     */
    async reply(action: GptAction, replyText: string): Promise<string> {
      if (!replyLengthOk(replyText))
        throw new AppError(400, 'VALIDATION', 'gpt.errors.replyLength', { text: 'gpt.errors.replyLength' });
      const { replier } = deps;
      if (replier === null) throw new AppError(409, 'CONFLICT', 'gpt.errors.replyOff');
      const post = await postOf(action);
      const sent = replyText.trim();
      const ok = await replier.send({
        universeId: action.universe.universeId,
        postId: post.id,
        channel: post.channel,
        postUrl: post.url,
        text: sent,
      });
      if (!ok) throw new AppError(502, 'INTERNAL', 'tweet.errors.reply');
      await deps.repository.mark(
        suggestedPost(action, post),
        'replied',
        sent,
        action.user.id,
        new Date(now()),
      );
      return translate('tweet.replied');
    },

    /** Dismisses a post's suggestion: the post leaves the card. */
    async dismiss(action: GptAction): Promise<string> {
      const post = await postOf(action);
      await deps.repository.mark(
        suggestedPost(action, post),
        'dismissed',
        null,
        action.user.id,
        new Date(now()),
      );
      return translate('gpt.dismissed');
    },
  };
}

export type GptService = ReturnType<typeof createGptService>;

/** The reply's bounds, for the API reference. */
export const REPLY_BOUNDS = `${GPT_REPLY_MIN_LENGTH} to ${GPT_REPLY_MAX_LENGTH} characters`;
