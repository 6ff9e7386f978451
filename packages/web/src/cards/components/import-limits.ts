import { SHEET_EXTENSION, SHEET_MIME_TYPE } from '@mirante/core';

/**
 * The largest file an importer card sends. The spec states no file size, only the 300 s upload timeout; this
 * is the server's upload body limit (the ingest API's 64 MiB), so a file the card accepts is one the server
 * reads.
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** What the file chooser of the sheet importers offers. */
export const SHEET_ACCEPT = `${SHEET_EXTENSION},${SHEET_MIME_TYPE}`;

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 64 MB, 1,5 MB, 300 KB: sizes in binary units, written in pt-BR. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes)} B`;
}
