import { Button, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { type Dashboard, ONBOARDING_STEP_LABELS, ONBOARDING_STEPS, type OnboardingStep } from '@mirante/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding.ts';
import {
  EMPTY_ANSWERS,
  type OnboardingAnswers,
  type OnboardingErrors,
  stepErrors,
} from '../onboarding-answers.ts';
import { OnboardingSummary } from './OnboardingSummary.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { UseCaseChecklist } from './UseCaseChecklist.tsx';
import { UserAndCompanyFields } from './UserAndCompanyFields.tsx';

interface OnboardingWizardProps {
  universeId: string;
  onFinished(dashboard: Dashboard): void;
}

const LAST_STEP = ONBOARDING_STEPS.length - 1;

/**
 * The onboarding steps of spec §2 (user and company, use cases, template, name, selection) as a stepper. A step
 * with errors keeps the user on it; earlier steps can be reopened from the stepper; the last one creates the
 * dashboard.
 */
export function OnboardingWizard({ universeId, onFinished }: OnboardingWizardProps) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(EMPTY_ANSWERS);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const finish = useFinishOnboarding(universeId, onFinished);

  const change = (next: Partial<OnboardingAnswers>) => {
    setAnswers((current) => ({ ...current, ...next }));
    setErrors({});
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const step = ONBOARDING_STEPS[active];
    if (!step) return;
    const found = stepErrors(step, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (active < LAST_STEP) setActive(active + 1);
    else finish.mutate(answers);
  }

  const content: Record<OnboardingStep, ReactNode> = {
    userAndCompany: (
      <UserAndCompanyFields department={answers.department} job={answers.job} onChange={change} />
    ),
    useCases: (
      <UseCaseChecklist
        value={answers.useCases}
        error={errors.useCases ? t(errors.useCases) : null}
        onChange={(useCases) => change({ useCases })}
      />
    ),
    templates: <TemplatePicker value={answers.template} onChange={(template) => change({ template })} />,
    name: (
      <TextInput
        label={t('onboarding.dashboardTitle')}
        value={answers.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
        error={errors.title ? t(errors.title) : null}
        data-autofocus
      />
    ),
    selection: <OnboardingSummary answers={answers} />,
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false} size="sm">
          {ONBOARDING_STEPS.map((step) => (
            <Stepper.Step key={step} label={t(ONBOARDING_STEP_LABELS[step])}>
              <Stack gap="md" pt="md">
                {content[step]}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        {finish.isError && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm">
            {t('onboarding.errors.finishFailed')}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
            {t('onboarding.back')}
          </Button>
          <Button type="submit" loading={finish.isPending}>
            {active < LAST_STEP ? t('onboarding.next') : t('onboarding.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
