import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes.tsx';
import { renderApp } from '../../test/render-app.tsx';

function heading(): string | null {
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('ErrorPage', () => {
  it.each([
    ['/error?errorStatus=403', 'Acesso não permitido'],
    ['/error?errorStatus=405', 'Conta e Pesquisa não encontradas'],
    ['/error?errorStatus=406', 'Dashboard não encontrado'],
    ['/error?errorStatus=timeout', 'Erro de Comunicação'],
    ['/error', 'Erro no servidor'],
    ['/403', 'Acesso não permitido'],
    ['/500', 'Erro no servidor'],
    ['/nada/por/aqui', 'Página não encontrada'],
  ])('%s says %s', async (path, text) => {
    renderApp(routes, [path]);
    await screen.findByRole('button', { name: 'Voltar' });
    expect(heading()).toBe(text);
  });

  it('goes back in history with Voltar', async () => {
    const { router } = renderApp(routes, ['/403', '/error?errorStatus=404']);
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(heading()).toBe('Acesso não permitido');
  });
});
