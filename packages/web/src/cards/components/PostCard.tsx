import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { polarityInfo, type WarRoomPost } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ChannelIcon } from './ChannelIcon.tsx';
import { formatDateTime, formatValue } from './format-value.ts';
import { isWebAddress } from './safe-url.ts';

/** One post: channel, author, São Paulo date, sentiment, text, interactions and a link to the original. */
export function PostCard({ post }: { post: WarRoomPost }) {
  const { t } = useI18n();
  const sentiment = polarityInfo(post.polarity);
  const counts = [
    ['sort.likes', post.likes],
    ['sort.comments', post.comments],
    ['sort.shares', post.shares],
    ['sort.interactions', post.interactions],
  ] as const;
  return (
    <Paper component="article" withBorder p="sm" data-testid="post-card">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ChannelIcon channel={post.channel} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {post.username ?? t('renderer.author.unknown')}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={new Date(post.postedAt).toISOString()}>
              {formatDateTime(post.postedAt)}
            </Text>
          </Stack>
          <Badge variant="dot" color={sentiment.color} size="sm" style={{ flex: 'none' }}>
            {t(sentiment.label)}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={4}>
          {post.text}
        </Text>
        <Group gap="md" justify="space-between">
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
          {post.url !== null && isWebAddress(post.url) && (
            <Anchor href={post.url} target="_blank" rel="noopener noreferrer" size="xs">
              {t('renderer.post.open')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
