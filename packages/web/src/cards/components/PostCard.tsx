import { Badge, Paper } from '@mantine/core';
import { formatDateTime, polarityInfo, type WarRoomPost } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { AnnotatePostButton } from '../../features/annotations/AnnotatePostButton.tsx';
import { useAnnotationTarget } from '../../features/annotations/annotation-target.ts';
import { CountList } from './CountList.tsx';
import classes from './feed-cards.module.css';
import { ProfileHeader } from './ProfileHeader.tsx';
import { isWebAddress } from './safe-url.ts';

/**
 * One post: channel, author, São Paulo date, sentiment, text, interactions and a link to the original; on an
 * editor's grid, the action to annotate it (docs/annotations.md).
 */
export function PostCard({ post }: { post: WarRoomPost }) {
  const { t } = useI18n();
  const annotationTarget = useAnnotationTarget();
  const sentiment = polarityInfo(post.polarity);
  const counts = [
    ['sort.likes', post.likes],
    ['sort.comments', post.comments],
    ['sort.shares', post.shares],
    ['sort.interactions', post.interactions],
  ] as const;
  return (
    <article className={`${Paper.classes.root} ${classes.card}`} data-with-border data-testid="post-card">
      <ProfileHeader
        channel={post.channel}
        username={post.username}
        detail={
          <time className={classes.dimmed} dateTime={new Date(post.postedAt).toISOString()}>
            {formatDateTime(post.postedAt)}
          </time>
        }
        aside={
          <Badge variant="dot" color={sentiment.color} size="sm" style={{ flex: 'none' }}>
            {t(sentiment.label)}
          </Badge>
        }
      />
      <p className={classes.text}>{post.text}</p>
      <div className={classes.footer}>
        <CountList counts={counts} />
        {post.url !== null && isWebAddress(post.url) && (
          <a
            className={`${classes.small} ${classes.link}`}
            href={post.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('renderer.post.open')}
          </a>
        )}
        {annotationTarget && <AnnotatePostButton postId={post.id} target={annotationTarget} />}
      </div>
    </article>
  );
}
