import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useI18n } from './i18n/useI18n.ts';

/** Dark by default (spec §9); light is a choice Mantine remembers. */
export function ColorSchemeSwitch() {
  const { t } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.colorScheme')}
      value={scheme}
      onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
      data={[
        { value: 'dark', label: t('shell.colorScheme.dark') },
        { value: 'light', label: t('shell.colorScheme.light') },
      ]}
    />
  );
}
