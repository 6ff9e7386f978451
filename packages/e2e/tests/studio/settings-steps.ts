import { expect, type Locator, type Page } from '@playwright/test';

/** Runs `action` and waits for the named save it triggers (`PUT /dashboards/v1/{u}/{d}/{save}`). */
async function saving(page: Page, save: string, action: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new RegExp(`/dashboards/v1/[^/]+/[^/]+/${save}$`).test(response.url()),
  );
  await action();
  expect((await saved).ok()).toBe(true);
}

/** 'Configurações do dashboard' from the header: answers the open drawer. */
export async function openDashboardSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Configurações do dashboard' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurações do dashboard' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(page: Page, drawer: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** Renames the open dashboard in its settings; the header shows the new title. */
export async function renameDashboard(page: Page, title: string): Promise<void> {
  const drawer = await openDashboardSettings(page);
  await drawer.getByLabel('Título').fill(title);
  await saving(page, 'title', () =>
    drawer.getByRole('button', { name: 'Salvar título e descrição' }).click(),
  );
  await closeDrawer(page, drawer);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Tries to save an empty title: the drawer answers 'O título é obrigatório' and nothing is sent. */
export async function expectEmptyTitleRefused(page: Page): Promise<void> {
  const drawer = await openDashboardSettings(page);
  let saved = false;
  const watch = (request: { method(): string; url(): string }) => {
    if (request.method() === 'PUT' && /\/title$/.test(request.url())) saved = true;
  };
  page.on('request', watch);
  await drawer.getByLabel('Título').fill('   ');
  await drawer.getByRole('button', { name: 'Salvar título e descrição' }).click();
  await expect(drawer.getByText('O título é obrigatório')).toBeVisible();
  page.off('request', watch);
  expect(saved).toBe(false);
  await closeDrawer(page, drawer);
}

/**
 * 'Filtros globais': picks `option` in the field labelled `field` (a multi-select of the spec's values) and
 * applies; waits for the global-filter save.
 */
export async function setGlobalFilter(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('button', { name: /^Filtros globais/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros globais' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('combobox', { name: field }).click();
  await drawer.getByRole('option', { name: option, exact: true }).click();
  await saving(page, 'global-filter', () => drawer.getByRole('button', { name: 'Aplicar filtros' }).click());
  await expect(drawer).toBeHidden();
}

/** Chooses a period preset ('Hoje', 'Últimos 30 dias', …) in the header's period picker. */
export async function choosePeriodPreset(page: Page, preset: string): Promise<void> {
  await page.getByRole('button', { name: /^Período:/ }).click();
  await page
    .getByRole('group', { name: 'Período' })
    .getByRole('button', { name: preset, exact: true })
    .click();
  await expect(page.getByRole('button', { name: `Período: ${preset}` })).toBeVisible();
}

/** The number a single-value card shows, once it has loaded. */
export async function singleValueOf(card: Locator): Promise<string> {
  const value = card.getByTestId('single-value').locator('p').first();
  await expect(value).toBeVisible();
  return (await value.textContent())?.trim() ?? '';
}
