import type { Locale, MessageKey } from '@mirante/core';
import { createContext } from 'react';

export interface I18nValue {
  locale: Locale;
  setLocale(locale: Locale): void;
  t(key: MessageKey): string;
}

export const I18nContext = createContext<I18nValue | null>(null);
