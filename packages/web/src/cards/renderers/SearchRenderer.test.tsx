import { cardRegistry, type PostOrdering, type WarRoomPost } from '@mirante/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RendererServices } from '../components/renderer-services.ts';
import { FIXTURE_AUTHORS, FIXTURE_POSTS } from '../fixtures/fixture-posts.ts';
import { fixtureRendererServices } from '../fixtures/fixture-renderer-services.ts';
import { renderCardRenderer } from './render-card-renderer.tsx';
import { SearchRenderer } from './SearchRenderer.tsx';

function renderSearch(services: RendererServices | null, id = 'LSN_75') {
  return renderCardRenderer(SearchRenderer, {
    type: 'search',
    title: 'Busca',
    data: { kind: 'posts', posts: FIXTURE_POSTS.slice(0, 2) },
    definition: cardRegistry.get(id),
    services,
  });
}

const search = (text: string) => {
  fireEvent.change(screen.getByLabelText(/Busca booleana/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
};
/** The ids of the posts listed, recognised by their text. */
const postsShown = async () =>
  within(await screen.findByRole('list', { name: 'Busca: Resultados da busca' }))
    .getAllByRole('article')
    .map((article) => FIXTURE_POSTS.find((post) => article.textContent?.includes(post.text))?.id);

describe('SearchRenderer', () => {
  it('lists the card’s latest posts before a search', () => {
    renderSearch(fixtureRendererServices);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('asks for at least two characters, in the spec’s words, and checks the boolean syntax', () => {
    renderSearch(fixtureRendererServices);
    search(' a ');
    expect(screen.getByText('Deve conter pelo menos dois caracteres')).toBeTruthy();
    search('(entrega OR');
    expect(screen.getByText('Verifique as aspas e os parênteses da busca.')).toBeTruthy();
  });

  it('finds posts by a boolean query, in the chosen ordering', async () => {
    const asked: PostOrdering[] = [];
    const services: RendererServices = {
      ...fixtureRendererServices,
      searchPosts: (request, signal) => {
        asked.push(request.ordering);
        return fixtureRendererServices.searchPosts(request, signal);
      },
    };
    renderSearch(services);
    search('entrega AND NOT "de novo"');
    const found = within(await screen.findByRole('list', { name: 'Busca: Resultados da busca' }));
    expect(found.getAllByRole('article')).toHaveLength(1);
    expect(found.getByText('tecnologia_hoje')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'old' } });
    search('atendimento OR entrega OR frete');
    expect(await postsShown()).toEqual(
      [...FIXTURE_POSTS]
        .filter((post) => /atendimento|entrega|frete/i.test(post.text))
        .sort((a, b) => a.postedAt - b.postedAt)
        .map((post: WarRoomPost) => post.id),
    );
    // Changing the ordering runs the search on screen again; then the new search runs in that ordering.
    expect(asked).toEqual(['hot', 'old', 'old']);
  });

  it('offers the eight orderings of the UI', () => {
    renderSearch(fixtureRendererServices);
    const options = within(screen.getByLabelText('Ordenar por')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Em alta',
      'Mais recentes',
      'Mais antigos',
      'Influência',
      'Interações',
      'Compartilhamentos',
      'Curtidas',
      'Comentários',
    ]);
  });

  it('says when nothing matches, and fails visibly without a search service', async () => {
    const { unmount } = renderSearch(fixtureRendererServices);
    search('inexistente');
    expect(await screen.findByText('Nenhuma publicação encontrada para esta busca.')).toBeTruthy();
    unmount();
    renderSearch(null);
    search('entrega');
    expect(await screen.findByText('Erro ao carregar dados.')).toBeTruthy();
  });

  it('searches authors by name on the user search card', async () => {
    renderSearch(fixtureRendererServices, 'LSN_74');
    expect(screen.queryByLabelText('Ordenar por')).toBeNull();
    search('loja');
    expect(await screen.findByText('Loja Oficial')).toBeTruthy();
    expect(FIXTURE_AUTHORS[0]?.username).toBe('Loja Oficial');
  });
});
