import { Group, Paper, Stack, Text } from '@mantine/core';
import { channelInfo, type WarRoomUser } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ChannelIcon } from './ChannelIcon.tsx';
import { formatDateTime, formatValue } from './format-value.ts';

/** An influencer: channel, name, followers, posts, interactions, last post, and their other profiles. */
export function AuthorCard({ author }: { author: WarRoomUser }) {
  const { t } = useI18n();
  const counts = [
    ['renderer.author.followers', author.followers],
    ['cards.metric.posts', author.posts],
    ['sort.interactions', author.interactions],
  ] as const;
  return (
    <Paper component="article" withBorder p="sm" data-testid="author-card">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ChannelIcon channel={author.channel} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {author.username ?? t('renderer.author.unknown')}
            </Text>
            <Text size="xs" c="dimmed">
              {`${t('renderer.author.lastPost')}: ${formatDateTime(author.lastPostAt)}`}
            </Text>
          </Stack>
        </Group>
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
        {author.duplicatedUsers.length > 0 && (
          <Text size="xs" c="dimmed">
            {`${t('renderer.author.otherProfiles')}: ${author.duplicatedUsers
              .map((other) => channelInfo(other.channel).name)
              .join(', ')}`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
