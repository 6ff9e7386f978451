import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { capText, documentKey, layoutText } from './pdf-text-layout.ts';

/**
 * Reads the text of one PDF in a worker thread (pdf-text.ts starts it): PDF.js parses on the thread that
 * calls it (in Node its "worker" is a fake one on the same thread), so a long or hostile document would
 * otherwise hold the server's event loop. Answers one PdfTextOutcome message and ends.
 */

export type PdfTextOutcome =
  | { ok: true; text: string; key: string; pages: number }
  | { ok: false; reason: 'unreadable' | 'noText' };

/** PDF.js's own font and character-map data, read from its package folder (never fetched). */
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

async function readText(bytes: Uint8Array): Promise<PdfTextOutcome> {
  const task = getDocument({
    data: bytes,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    cMapPacked: true,
    // Text only: no fonts loaded into a page, no XFA forms (PDF.js 6 compiles no font code: no eval to turn off).
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        (content.items as TextItemLike[])
          .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
          .join(''),
      );
      page.cleanup();
    }
    const text = layoutText(pages);
    if (text === '') return { ok: false, reason: 'noText' };
    return { ok: true, text: capText(text), key: documentKey(text), pages: pdf.numPages };
  } catch {
    // Not a PDF after all, damaged past repair, or protected by a password.
    return { ok: false, reason: 'unreadable' };
  } finally {
    await task.destroy();
  }
}

parentPort?.postMessage(await readText(workerData as Uint8Array));
