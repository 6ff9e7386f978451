import { type CardRows, exportFileName } from '@mirante/core';
import { cardRowsToCsv, csvBlob } from '../exports/card-csv.ts';
import { cardRowsToXlsx } from '../exports/card-xlsx.ts';
import { downloadBlob } from '../exports/download-file.ts';

/** Downloads every row of a table, in the order given, as the card's CSV or XLSX file. */
export async function downloadTableRows(
  title: string,
  rows: CardRows,
  format: 'CSV' | 'XLSX',
): Promise<void> {
  const blob = format === 'CSV' ? csvBlob(cardRowsToCsv(rows)) : await cardRowsToXlsx(title, rows);
  downloadBlob(blob, exportFileName(title, format));
}
