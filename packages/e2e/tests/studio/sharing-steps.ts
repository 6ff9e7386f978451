import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO } from '../demo.ts';

/** The open dashboard's id, from `?dashboard=` of the page's address. */
export function openDashboardId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('dashboard');
  if (!id) throw new Error(`no ?dashboard= in ${page.url()}`);
  return id;
}

/**
 * 'Novo dashboard' from the menu beside the title: a dashboard with that title and no cards opens. Answers its
 * id. The page must show a dashboard of the demo universe.
 */
export async function createDashboard(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Trocar de dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Novo dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo dashboard' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]dashboard=/);
  return openDashboardId(page);
}

export interface SharedAccess {
  link: string;
  accessCode: string;
}

async function openSharingPanel(page: Page) {
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const panel = page.getByRole('dialog', { name: 'Compartilhar dashboard' });
  await expect(panel).toBeVisible();
  return panel;
}

async function readAccess(panel: ReturnType<Page['getByRole']>): Promise<SharedAccess> {
  return {
    link: await panel.getByLabel('Link de acesso').inputValue(),
    accessCode: await panel.getByLabel('Código de acesso').inputValue(),
  };
}

async function closePanel(page: Page, panel: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Publishes the open dashboard through 'Compartilhar' and answers its token link and access code. */
export async function publish(page: Page): Promise<SharedAccess> {
  const panel = await openSharingPanel(page);
  const toggle = panel.getByRole('switch', { name: 'Dashboard publicado' });
  await expect(toggle).not.toBeChecked();
  // A click, not check(): the switch turns on when the server has published.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(panel.getByLabel('Código de acesso')).not.toHaveValue('');
  const access = await readAccess(panel);
  await closePanel(page, panel);
  return access;
}

/**
 * A guest, in a browser context of its own (no session), enters the dashboard with the access code, the
 * e-mail and consent. Answers the guest's page on the read-only dashboard.
 */
export async function openAsGuest(
  browser: Browser,
  access: Pick<SharedAccess, 'accessCode'>,
  email = 'visitante@example.com',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(DEMO.tokenPath);
  await page.getByLabel('Código de acesso').fill(access.accessCode);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/Li e aceito os termos de uso/).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/[?&]public=1/);
  await expect(page.getByText('Somente leitura')).toBeVisible();
  return { context, page };
}

/** 'Gerar novo código de acesso', confirmed after its warning; answers the new link and code. */
export async function regenerateCode(page: Page): Promise<SharedAccess> {
  const panel = await openSharingPanel(page);
  const before = await readAccess(panel);
  await panel.getByRole('button', { name: 'Gerar novo código de acesso' }).click();
  const confirm = page.getByRole('dialog', { name: 'Gerar novo código de acesso' });
  await expect(confirm.getByText(/perde o acesso ao dashboard/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Gerar novo código' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByLabel('Código de acesso')).not.toHaveValue(before.accessCode);
  const after = await readAccess(panel);
  expect(after.link).not.toBe(before.link);
  await closePanel(page, panel);
  return after;
}

/** 'Excluir dashboard' of the open dashboard, confirmed; another dashboard of the universe opens. */
export async function deleteDashboard(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  const title = await heading.textContent();
  await page.getByRole('button', { name: 'Trocar de dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Excluir dashboard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir dashboard' });
  await confirm.getByRole('button', { name: 'Excluir dashboard' }).click();
  await expect(page.getByText('Dashboard excluído.')).toBeVisible();
  await expect(heading).not.toHaveText(title ?? '');
}

/** The user menu's 'Configurações', on its 'Usuários' tab. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await expect(dialog.getByRole('tab', { name: 'Usuários' })).toBeVisible();
  return dialog;
}

/** Invites e-mails (separated by commas) to the open dashboard from the settings; they show in the list. */
export async function inviteUsers(page: Page, emails: string[]): Promise<void> {
  const dialog = await openSettings(page);
  await dialog.getByLabel('E-mails separados por vírgula').fill(emails.join(', '));
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  const list = dialog.getByRole('table', { name: 'Usuários com acesso' });
  for (const email of emails) await expect(list.getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * axe on the open dialogs only (the cards behind have their own checks): no serious or critical violation of
 * WCAG 2.1 A/AA.
 */
export async function expectAccessibleDialogs(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
