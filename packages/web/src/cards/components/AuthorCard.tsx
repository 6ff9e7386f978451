import { Paper, Stack, Text } from '@mantine/core';
import { channelInfo, type WarRoomUser } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { CountList } from './CountList.tsx';
import { formatDateTime } from './format-value.ts';
import { ProfileHeader } from './ProfileHeader.tsx';

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
        <ProfileHeader
          channel={author.channel}
          username={author.username}
          detail={
            <Text size="xs" c="dimmed">
              {`${t('renderer.author.lastPost')}: ${formatDateTime(author.lastPostAt)}`}
            </Text>
          }
        />
        <CountList counts={counts} />
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
