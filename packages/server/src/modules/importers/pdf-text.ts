import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfTextOutcome } from './pdf-text-worker.ts';

export type { PdfTextOutcome };

/**
 * A document whose text is not read by then is given up as unreadable: a clipping of a few pages reads in well
 * under a second, and only a hostile or broken file takes minutes.
 */
export const PDF_READ_TIMEOUT_MS = 60_000;
/** The heap one reading may use; past it the worker stops and the document is unreadable (not the server). */
const WORKER_HEAP_MB = 512;
/** Readings run at once; the others wait their turn, so uploads never take every core from the cards. */
const MAX_READINGS = Math.max(1, availableParallelism() - 1);

const WORKER_URL = new URL('./pdf-text-worker.ts', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_READINGS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** One reading in its own worker thread, ended when it answers, fails, runs out of heap or of time. */
function readInWorker(bytes: Uint8Array, timeoutMs: number): Promise<PdfTextOutcome> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER_URL, {
      workerData: copy,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: PdfTextOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const unreadable: PdfTextOutcome = { ok: false, reason: 'unreadable' };
    const timer = setTimeout(() => settle(unreadable), timeoutMs);
    worker.once('message', (outcome: PdfTextOutcome) => settle(outcome));
    worker.once('error', () => settle(unreadable));
    worker.once('exit', () => settle(unreadable));
    // PDF.js writes its warnings to the console: a document's oddities are not the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
  });
}

/**
 * The text of a PDF (its pages' lines, tidied), the document's identity (pdf-text-layout.ts documentKey) and
 * its page count; or why there is none: 'unreadable' (not a PDF, damaged, password-protected, or past the time
 * or memory a reading may take) or 'noText' (pages without a text layer: a scan). Read off the event loop.
 */
export async function readPdfText(
  bytes: Uint8Array,
  timeoutMs: number = PDF_READ_TIMEOUT_MS,
): Promise<PdfTextOutcome> {
  const done = await turn();
  try {
    return await readInWorker(bytes, timeoutMs);
  } finally {
    done();
  }
}
