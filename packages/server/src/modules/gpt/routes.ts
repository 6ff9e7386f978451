import { GptActionQuery, GptReplyBody, OkEnvelope } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService, Session } from '../auth/service.ts';
import { type GptAction, type GptService, REPLY_BOUNDS } from './service.ts';

/**
 * POST /studio-service/gpt/reply and /gpt/delete (spec §7: "with query parameters"): a member of the universe
 * replies to a post through the reply connector, or dismisses its suggestion. Never for guests (read-only).
 */
export function gptRoutes(
  auth: AuthService,
  accounts: AccountsService,
  gpt: GptService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(auth);

    /** Who acts on which post, the universe as the caller's membership gives it (404 to anyone else). */
    const actionOf = async (user: Session['user'], query: GptActionQuery): Promise<GptAction> => {
      const universe = await accounts.requireUniverse(user.id, query.universe_id, query.account_id);
      return {
        user,
        universe: { universeId: universe.universeId, isStaging: universe.isStaging },
        postId: query.id,
      };
    };

    app.post(
      '/studio-service/gpt/reply',
      {
        schema: {
          summary: `Replies to a post through the reply connector (${REPLY_BOUNDS}); 'Tweet respondido com sucesso!'`,
          description:
            'The text is trimmed and must be within the bounds (400 otherwise); 409 when no reply connector is configured; 502 ‘Erro ao responder ao tweet!’ when the connector fails. The post then leaves the suggestions card.',
          tags: ['studio'],
          security: SECURITY.userChanging,
          querystring: GptActionQuery,
          body: GptReplyBody,
          response: { 200: OkEnvelope },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        message: await gpt.reply(await actionOf(sessionOf(request).user, request.query), request.body.text),
      }),
    );

    app.post(
      '/studio-service/gpt/delete',
      {
        schema: {
          summary: 'Dismisses the reply suggested for a post: the post leaves the suggestions card',
          tags: ['studio'],
          security: SECURITY.userChanging,
          querystring: GptActionQuery,
          response: { 200: OkEnvelope },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        message: await gpt.dismiss(await actionOf(sessionOf(request).user, request.query)),
      }),
    );
  };
}
