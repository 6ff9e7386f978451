import { cardRegistry } from '@mirante/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http-client.ts';
import type { ImportOutcome, ImportRequest, RendererServices } from '../components/renderer-services.ts';
import { ImportFileRenderer } from './ImportFileRenderer.tsx';
import { renderCardRenderer } from './render-card-renderer.tsx';

/** The server's answer to an import: the posts its job stored or tagged (12), or no such importer. */
type Answer = 'accepted' | 'unavailable';

function services(answer: Answer, seen: ImportRequest[]): RendererServices {
  return {
    searchKey: vi.fn(),
    searchPosts: vi.fn(),
    searchAuthors: vi.fn(),
    importFile: async (request): Promise<ImportOutcome> => {
      seen.push(request);
      return answer === 'accepted'
        ? { status: 'accepted', endpoint: request.endpoint, imported: 1200 }
        : { status: 'unavailable' };
    },
  };
}

function renderSheet(answer: Answer, seen: ImportRequest[] = [], id = 'LSN_79') {
  return renderCardRenderer(ImportFileRenderer, {
    type: 'importFile',
    data: { kind: 'static' },
    definition: cardRegistry.get(id),
    services: services(answer, seen),
  });
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImportFileRenderer', () => {
  it('shows the accepted type and size limit and refuses other files', async () => {
    renderSheet('accepted');
    expect(screen.getByText('Tipos aceitos: .xlsx · Tamanho máximo: 64 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Valor obrigatório')).toBeTruthy();
    choose(new File(['a,b'], 'comentarios.csv', { type: 'text/csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Envie uma planilha no formato .xlsx.')).toBeTruthy();
  });

  it('sends an .xlsx sheet and says how many posts it imported and when its data will show', async () => {
    const seen: ImportRequest[] = [];
    renderSheet('accepted', seen);
    choose(new File(['x'], 'comentarios.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('1.200 posts importados. Os dados podem levar até 30 segundos para aparecer.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Documento recebido/)).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.endpoint).toBe('v2/importer/register/sheet/xlsx');
  });

  it('says how many posts a tag sheet tagged', async () => {
    const seen: ImportRequest[] = [];
    renderSheet('accepted', seen, 'LSN_80');
    choose(new File(['x'], 'tags.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        '1.200 posts receberam as tags da planilha. Os dados podem levar até 30 segundos para aparecer.',
      ),
    ).toBeTruthy();
    expect(seen[0]?.endpoint).toBe('tag-posts');
  });

  it('says clearly when the server has no importer', async () => {
    renderSheet('unavailable');
    choose(new File(['x'], 'comentarios.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('A importação de documentos ainda não está disponível neste servidor.'),
    ).toBeTruthy();
  });

  it('takes a PDF with its link by the rules of spec §5', async () => {
    const seen: ImportRequest[] = [];
    renderCardRenderer(ImportFileRenderer, {
      type: 'importFile',
      data: { kind: 'static' },
      definition: cardRegistry.get('LSN_72'),
      services: services('accepted', seen),
    });
    fireEvent.change(screen.getByLabelText(/Link do documento/), { target: { value: 'nada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Link inválido')).toBeTruthy();
    // The file and the date.
    expect(screen.getAllByText('Valor obrigatório')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Link do documento/), {
      target: { value: 'https://example.com/relatorio.pdf' },
    });
    fireEvent.change(screen.getByLabelText(/Data do documento/), { target: { value: '10/11/2026' } });
    fireEvent.click(screen.getByLabelText('Mascarar dados pessoais'));
    choose(new File(['%PDF-1.7'], 'clipping.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const request = seen[0];
    expect(request?.endpoint === 'classify-pdf-v3' && request.document.masked).toBe(true);
  });

  it('offers the template, and for a sheet refused for its rows, the sheet listing them', async () => {
    const downloads: string[] = [];
    const errorSheetUrl = '/importer-service/prod/jobs/j1/error-sheet?account_id=a&universe_id=u';
    const refused = new ApiError(
      422,
      'VALIDATION',
      'Há erros em posts na planilha, verifique os dados e tente novamente.',
      null,
      { status: 'error', jobId: 'j1', errorSheetUrl },
    );
    renderCardRenderer(ImportFileRenderer, {
      type: 'importFile',
      data: { kind: 'static' },
      definition: cardRegistry.get('LSN_79'),
      services: {
        ...services('accepted', []),
        importFile: async () => Promise.reject(refused),
        importSheets: {
          downloadTemplate: async (endpoint) => {
            downloads.push(`template ${endpoint}`);
          },
          downloadErrorSheet: async (path) => {
            downloads.push(path);
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Baixar planilha modelo' }));
    choose(new File(['x'], 'comentarios.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Há erros em posts na planilha, verifique os dados e tente novamente.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver planilha com as linhas com erro' }));
    expect(downloads).toEqual(['template v2/importer/register/sheet/xlsx', errorSheetUrl]);
  });
});
