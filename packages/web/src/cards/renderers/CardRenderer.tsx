import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatValue } from '@mirante/core';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { CardStateView } from '../components/CardStateView.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { ReplySuggestions } from '../components/ReplySuggestions.tsx';

const LIST_STYLE = { listStyle: 'none', overflowY: 'auto', height: '100%' } as const;

/**
 * Post cards (top posts, press posts), influencer cards (top influencers), or totals side by side (posts,
 * shares and comments of PNP_16), in the order of the answer; the AI reply suggestions (LSN_78).
 */
export function CardRenderer({ title, data }: CardRendererProps) {
  if (data.kind === 'values' && data.items.length > 0) {
    return (
      <SimpleGrid
        component="dl"
        aria-label={title}
        cols={Math.min(data.items.length, 4)}
        spacing="md"
        m={0}
        h="100%"
        style={{ alignContent: 'center' }}
        data-testid="card-totals"
      >
        {data.items.map((item) => (
          <div key={item.key}>
            <Text component="dt" size="sm" c="dimmed">
              {item.name}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
              {formatValue(item.value, data.format)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    );
  }
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
  if (data.kind === 'replySuggestions') return <ReplySuggestions title={title} data={data} />;
  return <CardStateView state="empty" onRetry={null} />;
}
