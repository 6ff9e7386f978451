import { zoneOffsetMs } from '@mirante/core';
import ExcelJS from 'exceljs';
import type { CardSheet, Cell, ColumnKind } from './card-sheet.ts';
import { sheetNames } from './sheet-names.ts';

const DATE_FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  number: '#,##0.##',
};

/** Excel dates carry no zone: an instant is written as its wall-clock time in São Paulo. */
function excelValue(cell: Cell, kind: ColumnKind): ExcelJS.CellValue {
  if (cell === null) return null;
  if ((kind === 'date' || kind === 'datetime') && typeof cell === 'number') {
    return new Date(cell + zoneOffsetMs(cell));
  }
  return cell;
}

/** One worksheet per card, in dashboard order, named after the card titles (valid and distinct). */
export async function buildWorkbook(title: string, sheets: readonly CardSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mirante Studio';
  workbook.title = title;
  const names = sheetNames(sheets.map((sheet) => sheet.title));
  sheets.forEach((sheet, index) => {
    const worksheet = workbook.addWorksheet(names[index], { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: Math.min(Math.max(column.header.length + 2, column.kind === 'text' ? 24 : 14), 60),
      style: DATE_FORMATS[column.kind] ? { numFmt: DATE_FORMATS[column.kind] } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(row.map((cell, column) => excelValue(cell, sheet.columns[column]?.kind ?? 'text')));
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
