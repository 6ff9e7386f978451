import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO, demoSessionHeaders } from '../demo.ts';

/** The cards' titles in their order on the grid. */
export async function cardOrder(page: Page): Promise<string[]> {
  return page.locator('main [data-card-uid] h2').allTextContents();
}

/** The grid cell of the card titled `title`. */
export function cardCell(page: Page, title: string): Locator {
  return page
    .locator('main [data-card-uid]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

/** Runs `action` and waits for the cards save it triggers (the editor saves each edit at once). */
async function savingCards(page: Page, action: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/dashboards\/v1\/[^/]+\/[^/]+\/cards$/.test(response.url()),
  );
  await action();
  expect((await saved).ok()).toBe(true);
}

/** Drags the card titled `moved` by its handle onto the card titled `target`, with the mouse. */
export async function dragCardOnto(page: Page, moved: string, target: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Mover componente: ${moved}` });
  // The target mid-screen: near an edge the grid scrolls the page while dragging, and the pointer lands elsewhere.
  await cardCell(page, target).evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  const to = await cardCell(page, target).boundingBox();
  if (!to) throw new Error(`card ${target} is not on screen`);
  await savingCards(page, async () => {
    await handle.hover();
    await page.mouse.down();
    // Past the 5 px that tell a drag from a click, then in steps to the target's centre.
    const from = await handle.boundingBox();
    if (from) await page.mouse.move(from.x + 12, from.y + 12);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    // As a person does, let go once the grid shows the card over its new place (on a busy page that comes a
    // frame or two after the pointer).
    await expect(
      page.getByRole('status').filter({ hasText: `Componente ${moved} sobre a posição` }),
    ).toBeAttached();
    await page.mouse.up();
  });
}

/** Moves the card titled `moved` with the keyboard: space on its handle, the arrow `times` times, space. */
export async function moveCardByKeyboard(
  page: Page,
  moved: string,
  arrow: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  times = 1,
): Promise<void> {
  const handle = page.getByRole('button', { name: `Mover componente: ${moved}` });
  await savingCards(page, async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').filter({ hasText: `Componente ${moved} selecionado` }),
    ).toBeAttached();
    for (let step = 0; step < times; step++) await page.keyboard.press(arrow);
    await page.keyboard.press('Space');
  });
  await expect(handle).toBeFocused();
}

async function openCardMenu(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Opções do componente: ${title}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export interface CardSettings {
  title?: string;
  /** '2 Colunas' … '12 Colunas'. */
  width?: string;
  /** 'Automático', 'Pequeno', 'Médio', 'Grande' or 'Extra grande'. */
  height?: string;
  annotation?: string;
}

/** 'Configurar' from the card's menu: sets what `settings` names and saves. */
export async function configureCard(page: Page, title: string, settings: CardSettings): Promise<void> {
  await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Configurar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar componente' });
  await expect(drawer).toBeVisible();
  if (settings.title !== undefined) await drawer.getByLabel('Título').fill(settings.title);
  if (settings.width !== undefined)
    await drawer.getByLabel('Largura').selectOption({ label: settings.width });
  if (settings.height !== undefined)
    await drawer.getByLabel('Altura').selectOption({ label: settings.height });
  if (settings.annotation !== undefined) await drawer.getByLabel('Anotação').fill(settings.annotation);
  await savingCards(page, () => drawer.getByRole('button', { name: 'Salvar' }).click());
  await expect(drawer).toBeHidden();
}

/** 'Remover' from the card's menu. */
export async function removeCard(page: Page, title: string): Promise<void> {
  await savingCards(page, async () => {
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Remover' }).click();
  });
  await expect(cardCell(page, title)).toHaveCount(0);
}

/** Ctrl+Z: the last edit undone (and saved). */
export async function undoCardsEdit(page: Page): Promise<void> {
  await savingCards(page, async () => {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Control+z');
  });
}

/** A dashboard of the demo universe with these library cards, made through the API; answers its id. */
export async function createDashboardWithCards(
  request: APIRequestContext,
  title: string,
  cardIds: string[],
): Promise<string> {
  const headers = await demoSessionHeaders(request);
  const created = await request.post(`/dashboards/v1/${DEMO.universeId}`, {
    headers,
    data: { title, cardIds },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).dashboard.id;
}

export async function deleteDashboardById(request: APIRequestContext, dashboardId: string): Promise<void> {
  const headers = await demoSessionHeaders(request);
  const deleted = await request.delete(`/dashboards/v1/${DEMO.universeId}/${dashboardId}`, { headers });
  expect(deleted.ok()).toBe(true);
}
