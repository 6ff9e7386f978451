import { List, Text } from '@mantine/core';
import {
  type MessageKey,
  ONBOARDING_DEPARTMENT_LABELS,
  ONBOARDING_JOB_LABELS,
  ONBOARDING_TEMPLATE_LABELS,
  ONBOARDING_USE_CASE_LABELS,
} from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import type { OnboardingAnswers } from '../onboarding-answers.ts';

const labelOf = (labels: Record<string, MessageKey>, value: string | null): MessageKey | null =>
  value === null ? null : (labels[value] ?? null);

/** The last step: every answer once more before the dashboard is created. */
export function OnboardingSummary({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useI18n();
  const department = labelOf(ONBOARDING_DEPARTMENT_LABELS, answers.department);
  const job = labelOf(ONBOARDING_JOB_LABELS, answers.job);
  const useCases = answers.useCases.flatMap((useCase) => {
    const key = labelOf(ONBOARDING_USE_CASE_LABELS, useCase);
    return key ? [t(key)] : [];
  });
  const rows: [MessageKey, string][] = [
    ['onboarding.department', department ? t(department) : '—'],
    ['onboarding.job', job ? t(job) : '—'],
    ['onboarding.step.useCases', useCases.join(', ')],
    ['onboarding.step.templates', t(ONBOARDING_TEMPLATE_LABELS[answers.template])],
    ['onboarding.dashboardTitle', answers.title.trim()],
  ];
  return (
    <>
      <Text>{t('onboarding.summary')}</Text>
      <List spacing="xs" mt="sm">
        {rows.map(([label, value]) => (
          <List.Item key={label}>
            <Text span fw={600}>
              {t(label)}:
            </Text>{' '}
            {value}
          </List.Item>
        ))}
      </List>
    </>
  );
}
