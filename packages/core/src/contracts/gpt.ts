import { z } from 'zod';
import { CardDataQuery, takeParam } from './card-data-query.ts';

/*
 * AI reply suggestions (spec §3 "response suggestion via a chat AI", §7 studio `gpt/*`; docs/ai-replies.md):
 * for the period's newest posts of the universe that the card's filter selects and that still wait for an
 * answer, a reply in pt-BR written by an OpenAI-compatible chat model in the brand's tone; the user edits it
 * and replies (through the reply connector) or dismisses it.
 *
 * Definitions:
 * - a post waits for an answer when it has text, is not one of the pages' own publications (uid = pid), its
 *   SAC status (if any) is not replied or closed, and it was neither replied nor dismissed on this card;
 * - a reply's length is counted in characters (code points) after trimming, GPT_REPLY_MIN_LENGTH to
 *   GPT_REPLY_MAX_LENGTH (a tweet's 280); a suggestion is cut to the maximum at a word when a model writes more.
 */

/** The shortest and longest reply sent (spec §5 "Tweet reply": both exist; the numbers are ours). */
export const GPT_REPLY_MIN_LENGTH = 1;
export const GPT_REPLY_MAX_LENGTH = 280;
/** The most posts a card asks suggestions for. */
export const GPT_MAX_TAKE = 20;
/** The post text a card shows, at most (the model reads the whole post, up to GPT_POST_MAX_LENGTH). */
export const GPT_EXCERPT_LENGTH = 280;
/** The most characters of a post's text sent to the model. */
export const GPT_POST_MAX_LENGTH = 2_000;

/** A reply's length as counted against the bounds: code points of the trimmed text. */
export const replyLength = (text: string): number => [...text.trim()].length;

/** Whether a reply's length is within the bounds. */
export const replyLengthOk = (text: string): boolean => {
  const length = replyLength(text);
  return length >= GPT_REPLY_MIN_LENGTH && length <= GPT_REPLY_MAX_LENGTH;
};

/** Query string of GET /studio-service/gpt/suggestions: the card data parameters and how many posts. */
export const GptSuggestionsQuery = CardDataQuery.extend({
  take: takeParam(GPT_MAX_TAKE).default(10),
});
export type GptSuggestionsQuery = z.infer<typeof GptSuggestionsQuery>;

/**
 * A post waiting for an answer and the reply suggested for it. Who wrote it is never part of it (LGPD): the
 * card is about what to answer, not about whom.
 */
export const GptSuggestion = z.object({
  /** The post's id. */
  id: z.string(),
  channel: z.string(),
  postedAt: z.number(),
  url: z.string().nullable(),
  /** The post's text, cut to GPT_EXCERPT_LENGTH. */
  excerpt: z.string(),
  /** Null when the model gave none for it yet (see the answer's `problem`). */
  suggestion: z.string().nullable(),
});
export type GptSuggestion = z.infer<typeof GptSuggestion>;

/** Why some posts have no suggestion: the model took too long, refused for its rate limit, or failed. */
export const GPT_PROBLEMS = ['timeout', 'rateLimited', 'failed'] as const;
export type GptProblem = (typeof GPT_PROBLEMS)[number];

/** The environment variables that turn each connector on (docs/ai-replies.md). */
export const GPT_ASSISTANT_VARIABLES = [
  'MIRANTE_AI_BASE_URL',
  'MIRANTE_AI_API_KEY',
  'MIRANTE_AI_MODEL',
] as const;
export const GPT_REPLY_VARIABLES = ['MIRANTE_REPLY_URL'] as const;

export const GptSuggestionsAnswer = z.object({
  status: z.literal('ok'),
  /** Whether the chat model is configured; off, the card says which variables turn it on. */
  assistant: z.enum(['on', 'off']),
  /** Whether the reply connector is configured; off, the card says replying is not configured. */
  replying: z.enum(['on', 'off']),
  problem: z.enum(GPT_PROBLEMS).nullable(),
  items: z.array(GptSuggestion),
});
export type GptSuggestionsAnswer = z.infer<typeof GptSuggestionsAnswer>;

/** Query string of POST /studio-service/gpt/reply and /gpt/delete (spec §7: "with query parameters"). */
export const GptActionQuery = z.object({
  account_id: z.string().min(1),
  universe_id: z.string().min(1),
  /** The post's id. */
  id: z.string().min(1).max(256),
});
export type GptActionQuery = z.infer<typeof GptActionQuery>;

/** The reply as sent, edited or not; its length is checked by the service (a catalogue message). */
export const GptReplyBody = z.object({ text: z.string().max(10_000) });
export type GptReplyBody = z.infer<typeof GptReplyBody>;
