import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderInStudio, studioDashboard, studioServer } from '../../filters/studio-test-support.tsx';
import { DashboardSettingsButton } from './DashboardSettingsButton.tsx';

const universePages = [
  { id: 'loja-centro', channel: 'instagram', name: 'Loja Centro' },
  { id: 'sac-oficial', channel: 'facebook', name: 'SAC Oficial' },
];

function open(dashboard = studioDashboard()) {
  const { server, requests } = studioServer(dashboard, (request) => {
    if (request.url.pathname === '/studio-service/pages') {
      return jsonResponse({ status: 'ok', message: universePages });
    }
    if (request.url.pathname === '/storage/v1/uni1/dashboards/dash1/images') {
      const image = {
        id: 'img1',
        url: '/storage/v1/uni1/dashboards/dash1/images/img1',
        contentType: 'image/png',
        size: 68,
      };
      return jsonResponse({ status: 'ok', image }, 201);
    }
    return null;
  });
  renderInStudio(<DashboardSettingsButton />, dashboard);
  fireEvent.click(screen.getByRole('button', { name: 'Configurações do dashboard' }));
  return { server, requests };
}

describe('DashboardSettingsButton', () => {
  it('refuses an empty title with the spec text and saves nothing, then saves a trimmed one', async () => {
    const { server } = open();
    const title = screen.getByRole('textbox', { name: 'Título' });
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar título e descrição' }));
    expect(screen.getByText('O título é obrigatório')).toBeTruthy();
    expect(server.saves).toHaveLength(0);

    fireEvent.change(title, { target: { value: '  Marca em 2026 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Descrição' }), {
      target: { value: 'Visão da diretoria' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar título e descrição' }));
    await waitFor(() => expect(server.stored.title).toBe('Marca em 2026'));
    expect(server.stored.description).toBe('Visão da diretoria');
    expect(screen.queryByText('O título é obrigatório')).toBeNull();
  });

  it('changes the language and the theme, each as a save', async () => {
    const { server } = open();
    fireEvent.click(screen.getByRole('combobox', { name: 'Idioma do dashboard' }));
    fireEvent.click(screen.getByRole('option', { name: 'English' }));
    await waitFor(() => expect(server.stored.language).toBe('en'));

    fireEvent.click(screen.getByRole('switch', { name: /Dark theme|Tema escuro/ }));
    await waitFor(() => expect(server.stored.isDarkTheme).toBe(false));
    expect(server.saves.map((save) => save.name)).toEqual(['language', 'theme']);
  });

  it('keeps a colour that is not hex from being saved, and saves a hex one', async () => {
    const { server } = open();
    const color = screen.getByRole('textbox', { name: 'Cor do dashboard' });
    color.focus();
    fireEvent.change(color, { target: { value: 'azul' } });
    fireEvent.blur(color);
    expect(screen.getByText('Use uma cor em hexadecimal, como #0CA678.')).toBeTruthy();
    expect(server.saves).toHaveLength(0);

    color.focus();
    fireEvent.change(color, { target: { value: '#1c7ed6' } });
    fireEvent.blur(color);
    await waitFor(() => expect(server.stored.color).toBe('#1c7ed6'));
  });

  it('uploads a logo to the dashboard images and removes it', async () => {
    const { server, requests } = open();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(server.stored.logo).toBe('/storage/v1/uni1/dashboards/dash1/images/img1'));
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/images'))).toBe(true);
    expect(screen.getByRole('img', { name: 'Logo do dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover logo' }));
    await waitFor(() => expect(server.stored.logo).toBeNull());
  });

  it("connects pages chosen among the universe's pages, shown by their names", async () => {
    const { server } = open();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Páginas conectadas' }));
    expect(screen.queryByRole('option', { name: /sac-oficial/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Facebook · SAC Oficial' }));
    await waitFor(() => expect(server.stored.pages).toEqual([{ id: 'sac-oficial', channel: 'facebook' }]));
  });

  it('is not offered to readers', () => {
    const dashboard = studioDashboard();
    studioServer(dashboard);
    renderInStudio(<DashboardSettingsButton />, dashboard, { userEmail: 'visitante@example.com' });
    expect(screen.queryByRole('button', { name: 'Configurações do dashboard' })).toBeNull();
  });
});
