import { NativeSelect, Stack } from '@mantine/core';
import {
  type MessageKey,
  ONBOARDING_DEPARTMENT_LABELS,
  ONBOARDING_DEPARTMENTS,
  ONBOARDING_JOB_LABELS,
  ONBOARDING_JOBS,
} from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';

interface UserAndCompanyFieldsProps {
  department: string | null;
  job: string | null;
  onChange(change: { department?: string | null; job?: string | null }): void;
}

/** The user's department and job, each a plain select (both optional). */
export function UserAndCompanyFields({ department, job, onChange }: UserAndCompanyFieldsProps) {
  const { t } = useI18n();
  const options = (values: readonly string[], labels: Record<string, MessageKey>) => [
    { value: '', label: t('onboarding.choose') },
    ...values.map((value) => ({ value, label: t(labels[value] ?? 'onboarding.choose') })),
  ];
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('onboarding.department')}
        data={options(ONBOARDING_DEPARTMENTS, ONBOARDING_DEPARTMENT_LABELS)}
        value={department ?? ''}
        onChange={(event) => onChange({ department: event.currentTarget.value || null })}
      />
      <NativeSelect
        label={t('onboarding.job')}
        data={options(ONBOARDING_JOBS, ONBOARDING_JOB_LABELS)}
        value={job ?? ''}
        onChange={(event) => onChange({ job: event.currentTarget.value || null })}
      />
    </Stack>
  );
}
