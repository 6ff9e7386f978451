import { cardRegistry, startOfZonedDateKey } from '@mirante/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http-client.ts';
import { ImportFileRenderer } from '../renderers/ImportFileRenderer.tsx';
import { renderCardRenderer } from '../renderers/render-card-renderer.tsx';
import type { ImportOutcome, ImportRequest, RendererServices } from './renderer-services.ts';
import { importerPath } from './server-renderer-services.ts';

type Import = (request: ImportRequest, onProgress?: (percent: number) => void) => Promise<ImportOutcome>;

function renderPdfForm(importFile: Import) {
  const services: RendererServices = {
    searchKey: vi.fn(),
    searchPosts: vi.fn(),
    searchAuthors: vi.fn(),
    importFile,
  };
  return renderCardRenderer(ImportFileRenderer, {
    type: 'importFile',
    data: { kind: 'static' },
    definition: cardRegistry.get('LSN_72'),
    services,
  });
}

const PDF = new File(['%PDF-1.7 clipping'], 'clipping.pdf', { type: 'application/pdf' });
/** The server's answer to a PDF: its job stored the one post. */
const ACCEPTED: ImportOutcome = { status: 'accepted', endpoint: 'classify-pdf-v3', imported: 1 };

function fillAndSend(link = 'https://www.folha.uol.com.br/mercado/acucar.shtml', date = '10/03/2026') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [PDF] } });
  fireEvent.change(screen.getByLabelText(/Link do documento/), { target: { value: link } });
  fireEvent.change(screen.getByLabelText(/Data do documento/), { target: { value: date } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('DocumentImportForm (the PDF importer card)', () => {
  it('asks for the file too, and sends it with the link, the São Paulo day and the masking choice', async () => {
    const seen: ImportRequest[] = [];
    renderPdfForm(async (request) => {
      seen.push(request);
      return ACCEPTED;
    });
    expect(screen.getByText('Tipos aceitos: .pdf · Tamanho máximo: 64 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The file, the link and the date.
    expect(await screen.findAllByText('Valor obrigatório')).toHaveLength(3);
    expect(seen).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Mascarar dados pessoais'));
    fillAndSend();
    expect(
      await screen.findByText('Documento recebido. Os dados podem levar até 30 segundos para aparecer.'),
    ).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      endpoint: 'classify-pdf-v3',
      file: PDF,
      document: {
        link: 'https://www.folha.uol.com.br/mercado/acucar.shtml',
        documentDate: startOfZonedDateKey('2026-03-10'),
        masked: true,
      },
    });
  });

  it('shows how much of the file is sent while it is sent, then that the server is processing it', async () => {
    let finish: (outcome: ImportOutcome) => void = () => {};
    let progress: (percent: number) => void = () => {};
    renderPdfForm(
      (_request, onProgress) =>
        new Promise((resolve) => {
          progress = onProgress ?? progress;
          onProgress?.(40);
          finish = resolve;
        }),
    );
    fillAndSend();
    expect(await screen.findByText('Enviando… 40%')).toBeTruthy();
    // The whole file sent: the server still works on it, and the card says so instead of 'Enviando… 100%'.
    act(() => progress(100));
    expect(await screen.findByText('Processando')).toBeTruthy();
    expect(screen.queryByText(/Enviando…/)).toBeNull();
    finish(ACCEPTED);
    await waitFor(() => expect(screen.queryByText('Processando')).toBeNull());
    expect(await screen.findByText(/Documento recebido/)).toBeTruthy();
  });

  it("shows the server's refusal of the document in its own words", async () => {
    renderPdfForm(async () => {
      throw new ApiError(409, 'CONFLICT', 'Este documento já foi previamente inserido');
    });
    fillAndSend();
    expect(await screen.findByText('Este documento já foi previamente inserido')).toBeTruthy();
  });

  it('says it could not load the document when the upload fails without an answer', async () => {
    renderPdfForm(async () => {
      throw new ApiError(0, null, 'network error');
    });
    fillAndSend();
    expect(await screen.findByText('Não conseguimos carregar o documento...')).toBeTruthy();
  });

  it('shows a field the server refused under that field', async () => {
    renderPdfForm(async () => {
      throw new ApiError(400, 'VALIDATION', 'Link inválido', { link: 'Link inválido' });
    });
    fillAndSend();
    const link = screen.getByLabelText(/Link do documento/);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Link inválido')).toHaveLength(1);
  });

  it('goes to the spec path with the universe and the form, the date as the São Paulo day', () => {
    const path = importerPath(
      {
        endpoint: 'classify-pdf-v3',
        file: PDF,
        document: {
          link: 'https://exemplo.com/a?b=1',
          documentDate: startOfZonedDateKey('2026-03-10') ?? 0,
          masked: false,
        },
      },
      { accountId: 'conta', universeId: 'marca', isStaging: true },
    );
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/se-pdf-extractor/staging/classify-pdf-v3');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account_id: 'conta',
      universe_id: 'marca',
      is_staging: 'true',
      link: 'https://exemplo.com/a?b=1',
      document_date: '2026-03-10',
      masked: 'false',
    });
  });
});
