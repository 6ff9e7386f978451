import {
  DASHBOARD_TOKEN_COOKIE,
  GuestAccessRequest,
  GuestAccessResponse,
  GuestSessionResponse,
  PublishResponse,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../http/app-error.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import { RateLimitedError } from '../auth/rate-limited-error.ts';
import type { AuthService } from '../auth/service.ts';
import { answerConflicts } from '../dashboards/dashboard-conflict-error.ts';
import { requireEditorSession } from '../dashboards/editor-session.ts';
import { guestCookieOptions } from './guest-cookie.ts';
import { guestFormError } from './guest-form-error.ts';
import type { GuestService } from './guest-service.ts';
import type { PublishingService } from './publishing-service.ts';

const DashboardParams = z.object({ universeId: z.string().min(1), dashboardId: z.string().min(1) });

export interface PublishingRoutesDeps {
  auth: AuthService;
  accounts: AccountsService;
  publishing: PublishingService;
  guests: GuestService;
}

/** Publish on/off and the access code (editors, signed in), and the guests' entry (spec §4, §6). */
export function publishingRoutes(deps: PublishingRoutesDeps): FastifyPluginAsyncZod {
  const { auth, accounts, publishing, guests } = deps;
  const editor = requireEditorSession(auth, 'publish.errors.loginRequired');

  return async (app) => {
    answerConflicts(app);

    app.get(
      '/dashboards/v1/:universeId/:dashboardId/publishing',
      {
        schema: {
          summary: `The dashboard's publishing: on or off, token link and access code`,
          tags: ['publishing'],
          security: SECURITY.user,
          params: DashboardParams,
          response: { 200: PublishResponse },
        },
        preHandler: editor,
      },
      async (request) => {
        const { user } = sessionOf(request);
        const { universeId, dashboardId } = request.params;
        await accounts.requireUniverse(user.id, universeId);
        return publishing.state(universeId, dashboardId, user);
      },
    );

    const actions = {
      publish: { run: publishing.publish, summary: 'Publish the dashboard: a token link and an access code' },
      unpublish: { run: publishing.unpublish, summary: `Unpublish the dashboard: its guests' access ends` },
      'access-code': {
        run: publishing.regenerate,
        summary: 'A new access code and token link for a published dashboard; the old ones stop working',
      },
    } as const;
    for (const [action, { run, summary }] of Object.entries(actions)) {
      app.post(
        `/dashboards/v1/:universeId/:dashboardId/${action}`,
        {
          schema: {
            summary,
            tags: ['publishing'],
            security: SECURITY.userChanging,
            params: DashboardParams,
            response: { 200: PublishResponse },
          },
          preHandler: editor,
        },
        async (request) => {
          const { user } = sessionOf(request);
          const { universeId, dashboardId } = request.params;
          await accounts.requireUniverse(user.id, universeId);
          return run(universeId, dashboardId, user);
        },
      );
    }

    app.post(
      '/guest/v1/:universeId/access',
      {
        schema: {
          summary:
            'Enter as a guest with a token link or an access code: sets the dashboard-token cookie (3 h)',
          tags: ['guest'],
          security: SECURITY.none,
          params: z.object({ universeId: z.string().min(1) }),
          body: GuestAccessRequest,
          response: { 200: GuestAccessResponse },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) throw guestFormError(request.body);
        const { sessionId, session } = await guests
          .enter(request.params.universeId, request.body, request.ip)
          .catch((error: unknown) => {
            if (error instanceof RateLimitedError)
              reply.header('retry-after', String(error.retryAfterSeconds));
            throw error;
          });
        reply.setCookie(DASHBOARD_TOKEN_COOKIE, sessionId, guestCookieOptions(request.protocol === 'https'));
        return session;
      },
    );

    app.get(
      '/guest/v1/session',
      {
        schema: {
          summary: `The guest session of the dashboard-token cookie: which dashboard, until when`,
          tags: ['guest'],
          security: SECURITY.guest,
          response: { 200: GuestSessionResponse },
        },
      },
      async (request, reply) => {
        const guest = await guests.resolve(request.cookies[DASHBOARD_TOKEN_COOKIE]);
        if (!guest) {
          reply.clearCookie(DASHBOARD_TOKEN_COOKIE, { path: '/' });
          throw unauthenticated();
        }
        const { accountId, universeId, dashboardId, email, expiresAt } = guest;
        return { status: 'ok' as const, accountId, universeId, dashboardId, email, expiresAt };
      },
    );
  };
}
