import type { CardData } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTableRenderer, TABLE_PAGE_SIZE } from './DataTableRenderer.tsx';
import { renderCardRenderer } from './render-card-renderer.tsx';

const ROWS = 250;
const data: CardData = {
  kind: 'table',
  columns: [
    { key: 'name', label: 'Atendente', format: 'text' },
    { key: 'tickets', label: 'Tickets', format: 'count' },
    { key: 'share', label: 'Participação', format: 'percent' },
  ],
  rows: Array.from({ length: ROWS }, (_, index) => ({
    name: `Atendente ${String(index + 1).padStart(3, '0')}`,
    tickets: 1_000 + ((index * 7_919) % 5_000),
    share: index === 3 ? null : (index % 100) / 4,
  })),
};

const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'));
const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]?.textContent;

describe('DataTableRenderer', () => {
  // happy-dom lays nothing out: give the scroll box the size a card has, so the virtualiser has rows to show.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows pt-BR numbers and only the rows in view', () => {
    renderCardRenderer(DataTableRenderer, { type: 'dataTable', data, title: 'Produtividade' });
    const table = screen.getByRole('table', { name: 'Produtividade' });
    expect(table.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    expect(firstCell()).toBe('Atendente 001');
    expect(within(bodyRows()[0] as HTMLElement).getByText('1.000')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByText('0,3%')).toBeTruthy();
    // Virtualised: far fewer rows than a page are in the document.
    expect(bodyRows().length).toBeLessThan(TABLE_PAGE_SIZE);
    expect(screen.getByText('1–100 de 250')).toBeTruthy();
  });

  it('sorts by a column, ascending then descending, blanks last', () => {
    renderCardRenderer(DataTableRenderer, { type: 'dataTable', data });
    const header = screen.getByRole('columnheader', { name: /Tickets/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('1.000');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const top = Math.max(...(data.kind === 'table' ? data.rows.map((row) => Number(row.tickets)) : []));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe(
      new Intl.NumberFormat('pt-BR').format(top),
    );
    const share = screen.getByRole('columnheader', { name: /Participação/ });
    fireEvent.click(within(share).getByRole('button'));
    fireEvent.click(within(share).getByRole('button'));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('24,8%');
  });

  it('pages through the rows', () => {
    renderCardRenderer(DataTableRenderer, { type: 'dataTable', data });
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('101–200 de 250')).toBeTruthy();
    expect(firstCell()).toBe('Atendente 101');
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('102');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('201–250 de 250')).toBeTruthy();
  });

  it('exports every row, in the order on screen, and shows the empty state without rows', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:table';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { unmount } = renderCardRenderer(DataTableRenderer, {
      type: 'dataTable',
      data,
      title: 'Produtividade',
    });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Atendente/ })).getByRole('button'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Atendente/ })).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await (blobs[0] as Blob).text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Atendente,Tickets,Participação');
    expect(lines[1]?.startsWith('Atendente 250,')).toBe(true);
    expect(lines.filter((line) => line !== '')).toHaveLength(ROWS + 1);
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeTruthy();
    unmount();
    renderCardRenderer(DataTableRenderer, { type: 'dataTable', data: { ...data, rows: [] } });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
