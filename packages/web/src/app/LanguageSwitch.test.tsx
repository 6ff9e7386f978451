import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { routes } from './routes.tsx';

describe('LanguageSwitch', () => {
  it('starts in Portuguese', async () => {
    renderApp(routes, ['/403']);
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('switches the whole screen to English and remembers the choice for the next visit', async () => {
    const first = renderApp(routes, ['/403']);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });

    expect(await screen.findByRole('heading', { name: 'Access not allowed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    first.unmount();

    renderApp(routes, ['/error?errorStatus=406']);
    expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt-BR' } });
    expect(await screen.findByRole('heading', { name: 'Dashboard não encontrado' })).toBeTruthy();
    expect(localStorage.getItem('mirante.locale')).toBe('pt-BR');
  });
});
