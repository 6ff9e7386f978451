import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../fixtures/card-fixtures.ts';
import { seededRandom } from '../seeded-random.ts';
import { renderCardRenderer } from './render-card-renderer.tsx';
import { WordCloudRenderer } from './WordCloudRenderer.tsx';
import { layoutWordCloud } from './word-cloud-layout.ts';

const terms = FIXTURE_DATA.wordCloud.kind === 'terms' ? FIXTURE_DATA.wordCloud.terms : [];

describe('WordCloudRenderer', () => {
  it('lists every term with its count for screen readers, the picture hidden from them', () => {
    renderCardRenderer(WordCloudRenderer, {
      type: 'wordCloud',
      data: FIXTURE_DATA.wordCloud,
      title: 'Termos',
    });
    const list = screen.getByRole('list', { name: 'Termos: Termos e ocorrências' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(terms.length);
    expect(within(list).getByText('entrega: 120')).toBeTruthy();
    expect(screen.getByTestId('word-cloud').getAttribute('aria-hidden')).toBe('true');
  });

  it('lays the same terms out the same way every time', () => {
    expect(layoutWordCloud(terms)).toEqual(layoutWordCloud(terms));
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('shows the empty state without terms', () => {
    renderCardRenderer(WordCloudRenderer, { type: 'wordCloud', data: { kind: 'terms', terms: [] } });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
