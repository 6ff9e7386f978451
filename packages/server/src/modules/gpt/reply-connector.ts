import type { ReplyConnectorConfig } from './config.ts';

/** What the reply connector receives (docs/ai-replies.md): which post, where, and the reply's text. */
export interface ReplyRequest {
  universeId: string;
  postId: string;
  channel: string;
  postUrl: string | null;
  text: string;
}

export interface ReplyConnector {
  /** True when the endpoint took the reply (a 2xx), false on any other answer, a timeout or no answer. */
  send(reply: ReplyRequest): Promise<boolean>;
}

/**
 * The reply connector: POST {MIRANTE_REPLY_URL} with the reply as JSON (and the token as a bearer, when set).
 * It is the brand's own bridge to the networks, so there is no client library to use: fetch, with a timeout.
 */
export function createReplyConnector(
  config: ReplyConnectorConfig,
  onError: (error: unknown) => void = () => {},
): ReplyConnector {
  return {
    async send(reply) {
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.token === null ? {} : { authorization: `Bearer ${config.token}` }),
          },
          body: JSON.stringify({
            universe_id: reply.universeId,
            post_id: reply.postId,
            channel: reply.channel,
            post_url: reply.postUrl,
            text: reply.text,
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        await response.body?.cancel();
        if (!response.ok) onError(new Error(`reply connector answered ${response.status}`));
        return response.ok;
      } catch (error) {
        onError(error);
        return false;
      }
    },
  };
}
