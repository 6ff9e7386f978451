import { TIME_ZONE } from '../domain/dates.ts';
import { assertUnreachable } from '../lang/assert-unreachable.ts';
import type { ValueFormat } from './card-data.ts';

/** Card numbers read as in Brazil whatever the browser's locale: 12.345, 12,5%, R$ 1.234,50, 1h 05min. */
const LOCALE = 'pt-BR';

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const currencyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A duration of the desk timings, given in seconds: 45s, 3min 20s, 1h 05min, 2d 4h. */
export function formatDuration(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  const sign = seconds < 0 && total > 0 ? '-' : '';
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${sign}${days}d ${hours}h`;
  if (hours > 0) return `${sign}${hours}h ${pad(minutes)}min`;
  if (minutes > 0) return `${sign}${minutes}min ${pad(rest)}s`;
  return `${sign}${rest}s`;
}

/** Percent values arrive as percentages (12.5 means 12,5%). */
export function formatValue(value: number, format: ValueFormat): string {
  switch (format) {
    case 'count':
      return countFormat.format(value);
    case 'decimal':
      return decimalFormat.format(value);
    case 'percent':
      return `${percentFormat.format(value)}%`;
    case 'currency':
      return currencyFormat.format(value);
    case 'duration':
      return formatDuration(value);
    default:
      return assertUnreachable(format);
  }
}

/** DD/MM/YYYY HH:mm in America/Sao_Paulo, the spec's date format. */
export function formatDateTime(ms: number): string {
  return dateTimeFormat.format(ms).replace(', ', ' ');
}
