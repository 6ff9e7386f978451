import { fail, ok, type Result } from './result.ts';

/**
 * Onboarding (spec §5): at least one use case ('Você precisa escolher, pelo menos, um caso de uso para seguir no
 * onboarding.'). Answers the chosen use cases once each.
 */
export function validateUseCases(useCases: readonly string[]): Result<string[]> {
  const chosen = [...new Set(useCases.map((useCase) => useCase.trim()).filter((useCase) => useCase !== ''))];
  if (chosen.length === 0) {
    return fail('onboarding.errors.useCaseRequired', { useCases: 'onboarding.errors.useCaseRequired' });
  }
  return ok(chosen);
}
