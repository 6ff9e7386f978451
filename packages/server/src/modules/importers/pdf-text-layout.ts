import { createHash } from 'node:crypto';

/**
 * How the text read from a PDF becomes a post's text and the document's identity. Plain functions with no
 * imports beyond node's, so the extraction worker (pdf-text-worker.ts) loads them without the server.
 */

/** A post's text holds at most this many characters (core's ingest post schema, `postText`). */
export const POST_TEXT_MAX_CHARS = 100_000;

/** One line as a reader sees it: Unicode composed (NFC), runs of blanks as one space, no edge blanks. */
const tidyLine = (line: string): string =>
  line
    .normalize('NFC')
    .replace(/[\s\u00a0]+/gu, ' ')
    .trim();

/** Lines of the pages, tidied; one blank line between paragraphs and between pages, none at the edges. */
export function layoutText(pages: readonly string[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    for (const raw of page.split(/\r\n|\r|\n/u)) {
      const line = tidyLine(raw);
      if (line !== '' || (lines.length > 0 && lines.at(-1) !== '')) lines.push(line);
    }
    if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
  }
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/**
 * The document's identity: SHA-256 of its words in order, lower-cased, with every run of blanks as one space.
 * The same clipping saved again (another producer, other line breaks, other metadata, another file) is the
 * same document; a different text is another document.
 */
export function documentKey(text: string): string {
  const words = text.normalize('NFC').toLocaleLowerCase('pt-BR').split(/\s+/u).filter(Boolean).join(' ');
  return createHash('sha256').update(words, 'utf8').digest('hex');
}

/** Cuts a text to the post's limit without splitting a surrogate pair. */
export function capText(text: string, max = POST_TEXT_MAX_CHARS): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
