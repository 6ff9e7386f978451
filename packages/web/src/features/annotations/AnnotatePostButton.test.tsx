import { MantineProvider } from '@mantine/core';
import { ANNOTATION_DELAY_MS, type AnnotationCreated } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http-client.ts';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import { fixtureConfig, fixtureDefinition } from '../../cards/fixtures/card-fixtures.ts';
import { FIXTURE_POSTS } from '../../cards/fixtures/fixture-posts.ts';
import { CardRenderer } from '../../cards/renderers/CardRenderer.tsx';
import { type AnnotationTarget, AnnotationTargetContext } from './annotation-target.ts';

/** A target that records what it is sent and answers as the server would (or fails with `failure`). */
function recordingTarget(failure: Error | null = null) {
  const sent: { postId: string; text: string }[] = [];
  const target: AnnotationTarget = {
    async annotate(postId, text): Promise<AnnotationCreated> {
      if (failure) throw failure;
      sent.push({ postId, text });
      const post = FIXTURE_POSTS.find((p) => p.id === postId);
      return {
        annotation: {
          id: `a${sent.length}`,
          createdAt: 0,
          text,
          author: 'Analista',
          dashboardId: 'painel',
          cardUid: 'feed',
          post: {
            id: postId,
            channel: post?.channel ?? 'twitter',
            postedAt: 0,
            url: null,
            text: post?.text ?? '',
          },
        },
        listedFrom: ANNOTATION_DELAY_MS,
      };
    },
  };
  return { target, sent };
}

/** The feed card (top posts) as a dashboard draws it, with or without an editor's annotation target. */
function renderFeed(target: AnnotationTarget | null) {
  const definition = fixtureDefinition('card');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} defaultColorScheme="dark" env="test">
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <AnnotationTargetContext value={target}>
            <CardRenderer
              title="Top posts"
              data={{ kind: 'posts', posts: FIXTURE_POSTS.slice(0, 2) }}
              definition={definition}
              config={fixtureConfig(definition)}
              colorScheme="dark"
            />
          </AnnotationTargetContext>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const firstPost = () => within(screen.getAllByRole('article')[0] as HTMLElement);
const textBox = () => screen.getByRole('textbox', { name: /Anotação/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }));

describe('annotating a post from a post card', () => {
  it('offers no annotate action without an editor’s target (guests, read-only users)', () => {
    renderFeed(null);
    expect(screen.queryByRole('button', { name: 'Anotar esta publicação' })).toBeNull();
  });

  it('checks the text as the server does, then sends it for that post', async () => {
    const { target, sent } = recordingTarget();
    renderFeed(target);
    fireEvent.click(firstPost().getByRole('button', { name: 'Anotar esta publicação' }));
    expect(await screen.findByRole('dialog', { name: 'Anotar publicação' })).toBeTruthy();

    save();
    expect(await screen.findByText('Escreva a anotação antes de salvar.')).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: 'y'.repeat(1_001) } });
    save();
    expect(await screen.findByText('A anotação pode ter no máximo 1.000 caracteres.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(textBox(), { target: { value: '  Cliente irritado com a entrega  ' } });
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ postId: FIXTURE_POSTS[0]?.id, text: 'Cliente irritado com a entrega' }]);
  });

  it('shows the server’s message when it refuses, and keeps the dialog open', async () => {
    const refused = new ApiError(400, 'VALIDATION', 'Publicação não encontrada nesta pesquisa.');
    renderFeed(recordingTarget(refused).target);
    fireEvent.click(firstPost().getByRole('button', { name: 'Anotar esta publicação' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Anotação/ }), {
      target: { value: 'Nota' },
    });
    save();
    expect(await screen.findByText('Publicação não encontrada nesta pesquisa.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Anotar publicação' })).toBeTruthy();
  });
});
