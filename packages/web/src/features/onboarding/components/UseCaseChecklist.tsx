import { Checkbox, Stack } from '@mantine/core';
import { ONBOARDING_USE_CASE_LABELS, ONBOARDING_USE_CASES } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';

interface UseCaseChecklistProps {
  value: string[];
  error: string | null;
  onChange(useCases: string[]): void;
}

export function UseCaseChecklist({ value, error, onChange }: UseCaseChecklistProps) {
  const { t } = useI18n();
  return (
    <Checkbox.Group label={t('onboarding.useCases')} value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="sm">
        {ONBOARDING_USE_CASES.map((useCase) => (
          <Checkbox key={useCase} value={useCase} label={t(ONBOARDING_USE_CASE_LABELS[useCase])} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
