import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, signInToDashboard } from './demo.ts';

/** The build's default product site (packages/web/src/app/app-config.ts); answered here, never fetched. */
const PRODUCT_SITE = 'https://mirante.studio/';

test.beforeEach(async ({ page }) => {
  await page.route(`${PRODUCT_SITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Mirante</title><h1>Site do produto</h1>' }),
  );
});

test('the root without a session leaves for the product site', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(PRODUCT_SITE);
  await expect(page.getByRole('heading', { name: 'Site do produto' })).toBeVisible();
});

test('the root with account and universe cookies but no session leaves for the product site', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'account', value: `${DEMO.accountId}|Demo`, url: baseURL ?? '' },
    { name: 'universe', value: `${DEMO.universeId}|Marca`, url: baseURL ?? '' },
  ]);
  await page.goto('/');
  await expect(page).toHaveURL(PRODUCT_SITE);
});

test('the root with a session opens the last universe the user opened', async ({ page }) => {
  await signInToDashboard(page);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.dashboardTitle })).toBeVisible();
});

test('the root with a session and cookies naming another universe goes there', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Selecione uma organização:')).toBeVisible();
  await context.addCookies([
    { name: 'account', value: 'demo|Demo', url: baseURL ?? '' },
    { name: 'universe', value: 'demo-homologacao|Marca Demo — Homologação', url: baseURL ?? '' },
  ]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/demo\/demo-homologacao\/dashboard\/?$/);
});

test('an unknown path goes to the 404 error screen, and Voltar goes back', async ({ page }) => {
  await page.goto('/403');
  await page.goto('/isto/nao/existe');
  await expect(page).toHaveURL(/\/error\?errorStatus=404$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'Acesso não permitido' })).toBeVisible();
});

for (const [path, title] of [
  ['/403', 'Acesso não permitido'],
  ['/500', 'Erro no servidor'],
  ['/error?errorStatus=405', 'Conta e Pesquisa não encontradas'],
  ['/error?errorStatus=406', 'Dashboard não encontrado'],
  ['/error?errorStatus=timeout', 'Erro de Comunicação'],
] as const) {
  test(`${path} says '${title}' with a Voltar button`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });
}

test('a universe the user does not belong to says so', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Selecione uma organização:')).toBeVisible();
  await page.goto('/demo/nao-existe/dashboard');
  await expect(page.getByRole('heading', { name: 'Conta e Pesquisa não encontradas' })).toBeVisible();
});

test('the language switch turns the app to English and is remembered', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in to Mirante Studio' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('E-mail cannot be empty')).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('dark by default, light on request, and the choice holds on the next screen', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByText('Claro', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goto('/403');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test("an unknown user says 'Usuário não encontrado' and stays on the login", async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, 'ninguem@mirante.local', 'qualquer-senha');
  await expect(page.getByRole('alert')).toHaveText('Usuário não encontrado');
  await expect(page).toHaveURL(new RegExp(`${DEMO.loginPath}/?$`));
});

test('login by keyboard alone, with a visible focus ring', async ({ page }) => {
  await page.goto(DEMO.loginPath);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const email = page.getByLabel('E-mail');
  // Tab from the top of the page until the e-mail field has the focus.
  const emailFocused = email.and(page.locator(':focus'));
  for (let presses = 0; presses < 10 && (await emailFocused.count()) === 0; presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');

  const organisation = page.getByRole('button', { name: new RegExp(DEMO.brandUniverse) });
  await expect(organisation).toBeVisible();
  await organisation.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(organisation).toBeFocused();
  await expect(organisation).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}/?$`));
});

test('the user menu lists configurações, criar componente and sair, and sair signs out', async ({ page }) => {
  await signInToDashboard(page);
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Configurações' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Criar componente' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.loginPath}/?$`));
  await expect(page.getByLabel('E-mail')).toBeVisible();

  // The session is gone: the dashboard sends back to the login.
  await page.goto(DEMO.dashboardPath);
  await expect(page).toHaveURL(new RegExp(`${DEMO.loginPath}/?$`));
});
