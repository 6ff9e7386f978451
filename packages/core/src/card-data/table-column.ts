import type { MessageKey } from '../i18n/messages.ts';
import type { TableColumn } from './card-data.ts';
import type { Translate } from './endpoints/card-endpoint.ts';

/** A column of a card's table, its label from the catalogue. */
export const tableColumn = (
  key: string,
  label: MessageKey,
  format: TableColumn['format'],
  t: Translate,
): TableColumn => ({
  key,
  label: t(label),
  format,
});
