import { expect, test } from '@playwright/test';
import { DEMO, signInToDashboard } from '../demo.ts';
import {
  cardCell,
  cardOrder,
  configureCard,
  deleteDashboardById,
  dragCardOnto,
  moveCardByKeyboard,
  removeCard,
  undoCardsEdit,
} from './grid-steps.ts';
import { addCard } from './library-steps.ts';
import { renameDashboard, setGlobalFilter, singleValueOf } from './settings-steps.ts';
import { createDashboard, deleteDashboard, openAsGuest, publish, regenerateCode } from './sharing-steps.ts';

/** Five cards of five component types; the influencers ranking shows post authors (LGPD). */
const COLLECTED = 'Publicações coletadas';
const OVER_TIME = 'Publicações ao longo do tempo';
const BY_CHANNEL = 'Publicações por canal';
const TERM_CLOUD = 'Nuvem de termos';
const INFLUENCERS = 'Principais influenciadores';
const LGPD_CARD = 'LSN_10';
/** The order after the two moves. */
const ORDERED = [COLLECTED, OVER_TIME, TERM_CLOUD, INFLUENCERS, BY_CHANNEL];

let created: string | null = null;

test.afterEach(async ({ request }) => {
  // Whatever happened, the demo universe is left as seeded for the other specs.
  if (created === null) return;
  await deleteDashboardById(request, created);
  created = null;
});

test('a dashboard built from blank: five cards, resized, reordered, filtered, renamed, shared without its LGPD card, the code renewed, a removal undone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInToDashboard(page);
  created = await createDashboard(page, `Do zero ${Date.now()}`);
  await expect(page.getByText('Este dashboard ainda não tem componentes.')).toBeVisible();

  const ids = [];
  for (const title of [COLLECTED, OVER_TIME, BY_CHANNEL, TERM_CLOUD, INFLUENCERS])
    ids.push(await addCard(page, title));
  expect(ids).toEqual(['LSN_1', 'LSN_13', 'LSN_9', 'LSN_23', LGPD_CARD]);
  expect(await cardOrder(page)).toEqual([COLLECTED, OVER_TIME, BY_CHANNEL, TERM_CLOUD, INFLUENCERS]);

  // Reorder by drag: the term cloud onto the donut's place.
  await dragCardOnto(page, TERM_CLOUD, BY_CHANNEL);
  await expect
    .poll(() => cardOrder(page))
    .toEqual([COLLECTED, OVER_TIME, TERM_CLOUD, BY_CHANNEL, INFLUENCERS]);

  // Resize: the line chart, a full row by default, takes half of it and a taller height.
  const wide = (await cardCell(page, OVER_TIME).boundingBox())?.width ?? 0;
  await configureCard(page, OVER_TIME, { width: '6 Colunas', height: 'Grande' });
  await expect
    .poll(async () => (await cardCell(page, OVER_TIME).boundingBox())?.width ?? wide)
    .toBeLessThan(wide * 0.6);

  // Reorder by keyboard: the ranking one place back.
  await moveCardByKeyboard(page, INFLUENCERS, 'ArrowLeft');
  await expect.poll(() => cardOrder(page)).toEqual(ORDERED);

  // Filter: Instagram only changes the number of collected posts.
  const collected = cardCell(page, COLLECTED);
  const before = await singleValueOf(collected);
  await setGlobalFilter(page, 'Canais', 'Instagram');
  await expect.poll(() => singleValueOf(collected)).not.toBe(before);

  const title = `Marca do zero ${Date.now()}`;
  await renameDashboard(page, title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Everything above is saved: a reload shows the same dashboard.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => cardOrder(page)).toEqual(ORDERED);

  // Shared: the guest sees the dashboard without the LGPD ranking.
  const access = await publish(page);
  const guest = await openAsGuest(browser, access);
  await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const cardId of ['LSN_1', 'LSN_13', 'LSN_9', 'LSN_23']) {
    await expect(guest.page.locator(`[data-card-id="${cardId}"]`)).toBeVisible();
  }
  await expect(guest.page.locator(`[data-card-id="${LGPD_CARD}"]`)).toHaveCount(0);

  // A new code: the guest's next load is back at the access-code screen.
  await regenerateCode(page);
  await guest.page.reload();
  await expect(guest.page).toHaveURL(new RegExp(`${DEMO.tokenPath}/?$`));
  await expect(guest.page.getByLabel('Código de acesso')).toBeVisible();
  await guest.context.close();

  // A removal undone with Ctrl+Z, and still there after a reload.
  await removeCard(page, BY_CHANNEL);
  await undoCardsEdit(page);
  await expect(cardCell(page, BY_CHANNEL)).toBeVisible();
  await page.reload();
  await expect.poll(() => cardOrder(page)).toEqual(ORDERED);

  await deleteDashboard(page);
  created = null;
});
