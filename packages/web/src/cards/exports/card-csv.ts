import type { CardCell, CardRows } from '@mirante/core';

function csvField(cell: CardCell): string {
  if (cell === null) return '';
  const value = String(cell);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The rows as CSV (RFC 4180: comma-separated, quoted when needed, CRLF lines), header first. Numbers are
 * written plainly (1234.5) so spreadsheets read them as numbers; dates as on screen.
 */
export function cardRowsToCsv({ columns, rows }: CardRows): string {
  const lines = [columns.map((column) => csvField(column.label)), ...rows.map((row) => row.map(csvField))];
  return lines.map((line) => line.join(',')).join('\r\n');
}

/** A CSV file that spreadsheet programs open as UTF-8 (accents intact): the byte-order mark goes first. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}
