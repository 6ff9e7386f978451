import fs from 'node:fs';
import { PRINT_READY_ATTRIBUTE, TIME_ZONE } from '@mirante/core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../chromium.ts';
import { AppError } from '../../http/app-error.ts';

/** A4 landscape minus 10 mm margins, in CSS pixels: the page lays out at the width it is printed at. */
const PRINTABLE_VIEWPORT = { width: 1047, height: 718 };
const MARGIN = { top: '10mm', right: '10mm', bottom: '12mm', left: '10mm' };
const FOOTER = `<div style="width:100%;font-size:8px;color:#666;text-align:right;padding-right:10mm">
<span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/** At most this many dashboards print at once; the others wait (2 cores are shared with the API). */
const MAX_CONCURRENT_PRINTS = 2;

export interface PrintJob {
  /** The print view, absolute, on this server. */
  url: string;
  /** Credentials of the caller, set on the page as cookies of the server's origin (never in the URL). */
  cookies: { name: string; value: string }[];
  /** Headers every request of the page carries (the anti-forgery id of a signed-in caller). */
  headers: Record<string, string>;
  /** How long the cards may take to settle; past it the page prints as it stands. */
  timeoutMs: number;
}

export interface PdfPrinterOptions {
  executablePath: string;
  onSlowPage(url: string): void;
}

const chromiumMissing = () => new AppError(503, 'INTERNAL', 'dashboardExport.errors.chromiumMissing');

/**
 * Prints pages to PDF in headless Chromium. One browser is launched on first use and shared (a fresh context
 * per print, so no cookie outlives its export); `close` ends it with the app. Playwright is loaded on that
 * first use too: it is ~35 MB of heap that a server printing nothing would otherwise carry, and that every
 * full garbage collection would mark again.
 */
export function createPdfPrinter(options: PdfPrinterOptions) {
  let browser: Promise<Browser> | null = null;
  let running = 0;
  const waiting: (() => void)[] = [];

  function browserOnce(): Promise<Browser> {
    if (!fs.existsSync(options.executablePath)) return Promise.reject(chromiumMissing());
    if (!browser) {
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS }),
      );
      launching.then(
        (launched) => launched.on('disconnected', () => (browser = null)),
        () => (browser = null),
      );
      browser = launching;
    }
    return browser;
  }

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONCURRENT_PRINTS) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function printNow(job: PrintJob): Promise<Buffer> {
    const context = await (await browserOnce()).newContext({
      viewport: PRINTABLE_VIEWPORT,
      locale: 'pt-BR',
      timezoneId: TIME_ZONE,
      reducedMotion: 'reduce',
      extraHTTPHeaders: job.headers,
    });
    try {
      const { origin } = new URL(job.url);
      await context.addCookies(
        job.cookies.map((cookie) => ({
          ...cookie,
          url: origin,
          httpOnly: true,
          sameSite: 'Strict' as const,
        })),
      );
      const page = await context.newPage();
      const deadline = Date.now() + job.timeoutMs;
      await page.goto(job.url, { waitUntil: 'load', timeout: job.timeoutMs });
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      try {
        await page.waitForSelector(`[${PRINT_READY_ATTRIBUTE}="true"]`, {
          state: 'attached',
          timeout: Math.max(deadline - Date.now(), 1),
        });
      } catch {
        options.onSlowPage(job.url);
      }
      return await page.pdf({
        format: 'A4',
        landscape: true,
        printBackground: true,
        margin: MARGIN,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: FOOTER,
      });
    } finally {
      await context.close();
    }
  }

  return {
    print: (job: PrintJob) => slot(() => printNow(job)),

    async close(): Promise<void> {
      const open = browser;
      browser = null;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}

export type PdfPrinter = ReturnType<typeof createPdfPrinter>;
