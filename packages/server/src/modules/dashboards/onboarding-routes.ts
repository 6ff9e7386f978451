import { OnboardingDocument, OnboardingResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { OnboardingService } from './onboarding-service.ts';

const Params = z.object({ universeId: z.string().min(1), dashboardId: z.string().min(1) });

/** The signed-in user's own onboarding document on a dashboard (spec §3, §7 "onboarding"). */
export function onboardingRoutes(deps: {
  auth: AuthService;
  accounts: AccountsService;
  onboarding: OnboardingService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const path = '/dashboards/v1/:universeId/:dashboardId/onboarding';
    app.get(
      path,
      {
        schema: {
          summary: `The signed-in user's onboarding document on the dashboard`,
          tags: ['dashboards'],
          security: SECURITY.user,
          params: Params,
          response: { 200: OnboardingResponse },
        },
        preHandler: requireSession(deps.auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        const { universeId, dashboardId } = request.params;
        await deps.accounts.requireUniverse(user.id, universeId);
        return {
          status: 'ok' as const,
          onboarding: await deps.onboarding.get(universeId, dashboardId, user),
        };
      },
    );
    app.put(
      path,
      {
        schema: {
          summary: `Save the signed-in user's onboarding document on the dashboard`,
          tags: ['dashboards'],
          security: SECURITY.userChanging,
          params: Params,
          body: OnboardingDocument,
          response: { 200: OnboardingResponse },
        },
        preHandler: requireSession(deps.auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        const { universeId, dashboardId } = request.params;
        await deps.accounts.requireUniverse(user.id, universeId);
        const onboarding = await deps.onboarding.put(universeId, dashboardId, user, request.body);
        return { status: 'ok' as const, onboarding };
      },
    );
  };
}
