import { DEFAULT_LOCALE, type Locale, translate } from '@mirante/core';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nContext, type I18nValue } from './i18n-context.ts';

interface I18nProviderProps {
  initialLocale?: Locale;
  children: ReactNode;
}

export function I18nProvider({ initialLocale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const value = useMemo<I18nValue>(
    () => ({ locale, setLocale, t: (key) => translate(key, locale) }),
    [locale],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}
