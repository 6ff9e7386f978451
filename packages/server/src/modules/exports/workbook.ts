import { type CardCell, type TableColumn, zoneOffsetMs } from '@mirante/core';
import ExcelJS from 'exceljs';
import type { CardSheet } from './card-sheet.ts';
import { sheetNames } from './sheet-names.ts';

/**
 * Excel's number format of each column format, so a number reads as on the card and stays a number: counts
 * whole, percentages in points (12.5 is 12,5%), money in BRL, durations in seconds, instants as dates.
 */
const NUMBER_FORMATS: Record<TableColumn['format'], string | null> = {
  text: null,
  date: 'dd/mm/yyyy hh:mm',
  count: '#,##0',
  decimal: '#,##0.00',
  percent: '0.0"%"',
  currency: '"R$" #,##0.00',
  duration: '#,##0" s"',
};

/** Excel dates carry no zone: an instant of a date column is written as its wall-clock time in São Paulo. */
function excelValue(cell: CardCell, column: TableColumn | undefined): ExcelJS.CellValue {
  if (typeof cell === 'number' && column?.format === 'date') return new Date(cell + zoneOffsetMs(cell));
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
    worksheet.columns = sheet.columns.map((column) => {
      const numFmt = NUMBER_FORMATS[column.format];
      return {
        header: column.label,
        width: Math.min(Math.max(column.label.length + 2, column.format === 'text' ? 24 : 14), 60),
        style: numFmt ? { numFmt } : {},
      };
    });
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(row.map((cell, column) => excelValue(cell, sheet.columns[column])));
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
