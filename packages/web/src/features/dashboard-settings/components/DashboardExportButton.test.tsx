import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderInStudio, studioDashboard, studioServer } from '../../filters/studio-test-support.tsx';
import { DashboardExportButton } from './DashboardExportButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(answer: () => Response) {
  const dashboard = studioDashboard({ globalFilter: { channels: ['instagram'] } });
  const { requests } = studioServer(dashboard, (request) =>
    request.url.pathname.startsWith('/exports/') ? answer() : null,
  );
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dashboard');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  renderInStudio(<DashboardExportButton />, dashboard, { url: '/?period=yesterday' });
  return { requests, created, clicked };
}

function exportAs(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Exportar dashboard' }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('DashboardExportButton', () => {
  it('asks for the whole dashboard over the period and filter on screen, and downloads it', async () => {
    const { requests, clicked } = setup(
      () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="Marca em foco.pdf"; filename*=UTF-8\'\'Marca%20em%20foco.pdf',
          },
        }),
    );
    exportAs('Exportar dashboard em PDF');

    expect(
      await screen.findByText('Gerando o arquivo do dashboard. Isso leva alguns segundos.'),
    ).toBeTruthy();
    expect(await screen.findByText('Arquivo do dashboard baixado.')).toBeTruthy();
    expect(clicked).toEqual(['Marca em foco.pdf']);
    const sent = requests.find((request) => request.url.pathname === '/exports/v1/uni1/dashboards/dash1.pdf');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      date_range: expect.stringMatching(/^\d+:\d+$/),
      filter: { channels: ['instagram'] },
    });
  });

  it("says what to do when the server cannot make the file, in the server's words", async () => {
    const message =
      'Não foi possível gerar o PDF: o Chromium não está instalado no servidor. Instale o pacote chromium ou defina CHROMIUM_PATH.';
    const { clicked } = setup(() =>
      jsonResponse({ status: 'error', error: { code: 'INTERNAL', message, fields: null } }, 503),
    );
    exportAs('Exportar dashboard em PDF');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('falls back to the catalogue message when the answer is not the API envelope', async () => {
    setup(() => new Response('bad gateway', { status: 502 }));
    exportAs('Exportar dashboard em XLSX');
    await waitFor(() =>
      expect(
        screen.getByText('Não foi possível gerar o arquivo do dashboard. Tente novamente em instantes.'),
      ).toBeTruthy(),
    );
  });
});
