import { type ChatbotContract, type Dashboard, keepContractKeys } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderInStudio, studioDashboard, studioServer } from '../../filters/studio-test-support.tsx';
import { ContractsSection } from './ContractsSection.tsx';

const SERVICE = 'https://atendimento.bots.example/commands';
const SALES = 'https://vendas.bots.example/commands';

/**
 * The studio's server, answering the contracts save as the real one does: the keys kept (a blank one keeps
 * the stored key) and answered blank.
 */
function open(contracts: ChatbotContract[] = []) {
  const keys = new Map(contracts.map((contract) => [contract.commandUrl, `chave-${contract.botKey}`]));
  const dashboard = studioDashboard({ contracts });
  let stored: ChatbotContract[] = contracts.map((contract) => ({
    ...contract,
    key: keys.get(contract.commandUrl) ?? '',
  }));
  const { server } = studioServer(dashboard, (request) => {
    if (request.method !== 'PUT' || !request.url.pathname.endsWith('/contracts')) return null;
    const body = request.body as { version: number; value: ChatbotContract[] };
    server.saves.push({ name: 'contracts', value: body.value });
    const checked = keepContractKeys(stored, body.value);
    if (!checked.ok) {
      return jsonResponse(
        { status: 'error', error: { code: 'VALIDATION', message: 'x', fields: null } },
        400,
      );
    }
    stored = checked.value;
    const answered: Dashboard = {
      ...server.stored,
      contracts: stored.map((contract) => ({ ...contract, key: '' })),
      version: body.version + 1,
    };
    server.stored = answered;
    return jsonResponse({ status: 'ok', dashboard: answered });
  });
  renderInStudio(<ContractsSection />, dashboard);
  return { server, stored: () => stored };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar contrato' }));

describe('ContractsSection', () => {
  it('adds a contract: its bot, an https command URL and a key, refused with pt-BR messages until valid', async () => {
    const { server, stored } = open();
    expect(screen.getByText('Nenhum contrato cadastrado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contrato' }));
    type(/Bot \(botKey\)/, 'marcademoatendimento');
    type(/URL de comando/, 'http://atendimento.bots.example/commands');
    submit();
    expect(screen.getByText('Informe uma URL https válida, como https://exemplo.com/commands.')).toBeTruthy();
    expect(screen.getByText('Informe a chave do contrato.')).toBeTruthy();
    expect(server.saves).toHaveLength(0);

    type(/URL de comando/, ` ${SERVICE} `);
    type(/^Chave/, 'segredo-do-bot');
    expect(screen.queryByText('Informe a chave do contrato.')).toBeNull();
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]?.value).toEqual([
      { botKey: 'marcademoatendimento', commandUrl: SERVICE, key: 'segredo-do-bot' },
    ]);
    expect(stored()).toEqual([
      { botKey: 'marcademoatendimento', commandUrl: SERVICE, key: 'segredo-do-bot' },
    ]);
    // The answer carries the key blank: the list tells only that a key is kept.
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('marcademoatendimento')).toBeTruthy();
    expect(within(item).getByText(SERVICE)).toBeTruthy();
    expect(within(item).getByText('Chave salva')).toBeTruthy();
    await waitFor(() => expect(server.stored.contracts[0]?.key).toBe(''));
    expect(document.body.innerHTML).not.toContain('segredo-do-bot');
  });

  it('edits a contract keeping its key when left blank, and asks for it again when the URL changes', async () => {
    const { server, stored } = open([
      { botKey: 'atendimento', commandUrl: SERVICE, key: '' },
      { botKey: 'vendas', commandUrl: SALES, key: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Editar contrato ${SERVICE}` }));
    expect((field(/Bot \(botKey\)/) as HTMLInputElement).value).toBe('atendimento');
    expect((field(/^Chave/) as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText(
        'Deixe em branco para manter a chave salva. Ao mudar o bot ou a URL, informe a chave de novo.',
      ),
    ).toBeTruthy();

    type(/URL de comando/, 'https://outro.bots.example/commands');
    submit();
    expect(screen.getByText('Informe a chave do contrato.')).toBeTruthy();
    type(/URL de comando/, SALES);
    submit();
    expect(screen.getByText('Já existe um contrato com esta URL de comando.')).toBeTruthy();
    expect(server.saves).toHaveLength(0);

    type(/URL de comando/, SERVICE);
    type(/Bot \(botKey\)/, 'atendimento');
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]?.value).toEqual([
      { botKey: 'atendimento', commandUrl: SERVICE, key: '' },
      { botKey: 'vendas', commandUrl: SALES, key: '' },
    ]);
    expect(stored().map((contract) => contract.key)).toEqual(['chave-atendimento', 'chave-vendas']);
  });

  it('removes a contract', async () => {
    const { server, stored } = open([
      { botKey: 'atendimento', commandUrl: SERVICE, key: '' },
      { botKey: 'vendas', commandUrl: SALES, key: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Remover contrato ${SALES}` }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(stored()).toEqual([{ botKey: 'atendimento', commandUrl: SERVICE, key: 'chave-atendimento' }]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
