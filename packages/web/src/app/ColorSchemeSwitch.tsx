import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { colorSchemeChoice } from './color-scheme-choice.ts';
import { useI18n } from './i18n/useI18n.ts';

/** Dark by default (spec §9); the user's pick is remembered and wins over a dashboard's theme. */
export function ColorSchemeSwitch() {
  const { t } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.colorScheme')}
      value={scheme}
      onChange={(value) => {
        const choice = value === 'light' ? 'light' : 'dark';
        colorSchemeChoice.set(choice);
        setColorScheme(choice);
      }}
      data={[
        { value: 'dark', label: t('shell.colorScheme.dark') },
        { value: 'light', label: t('shell.colorScheme.light') },
      ]}
    />
  );
}
