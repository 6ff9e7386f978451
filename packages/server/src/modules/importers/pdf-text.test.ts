import { describe, expect, it } from 'vitest';
import { blankPdf, clippingPdf } from './pdf-fixtures.ts';
import { readPdfText } from './pdf-text.ts';
import { capText, documentKey, layoutText, POST_TEXT_MAX_CHARS } from './pdf-text-layout.ts';

describe('the text of a PDF', () => {
  it('keeps the lines in order, blanks within a line as one space, one blank line between paragraphs and pages', () => {
    const pages = ['  Título\u00a0 da   matéria \n\n\n\nPrimeiro parágrafo\r\n', '\n\nPágina  dois\n'];
    expect(layoutText(pages)).toBe('Título da matéria\n\nPrimeiro parágrafo\n\nPágina dois');
    expect(layoutText(['', ' \n '])).toBe('');
  });

  it('is composed Unicode: an accent typed as a combining mark is the same letter', () => {
    expect(layoutText(['Sa\u0303o Paulo'])).toBe('São Paulo');
  });

  it('names a document by its words: the same words laid out otherwise are the same document', () => {
    const key = documentKey('Açúcar União\namplia produção');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(documentKey('  açúcar   UNIÃO amplia\n\nprodução ')).toBe(key);
    expect(documentKey('Açúcar União amplia a produção')).not.toBe(key);
  });

  it("is cut at the post's limit, never inside a character", () => {
    expect(capText('a'.repeat(POST_TEXT_MAX_CHARS + 10))).toHaveLength(POST_TEXT_MAX_CHARS);
    const emojiAtTheEdge = `${'a'.repeat(POST_TEXT_MAX_CHARS - 1)}😀b`;
    expect(capText(emojiAtTheEdge)).toBe('a'.repeat(POST_TEXT_MAX_CHARS - 1));
    expect(capText('curto')).toBe('curto');
  });

  it('is read in a worker: the text, its identity and the page count', async () => {
    const read = await readPdfText(await clippingPdf([['Coração  e ação'], ['Fim']]));
    expect(read).toEqual({
      ok: true,
      text: 'Coração e ação\n\nFim',
      key: documentKey('Coração e ação Fim'),
      pages: 2,
    });
  });

  it('says why there is none: no text layer, or not readable, or past the time a reading may take', async () => {
    expect(await readPdfText(await blankPdf())).toEqual({ ok: false, reason: 'noText' });
    expect(await readPdfText(new TextEncoder().encode('%PDF-1.4\nnada'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    // A worker cannot even start within 0 ms.
    expect(await readPdfText(await clippingPdf([['Texto']]), 0)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
