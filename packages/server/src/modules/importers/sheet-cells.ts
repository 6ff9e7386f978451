import { zoneOffsetMs } from '@mirante/core';

/** A cell as exceljs reads it: a value, a Date (a date-formatted number), a rich text, a formula result, a link. */
export type CellValue = unknown;

/** Header names compare without case, accents or surrounding spaces ("Comentários" = "comentarios"). */
export function headerKey(value: CellValue): string {
  return cellText(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A cell's text as a person reads it; '' for an empty cell. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      hyperlink?: string;
      error?: string;
    };
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (typeof cell.hyperlink === 'string') return cell.hyperlink.trim();
    if (typeof cell.error === 'string') return cell.error;
  }
  return '';
}

/** The instant of a wall-clock time in America/Sao_Paulo, given as its fields read in UTC (`Date.UTC(...)`). */
export function saoPauloWallTime(wallAsUtc: number): number {
  const first = wallAsUtc - zoneOffsetMs(wallAsUtc);
  return wallAsUtc - zoneOffsetMs(first);
}

/** The serial of 1970-01-01 in Excel's 1900 date system, and of 10000-01-01 (past its last date). */
const EXCEL_EPOCH_SERIAL = 25_569;
const EXCEL_SERIAL_MAX = 2_958_466;

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function wallTime(parts: number[]): number | null {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? saoPauloWallTime(wall) : null;
}

/**
 * A sheet's date: an Excel date cell or date serial (its wall-clock time, São Paulo's: Excel dates carry no zone), or a text
 * DD/MM/AAAA [HH:mm[:ss]] or AAAA-MM-DD [HH:mm[:ss]] in São Paulo time (spec §9 formats). Null when neither.
 */
export function cellInstant(value: CellValue): number | null {
  if (value instanceof Date) {
    const wall = value.getTime();
    return Number.isNaN(wall) ? null : saoPauloWallTime(wall);
  }
  // An Excel date serial whose number format was not read as a date: days since 1899-12-30, the fraction the time.
  if (typeof value === 'number') {
    if (!(value >= 1 && value < EXCEL_SERIAL_MAX)) return null;
    return saoPauloWallTime(Math.round((value - EXCEL_EPOCH_SERIAL) * 86_400_000));
  }
  if (typeof value === 'object' && value !== null && 'result' in value) {
    return cellInstant((value as { result: unknown }).result);
  }
  const text = cellText(value);
  const br = BR_DATE.exec(text);
  if (br) return wallTime([br[3], br[2], br[1], br[4], br[5], br[6]].map((part) => Number(part ?? 0)));
  const iso = ISO_DATE.exec(text);
  if (iso) return wallTime(iso.slice(1, 7).map((part) => Number(part ?? 0)));
  return null;
}

/** A whole count (likes, comments, shares): a number cell or a text of digits (thousands dots allowed). */
export function cellCount(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const text = cellText(value).replace(/\.(?=\d{3}\b)/g, '');
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
