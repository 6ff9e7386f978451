import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO, fillLogin } from './demo.ts';

/** The README's picture, rewritten only by `npm run docs:screenshot`: a test run writes no tracked file. */
const DOCS_SCREENSHOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/dashboard.png',
);

test('empty fields show the spec messages and send nothing', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/session/login')) loginCalls.push(request.url());
  });
  await page.goto(DEMO.loginPath);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail não pode ser vazio')).toBeVisible();
  await expect(page.getByText('Senha não pode ser vazia')).toBeVisible();
  await fillLogin(page, 'demo@mirante', 'x');
  await expect(page.getByText('E-mail não válido')).toBeVisible();
  expect(loginCalls).toEqual([]);
});

test('a wrong password says so', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, 'senha-errada');
  await expect(page.getByRole('alert')).toContainText('Senha inválida');
  await expect(page).toHaveURL(new RegExp(`${DEMO.loginPath}/?$`));
});

test('login, choose the organisation, see posts over time from the analytics store', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DEMO.loginPath);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await fillLogin(page, DEMO.email, DEMO.password);

  await expect(page.getByText('Selecione uma organização:')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(DEMO.brandUniverse) }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}/?$`));

  const card = page.locator('[data-card-id="LSN_13"]');
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(card.getByText('Publicações ao longo do tempo').first()).toBeVisible();
  await expect(card.locator('[data-testid="card-chart"] canvas').first()).toBeVisible();

  // The table view holds the numbers the chart draws: seven days, and far from empty.
  const rows = card.locator('table tbody tr');
  await expect(rows).toHaveCount(7);
  const cells = await card.locator('table tbody td').allTextContents();
  const total = cells
    .map((text) => Number(text.replace(/\./g, '').replace(',', '.')))
    .reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(1000);

  await page.screenshot({
    path: process.env.UPDATE_DOCS_SCREENSHOT ? DOCS_SCREENSHOT : test.info().outputPath('dashboard.png'),
  });
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/nao/existe/mesmo/aqui');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
});
