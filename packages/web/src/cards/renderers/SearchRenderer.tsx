import { Loader, Stack, Text } from '@mantine/core';
import { DEFAULT_POST_ORDERING, type PostOrdering, type WarRoomPost, type WarRoomUser } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { type CardSearch, useRendererServices } from '../components/renderer-services.ts';
import { SearchForm } from '../components/SearchForm.tsx';

type Found = { kind: 'posts'; posts: WarRoomPost[] } | { kind: 'authors'; authors: WarRoomUser[] };

const LIST_STYLE = { listStyle: 'none' } as const;

/** Where nothing provides the services: the search fails visibly. */
const NO_SERVICES_KEY = ['search-unavailable'] as const;

function FoundList({ found, label }: { found: Found; label: string }) {
  const { t } = useI18n();
  const count = found.kind === 'posts' ? found.posts.length : found.authors.length;
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('renderer.search.noResults')}
      </Text>
    );
  }
  return (
    <Stack component="ol" aria-label={label} gap="xs" m={0} p={0} style={LIST_STYLE}>
      {found.kind === 'posts'
        ? found.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))
        : found.authors.map((author) => (
            <li key={`${author.channel}:${author.uid}`}>
              <AuthorCard author={author} />
            </li>
          ))}
    </Stack>
  );
}

/**
 * Text search over the war room: posts by a boolean query in one of the UI's orderings, or authors by name.
 * Before a search, the card's own answer (the latest posts) is listed.
 */
export function SearchRenderer({ title, data, definition }: CardRendererProps) {
  const { t } = useI18n();
  const services = useRendererServices();
  const target =
    definition.query.service === 'war-room' && definition.query.endpoint === 'search-user'
      ? 'authors'
      : 'posts';
  const [query, setQuery] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<PostOrdering>(DEFAULT_POST_ORDERING);
  const asked: CardSearch | null =
    query === null ? null : target === 'posts' ? { target, query, ordering } : { target, text: query };
  // On a dashboard, under the card data of its universe, period and filters: a refresh asks again.
  const search = useQuery<Found>({
    queryKey: asked && services ? services.searchKey(asked) : NO_SERVICES_KEY,
    enabled: asked !== null,
    queryFn: async ({ signal }) => {
      if (!services || asked === null) throw new Error('search unavailable');
      return asked.target === 'posts'
        ? { kind: 'posts', posts: await services.searchPosts(asked, signal) }
        : { kind: 'authors', authors: await services.searchAuthors(asked.text, signal) };
    },
  });
  const initial: Found | null =
    data.kind === 'posts'
      ? { kind: 'posts', posts: data.posts }
      : data.kind === 'authors'
        ? { kind: 'authors', authors: data.authors }
        : null;
  const label = `${title}: ${t('renderer.search.results')}`;

  return (
    <Stack gap="sm" h="100%" style={{ overflowY: 'auto' }} data-testid="search-card">
      <SearchForm target={target} ordering={ordering} onOrderingChange={setOrdering} onSearch={setQuery} />
      {query === null ? (
        initial && <FoundList found={initial} label={label} />
      ) : search.isPending ? (
        <Loader size="sm" aria-label={t('chart.loading')} />
      ) : search.isError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('chart.errors.load')}
        </Text>
      ) : (
        <FoundList found={search.data} label={label} />
      )}
    </Stack>
  );
}
