import { TIME_ZONE } from '@mirante/core';

/** Numbers and dates always read as in Brazil, whatever the browser's own locale and zone. */
const LOCALE = 'pt-BR';

const numberFormat = new Intl.NumberFormat(LOCALE);
const fullDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** DD/MM/YYYY, the spec's date format. */
export function formatDate(ms: number): string {
  return fullDate.format(ms);
}
