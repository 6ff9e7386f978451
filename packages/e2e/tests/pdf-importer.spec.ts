import { zonedDateKey } from '@mirante/core';
import { expect, test } from '@playwright/test';
import { clippingPdf } from '../../server/src/modules/importers/pdf-fixtures.ts';
import { DEMO, signInToDashboard } from './demo.ts';
import { createDashboardWithCards, deleteDashboardById } from './studio/grid-steps.ts';

const title = `Importador de PDF ${Date.now()}`;
let dashboardId = '';

/** The PDF importer beside the post search, on a dashboard of their own. */
test.beforeAll(async ({ request }) => {
  dashboardId = await createDashboardWithCards(request, title, ['LSN_72', 'LSN_75']);
});

test.afterAll(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
});

test('a press clipping sent as PDF is found by the post search; the same clipping again is refused', async ({
  page,
}) => {
  // A word no demo post has, so the search finds the clipping alone.
  const word = `Xerimbabo${Date.now()}`;
  const headline = `Jornal do Commercio — ${word} no porto do Recife`;
  const pdf = Buffer.from(await clippingPdf([[headline, 'Ação, coração e informação na edição de hoje']]));
  const [year, month, day] = zonedDateKey(Date.now()).split('-');

  await signInToDashboard(page);
  await page.goto(`${DEMO.dashboardPath}?dashboard=${dashboardId}`);
  const importer = page.locator('[data-card-id="LSN_72"]');
  await importer.getByRole('button', { name: 'Enviar' }).click();
  // The file, the link and the date.
  await expect(importer.getByText('Valor obrigatório')).toHaveCount(3);

  await importer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'clipping.pdf', mimeType: 'application/pdf', buffer: pdf });
  await importer.getByLabel(/Link do documento/).fill('https://jc.ne10.uol.com.br/economia/porto');
  await importer.getByLabel(/Data do documento/).fill(`${day}/${month}/${year}`);
  await importer.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    importer.getByText('Documento recebido. Os dados podem levar até 30 segundos para aparecer.'),
  ).toBeVisible();

  const search = page.locator('[data-card-id="LSN_75"]');
  await search.getByLabel('Busca booleana').fill(word);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(search.getByText(headline, { exact: false })).toBeVisible();

  await importer.getByRole('button', { name: 'Enviar' }).click();
  await expect(importer.getByText('Este documento já foi previamente inserido')).toBeVisible();
});
