import type { Locale, MessageKey } from '@mirante/core';
import { createContext } from 'react';

export interface I18nValue {
  locale: Locale;
  /** Shows the app in a language for now (a dashboard's own language); not remembered. */
  setLocale(locale: Locale): void;
  /** The user's choice from the language switch: applied and remembered for the next visits. */
  chooseLocale(locale: Locale): void;
  t(key: MessageKey): string;
}

export const I18nContext = createContext<I18nValue | null>(null);
