import { translate } from '@mirante/core';
import ExcelJS from 'exceljs';
import type { RowError, SheetColumn } from './comment-sheet-layout.ts';

const XLSX = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/**
 * The sheet the card offers when a sheet has errors: one row per erroneous cell, in row order, with the
 * spreadsheet's row number, the column's header, what is wrong (pt-BR, from the catalogue) and the value sent.
 */
export async function buildErrorSheet(errors: readonly RowError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mirante Studio';
  const sheet = workbook.addWorksheet(translate('importer.errorSheet.title'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: translate('importer.errorSheet.row'), width: 8 },
    { header: translate('importer.errorSheet.column'), width: 20 },
    { header: translate('importer.errorSheet.problem'), width: 70 },
    { header: translate('importer.errorSheet.value'), width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  const byRow = [...errors].sort((a, b) => a.row - b.row);
  for (const error of byRow) sheet.addRow([error.row, error.column, translate(error.problem), error.value]);
  return XLSX(workbook);
}

/**
 * A template of a sheet importer: its header row and one example row on the first worksheet (the one read),
 * what each column takes on a second one.
 */
export async function buildTemplate(columns: Record<string, SheetColumn>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mirante Studio';
  const list = Object.values(columns);
  const data = workbook.addWorksheet('Dados', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = list.map((column) => ({
    header: column.header,
    width: Math.max(column.header.length + 4, 18),
  }));
  data.getRow(1).font = { bold: true };
  data.addRow(list.map((column) => column.example));
  const help = workbook.addWorksheet(translate('importer.template.instructions'));
  help.columns = [
    { header: 'Coluna', width: 20 },
    { header: 'Obrigatória', width: 12 },
    { header: 'O que informar', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of list) help.addRow([column.header, column.required ? 'sim' : 'não', column.hint]);
  return XLSX(workbook);
}
