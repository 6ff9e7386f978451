import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../fixtures/card-fixtures.ts';
import { ImageRenderer } from './ImageRenderer.tsx';
import { renderCardRenderer } from './render-card-renderer.tsx';

function renderImage(text: string) {
  const base = fixtureDefinition('image');
  return renderCardRenderer(ImageRenderer, {
    type: 'image',
    title: 'Logo da campanha',
    data: { kind: 'static' },
    definition: { ...base, props: { ...base.props, text } },
  });
}

describe('ImageRenderer', () => {
  it('shows the image of the card, described by its title', () => {
    renderImage('https://example.com/logo.png');
    const image = screen.getByRole('img', { name: 'Logo da campanha' });
    expect(image.getAttribute('src')).toBe('https://example.com/logo.png');
  });

  it('refuses unsafe addresses and shows the empty state', () => {
    renderImage('javascript:alert(1)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
