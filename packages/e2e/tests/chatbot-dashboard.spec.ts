import { expect, type Locator, test } from '@playwright/test';
import { DEMO, demoSessionHeaders, fillLogin } from './demo.ts';

/** The demo's chatbot universe and its dashboard (packages/server/src/demo/demo-chatbot-dashboard.ts). */
const CHATBOT = {
  universe: 'Chatbot Demo',
  universeId: 'demo-chatbot',
  dashboardId: 'demo-chatbot-atendimento',
  title: 'Atendimento do chatbot',
  bots: ['marcademoatendimento', 'marcademovendas'],
} as const;

/** The first number a card shows (pt-BR: 1.234), or null. */
async function firstNumber(card: Locator): Promise<number | null> {
  // Past the card's head (its title and menu).
  const text = await card.evaluate((element) =>
    Array.from(element.children)
      .slice(1)
      .map((child) => (child as HTMLElement).innerText)
      .join(' '),
  );
  const match = /\d[\d.]*/.exec(text);
  return match ? Number(match[0].replace(/\./g, '')) : null;
}

test('the demo chatbot dashboard: every card has data, and one bot in the global filter changes the numbers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: new RegExp(CHATBOT.universe) }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/${CHATBOT.universeId}/dashboard`));
  await page.goto(`/demo/${CHATBOT.universeId}/dashboard?dashboard=${CHATBOT.dashboardId}`);
  await expect(page.getByRole('heading', { name: CHATBOT.title }).first()).toBeVisible();

  // Every chatbot and desk card answers with data: none empty ('Não há dados', 'Selecione um bot…'), none failed.
  const cards = page.locator('[data-card-id^="BLIP_"]');
  await expect(cards.first()).toBeVisible();
  const ids = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-card-id')),
  );
  expect(ids.length).toBeGreaterThanOrEqual(18);
  await expect(page.locator('[data-card-id^="BLIP_"][data-state="loading"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  const notReady = await page
    .locator('[data-card-id^="BLIP_"]:not([data-state="ready"])')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `${element.getAttribute('data-card-id')} ${element.getAttribute('data-state')}: ${element.textContent}`,
      ),
    );
  expect(notReady).toEqual([]);
  await expect(page.getByText('Não há dados')).toHaveCount(0);
  await expect(page.getByText(/Selecione um bot/)).toHaveCount(0);

  // Both bots are chosen; with one, the received messages (BLIP_1) are that bot's alone.
  const received = page.locator('[data-card-id="BLIP_1"]');
  const both = await firstNumber(received);
  expect(both).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Filtros globais/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros globais' });
  const bots = drawer.getByRole('combobox', { name: 'Bots' });
  // The chosen values show as pills (the contracts' pills are their URLs).
  const chosenBots = async () =>
    (await drawer.locator('.mantine-Pill-label').allInnerTexts()).filter((text) =>
      (CHATBOT.bots as readonly string[]).includes(text),
    );
  expect(await chosenBots()).toEqual([...CHATBOT.bots]);
  await bots.focus();
  // Backspace in an empty tags field removes its last value: the sales bot (then offered as a suggestion).
  await bots.press('Backspace');
  await expect.poll(chosenBots).toEqual([CHATBOT.bots[0]]);
  await expect(drawer.getByRole('option', { name: CHATBOT.bots[1] })).toBeVisible();
  await drawer.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect.poll(() => firstNumber(received), { timeout: 10_000 }).not.toBe(both);
  await expect(received).toHaveAttribute('data-state', 'ready');
  const one = (await firstNumber(received)) ?? 0;
  expect(one).toBeGreaterThan(0);
  expect(one).toBeLessThan(both ?? 0);
});

test('the demo admin turns a feature flag on for the demo account', async ({ request }) => {
  const headers = await demoSessionHeaders(request);
  const where = `universe=${CHATBOT.universeId}&dashboard=${CHATBOT.dashboardId}`;
  const before = await request.get(`/feature-flags/v1/${DEMO.accountId}?${where}`, { headers });
  expect(before.ok()).toBe(true);
  const prior: boolean | undefined = (await before.json()).overrides.chatbotComponents;
  const url = `/feature-flags/v1/${DEMO.accountId}/chatbotComponents`;
  const on = await request.put(url, { headers, data: { enabled: true } });
  expect(on.status()).toBe(200);
  expect((await on.json()).flags.chatbotComponents).toBe(true);
  // Left as it was for the other specs.
  await request.put(url, { headers, data: { enabled: prior ?? null } });
});
