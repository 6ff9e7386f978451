import { CHANNEL_ICON_SIZE, channelInfo, translate } from '@mirante/core';
import { use } from 'react';
import { I18nContext } from '../../app/i18n/i18n-context.ts';
import { CHANNEL_ICONS } from './channel-icons.ts';

interface ChannelIconProps {
  channel: string;
  size?: number;
}

/** The first letters of the words of a channel's name: "Google Meu Negócio" → GM, "YouTube" → YO. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : name;
  return letters.slice(0, 2).toUpperCase();
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function readableTextColor(background: string): string {
  const hex = background.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => linear(Number.parseInt(hex.slice(start, start + 2), 16)));
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05; they cross at L ≈ 0.179.
  return luminance > 0.179 ? '#000' : '#fff';
}

/**
 * A channel's badge: its Tabler icon (its monogram if core names an icon the app does not map) on its colour,
 * from core's channel table (unknown names fall back to "não classificado"), named for screen readers in the
 * UI's language (pt-BR outside the app's providers).
 */
export function ChannelIcon({ channel, size = CHANNEL_ICON_SIZE }: ChannelIconProps) {
  const i18n = use(I18nContext);
  const info = channelInfo(channel);
  const name = i18n ? i18n.t(info.label) : translate(info.label);
  const Icon = CHANNEL_ICONS[info.icon];
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-icon={info.icon}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: info.color,
        color: readableTextColor(info.color),
        fontSize: Math.round(size * 0.38),
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {Icon ? (
        <Icon size={Math.round(size * 0.62)} stroke={1.75} aria-hidden="true" />
      ) : (
        <span aria-hidden="true">{monogram(name)}</span>
      )}
    </span>
  );
}
