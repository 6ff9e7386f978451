import fs from 'node:fs/promises';
import { zonedDateKey } from '@mirante/core';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sheetBytes } from '../../server/src/modules/importers/xlsx-fixtures.ts';
import { DEMO, signInToDashboard } from './demo.ts';
import { createDashboardWithCards, deleteDashboardById } from './studio/grid-steps.ts';

const title = `Importador de comentários ${Date.now()}`;

/** A São Paulo day `daysAgo` before today as the sheet writes it (DD/MM/AAAA), within the dashboard's 7 days. */
function sheetDay(daysAgo: number): string {
  const [year, month, day] = zonedDateKey(Date.now() - daysAgo * 86_400_000).split('-');
  return `${day}/${month}/${year}`;
}
let dashboardId = '';

/** The comment-sheet importer beside the import history and the post search, on a dashboard of their own. */
test.beforeAll(async ({ request }) => {
  dashboardId = await createDashboardWithCards(request, title, ['LSN_79', 'LSN_73', 'LSN_75']);
});

test.afterAll(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
});

test('a sheet with a bad row imports nothing and offers its errors; fixed, its rows show in the cards', async ({
  page,
}) => {
  // A word no demo post has, so the search finds the imported comments alone.
  const word = `Jabuticaba${Date.now()}`;
  const header = ['Canal', 'Data', 'Texto', 'Autor'];
  const good = [
    ['instagram', `${sheetDay(1)} 09:30`, `${word}: adorei o atendimento`, '@ana.e2e'],
    ['', `${sheetDay(2)} 18:05`, `${word}: a entrega atrasou`, '@bia.e2e'],
  ];
  const bad = ['instagram', '31/02/2026', `${word}: data que não existe`, '@caio.e2e'];

  await signInToDashboard(page);
  await page.goto(`${DEMO.dashboardPath}?dashboard=${dashboardId}`);
  const importer = page.locator('[data-card-id="LSN_79"]');
  const file = importer.locator('input[type="file"]');

  // The template is offered, and it is a sheet with the columns read.
  const templateDownload = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Baixar planilha modelo' }).click();
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(
    (await fs.readFile(await (await templateDownload).path())) as unknown as ArrayBuffer,
  );
  expect((template.getWorksheet(1)?.getRow(1).values as unknown[] | undefined)?.slice(1)).toEqual(
    expect.arrayContaining(['Canal', 'Data', 'Texto', 'Autor']),
  );

  await file.setInputFiles({
    name: 'comentarios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheetBytes([header, ...good, bad]),
  });
  await importer.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    importer.getByText('Há erros em posts na planilha, verifique os dados e tente novamente.'),
  ).toBeVisible();

  // The error sheet names the bad row (the fourth: after the header and the two good ones) and its column.
  const errorsDownload = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Ver planilha com as linhas com erro' }).click();
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.load((await fs.readFile(await (await errorsDownload).path())) as unknown as ArrayBuffer);
  expect((errors.getWorksheet(1)?.getRow(2).values as unknown[] | undefined)?.slice(1, 3)).toEqual([
    4,
    'Data',
  ]);

  // Nothing was imported: the search finds none of the sheet's comments.
  const search = page.locator('[data-card-id="LSN_75"]');
  await search.getByLabel('Busca booleana').fill(word);
  await search.getByRole('button', { name: 'Buscar' }).click();
  // The search has answered (it says it found nothing) before the absence of the comments means anything.
  await expect(search.getByText('Nenhuma publicação encontrada para esta busca.')).toBeVisible();
  await expect(search.getByText(`${word}: adorei o atendimento`)).toHaveCount(0);
  await expect(page.locator('[data-card-id="LSN_73"]').getByText('@ana.e2e')).toHaveCount(0);

  // Fixed (the bad row's date corrected), the sheet is imported whole.
  const fixed = [...bad];
  fixed[1] = `${sheetDay(3)} 12:00`;
  await file.setInputFiles({
    name: 'comentarios-corrigidos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheetBytes([header, ...good, fixed]),
  });
  await importer.getByRole('button', { name: 'Enviar' }).click();
  await expect(importer.getByText(/^3 posts importados\. /)).toBeVisible();

  // Without a reload, the history lists the three imported comments by author, processed; the search finds
  // all three.
  const history = page.locator('[data-card-id="LSN_73"]');
  for (const author of ['@ana.e2e', '@bia.e2e', '@caio.e2e']) {
    await expect(history.getByText(author)).toBeVisible();
  }
  // This file's rows only: other tests may have imported into the demo universe too.
  const rowsOfThisFile = history.getByRole('row').filter({ hasText: 'comentarios-corrigidos.xlsx' });
  await expect(rowsOfThisFile).toHaveCount(3);
  await expect(rowsOfThisFile.filter({ hasText: 'Processada com sucesso' })).toHaveCount(3);
  const searchAgain = page.locator('[data-card-id="LSN_75"]');
  await searchAgain.getByLabel('Busca booleana').fill(word);
  await searchAgain.getByRole('button', { name: 'Buscar' }).click();
  for (const [, , text] of [...good, fixed]) {
    await expect(searchAgain.getByText(text as string, { exact: false })).toBeVisible();
  }
});
