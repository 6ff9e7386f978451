import {
  CreateCustomComponentRequest,
  CustomComponentResponse,
  CustomComponentsResponse,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CardAccess } from '../publishing/card-access.ts';
import type { GuestService } from '../publishing/guest-service.ts';
import type { CustomCardsService } from './custom-cards-service.ts';

const Params = z.object({ universeId: z.string().min(1) });

/**
 * The universe's custom components (spec §7 "cards/custom", "save of custom cards"): its members read them all,
 * its direct-access users change them; a guest reads only those of its own dashboard's guest-visible cards.
 */
export function customCardsRoutes(deps: {
  auth: AuthService;
  accounts: AccountsService;
  customCards: CustomCardsService;
  guests: GuestService;
  cardAccess: CardAccess;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cards/v1/:universeId/custom',
      {
        schema: {
          summary: `The universe's custom components (a guest: those its dashboard shows to guests)`,
          tags: ['cards'],
          security: SECURITY.userOrGuest,
          params: Params,
          response: { 200: CustomComponentsResponse },
        },
      },
      async (request, reply) => {
        const { universeId } = request.params;
        // A guest reads only the custom components its published dashboard shows to guests.
        const guest = await deps.cardAccess.guestOrUser(request, reply);
        if (guest)
          return { status: 'ok' as const, components: await deps.guests.customComponents(guest, universeId) };
        await deps.accounts.requireUniverse(sessionOf(request).user.id, universeId);
        return { status: 'ok' as const, components: await deps.customCards.list(universeId) };
      },
    );
    app.post(
      '/cards/v1/:universeId/custom',
      {
        schema: {
          summary:
            'Create a custom component from a chart template (users with direct access in the universe)',
          tags: ['cards'],
          security: SECURITY.userChanging,
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
        schema: {
          summary: 'Delete a custom component',
          tags: ['cards'],
          security: SECURITY.userChanging,
          params: Params.extend({ componentId: z.string().min(1) }),
          response: { 204: z.undefined().describe('Deleted') },
        },
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
