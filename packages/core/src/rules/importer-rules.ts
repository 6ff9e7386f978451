import { startOfZonedDateKey, startOfZonedDay } from '../domain/dates.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { fail, ok, type Result } from './result.ts';

export interface DocumentImportForm {
  link: string;
  /** The date the document refers to, as typed: YYYY-MM-DD or DD/MM/YYYY. */
  documentDate: string;
  /** Mask personal data of the imported posts. */
  masked: boolean;
}

export interface DocumentImport {
  link: string;
  /** The start of the document's day in America/Sao_Paulo, in ms. */
  documentDate: number;
  masked: boolean;
}

/** An http(s) address with a host. */
export function isValidLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The start, in São Paulo, of a typed calendar date (YYYY-MM-DD or DD/MM/YYYY); null when not a real date. */
export function parseDocumentDate(value: string): number | null {
  const trimmed = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  return startOfZonedDateKey(br ? `${br[3]}-${br[2]}-${br[1]}` : trimmed);
}

/**
 * File importer (spec §5): the link is required ('Valor obrigatório') and must be a link ('Link inválido'), the
 * document date is required, real and not in the future; masked is a plain choice.
 */
export function validateDocumentImport(
  form: DocumentImportForm,
  now: number = Date.now(),
): Result<DocumentImport> {
  const fields: Record<string, MessageKey> = {};
  const link = form.link.trim();
  if (link === '') fields.link = 'importer.errors.required';
  else if (!isValidLink(link)) fields.link = 'importer.errors.invalidLink';
  const documentDate = form.documentDate.trim() === '' ? null : parseDocumentDate(form.documentDate);
  if (form.documentDate.trim() === '') fields.documentDate = 'importer.errors.required';
  else if (documentDate === null) fields.documentDate = 'importer.errors.invalidDate';
  else if (documentDate > startOfZonedDay(now)) fields.documentDate = 'importer.errors.futureDate';
  const first = Object.values(fields)[0];
  if (first !== undefined || documentDate === null) return fail(first ?? 'importer.errors.required', fields);
  return ok({ link, documentDate, masked: form.masked });
}

export const SHEET_EXTENSION = '.xlsx';
export const SHEET_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The comment-sheet and tag importers take an .xlsx file only. */
export function validateSheetFile(fileName: string | null): Result<string> {
  const name = (fileName ?? '').trim();
  if (name === '') return fail('importer.errors.required', { file: 'importer.errors.required' });
  if (!name.toLowerCase().endsWith(SHEET_EXTENSION) || name.length === SHEET_EXTENSION.length) {
    return fail('importer.errors.xlsxOnly', { file: 'importer.errors.xlsxOnly' });
  }
  return ok(name);
}
