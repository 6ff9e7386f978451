import { type DocumentImport, PostRecord } from '@mirante/core';

/** The print channel (spec §3 channels): a press clipping is a post of the printed press. */
export const PDF_POST_CHANNEL = 'impressas';

/** What stands in the stored text for each personal datum of a masked document. */
export const MASK = '***';

/**
 * Personal data a clipping's text may carry, as written in Brazil: e-mail addresses, CPFs (with or without
 * punctuation), RGs in their usual punctuation, and phone numbers (landline or mobile, with area code, with or
 * without +55). Company numbers (CNPJ), prices, dates and years are left alone.
 */
const PERSONAL_DATA: readonly RegExp[] = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  /(?<![\d.])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d.-])/gu,
  /(?<![\d.])\d{1,2}\.\d{3}\.\d{3}-[\dXx](?![\d.-])/gu,
  /(?<![\d+])(?:\+55[ -]?)?\(?\d{2}\)?[ -]?(?:9[ -]?)?\d{4}[ -]?\d{4}(?![\d-])/gu,
];

/**
 * A masked document (the form's 'masked' checkbox: 'Mascarar dados pessoais') is stored with each personal
 * datum above replaced by MASK, so the cards, exports and searches never show it. Names are not recognised.
 */
export function maskPersonalData(text: string): string {
  return PERSONAL_DATA.reduce((masked, pattern) => masked.replace(pattern, MASK), text);
}

/** The outlet a link points to, as its host without "www." (folha.uol.com.br): the post's author. */
export function outletOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./u, '');
}

/**
 * The post a clipping becomes: its id from the document's identity (so the same document is one post
 * whatever happens), the print channel, the document's day in São Paulo, the link, the text (masked when
 * asked), and the outlet as its author; everything else takes the ingest schema's defaults (no interactions,
 * sentiment or profile: the print press has none to collect).
 */
export function pdfPost(document: DocumentImport, text: string, key: string): PostRecord {
  return PostRecord.parse({
    id: `pdf-${key}`,
    channel: PDF_POST_CHANNEL,
    postedAt: document.documentDate,
    text: document.masked ? maskPersonalData(text) : text,
    url: document.link,
    username: outletOf(document.link),
  });
}
