/** Card sizes of spec §2: widths in grid columns, heights as named presets. */
export const CARD_WIDTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type CardWidth = (typeof CARD_WIDTHS)[number];

export const CARD_HEIGHTS = ['AUTO', 'SMALL', 'MID', 'LARGE', 'XLARGE'] as const;
export type CardHeight = (typeof CARD_HEIGHTS)[number];

export const CARD_HEIGHT_LABELS: Record<CardHeight, string> = {
  AUTO: 'Automático',
  SMALL: 'Pequeno',
  MID: 'Médio',
  LARGE: 'Grande',
  XLARGE: 'Extra grande',
};

export function widthLabel(width: CardWidth): string {
  return `${width} Colunas`;
}
