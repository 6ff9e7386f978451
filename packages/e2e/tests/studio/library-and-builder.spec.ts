import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe.ts';
import { DEMO, signInToDashboard } from '../demo.ts';
import { createDashboardWithCards, deleteDashboardById } from './grid-steps.ts';
import { addCard, createComponent, deleteCustomComponent } from './library-steps.ts';

let dashboardId: string | null = null;
let componentId: string | null = null;

test.afterEach(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
  if (componentId) await deleteCustomComponent(request, componentId);
  dashboardId = null;
  componentId = null;
});

test('a blank dashboard gets three cards of different types from the library, then a component built for it', async ({
  page,
  request,
}) => {
  dashboardId = await createDashboardWithCards(request, `Biblioteca ${Date.now()}`, []);
  await signInToDashboard(page);
  await page.goto(`${DEMO.dashboardPath}?dashboard=${dashboardId}`);
  await expect(page.getByText('Este dashboard ainda não tem componentes.')).toBeVisible();

  // A number (war room), a line chart (charts service, added by keyboard) and a text note (static).
  const number = await addCard(page, 'Publicações coletadas');
  const line = await addCard(page, 'Publicações ao longo do tempo', { keyboard: true });
  const note = await addCard(page, 'Nota lateral');
  expect([number, line, note]).toEqual(['LSN_1', 'LSN_13', 'LSN_67']);
  for (const cardId of [number, line, note]) {
    await expect(page.locator(`main [data-card-id="${cardId}"]`)).toHaveAttribute('data-state', 'ready');
  }

  const title = `Canais ${Date.now()}`;
  componentId = await createComponent(page, {
    title,
    description: 'Publicações por canal no período',
    dataSource: 'listening',
    entity: 'posts',
    grouping: ['Canal'],
    metric: 'id',
    operator: 'count',
    chartType: 'donut',
  });
  // The library's custom group offers it at once, and it is added like any card.
  await page.getByRole('button', { name: 'Adicionar componente' }).click();
  const drawer = page.getByRole('dialog', { name: 'Adicionar componente' });
  await expect(drawer.getByRole('heading', { name: /^Personalizados/ })).toBeVisible();
  await drawer.locator('[data-library-item]').first().focus();
  await expect(drawer.locator('[data-library-preview]')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const custom = await addCard(page, title);
  expect(custom).toBe(`CUSTOM_${componentId}`);
  const frame = page.locator(`main [data-card-id="${custom}"]`);
  await expect(frame.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // Its data come from the charts service and draw as a donut.
  await expect(frame).toHaveAttribute('data-state', 'ready');
  await expect(frame.locator('canvas, svg').first()).toBeVisible();

  await page.reload();
  await expect(page.locator('main [data-card-id]')).toHaveCount(4);
  await expect(page.locator(`main [data-card-id="${custom}"]`)).toHaveAttribute('data-state', 'ready');
});
