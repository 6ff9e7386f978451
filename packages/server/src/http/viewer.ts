import {
  canEditDashboard,
  DASHBOARD_TOKEN_COOKIE,
  type Dashboard,
  SESSION_COOKIE,
  SESSION_HEADER,
} from '@mirante/core';
import type { FastifyRequest } from 'fastify';
import type { AuthService, Session } from '../modules/auth/service.ts';
import { AppError, forbidden, unauthenticated } from './app-error.ts';

/** What a guest session grants: read-only access to one published dashboard. */
export interface GuestGrant {
  universeId: string;
  dashboardId: string;
  email: string;
}

/** Who is asking for something that signed-in users and guests may both read. */
export type Viewer = { kind: 'user'; user: Session['user'] } | { kind: 'guest'; guest: GuestGrant };

/** A viewer plus a way to ask again later whether the same credentials still hold (long-lived streams). */
export interface ResolvedViewer {
  viewer: Viewer;
  /** The viewer as of now, or null once the session or guest access has ended. */
  recheck(): Promise<Viewer | null>;
}

export interface ViewerDeps {
  auth: AuthService;
  /** The guest grant behind a dashboard-token cookie, or null when it is unknown, expired or revoked. */
  resolveGuest(token: string): Promise<GuestGrant | null>;
  /** Throws 404 unless the user may see the universe. */
  requireUniverse(user: Session['user'], universeId: string): Promise<unknown>;
  /** Throws 404 unless the user may see the dashboard (direct access or published). */
  requireVisibleDashboard(user: Session['user'], universeId: string, dashboardId: string): Promise<Dashboard>;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Resolves the viewer of read routes that guests may use too (realtime streams, stored images): a session
 * (header or cookie) first, else the guest session of the dashboard-token cookie, else 401.
 */
export function createViewers(deps: ViewerDeps) {
  async function viewerFrom(sessionId: string | undefined, guestToken: string | undefined): Promise<Viewer> {
    if (sessionId) {
      try {
        return { kind: 'user', user: (await deps.auth.resolve(sessionId)).user };
      } catch (error) {
        if (!guestToken || !(error instanceof AppError)) throw error;
      }
    }
    const guest = guestToken ? await deps.resolveGuest(guestToken) : null;
    if (!guest) throw unauthenticated();
    return { kind: 'guest', guest };
  }

  return {
    async resolve(request: FastifyRequest): Promise<ResolvedViewer> {
      const sessionId = headerValue(request, SESSION_HEADER) ?? request.cookies[SESSION_COOKIE];
      const guestToken = request.cookies[DASHBOARD_TOKEN_COOKIE];
      const viewer = await viewerFrom(sessionId, guestToken);
      return {
        viewer,
        // Ended credentials answer null; a store failure is thrown (the stream closes and the browser retries).
        recheck: () =>
          viewerFrom(sessionId, guestToken).catch((error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          }),
      };
    },

    /** Users: a universe they belong to (404 otherwise). Guests never see a whole universe (403). */
    async requireUniverseReader(viewer: Viewer, universeId: string): Promise<void> {
      if (viewer.kind === 'guest') throw forbidden();
      await deps.requireUniverse(viewer.user, universeId);
    },

    /** Users: a dashboard they may see (404 otherwise). Guests: only the dashboard of their grant (403). */
    async requireDashboardReader(viewer: Viewer, universeId: string, dashboardId: string): Promise<void> {
      if (viewer.kind === 'guest') {
        if (viewer.guest.universeId !== universeId || viewer.guest.dashboardId !== dashboardId)
          throw forbidden();
        return;
      }
      await deps.requireUniverse(viewer.user, universeId);
      await deps.requireVisibleDashboard(viewer.user, universeId, dashboardId);
    },

    /**
     * Only users in the dashboard's users list change it or its files: a dashboard the user cannot see is
     * 404, one they only see (published) is 403, and so is any guest.
     */
    async requireDashboardEditor(viewer: Viewer, universeId: string, dashboardId: string): Promise<void> {
      if (viewer.kind === 'guest') throw forbidden();
      await deps.requireUniverse(viewer.user, universeId);
      const dashboard = await deps.requireVisibleDashboard(viewer.user, universeId, dashboardId);
      if (!canEditDashboard(dashboard, viewer.user.email)) throw forbidden();
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;
