import { expect, type Page, test } from '@playwright/test';
import { DEMO, demoSessionHeaders, signInToDashboard } from './demo.ts';

/**
 * The customer-service template's cards (core domain/onboarding-templates.ts CUSTOMER_SERVICE_CARDS), by how
 * they draw: the demo's 'Atendimento (SAC)' dashboard holds them all, with the brand's pages connected
 * (packages/server/src/demo/seed-demo.ts), and so does a dashboard made from the template (issue 27 item 5).
 */
const SAC = {
  dashboardId: 'demo-atendimento',
  title: 'Atendimento (SAC)',
  numbers: ['SAC_1', 'SAC_2', 'SAC_3', 'SAC_4', 'SAC_30', 'SAC_46', 'SAC_47', 'SAC_52'],
  charts: [
    'SAC_43',
    'SAC_44',
    'SAC_33',
    'SAC_5',
    'SAC_48',
    'SAC_36',
    'SAC_42',
    'SAC_57',
    'SAC_56',
    'SAC_31',
    'SAC_40',
  ],
  tables: ['SAC_45', 'SAC_50', 'SAC_49'],
} as const;
const SAC_CARDS: readonly string[] = [...SAC.numbers, ...SAC.charts, ...SAC.tables];

/** What a card says instead of its data: empty, failed, a source this server lacks, pages not connected. */
const NO_DATA_TEXTS = [
  'Não há dados para exibir.',
  'Erro ao carregar dados.',
  'A fonte de dados deste componente ainda não está disponível nesta versão.',
  'Conecte as páginas da marca nas configurações do dashboard para ver este componente.',
] as const;

/** The first number of a pt-BR text (1.234 or 95,1%), or null. */
function ptBrNumber(text: string): number | null {
  const match = /\d[\d.]*(,\d+)?/.exec(text);
  return match ? Number(match[0].replace(/\./g, '').replace(',', '.')) : null;
}

/**
 * Every SAC card of the open dashboard shows data: each is there once, none still loading, every one ready (not
 * empty, failed, unserved or blocked), no card says it has nothing to show; the numbers show numbers, the
 * charts are drawn and the tables have rows.
 */
async function expectEveryCardWithData(page: Page): Promise<void> {
  const cards = page.locator('[data-card-id]');
  await expect(cards.first()).toBeVisible();
  const ids = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-card-id')),
  );
  expect([...ids].sort()).toEqual([...SAC_CARDS].sort());

  await expect(page.locator('[data-card-id][data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  const notReady = await page
    .locator('[data-card-id]:not([data-state="ready"])')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `${element.getAttribute('data-card-id')} ${element.getAttribute('data-state')}: ${element.textContent}`,
      ),
    );
  expect(notReady).toEqual([]);
  // A ready card can still draw its empty state (a number card's null value, a chart with nothing to draw).
  const saysNoData = await cards.evaluateAll(
    (elements, texts) =>
      elements
        .filter((element) => texts.some((text) => element.textContent?.includes(text)))
        .map((element) => `${element.getAttribute('data-card-id')}: ${element.textContent}`),
    [...NO_DATA_TEXTS],
  );
  expect(saysNoData).toEqual([]);

  // The demo's month of conversations: every count, rate and score is above zero.
  for (const id of SAC.numbers) {
    const value = page.locator(`[data-card-id="${id}"]`).getByTestId('single-value').locator('p').first();
    await expect(value, `${id} shows a number`).toHaveText(/\d/);
    expect(ptBrNumber(await value.innerText()), `${id}'s number`).toBeGreaterThan(0);
  }
  for (const id of SAC.charts) {
    const chart = page.locator(`[data-card-id="${id}"] [data-drawn]`);
    // Cards below the fold draw once laid out; scrolling them into view settles it.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart, `${id} draws its chart`).toHaveAttribute('data-drawn', 'true');
  }
  for (const id of SAC.tables) {
    const card = page.locator(`[data-card-id="${id}"]`);
    await card.scrollIntoViewIfNeeded();
    const rows = card.getByTestId('data-table').locator('tbody tr[aria-rowindex]');
    await expect(rows.first(), `${id} has rows`).toBeVisible();
    await expect(rows.first()).toHaveText(/\S/);
  }
  // Nothing failed late (a chart's library, a table's page) while scrolling.
  await expect(page.locator('[data-card-id]:not([data-state="ready"])')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('the demo SAC dashboard: every card of the customer-service template shows data', async ({ page }) => {
  await signInToDashboard(page);
  // The dashboard as a user picks it: by its title in the menu beside the open dashboard's.
  await page.getByRole('button', { name: 'Trocar de dashboard' }).click();
  await page.getByRole('menuitem', { name: SAC.title }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]dashboard=${SAC.dashboardId}`));
  await expect(page.getByRole('heading', { level: 1, name: SAC.title })).toBeVisible();
  await expectEveryCardWithData(page);
});

test('onboarding: a dashboard from the customer-service template opens with its pages connected and data on every card', async ({
  page,
  request,
}) => {
  await signInToDashboard(page);
  await page.goto(`/${DEMO.accountId}/${DEMO.universeId}/onboarding`);

  await page.getByLabel('Departamento').selectOption({ label: 'Atendimento ao cliente' });
  await page.getByLabel('Cargo').selectOption({ label: 'Analista' });
  const next = page.getByRole('button', { name: 'Próximo' });
  await next.click();

  await page.getByLabel('Atendimento ao cliente', { exact: true }).check();
  await next.click();

  const template = page.getByRole('radio', { name: /Atendimento ao Cliente/ });
  await template.click();
  await expect(template).toHaveAttribute('aria-checked', 'true');
  await next.click();

  const title = `Atendimento ${Date.now()}`;
  await page.getByLabel('Título do dashboard').fill(title);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Confira suas escolhas e crie o dashboard.')).toBeVisible();
  await page.getByRole('button', { name: 'Criar dashboard' }).click();

  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}\\?dashboard=`));
  await expect(page.getByText(title).first()).toBeVisible();
  const dashboardId = new URL(page.url()).searchParams.get('dashboard');
  try {
    // Created with the brand's pages connected: the same pages the seeded SAC dashboard has.
    const headers = await demoSessionHeaders(request);
    const pagesOf = async (id: string | null) => {
      const response = await request.get(`/dashboards/v1/${DEMO.universeId}/${id}`, { headers });
      expect(response.ok()).toBe(true);
      const { dashboard } = await response.json();
      return (dashboard.pages as { id: string }[]).map((connected) => connected.id).sort();
    };
    const pages = await pagesOf(dashboardId);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages).toEqual(await pagesOf(SAC.dashboardId));
    await expectEveryCardWithData(page);
  } finally {
    // The new dashboard goes again, so the other specs find the demo universe as the seed left it.
    const removed = await request.delete(`/dashboards/v1/${DEMO.universeId}/${dashboardId}`, {
      headers: await demoSessionHeaders(request),
    });
    expect(removed.status()).toBe(204);
  }
});
