import { CARD_CONFIG_VERSION, type CardConfig, NO_CARD_OVERRIDES } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dashboardServer,
  dashboardWith,
  renderStudio,
  textCard,
} from '../../dashboard-grid/components/editor-test-support.tsx';

const savedCards = (body: unknown) => (body as { value: CardConfig[] }).value;

async function openConfig(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `Opções do componente: ${title}` }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Configurar' }));
  return screen.findByRole('dialog', { name: 'Configurar componente' });
}

describe('CardConfigDrawer', () => {
  it('saves title, size, annotation and the text of a text card as one edit, shown on the card', async () => {
    const card = textCard('a', 'Nota');
    const { saves } = dashboardServer(dashboardWith([card]));
    renderStudio(dashboardWith([card]));

    const drawer = await openConfig('Nota');
    fireEvent.change(within(drawer).getByLabelText('Título'), { target: { value: 'Resumo da semana' } });
    fireEvent.change(within(drawer).getByLabelText('Largura'), { target: { value: '8' } });
    fireEvent.change(within(drawer).getByLabelText('Altura'), { target: { value: 'LARGE' } });
    fireEvent.change(within(drawer).getByLabelText('Texto (Markdown)'), {
      target: { value: '**Alta** nas menções' },
    });
    fireEvent.change(within(drawer).getByLabelText('Anotação'), {
      target: { value: 'Campanha no ar desde segunda' },
    });
    expect(within(drawer).getByText('Este componente não aceita filtros.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { name: 'Resumo da semana' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Opções do componente: Resumo da semana' }),
      ),
    );
    expect(screen.getByText('Campanha no ar desde segunda')).toBeTruthy();
    expect(screen.getByText('Alta').tagName).toBe('STRONG');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(savedCards(saves()[0]?.body)).toEqual([
      {
        ...card,
        title: 'Resumo da semana',
        width: 8,
        height: 'LARGE',
        text: '**Alta** nas menções',
        annotation: 'Campanha no ar desde segunda',
      },
    ]);
  });

  it('refuses an annotation over 500 characters, and saves nothing when nothing changed', async () => {
    const card = textCard('a', 'Nota');
    const { saves } = dashboardServer(dashboardWith([card]));
    renderStudio(dashboardWith([card]));

    const drawer = await openConfig('Nota');
    fireEvent.change(within(drawer).getByLabelText('Anotação'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    expect(await within(drawer).findByText('A anotação pode ter no máximo 500 caracteres.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    // Back to what was there: saving changes nothing, so nothing is stored.
    fireEvent.change(within(drawer).getByLabelText('Anotação'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configurar componente' })).toBeNull());
    expect(saves()).toHaveLength(0);
  });

  it("saves a listening card's own filters under the rules: TikTok leaves when a sentiment is chosen", async () => {
    const card: CardConfig = {
      uid: 'p',
      id: 'LSN_13',
      width: 6,
      height: 'MID',
      title: 'Menções',
      description: null,
      configVersion: CARD_CONFIG_VERSION,
      ...NO_CARD_OVERRIDES,
      selectedFilters: { channels: ['tiktok', 'instagram'], polarities: [1] },
    };
    const { saves } = dashboardServer(dashboardWith([card]));
    renderStudio(dashboardWith([card]));

    const drawer = await openConfig('Menções');
    expect(within(drawer).getByText('Filtros do componente')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Descrição'), {
      target: { value: 'Só o que é positivo' },
    });
    fireEvent.change(within(drawer).getByLabelText('Busca'), { target: { value: 'entrega' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const [saved] = savedCards(saves()[0]?.body);
    expect(saved?.description).toBe('Só o que é positivo');
    expect(saved?.selectedFilters).toEqual({ channels: ['instagram'], polarities: [1], query: 'entrega' });
  });

  it("offers a chatbot card the dashboard's bots and contracts in its own filter", async () => {
    const SERVICE = 'https://atendimento.bots.example/commands';
    const card: CardConfig = {
      uid: 'b',
      id: 'BLIP_1',
      width: 3,
      height: 'SMALL',
      title: 'Recebidas',
      description: null,
      configVersion: CARD_CONFIG_VERSION,
      ...NO_CARD_OVERRIDES,
    };
    const dashboard = {
      ...dashboardWith([card]),
      contracts: [{ botKey: 'atendimento', commandUrl: SERVICE, key: '' }],
    };
    const { saves } = dashboardServer(dashboard);
    renderStudio(dashboard);

    const drawer = await openConfig('Recebidas');
    fireEvent.click(within(drawer).getByRole('combobox', { name: 'Bots' }));
    fireEvent.click(within(drawer).getByRole('option', { name: 'atendimento' }));
    fireEvent.click(within(drawer).getByRole('combobox', { name: 'Contratos' }));
    fireEvent.click(within(drawer).getByRole('option', { name: `atendimento · ${SERVICE}` }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const [saved] = savedCards(saves()[0]?.body);
    expect(saved?.selectedFilters).toEqual({ bots: ['atendimento'], contracts: [SERVICE] });
  });
});
