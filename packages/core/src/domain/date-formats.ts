import { TIME_ZONE, zonedParts } from './dates.ts';

/** Date formats of spec §9; every one renders the wall-clock time of America/Sao_Paulo. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'DD/MM/YYYY HH:mm', 'YYYY-MM-DD', 'YYYYMMDDHHmm'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export const DATE_FORMATTERS: Record<DateFormat, (ms: number, timeZone?: string) => string> = {
  'DD/MM/YYYY': (ms, timeZone = TIME_ZONE) => {
    const p = zonedParts(ms, timeZone);
    return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
  },
  'DD/MM/YYYY HH:mm': (ms, timeZone = TIME_ZONE) => {
    const p = zonedParts(ms, timeZone);
    return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
  },
  'YYYY-MM-DD': (ms, timeZone = TIME_ZONE) => {
    const p = zonedParts(ms, timeZone);
    return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  },
  YYYYMMDDHHmm: (ms, timeZone = TIME_ZONE) => {
    const p = zonedParts(ms, timeZone);
    return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}`;
  },
};

export function formatDate(ms: number, format: DateFormat, timeZone: string = TIME_ZONE): string {
  return DATE_FORMATTERS[format](ms, timeZone);
}
