import { Box, Group, Stack, Text } from '@mantine/core';
import { CardStateView } from '../../features/dashboard-grid/components/CardStateView.tsx';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChannelIcon } from '../components/ChannelIcon.tsx';
import { formatValue } from '../components/format-value.ts';

/** How many rows a ranking shows. */
export const RANKING_TOP = 10;

/** The top rows, largest first, each with its channel's icon, a bar relative to the first and its value. */
export function RankingRenderer({ title, data }: CardRendererProps) {
  if (data.kind !== 'values' || data.items.length === 0)
    return <CardStateView state="empty" onRetry={null} />;
  const rows = [...data.items].sort((a, b) => b.value - a.value).slice(0, RANKING_TOP);
  const max = Math.max(...rows.map((row) => row.value), 0);
  return (
    <Stack
      component="ol"
      aria-label={title}
      // A list that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none', overflowY: 'auto', height: '100%' }}
      data-testid="ranking"
    >
      {rows.map((row, index) => (
        <Group component="li" key={row.key} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden="true">
            {index + 1}
          </Text>
          {row.channel !== null && <ChannelIcon channel={row.channel} />}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {row.name}
              </Text>
              <Text size="sm" fw={600}>
                {formatValue(row.value, data.format)}
              </Text>
            </Group>
            <Box
              aria-hidden="true"
              h={6}
              mt={2}
              style={{
                borderRadius: 3,
                width: `${max > 0 ? Math.max(2, (row.value / max) * 100) : 0}%`,
                background: row.color ?? 'var(--mantine-primary-color-filled)',
              }}
            />
          </Box>
        </Group>
      ))}
    </Stack>
  );
}
