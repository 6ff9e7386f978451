import { type CardRows, EXPORT_MIME_TYPES, exportFileName } from '@mirante/core';
import type { ChartExportHandle } from '../chart-export.ts';
import { cardRowsToCsv, csvBlob } from './card-csv.ts';
import { cardRowsToXlsx } from './card-xlsx.ts';
import { dataUrlBlob } from './download-file.ts';

/** What the card menu exports: images of the chart, the data as a sheet. */
export const CARD_EXPORT_FORMATS = ['PNG', 'SVG', 'CSV', 'XLSX'] as const;
export type CardExportFormat = (typeof CARD_EXPORT_FORMATS)[number];

export interface CardExportSource {
  title: string;
  rows: CardRows;
  /** The drawn chart, or null for cards without one (tables, lists, text). */
  chart: ChartExportHandle | null;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The file of one export, named after the card's title; null when the card has nothing in that format. */
export async function cardExportFile(
  format: CardExportFormat,
  source: CardExportSource,
): Promise<ExportFile | null> {
  const fileName = exportFileName(source.title, format);
  switch (format) {
    case 'PNG': {
      const url = source.chart?.pngDataUrl() ?? null;
      return url === null ? null : { blob: dataUrlBlob(url), fileName };
    }
    case 'SVG': {
      const svg = source.chart?.svgText() ?? null;
      return svg === null ? null : { blob: new Blob([svg], { type: EXPORT_MIME_TYPES.SVG }), fileName };
    }
    case 'CSV':
      return { blob: csvBlob(cardRowsToCsv(source.rows)), fileName };
    case 'XLSX':
      return { blob: await cardRowsToXlsx(source.title, source.rows), fileName };
    default:
      return format satisfies never;
  }
}
