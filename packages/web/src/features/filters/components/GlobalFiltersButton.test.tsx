import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import type { DashboardViewControls } from '../../period/view-controls.ts';
import { renderInStudio, studioDashboard, studioServer } from '../studio-test-support.tsx';
import { GlobalFiltersButton } from './GlobalFiltersButton.tsx';

const field = (label: string) => screen.getByRole('combobox', { name: label });

function choose(label: string, option: string) {
  fireEvent.click(field(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('GlobalFiltersButton', () => {
  it('saves the chosen filters through the editor, with All types expanded, and forces a refresh', async () => {
    const dashboard = studioDashboard({ pages: [{ id: 'p-tiktok', channel: 'tiktok' }] });
    const { server } = studioServer(dashboard);
    const seen: DashboardViewControls[] = [];
    renderInStudio(<GlobalFiltersButton />, dashboard, { onControls: (controls) => seen.push(controls) });

    fireEvent.click(screen.getByRole('button', { name: 'Filtros globais' }));
    choose('Polaridades', 'Positivo');
    expect(
      screen.getByText(
        'Com polaridade, temas ou tags escolhidos, o TikTok e suas páginas ficam fora dos componentes.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toEqual({
      name: 'global-filter',
      value: { sac_type: ['Post', 'Reels', 'Story'], polarities: [1] },
    });
    expect(seen.some((controls) => controls.refresh.forcing)).toBe(true);
    // The header now counts one active filter (a type of All narrows nothing).
    expect(screen.getByRole('button', { name: /Filtros globais/ }).textContent).toContain('1');
  });

  it('refuses a one-character search and saves nothing', async () => {
    const dashboard = studioDashboard();
    const { server } = studioServer(dashboard);
    renderInStudio(<GlobalFiltersButton />, dashboard);

    fireEvent.click(screen.getByRole('button', { name: 'Filtros globais' }));
    const query = screen.getByRole('textbox', { name: 'Busca' });
    fireEvent.change(query, { target: { value: 'a' } });
    fireEvent.blur(query);
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    expect(screen.getByText('Deve conter pelo menos dois caracteres')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Corrija os campos destacados para aplicar os filtros.',
    );
    expect(server.saves).toHaveLength(0);
  });

  it("offers the dashboard's bots and contracts in the chatbot fields", async () => {
    const SERVICE = 'https://atendimento.bots.example/commands';
    const SALES = 'https://vendas.bots.example/commands';
    const dashboard = studioDashboard({
      contracts: [
        { botKey: 'atendimento', commandUrl: SERVICE, key: '' },
        { botKey: 'vendas', commandUrl: SALES, key: '' },
      ],
    });
    const { server } = studioServer(dashboard);
    renderInStudio(<GlobalFiltersButton />, dashboard);

    fireEvent.click(screen.getByRole('button', { name: 'Filtros globais' }));
    fireEvent.click(field('Bots'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'atendimento',
      'vendas',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'vendas' }));
    choose('Contratos', `vendas · ${SALES}`);
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]?.value).toMatchObject({ bots: ['vendas'], contracts: [SALES] });
    expect(screen.queryByText('Cadastre bots e contratos nas configurações do dashboard.')).toBeNull();
  });

  it('offers the connected pages by their names (GET /pages), by id while the universe does not name one', async () => {
    const dashboard = studioDashboard({
      pages: [
        { id: 'sac-oficial', channel: 'facebook' },
        { id: 'antiga', channel: 'twitter' },
      ],
    });
    studioServer(dashboard, (request) =>
      request.url.pathname === '/studio-service/pages'
        ? jsonResponse({
            status: 'ok',
            message: [{ id: 'sac-oficial', channel: 'facebook', name: 'SAC Oficial' }],
          })
        : null,
    );
    renderInStudio(<GlobalFiltersButton />, dashboard);

    fireEvent.click(screen.getByRole('button', { name: 'Filtros globais' }));
    // The names arrive after the drawer opens; the field then offers them.
    const named = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
    await waitFor(() => expect(named()).toContain('Facebook · SAC Oficial'));
    fireEvent.click(field('Páginas'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Facebook · SAC Oficial',
      'Twitter · antiga',
    ]);
  });

  it('tells where bots and contracts come from when the dashboard has none', () => {
    const dashboard = studioDashboard();
    studioServer(dashboard);
    renderInStudio(<GlobalFiltersButton />, dashboard);
    fireEvent.click(screen.getByRole('button', { name: 'Filtros globais' }));
    expect(screen.getAllByText('Cadastre bots e contratos nas configurações do dashboard.')).toHaveLength(2);
  });

  it('shows readers the filters in effect, without the editor', () => {
    const dashboard = studioDashboard({ globalFilter: { channels: ['instagram'], sac_type: ['All'] } });
    studioServer(dashboard);
    renderInStudio(<GlobalFiltersButton />, dashboard, { userEmail: 'visitante@example.com' });

    fireEvent.click(screen.getByRole('button', { name: /Filtros globais/ }));
    expect(screen.getByText('Canais: Instagram')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aplicar filtros' })).toBeNull();
  });
});
