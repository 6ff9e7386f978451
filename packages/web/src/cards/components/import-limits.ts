import { IMPORT_MAX_BYTES, SHEET_EXTENSION, SHEET_MIME_TYPE } from '@mirante/core';

/** The largest file an importer card sends: core's, the server's limit too, so a file sent is one it reads. */
export { IMPORT_MAX_BYTES };

/** What the file chooser of the sheet importers offers. */
export const SHEET_ACCEPT = `${SHEET_EXTENSION},${SHEET_MIME_TYPE}`;

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 64 MB, 1,5 MB, 300 KB: sizes in binary units, written in pt-BR. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes)} B`;
}
