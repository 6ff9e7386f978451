import { Paper } from '@mantine/core';
import { channelInfo, formatDateTime, type WarRoomUser } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { CountList } from './CountList.tsx';
import classes from './feed-cards.module.css';
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
    <article className={`${Paper.classes.root} ${classes.card}`} data-with-border data-testid="author-card">
      <ProfileHeader
        channel={author.channel}
        username={author.username}
        detail={
          <p
            className={classes.dimmed}
          >{`${t('renderer.author.lastPost')}: ${formatDateTime(author.lastPostAt)}`}</p>
        }
      />
      <CountList counts={counts} />
      {author.duplicatedUsers.length > 0 && (
        <p className={classes.dimmed}>
          {`${t('renderer.author.otherProfiles')}: ${author.duplicatedUsers
            .map((other) => t(channelInfo(other.channel).label))
            .join(', ')}`}
        </p>
      )}
    </article>
  );
}
