import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe.ts';
import { DEMO, signInToDashboard } from '../demo.ts';
import {
  cardCell,
  cardOrder,
  configureCard,
  createDashboardWithCards,
  deleteDashboardById,
  dragCardOnto,
  moveCardByKeyboard,
  removeCard,
  undoCardsEdit,
} from './grid-steps.ts';

const COLLECTED = 'Publicações coletadas';
const USERS = 'Usuários únicos';
const OVER_TIME = 'Publicações ao longo do tempo';
const NOTE = 'Nota lateral';

let dashboardId: string | null = null;

test.beforeEach(async ({ page, request }) => {
  dashboardId = await createDashboardWithCards(request, `Grade e configuração ${Date.now()}`, [
    'LSN_1',
    'LSN_2',
    'LSN_13',
    'LSN_67',
  ]);
  await signInToDashboard(page);
  await page.goto(`${DEMO.dashboardPath}?dashboard=${dashboardId}`);
  await expect(page.locator('main [data-card-uid]')).toHaveCount(4);
});

test.afterEach(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
  dashboardId = null;
});

test('cards reorder by drag and by keyboard, and the order survives a reload', async ({ page }) => {
  expect(await cardOrder(page)).toEqual([COLLECTED, USERS, OVER_TIME, NOTE]);

  await dragCardOnto(page, COLLECTED, USERS);
  await expect.poll(() => cardOrder(page)).toEqual([USERS, COLLECTED, OVER_TIME, NOTE]);

  await moveCardByKeyboard(page, NOTE, 'ArrowLeft');
  await expect.poll(() => cardOrder(page)).toEqual([USERS, COLLECTED, NOTE, OVER_TIME]);

  await page.reload();
  await expect.poll(() => cardOrder(page)).toEqual([USERS, COLLECTED, NOTE, OVER_TIME]);
});

test('the config panel resizes and renames a card and adds its annotation', async ({ page }) => {
  const gridWidth =
    (await page.locator('main [data-card-uid]').first().locator('..').boundingBox())?.width ?? 0;
  await configureCard(page, USERS, {
    title: 'Pessoas na conversa',
    width: '12 Colunas',
    height: 'Grande',
    annotation: 'Meta: 10 mil por semana',
  });

  const cell = cardCell(page, 'Pessoas na conversa');
  await expect(cell).toBeVisible();
  await expect(cell.getByText('Meta: 10 mil por semana')).toBeVisible();
  const box = await cell.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(Math.round(gridWidth));
  expect(Math.round((await cell.locator('section').boundingBox())?.height ?? 0)).toBe(480);

  await page.reload();
  await expect(cardCell(page, 'Pessoas na conversa').getByText('Meta: 10 mil por semana')).toBeVisible();
});

test('a removed card comes back with Ctrl+Z, saved', async ({ page }) => {
  await removeCard(page, OVER_TIME);
  await expect(page.getByText('Componente removido. Use Ctrl+Z para desfazer.')).toBeVisible();
  expect(await cardOrder(page)).toEqual([COLLECTED, USERS, NOTE]);

  await undoCardsEdit(page);
  await expect.poll(() => cardOrder(page)).toEqual([COLLECTED, USERS, OVER_TIME, NOTE]);

  await page.reload();
  await expect.poll(() => cardOrder(page)).toEqual([COLLECTED, USERS, OVER_TIME, NOTE]);
});

test('the config panel and the remove dialog pass axe, close on Escape and give focus back', async ({
  page,
}) => {
  const menuButton = page.getByRole('button', { name: `Opções do componente: ${NOTE}` });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Configurar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar componente' });
  await expect(drawer.getByLabel('Título')).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  const removeButton = page.getByRole('button', { name: 'Remover componentes' });
  await removeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Remover componentes' });
  await expect(dialog.getByRole('checkbox', { name: NOTE })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();
});
