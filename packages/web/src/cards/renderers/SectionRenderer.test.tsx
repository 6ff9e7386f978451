import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCardRenderer } from './render-card-renderer.tsx';
import { SectionRenderer } from './SectionRenderer.tsx';

describe('SectionRenderer', () => {
  it('draws a divider labelled with the section title', () => {
    renderCardRenderer(SectionRenderer, { type: 'section', data: { kind: 'static' }, title: 'Atendimento' });
    const divider = screen.getByTestId('section-divider');
    expect(divider.textContent).toBe('Atendimento');
  });
});
