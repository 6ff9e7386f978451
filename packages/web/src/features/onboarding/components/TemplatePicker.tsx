import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import {
  ONBOARDING_TEMPLATE_DESCRIPTIONS,
  ONBOARDING_TEMPLATE_LABELS,
  ONBOARDING_TEMPLATES,
  type OnboardingTemplate,
} from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';

interface TemplatePickerProps {
  value: OnboardingTemplate;
  onChange(template: OnboardingTemplate): void;
}

const isTemplate = (value: string): value is OnboardingTemplate =>
  (ONBOARDING_TEMPLATES as readonly string[]).includes(value);

/** The four dashboard templates of spec §1 as selectable cards (a radio group). */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  const { t } = useI18n();
  return (
    <Radio.Group
      label={t('onboarding.templates')}
      value={value}
      onChange={(next) => {
        if (isTemplate(next)) onChange(next);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {ONBOARDING_TEMPLATES.map((template) => (
          <Radio.Card key={template} value={template} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{t(ONBOARDING_TEMPLATE_LABELS[template])}</Text>
                <Text size="sm" c="dimmed">
                  {t(ONBOARDING_TEMPLATE_DESCRIPTIONS[template])}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
