import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO, demoSessionHeaders } from '../demo.ts';

const isCardsSave = (method: string, url: string) =>
  method === 'PUT' && /\/dashboards\/v1\/[^/]+\/[^/]+\/cards$/.test(url);

/**
 * 'Adicionar componente': searches the library for `title` and adds that card, by a click or (keyboard) by
 * focusing it and pressing Enter. Waits for the cards save and for the drawer to close; answers the library id
 * of the card, whose frame then has focus.
 */
export async function addCard(
  page: Page,
  title: string,
  options: { keyboard?: boolean } = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Adicionar componente' }).click();
  const drawer = page.getByRole('dialog', { name: 'Adicionar componente' });
  await drawer.getByLabel('Buscar componentes').fill(title);
  const item = drawer
    .locator('[data-library-item]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  const cardId = await item.getAttribute('data-library-item');
  if (!cardId) throw new Error(`no card titled ${title} in the library`);
  const saved = page.waitForResponse((response) => isCardsSave(response.request().method(), response.url()));
  if (options.keyboard) {
    await item.focus();
    // The focused card shows its preview with the gallery's sample data.
    await expect(drawer.locator(`[data-library-preview="${cardId}"]`)).toBeVisible();
    await page.keyboard.press('Enter');
  } else {
    await item.click();
  }
  expect((await saved).ok()).toBe(true);
  await expect(drawer).toBeHidden();
  await expect(page.locator(`main [data-card-id="${cardId}"]`).last()).toBeFocused();
  return cardId;
}

export interface ComponentSpec {
  title: string;
  description?: string;
  /** Value of 'Fonte de dados': listening, sac, smartCare or competitive. */
  dataSource: string;
  /** Value of 'Entidade': posts, users, sac-status or sac-surveys. */
  entity: string;
  /** Labels of the 'Agrupar por' fields, e.g. 'Canal'. */
  grouping: string[];
  /** Value of 'Métrica', e.g. 'id' (publications). */
  metric: string;
  /** Value of 'Operação', e.g. 'count'. */
  operator: string;
  /** Value of 'Tipo de gráfico', e.g. 'donut'. */
  chartType: string;
}

/** 'Criar componente' from the user menu: fills the form and saves; answers the new component's id. */
export async function createComponent(page: Page, spec: ComponentSpec): Promise<string> {
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Criar componente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar componente' });
  await dialog.getByLabel('Título').fill(spec.title);
  if (spec.description) await dialog.getByLabel('Descrição').fill(spec.description);
  await dialog.getByLabel('Fonte de dados').selectOption(spec.dataSource);
  await dialog.getByLabel('Entidade').selectOption(spec.entity);
  for (const field of spec.grouping) await dialog.getByRole('checkbox', { name: field, exact: true }).check();
  await dialog.getByLabel('Métrica').selectOption(spec.metric);
  await dialog.getByLabel('Operação').selectOption(spec.operator);
  await dialog.getByLabel('Tipo de gráfico').selectOption(spec.chartType);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/cards\/v1\/[^/]+\/custom$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: 'Salvar componente' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(dialog).toBeHidden();
  return (await response.json()).component.id;
}

/** Removes a custom component of the demo universe, so later specs see the library as seeded. */
export async function deleteCustomComponent(request: APIRequestContext, componentId: string): Promise<void> {
  const headers = await demoSessionHeaders(request);
  const deleted = await request.delete(`/cards/v1/${DEMO.universeId}/custom/${componentId}`, { headers });
  expect(deleted.ok()).toBe(true);
}
