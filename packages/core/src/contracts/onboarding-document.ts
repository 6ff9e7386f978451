import { z } from 'zod';
import { ONBOARDING_STEPS, ONBOARDING_TEMPLATES } from '../domain/onboarding.ts';

/**
 * A user's onboarding on one dashboard (spec §3: a per-dashboard sub-document keyed by the user's e-mail):
 * where they are in the flow and what they chose. `GET|PUT /dashboards/v1/{universeId}/{dashboardId}/onboarding`.
 */
export const OnboardingDocument = z.object({
  step: z.enum(ONBOARDING_STEPS),
  department: z.string().trim().max(200).nullable(),
  job: z.string().trim().max(200).nullable(),
  useCases: z.array(z.string().trim().min(1).max(200)).max(50),
  template: z.enum(ONBOARDING_TEMPLATES).nullable(),
  completed: z.boolean(),
});
export type OnboardingDocument = z.infer<typeof OnboardingDocument>;

export const ONBOARDING_NOT_STARTED: OnboardingDocument = {
  step: 'userAndCompany',
  department: null,
  job: null,
  useCases: [],
  template: null,
  completed: false,
};

export const OnboardingResponse = z.object({ status: z.literal('ok'), onboarding: OnboardingDocument });
export type OnboardingResponse = z.infer<typeof OnboardingResponse>;
