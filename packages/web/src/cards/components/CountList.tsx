import { Group, Text } from '@mantine/core';
import type { MessageKey } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { formatValue } from './format-value.ts';

/** Named counts in a row (likes 1.204, comments 87…), as a description list. */
export function CountList({ counts }: { counts: readonly (readonly [MessageKey, number])[] }) {
  const { t } = useI18n();
  return (
    <Group gap="sm" component="dl" m={0}>
      {counts.map(([label, value]) => (
        <Group key={label} gap={4}>
          <Text component="dt" size="xs" c="dimmed">
            {t(label)}
          </Text>
          <Text component="dd" size="xs" fw={600} m={0}>
            {formatValue(value, 'count')}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
