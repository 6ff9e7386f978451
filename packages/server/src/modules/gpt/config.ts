import { z } from 'zod';

/*
 * The AI reply suggestions' two connectors, read from the environment with the rest of the configuration
 * (config.ts; docs/ai-replies.md). Both are off unless configured: the chat model needs its base URL, key and
 * model; the reply connector its URL.
 */

const HttpUrl = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });
const Millis = z.coerce
  .number({ message: 'must be a whole number of milliseconds from 1000 to 120000' })
  .int('must be a whole number of milliseconds from 1000 to 120000')
  .min(1_000, 'must be a whole number of milliseconds from 1000 to 120000')
  .max(120_000, 'must be a whole number of milliseconds from 1000 to 120000');

/** The brand's tone when the environment names none (docs/ai-replies.md). */
export const DEFAULT_TONE = 'cordial, próximo e profissional, sem gírias, com no máximo um emoji';

/** The variables, as config.ts's schema takes them. */
export const GPT_ENV = {
  /** An OpenAI-compatible API's base URL, up to its version (…/v1): POST {base}/chat/completions. */
  MIRANTE_AI_BASE_URL: HttpUrl.optional(),
  MIRANTE_AI_API_KEY: z.string().min(1).optional(),
  MIRANTE_AI_MODEL: z.string().min(1).max(200).optional(),
  /** The brand's tone of voice, as the model is told it. */
  MIRANTE_AI_TONE: z.string().min(1).max(500).default(DEFAULT_TONE),
  /** How long one suggestion may take. */
  MIRANTE_AI_TIMEOUT_MS: Millis.default(20_000),
  /** The reply connector: POST {url} with the reply as JSON. */
  MIRANTE_REPLY_URL: HttpUrl.optional(),
  /** Sent to the reply connector as `Authorization: Bearer …` when set. */
  MIRANTE_REPLY_TOKEN: z.string().min(1).optional(),
  MIRANTE_REPLY_TIMEOUT_MS: Millis.default(15_000),
};

type GptEnv = z.infer<z.ZodObject<typeof GPT_ENV>>;

export interface ChatModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  tone: string;
  timeoutMs: number;
}

export interface ReplyConnectorConfig {
  url: string;
  token: string | null;
  timeoutMs: number;
}

export interface GptConfig {
  /** Null: suggestions are off. */
  chat: ChatModelConfig | null;
  /** Null: replying is off. */
  reply: ReplyConnectorConfig | null;
}

/** The connectors the parsed variables configure. */
export function gptConfigOf(env: GptEnv): GptConfig {
  const { MIRANTE_AI_BASE_URL: baseUrl, MIRANTE_AI_API_KEY: apiKey, MIRANTE_AI_MODEL: model } = env;
  return {
    chat:
      baseUrl && apiKey && model
        ? { baseUrl, apiKey, model, tone: env.MIRANTE_AI_TONE, timeoutMs: env.MIRANTE_AI_TIMEOUT_MS }
        : null,
    reply: env.MIRANTE_REPLY_URL
      ? {
          url: env.MIRANTE_REPLY_URL,
          token: env.MIRANTE_REPLY_TOKEN ?? null,
          timeoutMs: env.MIRANTE_REPLY_TIMEOUT_MS,
        }
      : null,
  };
}
