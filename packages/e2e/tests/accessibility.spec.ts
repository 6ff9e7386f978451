import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO, fillLogin, publishDemoDashboard, signInToDashboard } from './demo.ts';

test('login screen', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail não pode ser vazio')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('organisation choice', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Selecione uma organização:')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('guest entry by access code', async ({ page }) => {
  await page.goto(DEMO.tokenPath);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('O e-mail é obrigatório.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('error screen', async ({ page }) => {
  await page.goto('/isto/nao/existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('error screen in the light theme', async ({ page }) => {
  await page.goto('/403');
  await page.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSeriousViolations(page);
});

test('dashboard of a signed-in user', async ({ page }) => {
  await signInToDashboard(page);
  await expect(page.locator('[data-card-id="LSN_13"]')).toHaveAttribute('data-state', 'ready');
  await expectNoSeriousViolations(page);
});

test('dashboard of a guest', async ({ page, request }) => {
  const { accessCode } = await publishDemoDashboard(request);
  await page.goto(DEMO.tokenPath);
  await page.getByLabel('Código de acesso').fill(accessCode);
  await page.getByLabel('E-mail').fill('visitante@example.com');
  await page.getByLabel(/Li e aceito os termos de uso/).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Somente leitura')).toBeVisible();
  // Whatever the card's data answers, the page around it is what is checked here.
  await expect(page.locator('[data-card-id="LSN_13"]')).toHaveAttribute('data-state', /ready|empty|error/);
  await expectNoSeriousViolations(page);
});
