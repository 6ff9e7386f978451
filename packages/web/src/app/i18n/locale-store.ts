import { DEFAULT_LOCALE, type Locale } from '@mirante/core';

const STORAGE_KEY = 'mirante.locale';
export const LOCALES: readonly Locale[] = ['pt-BR', 'en'];

function isLocale(value: string | null): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** The language the user chose with the switch, kept across visits; pt-BR until they choose. */
export const localeStore = {
  get(): Locale {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  },
  set(locale: Locale): void {
    localStorage.setItem(STORAGE_KEY, locale);
  },
};
