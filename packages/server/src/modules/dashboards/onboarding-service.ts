import { ONBOARDING_NOT_STARTED, ONBOARDING_STEPS, type OnboardingDocument } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from './dashboard-writer.ts';
import type { OnboardingRepository } from './onboarding-repository.ts';
import type { DashboardsService } from './service.ts';

const USE_CASES_STEP = ONBOARDING_STEPS.indexOf('useCases');

/** Each direct-access user's own onboarding on a dashboard (a document keyed by their e-mail). */
export function createOnboardingService(deps: {
  repository: OnboardingRepository;
  dashboards: DashboardsService;
}) {
  return {
    async get(universeId: string, dashboardId: string, actor: Actor): Promise<OnboardingDocument> {
      await deps.dashboards.editable(universeId, dashboardId, actor);
      return (await deps.repository.find(dashboardId, actor.email.toLowerCase())) ?? ONBOARDING_NOT_STARTED;
    },

    /** Past the use-cases step at least one use case is needed (spec §5). */
    async put(
      universeId: string,
      dashboardId: string,
      actor: Actor,
      doc: OnboardingDocument,
    ): Promise<OnboardingDocument> {
      await deps.dashboards.editable(universeId, dashboardId, actor);
      const pastUseCases = doc.completed || ONBOARDING_STEPS.indexOf(doc.step) > USE_CASES_STEP;
      if (pastUseCases && doc.useCases.length === 0) {
        throw new AppError(400, 'VALIDATION', 'onboarding.errors.useCaseRequired', {
          useCases: 'onboarding.errors.useCaseRequired',
        });
      }
      const stored = { ...doc, useCases: [...new Set(doc.useCases)] };
      await deps.repository.put(dashboardId, actor.email.toLowerCase(), stored);
      return stored;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
