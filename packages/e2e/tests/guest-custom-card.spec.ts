import { defaultDateRange, PRINT_READY_ATTRIBUTE, printViewPath } from '@mirante/core';
import { expect, test } from '@playwright/test';
import { DEMO, demoSessionHeaders } from './demo.ts';
import { createDashboardWithCards, deleteDashboardById } from './studio/grid-steps.ts';
import { deleteCustomComponent } from './studio/library-steps.ts';

const title = `Convidado e componente ${Date.now()}`;
let componentId = '';
let dashboardId = '';
let token = '';

/** A custom component (posts by channel, a donut) on a new dashboard of its own, published. */
test.beforeAll(async ({ request }) => {
  const headers = await demoSessionHeaders(request);
  const component = await request.post(`/cards/v1/${DEMO.universeId}/custom`, {
    headers,
    data: {
      title: 'Canais para convidados',
      dataSource: 'listening',
      chartType: 'donut',
      entity: 'posts',
      chartTemplate: {
        grouping: ['channel'],
        metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
        method: 'count',
      },
    },
  });
  expect(component.status()).toBe(201);
  componentId = (await component.json()).component.id;
  dashboardId = await createDashboardWithCards(request, title, [`CUSTOM_${componentId}`]);
  const published = await request.post(`/dashboards/v1/${DEMO.universeId}/${dashboardId}/publish`, {
    headers,
  });
  expect(published.ok()).toBe(true);
  token = (await published.json()).publishing.publishedToken;
});

test.afterAll(async ({ request }) => {
  if (dashboardId) await deleteDashboardById(request, dashboardId);
  if (componentId) await deleteCustomComponent(request, componentId);
});

test("a guest sees the dashboard's custom component drawn with its data, on screen and in the print view", async ({
  page,
}) => {
  await page.goto(`${DEMO.tokenPath}?token=${encodeURIComponent(token)}`);
  await page.getByLabel('E-mail').fill('convidada@example.com');
  await page.getByLabel(/Li e aceito os termos de uso/).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = page.locator(`[data-card-id="CUSTOM_${componentId}"]`);
  await expect(card).toHaveAttribute('data-state', 'ready');

  // The page the server prints for a guest's PDF export, with the same guest session.
  await page.goto(
    printViewPath({
      accountId: DEMO.accountId,
      universeId: DEMO.universeId,
      dashboardId,
      dateRange: defaultDateRange(),
      filter: {},
      isStaging: false,
    }),
  );
  await expect(page.locator(`[${PRINT_READY_ATTRIBUTE}="true"]`)).toBeAttached();
  await expect(card).toHaveAttribute('data-state', 'ready');
});
