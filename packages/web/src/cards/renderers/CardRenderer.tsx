import { Stack } from '@mantine/core';
import { CardStateView } from '../../features/dashboard-grid/components/CardStateView.tsx';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { PostCard } from '../components/PostCard.tsx';

const LIST_STYLE = { listStyle: 'none', overflowY: 'auto', height: '100%' } as const;

/** Post cards (top posts, press posts) or influencer cards (top influencers), in the order of the answer. */
export function CardRenderer({ title, data }: CardRendererProps) {
  if (data.kind === 'posts' && data.posts.length > 0) {
    return (
      <Stack component="ul" aria-label={title} gap="xs" m={0} p={0} style={LIST_STYLE}>
        {data.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </Stack>
    );
  }
  if (data.kind === 'authors' && data.authors.length > 0) {
    return (
      <Stack component="ul" aria-label={title} gap="xs" m={0} p={0} style={LIST_STYLE}>
        {data.authors.map((author) => (
          <li key={`${author.channel}:${author.uid}`}>
            <AuthorCard author={author} />
          </li>
        ))}
      </Stack>
    );
  }
  return <CardStateView state="empty" onRetry={null} />;
}
