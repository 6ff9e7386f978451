import type { GptProblem } from '@mirante/core';
import OpenAI from 'openai';
import type { ChatModelConfig } from './config.ts';
import { type ChatMessage, fitReply } from './prompt.ts';

/** What one request to the model gave: a reply that fits the bounds, or why there is none. */
export type ChatOutcome = { ok: true; text: string } | { ok: false; problem: GptProblem };

export interface ChatModel {
  /** The model's name, kept with each suggestion. */
  readonly model: string;
  complete(messages: readonly ChatMessage[]): Promise<ChatOutcome>;
}

/** Tokens a reply of 280 characters needs, with room (a pt-BR word is about 1.5 tokens). */
const MAX_TOKENS = 300;

/** Why a request failed, as the card says it: too slow, rate limited (429), or anything else. */
export function problemOf(error: unknown): GptProblem {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.RateLimitError) return 'rateLimited';
  return 'failed';
}

/**
 * An OpenAI-compatible chat-completions model (POST {base}/chat/completions), through the official client:
 * its timeout, typed errors (429, timeouts) and the protocol's details are the library's. No retries: a 429
 * asks to wait, and the card says so instead of asking again.
 */
export function createChatModel(
  config: ChatModelConfig,
  onError: (error: unknown) => void = () => {},
): ChatModel {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
    // Only what the variables say: no organisation or project from the library's own OPENAI_* variables, and
    // no library logs (at debug they would write the posts' text); failures go to onError.
    organization: null,
    project: null,
    logLevel: 'off',
  });
  return {
    model: config.model,
    async complete(messages) {
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          messages: [...messages],
          max_tokens: MAX_TOKENS,
        });
        const text = fitReply(completion.choices[0]?.message?.content ?? '');
        return text === null ? { ok: false, problem: 'failed' } : { ok: true, text };
      } catch (error) {
        onError(error);
        return { ok: false, problem: problemOf(error) };
      }
    },
  };
}
