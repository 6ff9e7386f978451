import type { CardHeight } from '@mirante/core';

/** Pixel heights of the spec's size presets; AUTO grows with its content. */
export const CARD_HEIGHT_PX: Record<CardHeight, number | null> = {
  AUTO: null,
  SMALL: 240,
  MID: 360,
  LARGE: 480,
  XLARGE: 640,
};

/** The body of an AUTO card: enough room for a chart with its legend. */
export const AUTO_BODY_MIN_PX = 280;
