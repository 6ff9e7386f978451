import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe.ts';
import { DEMO, signInToDashboard } from '../demo.ts';
import { cardCell, createDashboardWithCards, deleteDashboardById } from './grid-steps.ts';
import {
  choosePeriodPreset,
  expectEmptyTitleRefused,
  openDashboardSettings,
  renameDashboard,
  setGlobalFilter,
  singleValueOf,
} from './settings-steps.ts';

const COLLECTED = 'Publicações coletadas';

let dashboardId: string | null = null;
let title = '';

test.beforeEach(async ({ page, request }) => {
  title = `Configurações e filtros ${Date.now()}`;
  dashboardId = await createDashboardWithCards(request, title, ['LSN_1']);
  await signInToDashboard(page);
  await page.goto(`${DEMO.dashboardPath}?dashboard=${dashboardId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.afterEach(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
  dashboardId = null;
});

test('an empty title is refused; a new title is saved and survives a reload', async ({ page }) => {
  await expectEmptyTitleRefused(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const renamed = `${title} (renomeado)`;
  await renameDashboard(page, renamed);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test("a global filter changes a card's number, and reaches its request", async ({ page }) => {
  const card = cardCell(page, COLLECTED);
  const before = await singleValueOf(card);

  const filtered = page.waitForRequest(
    (request) =>
      request.url().includes('/war-room/monitoring-overview') &&
      new URL(request.url()).searchParams.get('filter')?.includes('instagram') === true,
  );
  await setGlobalFilter(page, 'Canais', 'Instagram');
  await filtered;
  await expect.poll(() => singleValueOf(card)).not.toBe(before);
  await expect(page.getByRole('button', { name: /^Filtros globais/ })).toContainText('1');
});

test('a preset period applies to the cards and stays in the address across a reload', async ({ page }) => {
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/war-room/monitoring-overview') &&
      Number(new URL(request.url()).searchParams.get('date_range')?.split(':')[1]) -
        Number(new URL(request.url()).searchParams.get('date_range')?.split(':')[0]) >
        20 * 86_400_000,
  );
  await choosePeriodPreset(page, 'Últimos 30 dias');
  await asked;
  await expect(page).toHaveURL(/[?&]period=last30Days/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Período: Últimos 30 dias' })).toBeVisible();
});

test('the settings, global filters and period panels pass axe, and Escape closes them', async ({ page }) => {
  const settings = await openDashboardSettings(page);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.getByRole('button', { name: /^Filtros globais/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros globais' });
  await expect(filters).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  const picker = page.getByRole('button', { name: /^Período:/ });
  await picker.click();
  await expect(page.getByRole('group', { name: 'Período' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Período' })).toBeHidden();
  await expect(picker).toBeFocused();
});
