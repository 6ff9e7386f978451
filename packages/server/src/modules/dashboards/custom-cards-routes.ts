import {
  CreateCustomComponentRequest,
  CustomComponentResponse,
  CustomComponentsResponse,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CustomCardsService } from './custom-cards-service.ts';

const Params = z.object({ universeId: z.string().min(1) });

/** The universe's custom components (spec §7 "cards/custom", "save of custom cards"): its members only. */
export function customCardsRoutes(deps: {
  auth: AuthService;
  accounts: AccountsService;
  customCards: CustomCardsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cards/v1/:universeId/custom',
      {
        schema: { params: Params, response: { 200: CustomComponentsResponse } },
        preHandler: requireSession(deps.auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        await deps.accounts.requireUniverse(user.id, request.params.universeId);
        return { status: 'ok' as const, components: await deps.customCards.list(request.params.universeId) };
      },
    );
    app.post(
      '/cards/v1/:universeId/custom',
      {
        schema: {
          params: Params,
          body: CreateCustomComponentRequest,
          response: { 201: CustomComponentResponse },
        },
        preHandler: requireSession(deps.auth),
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        await deps.accounts.requireUniverse(user.id, request.params.universeId);
        const component = await deps.customCards.add(request.params.universeId, user, request.body);
        return reply.status(201).send({ status: 'ok' as const, component });
      },
    );
    app.delete(
      '/cards/v1/:universeId/custom/:componentId',
      {
        schema: { params: Params.extend({ componentId: z.string().min(1) }) },
        preHandler: requireSession(deps.auth),
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        await deps.accounts.requireUniverse(user.id, request.params.universeId);
        await deps.customCards.remove(request.params.universeId, user, request.params.componentId);
        return reply.status(204).send();
      },
    );
  };
}
