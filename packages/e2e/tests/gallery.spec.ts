import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { COMPONENT_TYPES } from '@mirante/core';
import { expect, type Page, test } from '@playwright/test';

/** Screenshots are kept here, beside (not inside) Playwright's output folder, which each run empties. */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/gallery');

async function openGallery(page: Page, theme: 'dark' | 'light') {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(theme === 'light' ? '/dev/gallery?theme=light' : '/dev/gallery');
  // The heaviest page of the app (every renderer at once) on a shared machine: give it time to arrive.
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria de componentes' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
  // Every type is drawn by its renderer (none missing), charts included.
  await expect(page.locator('[data-gallery-section]')).toHaveCount(COMPONENT_TYPES.length);
  await expect(page.locator('[data-gallery-missing]')).toHaveCount(0);
  await expect(
    page.locator('[data-gallery-state="ready"] canvas, [data-gallery-state="ready"] svg').first(),
  ).toBeVisible();
  // The screenshot shows every chart drawn (its library is a chunk of its own) and the word clouds' words
  // (laid out in a worker).
  await expect(page.locator('[data-gallery-state="ready"] [data-drawn="false"]')).toHaveCount(0);
  await expect(page.locator('[data-gallery-state="ready"] [data-drawn="true"]').first()).toBeAttached();
  await expect(page.locator('[data-gallery-state="ready"] [data-laid-out="false"]')).toHaveCount(0);
  await expect(page.locator('[data-gallery-state="ready"] [data-laid-out="true"]').first()).toBeAttached();
}

async function keepScreenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, name);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

async function expectNoSeriousViolations(page: Page, theme: string) {
  // Axe judges the page at rest: no pointer hovering a button the test clicked.
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} on ${violation.nodes.length} node(s), e.g. ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`)
          .join(' | ')}`,
    );
  expect(serious, `${theme} theme`).toEqual([]);
}

// One visit per theme: the gallery is the heaviest page of the app and the machine is shared.
test.slow();

test('dark theme: every type drawn, with its loading, empty and error states; no serious axe violations', async ({
  page,
}) => {
  await openGallery(page, 'dark');
  await keepScreenshot(page, 'gallery-dark.png');

  await test.step('each renderer shows its loading, empty and error states', async () => {
    for (const type of COMPONENT_TYPES) {
      const section = page.locator(`[data-gallery-section="${type}"]`);
      await expect(section.locator('[data-gallery-state="ready"]').first()).toBeVisible();
      await expect(section.locator('[data-gallery-state="loading"]')).toContainText('Carregando dados…');
      await expect(section.locator('[data-gallery-state="empty"]')).toContainText(
        'Não há dados para exibir.',
      );
      const error = section.locator('[data-gallery-state="error"]');
      await expect(error).toContainText('Erro ao carregar dados.');
      await expect(error.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    }
  });

  await test.step('the word cloud is laid out in the browser', async () => {
    const words = page.locator('[data-gallery-section="wordCloud"] [data-testid="word-cloud"] text');
    expect(await words.count()).toBeGreaterThan(5);
  });

  await test.step('the search box keeps the two-character rule and searches the fixtures', async () => {
    const search = page.locator('[data-gallery-section="search"] [data-gallery-state="ready"]').first();
    const box = search.getByLabel('Busca booleana');
    await box.fill('a');
    await box.press('Enter');
    await expect(search.getByText('Deve conter pelo menos dois caracteres')).toBeVisible();
    await box.fill('entrega OR frete');
    await search.getByLabel('Ordenar por').selectOption('old');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByRole('article')).toHaveCount(3);
  });

  await test.step('axe finds no serious violation', () => expectNoSeriousViolations(page, 'dark'));
});

test('light theme: every type drawn; no serious axe violations', async ({ page }) => {
  await openGallery(page, 'light');
  await keepScreenshot(page, 'gallery-light.png');
  await expectNoSeriousViolations(page, 'light');
});
