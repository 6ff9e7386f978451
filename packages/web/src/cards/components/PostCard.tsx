import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { polarityInfo, type WarRoomPost } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { CountList } from './CountList.tsx';
import { formatDateTime } from './format-value.ts';
import { ProfileHeader } from './ProfileHeader.tsx';
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
        <ProfileHeader
          channel={post.channel}
          username={post.username}
          detail={
            <Text size="xs" c="dimmed" component="time" dateTime={new Date(post.postedAt).toISOString()}>
              {formatDateTime(post.postedAt)}
            </Text>
          }
          aside={
            <Badge variant="dot" color={sentiment.color} size="sm" style={{ flex: 'none' }}>
              {t(sentiment.label)}
            </Badge>
          }
        />
        <Text size="sm" lineClamp={4}>
          {post.text}
        </Text>
        <Group gap="md" justify="space-between">
          <CountList counts={counts} />
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
