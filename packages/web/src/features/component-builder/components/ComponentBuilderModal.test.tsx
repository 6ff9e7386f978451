import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { ComponentBuilderModal } from './ComponentBuilderModal.tsx';

function renderBuilder(answer: (request: RecordedRequest) => Response) {
  const server = mockFetch(answer);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <ComponentBuilderModal opened universeId="uni1" onClose={onClose} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...server, onClose, dialog: screen.getByRole('dialog', { name: 'Criar componente' }) };
}

const saved = (request: RecordedRequest) =>
  jsonResponse(
    {
      status: 'ok',
      component: { ...(request.body as object), id: 'c1', createdAt: 1, createdBy: 'ana@example.com' },
    },
    201,
  );

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
}

function fillValid(dialog: HTMLElement) {
  fill(dialog, 'Título', 'Canais da marca');
  fill(dialog, 'Descrição', 'Publicações por canal');
  fill(dialog, 'Fonte de dados', 'listening');
  fill(dialog, 'Entidade', 'posts');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Canal' }));
  fill(dialog, 'Métrica', 'id');
  fill(dialog, 'Operação', 'count');
  fill(dialog, 'Tipo de gráfico', 'donut');
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar componente' }));

describe("'Criar componente'", () => {
  it("says 'Campo obrigatório.' for what is missing and sends nothing", async () => {
    const { requests, dialog } = renderBuilder(saved);
    save(dialog);
    expect((await within(dialog).findAllByText('Campo obrigatório.')).length).toBeGreaterThanOrEqual(6);
    expect(requests).toHaveLength(0);
  });

  it('refuses a title over 50 characters and a description over 200, keeping what was typed', async () => {
    const { requests, dialog } = renderBuilder(saved);
    fillValid(dialog);
    fill(dialog, 'Título', 'a'.repeat(51));
    fill(dialog, 'Descrição', 'b'.repeat(201));
    save(dialog);
    expect(await within(dialog).findByText('O título pode ter no máximo 50 caracteres.')).toBeTruthy();
    expect(within(dialog).getByText('A descrição pode ter no máximo 200 caracteres.')).toBeTruthy();
    expect(within(dialog).getByText('51/50 caracteres')).toBeTruthy();
    expect(requests).toHaveLength(0);

    // Messages follow the corrections: at the limits the component saves.
    fill(dialog, 'Título', 'a'.repeat(50));
    fill(dialog, 'Descrição', 'b'.repeat(200));
    expect(within(dialog).queryByText('O título pode ter no máximo 50 caracteres.')).toBeNull();
    save(dialog);
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('saves into the universe custom cards and closes with a notice', async () => {
    const { requests, dialog, onClose } = renderBuilder(saved);
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Exibe dados pessoais/ }));
    fill(dialog, 'Feature flag', 'studioPlus');
    save(dialog);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/cards/v1/uni1/custom');
    expect(request?.body).toMatchObject({
      title: 'Canais da marca',
      description: 'Publicações por canal',
      lgpd: true,
      featureFlag: 'studioPlus',
      dataSource: 'listening',
      entity: 'posts',
      chartType: 'donut',
      chartTemplate: {
        grouping: ['channel'],
        datePortion: null,
        metricsMetadata: { fields: ['id'], operators: ['count'] },
        method: 'count',
      },
    });
    expect(await screen.findByText(/Componente criado/)).toBeTruthy();
  });

  it("shows the server's message when it refuses, and keeps the form", async () => {
    const { dialog, onClose } = renderBuilder(() =>
      jsonResponse(
        {
          status: 'error',
          error: {
            code: 'FORBIDDEN',
            message: 'Você não possui permissão para realizar esta ação.',
            fields: null,
          },
        },
        403,
      ),
    );
    fillValid(dialog);
    save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Você não possui permissão para realizar esta ação.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByDisplayValue('Canais da marca')).toBeTruthy();
  });
});
