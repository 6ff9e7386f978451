import type { Dashboard } from '@mirante/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { createDashboard, markOnboardingDone, saveOnboarding } from '../api/onboarding-api.ts';
import { dashboardRequest, finishedDocument, type OnboardingAnswers } from '../onboarding-answers.ts';

/**
 * Finishing the onboarding: creates the dashboard from the template's cards, saves the user's onboarding
 * document on it and marks its onboarding done; the universe's dashboard list is read again afterwards.
 */
export function useFinishOnboarding(universeId: string, onFinished: (dashboard: Dashboard) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: OnboardingAnswers) => {
      const created = await createDashboard(universeId, dashboardRequest(answers));
      await saveOnboarding(universeId, created.id, finishedDocument(answers));
      return markOnboardingDone(created);
    },
    onSuccess: async (dashboard) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboards(universeId) });
      onFinished(dashboard);
    },
  });
}
