import { createReadStream } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import type { CellValue } from './sheet-cells.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import { notXlsx } from './zip-guard.ts';

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (1 = the header). */
  number: number;
  /** The row's cells from column A, 0-based. */
  cells: CellValue[];
}

/** Rows read between two yields to the event loop, so a large sheet never holds other requests up. */
const ROWS_PER_TURN = 500;

const tooManyRows = () => new AppError(413, 'VALIDATION', 'importer.errors.tooManyRows');

/**
 * The non-empty rows of the file's first worksheet, read as a stream (exceljs' streaming reader: the sheet
 * is never held whole), dates as Dates (styles are read for their number formats). More than
 * SHEET_LIMITS.maxRows data rows stop the reading with a 413. A file exceljs cannot read is a 415.
 */
export async function* readFirstSheet(path: string): AsyncGenerator<SheetRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let read = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        if (values.every((value) => value === null || value === undefined || value === '')) continue;
        read += 1;
        if (read > SHEET_LIMITS.maxRows + 1) throw tooManyRows();
        if (read % ROWS_PER_TURN === 0) await nextTurn();
        yield { number: row.number, cells: values };
      }
      // Only the first worksheet holds data (the template's second one is its instructions).
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notXlsx();
  } finally {
    input.destroy();
  }
}
