import { expect, test } from '@playwright/test';
import { DEMO, demoSessionHeaders, signInToDashboard } from './demo.ts';

const DOCUMENT_PATH = `/dashboards/v1/${DEMO.universeId}/${DEMO.dashboardId}`;
const TITLE_PATH = `${DOCUMENT_PATH}/title`;

test("one user's save reaches another user's open page without a reload", async ({ page, request }) => {
  const streams: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/realtime/')) streams.push(pathname);
  });
  await signInToDashboard(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(DEMO.dashboardTitle);
  // A mark on the window: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { openedOnce: true }));

  // A second signed-in session, as another user's page would hold, saves a new title.
  const headers = await demoSessionHeaders(request);
  const current = await request.get(DOCUMENT_PATH, { headers });
  expect(current.ok()).toBe(true);
  const { dashboard } = await current.json();
  const newTitle = `${DEMO.dashboardTitle} (editado)`;
  const saved = await request.put(TITLE_PATH, {
    headers,
    data: { version: dashboard.version, value: newTitle },
  });
  expect(saved.ok()).toBe(true);

  await expect(heading).toHaveText(newTitle, { timeout: 5_000 });
  expect(await page.evaluate(() => 'openedOnce' in window)).toBe(true);
  expect(streams).toEqual([`/realtime/v1/${DEMO.universeId}/dashboards/${DEMO.dashboardId}`]);

  // The demo's title back for the other specs; the open page follows this save too.
  const { dashboard: renamed } = await saved.json();
  const restored = await request.put(TITLE_PATH, {
    headers,
    data: { version: renamed.version, value: DEMO.dashboardTitle },
  });
  expect(restored.ok()).toBe(true);
  await expect(heading).toHaveText(DEMO.dashboardTitle, { timeout: 5_000 });
});
