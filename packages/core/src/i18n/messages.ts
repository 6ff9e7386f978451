import { en } from './en.ts';
import { type MessageKey, ptBR } from './pt-BR.ts';

export type Locale = 'pt-BR' | 'en';
export type { MessageKey };

export const catalogues: Record<Locale, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Looks a message up; English falls back to pt-BR, as the spec's UI does. */
export function translate(key: MessageKey, locale: Locale = DEFAULT_LOCALE): string {
  return catalogues[locale][key] || ptBR[key];
}

/** Puts values into a message's `{name}` slots; a slot without a value stays as written. */
export function fillMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ptBR, value);
}
