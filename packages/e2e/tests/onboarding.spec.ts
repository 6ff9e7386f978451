import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO, demoSessionHeaders, signInToDashboard } from './demo.ts';

const ONBOARDING_PATH = `/${DEMO.accountId}/${DEMO.universeId}/onboarding`;
const SOCIAL_LISTENING_CARDS = ['LSN_1', 'LSN_2', 'LSN_3', 'LSN_6'];

test('onboarding: every step, then the new Social Listening dashboard opens with its cards', async ({
  page,
  request,
}) => {
  await signInToDashboard(page);
  await page.goto(ONBOARDING_PATH);

  await page.getByLabel('Departamento').selectOption({ label: 'Marketing' });
  await page.getByLabel('Cargo').selectOption({ label: 'Analista' });
  await expectNoSeriousViolations(page);
  const next = page.getByRole('button', { name: 'Próximo' });
  await next.click();

  // No use case: the spec's message, and the step stays.
  await next.click();
  await expect(
    page.getByText('Você precisa escolher, pelo menos, um caso de uso para seguir no onboarding.'),
  ).toBeVisible();
  // By keyboard: focus the checkbox and tick it with the space bar.
  await page.getByLabel('Monitoramento de marca').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Monitoramento de marca')).toBeChecked();
  await next.click();

  await page.getByRole('radio', { name: /Social Listening/ }).click();
  await expect(page.getByRole('radio', { name: /Social Listening/ })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);
  await next.click();

  const title = `Escuta da marca ${Date.now()}`;
  await page.getByLabel('Título do dashboard').fill(title);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Confira suas escolhas e crie o dashboard.')).toBeVisible();
  // The pointer still rests on the submit button; axe looks at the page at rest (hover shades are the theme's).
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Criar dashboard' }).click();

  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}\\?dashboard=`));
  await expect(page.getByText(title).first()).toBeVisible();
  for (const cardId of SOCIAL_LISTENING_CARDS) {
    await expect(page.locator(`[data-card-id="${cardId}"]`)).toHaveCount(1);
  }
  await expect(page.locator('[data-card-id]')).toHaveCount(SOCIAL_LISTENING_CARDS.length);

  // The new dashboard goes again, so the other specs find the demo universe as the seed left it.
  const dashboardId = new URL(page.url()).searchParams.get('dashboard');
  const removed = await request.delete(`/dashboards/v1/${DEMO.universeId}/${dashboardId}`, {
    headers: await demoSessionHeaders(request),
  });
  expect(removed.status()).toBe(204);
});
