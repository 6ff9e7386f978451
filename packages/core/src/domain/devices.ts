import type { MessageKey } from '../i18n/pt-BR.ts';

/**
 * The devices a post was published from. The collectors write `posts.device` as free text ('Android',
 * 'iPhone', 'Web', 'Outros'); the names known here are read whatever their case, any other shows as written.
 */
export const DEVICES = ['android', 'iphone', 'web', 'mobile', 'desktop', 'tablet', 'other'] as const;
export type Device = (typeof DEVICES)[number];

export const DEVICE_LABELS: Record<Device, MessageKey> = {
  android: 'device.android',
  iphone: 'device.iphone',
  web: 'device.web',
  mobile: 'device.mobile',
  desktop: 'device.desktop',
  tablet: 'device.tablet',
  other: 'device.other',
};

/** Other spellings the collectors use for a known device. */
const DEVICE_ALIASES: Readonly<Record<string, Device>> = {
  ios: 'iphone',
  outros: 'other',
  outro: 'other',
  others: 'other',
};

/** The known device a stored name stands for; null for a name this table does not know. */
export function deviceOf(value: string): Device | null {
  const name = value.trim().toLowerCase();
  if ((DEVICES as readonly string[]).includes(name)) return name as Device;
  return Object.hasOwn(DEVICE_ALIASES, name) ? (DEVICE_ALIASES[name] ?? null) : null;
}
