import { DASHBOARD_TOKEN_COOKIE, SESSION_COOKIE, SESSION_HEADER } from '@mirante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/app-error.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CardDataScope, CardDataTarget, GuestService, GuestSession } from './guest-service.ts';

/**
 * Who may read card data (any entry of core's endpoint registry): a signed-in user of the universe, or a guest
 * asking for a card its published dashboard shows to guests (DESIGN §4). A request with a session is a user's,
 * with its anti-forgery check; without one, the dashboard-token cookie makes it a guest's. Other reads that
 * guests may make of their dashboard's parts (its custom components) tell the two apart with `guestOrUser`.
 */
export function createCardAccess(deps: {
  auth: AuthService;
  accounts: AccountsService;
  guests: GuestService;
}) {
  const userSession = requireSession(deps.auth);

  /**
   * The guest behind the request, or null once the request's user session is checked (sessionOf works then).
   * A request with a session is a user's; without one, the dashboard-token cookie makes it a guest's.
   */
  async function guestOrUser(request: FastifyRequest, reply: FastifyReply): Promise<GuestSession | null> {
    const hasSession = request.headers[SESSION_HEADER] !== undefined || request.cookies[SESSION_COOKIE];
    const guestToken = request.cookies[DASHBOARD_TOKEN_COOKIE];
    if (hasSession || !guestToken) {
      await userSession(request, reply);
      return null;
    }
    const guest = await deps.guests.resolve(guestToken);
    if (!guest) throw unauthenticated();
    return guest;
  }

  return {
    guestOrUser,

    /**
     * Checks who reads card data and answers the scope the request runs with: a user's filter and period as
     * asked; a guest's as guest-service.ts narrows them.
     */
    async authorize(
      request: FastifyRequest,
      reply: FastifyReply,
      target: CardDataTarget,
    ): Promise<CardDataScope> {
      const guest = await guestOrUser(request, reply);
      if (guest) return deps.guests.authorizeCard(guest, target);
      await deps.accounts.requireUniverse(sessionOf(request).user.id, target.universeId, target.accountId);
      return { filter: await target.askedFilter(), dateRange: target.dateRange, isStaging: target.isStaging };
    },
  };
}

export type CardAccess = ReturnType<typeof createCardAccess>;
