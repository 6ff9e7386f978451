import { type Locale, translate } from '@mirante/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nContext, type I18nValue } from './i18n-context.ts';
import { localeStore } from './locale-store.ts';

interface I18nProviderProps {
  /** Overrides the remembered language (tests). */
  initialLocale?: Locale;
  children: ReactNode;
}

export function I18nProvider({ initialLocale, children }: I18nProviderProps) {
  const [locale, setLocale] = useState<Locale>(() => initialLocale ?? localeStore.get());

  // Screen readers and the browser's own widgets follow the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      setLocale,
      chooseLocale: (chosen) => {
        localeStore.set(chosen);
        setLocale(chosen);
      },
      t: (key) => translate(key, locale),
    }),
    [locale],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}
