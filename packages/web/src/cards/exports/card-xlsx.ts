import { type CardRows, EXPORT_MIME_TYPES } from '@mirante/core';
import type { Workbook } from 'exceljs';

/** Excel refuses sheet names over 31 characters and some punctuation. */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[\\/*?:[\]]+/g, ' ')
      .trim()
      .slice(0, 31) || 'Dados'
  );
}

/**
 * Adds a card's rows as one sheet: the header in bold, numbers as numbers. The whole-dashboard export adds
 * one sheet per card with this too. Names already taken get a counter.
 */
export function addCardSheet(workbook: Workbook, title: string, { columns, rows }: CardRows): void {
  const base = sheetName(title);
  let name = base;
  for (let n = 2; workbook.getWorksheet(name); n += 1) name = `${base.slice(0, 27)} (${n})`;
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.min(60, Math.max(12, column.label.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

/** Loads exceljs only when someone exports, so it stays out of the dashboard's initial bundle. */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

export async function workbookBlob(workbook: Workbook): Promise<Blob> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: EXPORT_MIME_TYPES.XLSX });
}

export async function cardRowsToXlsx(title: string, rows: CardRows): Promise<Blob> {
  const workbook = await newWorkbook();
  addCardSheet(workbook, title, rows);
  return workbookBlob(workbook);
}
