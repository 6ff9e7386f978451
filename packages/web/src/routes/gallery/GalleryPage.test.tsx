import { COMPONENT_TYPES } from '@mirante/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes.tsx';
import { renderApp } from '../../test/render-app.tsx';

// The gallery is the app's heaviest page (every renderer, ECharts included) and a lazy chunk.
const SLOW = 120_000;

describe('GalleryPage', () => {
  it(
    'draws every component type with data, and in its loading, empty and error states',
    async () => {
      renderApp(routes, ['/dev/gallery']);
      expect(await screen.findByRole('heading', { level: 1, name: 'Galeria de componentes' })).toBeTruthy();
      for (const type of COMPONENT_TYPES) {
        const section = screen.getByRole('region', { name: type });
        const panel = (state: string) =>
          section.querySelector(`[data-gallery-state="${state}"]`) as HTMLElement;
        expect(within(panel('loading')).getByText('Carregando dados…')).toBeTruthy();
        expect(within(panel('empty')).getByText('Não há dados para exibir.')).toBeTruthy();
        expect(within(panel('error')).getByText('Erro ao carregar dados.')).toBeTruthy();
        expect(section.querySelector('[data-gallery-missing]')).toBeNull();
      }
    },
    SLOW,
  );

  it(
    'switches to the light theme through ?theme=light',
    async () => {
      renderApp(routes, ['/dev/gallery?theme=light']);
      const control = await screen.findByRole('radio', { name: 'Claro' });
      expect((control as HTMLInputElement).checked).toBe(true);
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    },
    SLOW,
  );
});
