import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AUTHORS, FIXTURE_POSTS } from '../fixtures/fixture-posts.ts';
import { CardRenderer } from './CardRenderer.tsx';
import { renderCardRenderer } from './render-card-renderer.tsx';

describe('CardRenderer', () => {
  it('shows each post with author, channel, São Paulo date, sentiment, interactions and a safe link', () => {
    renderCardRenderer(CardRenderer, {
      type: 'card',
      data: { kind: 'posts', posts: FIXTURE_POSTS },
      title: 'Top posts',
    });
    const posts = within(screen.getByRole('list', { name: 'Top posts' })).getAllByRole('article');
    expect(posts).toHaveLength(FIXTURE_POSTS.length);
    const first = within(posts[0] as HTMLElement);
    expect(first.getByText('ana.souza')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Instagram' })).toBeTruthy();
    // 20/11/2026 15:00 UTC minus 2 hours is 10:00 in São Paulo.
    expect(first.getByText('20/11/2026 10:00')).toBeTruthy();
    expect(first.getByText('Positivo')).toBeTruthy();
    expect(first.getByText('1.204')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Abrir publicação' }).getAttribute('href')).toBe(
      'https://example.com/p/1',
    );
    expect(within(posts[4] as HTMLElement).getByText('Autor desconhecido')).toBeTruthy();
  });

  it('shows influencers with followers and their other profiles', () => {
    renderCardRenderer(CardRenderer, { type: 'card', data: { kind: 'authors', authors: FIXTURE_AUTHORS } });
    const first = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(first.getByText('Loja Oficial')).toBeTruthy();
    expect(first.getByText('240.000')).toBeTruthy();
    expect(first.getByText('Outros perfis com o mesmo nome: Instagram')).toBeTruthy();
  });

  it('shows the empty state without posts', () => {
    renderCardRenderer(CardRenderer, { type: 'card', data: { kind: 'posts', posts: [] } });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
