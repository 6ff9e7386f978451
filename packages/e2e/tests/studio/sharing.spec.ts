import { expect, test } from '@playwright/test';
import { DEMO, demoSessionHeaders, signInToDashboard } from '../demo.ts';
import { createDashboard, deleteDashboard, openAsGuest, publish, regenerateCode } from './sharing-steps.ts';

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

test.afterEach(async ({ request }) => {
  // Whatever happened, the demo universe is left as seeded for the other specs.
  if (created === null) return;
  const headers = await demoSessionHeaders(request);
  await request.delete(`/dashboards/v1/${DEMO.universeId}/${created}`, { headers });
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
