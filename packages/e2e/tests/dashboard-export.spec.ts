/// <reference lib="dom" />
// (The function handed to page.evaluate runs in the browser.)
import { defaultDateRange, formatDateRangeParam, PRINT_READY_ATTRIBUTE, printViewPath } from '@mirante/core';
import { expect, test } from '@playwright/test';
import { DEMO, signInToDashboard } from './demo.ts';

const range = defaultDateRange();
const dates = (ms: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(ms);

test('the print view heads the dashboard with its period and filters, and says when every card is in', async ({
  page,
}) => {
  await signInToDashboard(page);
  await page.goto(
    printViewPath({
      accountId: DEMO.accountId,
      universeId: DEMO.universeId,
      dashboardId: DEMO.dashboardId,
      dateRange: range,
      filter: { channels: ['instagram'], polarities: [2] },
      isStaging: false,
    }),
  );

  const header = page.getByTestId('print-header');
  await expect(header.getByRole('heading', { level: 1, name: DEMO.dashboardTitle })).toBeVisible();
  await expect(header).toContainText(`Período:${dates(range.start)} – ${dates(range.end)}`);
  await expect(header).toContainText('Canais: Instagram');
  await expect(header).toContainText('Polaridades: Negativo');
  await expect(page.locator(`[${PRINT_READY_ATTRIBUTE}="true"]`)).toBeAttached();
  await expect(page.locator('[data-card-id="LSN_13"]')).toHaveAttribute('data-state', 'ready');
  // Paper is light, whatever the dashboard's theme.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the whole dashboard downloads as PDF and as XLSX with the browser session', async ({ page }) => {
  // The server starts its own Chromium to print: slow on a loaded machine.
  test.setTimeout(180_000);
  await signInToDashboard(page);
  const download = (format: 'pdf' | 'xlsx') =>
    page.evaluate(
      async ({ url, body }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-session-id2': localStorage.getItem('mirante.session2') ?? '',
          },
          body: JSON.stringify(body),
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          disposition: response.headers.get('content-disposition'),
          size: bytes.length,
          magic: String.fromCharCode(...bytes.slice(0, 4)),
        };
      },
      {
        url: `/exports/v1/${DEMO.universeId}/dashboards/${DEMO.dashboardId}.${format}`,
        body: { date_range: formatDateRangeParam(range), filter: null },
      },
    );

  const pdf = await download('pdf');
  expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', magic: '%PDF' });
  expect(pdf.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${DEMO.dashboardTitle}.pdf`)}`);

  const xlsx = await download('xlsx');
  // An XLSX is a ZIP archive.
  expect(xlsx).toMatchObject({ status: 200, magic: 'PK\u0003\u0004' });
  expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(xlsx.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${DEMO.dashboardTitle}.xlsx`)}`);
});
