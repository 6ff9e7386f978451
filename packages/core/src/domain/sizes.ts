import type { MessageKey } from '../i18n/pt-BR.ts';

/** Card sizes of spec §2: widths in grid columns, heights as named presets. */
export const CARD_WIDTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type CardWidth = (typeof CARD_WIDTHS)[number];

export const CARD_HEIGHTS = ['AUTO', 'SMALL', 'MID', 'LARGE', 'XLARGE'] as const;
export type CardHeight = (typeof CARD_HEIGHTS)[number];

/** The spec's size-table names: the height presets plus COL12, the full-width table (numbers not shown). */
export const SIZE_TABLE_NAMES = ['SMALL', 'MID', 'LARGE', 'XLARGE', 'COL12', 'AUTO'] as const;
export type SizeTableName = (typeof SIZE_TABLE_NAMES)[number];

/** The width the COL12 table stands for. */
export const FULL_WIDTH: CardWidth = 12;

export const CARD_HEIGHT_LABELS: Record<CardHeight, string> = {
  AUTO: 'Automático',
  SMALL: 'Pequeno',
  MID: 'Médio',
  LARGE: 'Grande',
  XLARGE: 'Extra grande',
};

/** Catalogue keys of the height choices, for screens that translate. */
export const CARD_HEIGHT_LABEL_KEYS: Record<CardHeight, MessageKey> = {
  AUTO: 'size.height.AUTO',
  SMALL: 'size.height.SMALL',
  MID: 'size.height.MID',
  LARGE: 'size.height.LARGE',
  XLARGE: 'size.height.XLARGE',
};

export const CARD_WIDTH_LABEL_KEYS: Record<CardWidth, MessageKey> = {
  2: 'size.width.2',
  3: 'size.width.3',
  4: 'size.width.4',
  5: 'size.width.5',
  6: 'size.width.6',
  7: 'size.width.7',
  8: 'size.width.8',
  9: 'size.width.9',
  10: 'size.width.10',
  11: 'size.width.11',
  12: 'size.width.12',
};

export function widthLabel(width: CardWidth): string {
  return `${width} Colunas`;
}

export function isCardWidth(value: number): value is CardWidth {
  return (CARD_WIDTHS as readonly number[]).includes(value);
}

export function isCardHeight(value: string): value is CardHeight {
  return (CARD_HEIGHTS as readonly string[]).includes(value);
}
