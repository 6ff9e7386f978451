import type { DataType } from '../cards/card-definition.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';

/**
 * Short labels the library shows on a card (spec §3): Social Listening, Métricas Proprietárias, Smart Care (SAC),
 * Blip, PNP (owned + earned) and PSLZ (personalizado, custom components).
 */
export const DATA_TYPE_SHORT_LABELS = ['SL', 'MP', 'SC', 'BLIP', 'PNP', 'PSLZ'] as const;
export type DataTypeShortLabel = (typeof DATA_TYPE_SHORT_LABELS)[number];

/** The short label of each data type; static cards (text, image, section) carry none. */
export const SHORT_LABEL_OF_DATA_TYPE: Record<DataType, DataTypeShortLabel | null> = {
  LISTENING: 'SL',
  COMPETITIVE: 'SL',
  PAGE: 'MP',
  SAC: 'SC',
  SAC_STATUS: 'SC',
  SAC_LISTENING: 'PNP',
  BLIP: 'BLIP',
  CUSTOM: 'PSLZ',
  STATIC: null,
};

export const SHORT_LABEL_NAMES: Record<DataTypeShortLabel, MessageKey> = {
  SL: 'dataType.SL',
  MP: 'dataType.MP',
  SC: 'dataType.SC',
  BLIP: 'dataType.BLIP',
  PNP: 'dataType.PNP',
  PSLZ: 'dataType.PSLZ',
};

export function shortLabelOf(dataType: DataType): DataTypeShortLabel | null {
  return SHORT_LABEL_OF_DATA_TYPE[dataType];
}
