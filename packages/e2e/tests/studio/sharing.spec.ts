import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe.ts';
import { DEMO, demoSessionHeaders, signInToDashboard } from '../demo.ts';
import { deleteDashboardById } from './grid-steps.ts';
import { renameDashboard } from './settings-steps.ts';
import {
  createDashboard,
  deleteDashboard,
  expectAccessibleDialogs,
  inviteUsers,
  openAsGuest,
  openSettings,
  publish,
  regenerateCode,
} from './sharing-steps.ts';

/** A listening chart every guest may see, and a ranking of post authors (LGPD) that guests never receive. */
const SHARED_CARD = 'LSN_13';
const LGPD_CARD = 'LSN_10';

const cardConfig = (uid: string, id: string) => ({
  uid,
  id,
  width: 6,
  height: 'MID',
  title: null,
  description: null,
  configVersion: 2,
});

let created: string | null = null;

/** Turns publishing off in 'Compartilhar': the switch turns off when the server has unpublished. */
async function unpublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const panel = page.getByRole('dialog', { name: 'Compartilhar dashboard' });
  const toggle = panel.getByRole('switch', { name: 'Dashboard publicado' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test.afterEach(async ({ request }) => {
  // Whatever happened, the demo universe is left as seeded for the other specs.
  if (created === null) return;
  await deleteDashboardById(request, created);
  created = null;
});

test('a published dashboard opens for a guest without its LGPD card; a new code ends the old access', async ({
  page,
  browser,
  request,
}) => {
  await signInToDashboard(page);
  const title = `Compartilhado ${Date.now()}`;
  created = await createDashboard(page, title);
  await expect(page.getByText('Este dashboard ainda não tem componentes.')).toBeVisible();

  // Two cards, saved by a second session of the same editor: the open page takes the new version by itself.
  const headers = await demoSessionHeaders(request);
  const path = `/dashboards/v1/${DEMO.universeId}/${created}`;
  const { dashboard } = await (await request.get(path, { headers })).json();
  const saved = await request.put(`${path}/cards`, {
    headers,
    data: {
      version: dashboard.version,
      value: [cardConfig('shared-1', SHARED_CARD), cardConfig('lgpd-1', LGPD_CARD)],
    },
  });
  expect(saved.ok()).toBe(true);
  await expect(page.locator(`[data-card-id="${SHARED_CARD}"]`)).toBeVisible();
  await expect(page.locator(`[data-card-id="${LGPD_CARD}"]`)).toBeVisible();

  const access = await publish(page);
  expect(access.link).toMatch(new RegExp(`${DEMO.tokenPath}\\?token=.+`));
  expect(access.accessCode).toMatch(/^[A-Z2-9]{8}$/);

  // The panel as published, with the cards guests will not see, is checked for accessibility.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const panel = page.getByRole('dialog', { name: 'Compartilhar dashboard' });
  await expect(panel.getByText('Exibe dados de pessoas, como autores de publicações (LGPD)')).toBeVisible();
  await expectAccessibleDialogs(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const guest = await openAsGuest(browser, access);
  await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.page.locator(`[data-card-id="${SHARED_CARD}"]`)).toBeVisible();
  await expect(guest.page.locator(`[data-card-id="${LGPD_CARD}"]`)).toHaveCount(0);

  const renewed = await regenerateCode(page);
  expect(renewed.accessCode).not.toBe(access.accessCode);
  // The guest's next load no longer opens the dashboard: back to the access-code screen.
  await guest.page.reload();
  await expect(guest.page).toHaveURL(new RegExp(`${DEMO.tokenPath}/?$`));
  await expect(guest.page.getByLabel('Código de acesso')).toBeVisible();
  await guest.context.close();

  await deleteDashboard(page);
  created = null;
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
});

test("the dashboard's users: invite with the spec's checks, admin switch, removal, the editor kept", async ({
  page,
}) => {
  await signInToDashboard(page);
  created = await createDashboard(page, `Equipe ${Date.now()}`);

  let dialog = await openSettings(page);
  const field = dialog.getByLabel('E-mails separados por vírgula');
  await field.fill('bia@example.com, sem-arroba');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('Todos emails precisam ser validos.')).toBeVisible();
  await expect(dialog.getByText('Insira um e-mail válido.')).toBeVisible();
  await field.fill(`bia@example.com, ${DEMO.email}`);
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('E-mail incorreto.')).toBeVisible();
  // By keyboard: Escape closes, and the focus is back on the user menu's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu do usuário' })).toBeFocused();

  await inviteUsers(page, ['bia@example.com', 'caio@example.com']);
  dialog = await openSettings(page);
  const editorSwitch = dialog.getByRole('switch', { name: `Administrador: ${DEMO.email}` });
  await editorSwitch.click();
  await expect(
    page.getByText('O dashboard precisa de um editor (um usuário com permissão de edição).'),
  ).toBeVisible();
  await expect(editorSwitch).toBeChecked();

  await dialog.getByRole('switch', { name: 'Administrador: bia@example.com' }).click();
  await expect(dialog.getByRole('switch', { name: 'Administrador: bia@example.com' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Remover caio@example.com' }).click();
  await expect(dialog.getByText('caio@example.com')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await deleteDashboard(page);
  created = null;
});

test("the page's own publishing, new codes and renames are never taken for someone else's save", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToDashboard(page);
  created = await createDashboard(page, `Sem conflito ${Date.now()}`);
  const notice = page.getByText('Dashboard alterado por outra pessoa');

  // Each publishing change races its own realtime event; a rename first gives the page undo history, under
  // which a version taken for someone else's would stop the editor.
  for (let round = 1; round <= 3; round += 1) {
    await renameDashboard(page, `Sem conflito ${round}`);
    await publish(page);
    await expect(notice).toHaveCount(0);
    await regenerateCode(page);
    await expect(notice).toHaveCount(0);
    await renameDashboard(page, `Sem conflito ${round} renomeado`);
    await unpublish(page);
    await expect(notice).toHaveCount(0);
  }
  // A stopped editor would refuse this save (renameDashboard waits for it).
  await renameDashboard(page, 'Sem conflito, fim');
  await expect(notice).toHaveCount(0);

  await deleteDashboard(page);
  created = null;
});
