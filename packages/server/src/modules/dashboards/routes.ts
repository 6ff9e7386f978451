import {
  CreateDashboardRequest,
  DASHBOARD_SAVE_NAMES,
  DASHBOARD_TOKEN_COOKIE,
  type Dashboard,
  DashboardExport,
  DashboardListResponse,
  DashboardResponse,
  InviteUsersRequest,
  namedSaveRequest,
  SaveDashboardRequest,
  SESSION_COOKIE,
  SESSION_HEADER,
  userView,
  ViewTagsRequest,
} from '@mirante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../http/app-error.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { GuestService } from '../publishing/guest-service.ts';
import { answerConflicts } from './dashboard-conflict-error.ts';
import type { Actor } from './dashboard-writer.ts';
import type { DashboardsService } from './service.ts';

const UniverseParams = z.object({ universeId: z.string().min(1) });
const DashboardParams = z.object({ universeId: z.string().min(1), dashboardId: z.string().min(1) });
const ok = <T extends object>(body: T) => ({ status: 'ok' as const, ...body });
/**
 * Every dashboard this API answers, to users and guests alike: chatbot contract keys are write-only, so they
 * leave blank (guests get guestView, which blanks them too).
 */
const answer = (dashboard: Dashboard) => ok({ dashboard: userView(dashboard) });

export interface DashboardsRoutesDeps {
  auth: AuthService;
  accounts: AccountsService;
  dashboards: DashboardsService;
  guests: GuestService;
}

/**
 * The dashboards of a universe (spec §7 "dashboards by universe", "dashboard by universe and id" and the named
 * saves). Reads: universe members (direct-access or published dashboards) and, for their one dashboard,
 * guests. Changes: direct-access users only, version-checked (409 names the last saver).
 */
export function dashboardsRoutes(deps: DashboardsRoutesDeps): FastifyPluginAsyncZod {
  const { auth, accounts, dashboards, guests } = deps;
  const editor = requireSession(auth);

  /** The signed-in editor of a universe they belong to (404 for other tenants' universes). */
  async function actorIn(request: FastifyRequest, universeId: string): Promise<Actor> {
    const { user } = sessionOf(request);
    await accounts.requireUniverse(user.id, universeId);
    return user;
  }

  return async (app) => {
    answerConflicts(app);

    app.get(
      '/dashboards/v1/:universeId',
      {
        schema: {
          summary: 'The dashboards of a universe the user may see (direct access or published)',
          tags: ['dashboards'],
          security: SECURITY.user,
          params: UniverseParams,
          response: { 200: DashboardListResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => {
        const actor = await actorIn(request, request.params.universeId);
        return ok({ dashboards: await dashboards.list(request.params.universeId, actor.email) });
      },
    );

    app.post(
      '/dashboards/v1/:universeId',
      {
        schema: {
          summary: 'Create a dashboard in the universe; the creator is its admin',
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: UniverseParams,
          body: CreateDashboardRequest,
          response: { 201: DashboardResponse },
        },
        preHandler: editor,
      },
      async (request, reply) => {
        const actor = await actorIn(request, request.params.universeId);
        const dashboard = await dashboards.create(request.params.universeId, actor, request.body);
        return reply.status(201).send(answer(dashboard));
      },
    );

    app.post(
      '/dashboards/v1/:universeId/import',
      {
        schema: {
          summary: 'Create a dashboard from an exported one (GET …/export)',
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: UniverseParams,
          body: DashboardExport,
          response: { 201: DashboardResponse },
        },
        preHandler: editor,
      },
      async (request, reply) => {
        const actor = await actorIn(request, request.params.universeId);
        const dashboard = await dashboards.importDashboard(request.params.universeId, actor, request.body);
        return reply.status(201).send(answer(dashboard));
      },
    );

    // A signed-in user's read, or the guest's read of its own dashboard (stripped for guests).
    app.get(
      '/dashboards/v1/:universeId/:dashboardId',
      {
        schema: {
          summary:
            'A dashboard, for a user or for its guests (who get it without the cards that show people)',
          tags: ['dashboards'],
          security: SECURITY.userOrGuest,
          params: DashboardParams,
          response: { 200: DashboardResponse },
        },
      },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        const guestToken = request.cookies[DASHBOARD_TOKEN_COOKIE];
        const hasSession = request.headers[SESSION_HEADER] !== undefined || request.cookies[SESSION_COOKIE];
        if (!hasSession && guestToken) {
          const guest = await guests.resolve(guestToken);
          if (!guest) {
            reply.clearCookie(DASHBOARD_TOKEN_COOKIE, { path: '/' });
            throw unauthenticated();
          }
          return answer(await guests.dashboard(guest, universeId, dashboardId));
        }
        await requireSession(auth)(request, reply);
        const actor = await actorIn(request, universeId);
        return answer(await dashboards.get(universeId, dashboardId, actor.email));
      },
    );

    app.put(
      '/dashboards/v1/:universeId/:dashboardId',
      {
        schema: {
          summary: 'Save a patch over the version it started from (409 names who saved since)',
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: DashboardParams,
          body: SaveDashboardRequest,
          response: { 200: DashboardResponse },
        },
        preHandler: editor,
      },
      async (request) => {
        const { universeId, dashboardId } = request.params;
        const actor = await actorIn(request, universeId);
        const { version, patch } = request.body;
        return answer(await dashboards.save(universeId, dashboardId, actor, version, patch));
      },
    );

    app.delete(
      '/dashboards/v1/:universeId/:dashboardId',
      {
        schema: {
          summary: 'Delete the dashboard (users of its users list)',
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: DashboardParams,
          response: { 204: z.undefined().describe('Deleted') },
        },
        preHandler: editor,
      },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        await dashboards.remove(universeId, dashboardId, await actorIn(request, universeId));
        return reply.status(204).send();
      },
    );

    for (const name of DASHBOARD_SAVE_NAMES) {
      app.put(
        `/dashboards/v1/:universeId/:dashboardId/${name}`,
        {
          schema: {
            summary: `Save the dashboard's ${name} (a named save: version and value)`,
            tags: ['dashboards'],
            security: SECURITY.userChanging,
            params: DashboardParams,
            body: namedSaveRequest(name),
            response: { 200: DashboardResponse },
          },
          preHandler: editor,
        },
        async (request) => {
          const { universeId, dashboardId } = request.params;
          const actor = await actorIn(request, universeId);
          return answer(await dashboards.saveNamed(name, universeId, dashboardId, actor, request.body));
        },
      );
    }

    app.post(
      '/dashboards/v1/:universeId/:dashboardId/users',
      {
        schema: {
          summary: 'Invite users by e-mail to the dashboard (several separated by commas)',
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: DashboardParams,
          body: InviteUsersRequest,
          response: { 200: DashboardResponse },
        },
        preHandler: editor,
      },
      async (request) => {
        const { universeId, dashboardId } = request.params;
        const actor = await actorIn(request, universeId);
        return answer(await dashboards.invite(universeId, dashboardId, actor, request.body));
      },
    );

    app.put(
      '/dashboards/v1/:universeId/:dashboardId/view-tags',
      {
        schema: {
          summary: `Set a card's tags view`,
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: DashboardParams,
          body: ViewTagsRequest,
          response: { 200: DashboardResponse },
        },
        preHandler: editor,
      },
      async (request) => {
        const { universeId, dashboardId } = request.params;
        const actor = await actorIn(request, universeId);
        return answer(await dashboards.setViewTags(universeId, dashboardId, actor, request.body));
      },
    );

    app.get(
      '/dashboards/v1/:universeId/:dashboardId/export',
      {
        schema: {
          summary: 'The dashboard as a JSON file to import elsewhere',
          tags: ['dashboards'],
          security: SECURITY.user,
          params: DashboardParams,
          response: { 200: DashboardExport },
        },
        preHandler: requireSession(auth),
      },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        const exported = await dashboards.exportDashboard(
          universeId,
          dashboardId,
          await actorIn(request, universeId),
        );
        reply.header('content-disposition', `attachment; filename="dashboard-${dashboardId}.json"`);
        return exported;
      },
    );
  };
}
