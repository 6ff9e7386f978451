import { NativeSelect } from '@mantine/core';
import type { Locale } from '@mirante/core';
import { LOCALES } from './i18n/locale-store.ts';
import { useI18n } from './i18n/useI18n.ts';

/** The language switch; the choice is remembered for the next visits. */
export function LanguageSwitch() {
  const { locale, chooseLocale, t } = useI18n();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('shell.language')}
      value={locale}
      data={LOCALES.map((value) => ({ value, label: t(`shell.language.${value}`) }))}
      onChange={(event) => chooseLocale(event.currentTarget.value as Locale)}
    />
  );
}
