import { expect, type Page, test } from '@playwright/test';
import { DEMO, type Published, publishDemoDashboard } from './demo.ts';

let published: Published;

test.beforeAll(async ({ request }) => {
  published = await publishDemoDashboard(request);
});

async function enterAsGuest(page: Page, fields: { code?: string; email?: string; accept?: boolean }) {
  if (fields.code !== undefined) await page.getByLabel('Código de acesso').fill(fields.code);
  if (fields.email !== undefined) await page.getByLabel('E-mail').fill(fields.email);
  if (fields.accept) await page.getByLabel(/Li e aceito os termos de uso/).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function expectReadOnlyDashboard(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}\\?dashboard=${DEMO.dashboardId}&public=1$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.dashboardTitle })).toBeVisible();
  await expect(page.getByText('Somente leitura')).toBeVisible();
  await expect(page.locator('[data-card-id="LSN_13"]')).toBeVisible();
  // No user, so no user menu, and nothing to edit.
  await expect(page.getByRole('button', { name: 'Abrir menu do usuário' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Adicionar componente|Compartilhar|Renomear/ })).toHaveCount(
    0,
  );
}

test('the access-code screen asks for the e-mail and the terms before sending anything', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/guest/')) calls.push(request.url());
  });
  await page.goto(DEMO.tokenPath);
  await expect(page.getByLabel('Código de acesso')).toBeVisible();
  await enterAsGuest(page, { code: published.accessCode });
  await expect(page.getByText('O e-mail é obrigatório.')).toBeVisible();
  await expect(
    page.getByText('É preciso aceitar os termos de uso e a política de privacidade.'),
  ).toBeVisible();

  await enterAsGuest(page, { email: 'visitante@example.com' });
  await expect(page.getByText('O e-mail é obrigatório.')).toHaveCount(0);
  await expect(
    page.getByText('É preciso aceitar os termos de uso e a política de privacidade.'),
  ).toBeVisible();
  expect(calls).toEqual([]);
});

test("a wrong access code says 'Código de acesso inválido'", async ({ page }) => {
  await page.goto(DEMO.tokenPath);
  await enterAsGuest(page, { code: 'CODIGO-ERRADO', email: 'visitante@example.com', accept: true });
  await expect(page.getByRole('alert')).toHaveText('Código de acesso inválido');
  await expect(page).toHaveURL(new RegExp(`${DEMO.tokenPath}/?$`));
});

test('the right access code opens the dashboard read-only', async ({ page }) => {
  await page.goto(DEMO.tokenPath);
  await enterAsGuest(page, { code: published.accessCode, email: 'visitante@example.com', accept: true });
  await expectReadOnlyDashboard(page);
});

test('a token link asks for the e-mail and consent, then opens the dashboard read-only', async ({ page }) => {
  await page.goto(`${DEMO.tokenPath}?token=${encodeURIComponent(published.token)}`);
  await expect(page.getByLabel('Código de acesso')).toHaveCount(0);
  await enterAsGuest(page, { email: 'convidada@example.com', accept: true });
  await expectReadOnlyDashboard(page);
});

test('a guest without a session who opens the public dashboard gets the access-code screen', async ({
  page,
}) => {
  await page.goto(`${DEMO.dashboardPath}?dashboard=${DEMO.dashboardId}&public=1`);
  await expect(page).toHaveURL(new RegExp(`${DEMO.tokenPath}/?$`));
  await expect(page.getByLabel('Código de acesso')).toBeVisible();
});

test('the campaign shortcut opens its dashboard as public with the campaign token cookie', async ({
  page,
}) => {
  const dashboardRequest = page.waitForRequest((request) =>
    request.url().endsWith(`/dashboards/v1/${DEMO.universeId}/${DEMO.dashboardId}`),
  );
  await page.goto('/campanha');
  const request = await dashboardRequest;
  expect(await request.headerValue('cookie')).toContain('dashboard-token=campanha');
  // The demo build's campaign token opens no session, so the guest is asked for an access code.
  await expect(page).toHaveURL(new RegExp(`${DEMO.tokenPath}/?$`));
  await expect(page.getByLabel('Código de acesso')).toBeVisible();
});
