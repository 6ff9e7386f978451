import { Group } from '@mantine/core';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Language and theme, at the top right of the screens outside a dashboard. */
export function ShellControls() {
  return (
    <Group component="header" justify="flex-end" gap="xs" p="sm" pos="absolute" top={0} right={0}>
      <ColorSchemeSwitch />
      <LanguageSwitch />
    </Group>
  );
}
