/** Export formats of spec §9: images and documents for charts, CSV for data, XLSX for tables as well. */
export const EXPORT_FORMATS = ['PNG', 'PDF', 'SVG', 'CSV', 'XLSX'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CHART_EXPORT_FORMATS = ['PNG', 'PDF', 'SVG', 'CSV'] as const satisfies readonly ExportFormat[];
export const TABLE_EXPORT_FORMATS = [
  'PNG',
  'PDF',
  'SVG',
  'CSV',
  'XLSX',
] as const satisfies readonly ExportFormat[];

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  PNG: 'image/png',
  PDF: 'application/pdf',
  SVG: 'image/svg+xml',
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function exportFormatsFor(isTable: boolean): readonly ExportFormat[] {
  return isTable ? TABLE_EXPORT_FORMATS : CHART_EXPORT_FORMATS;
}

/** The file name of an export: the title without characters file systems refuse, and the extension. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  return `${base}.${format.toLowerCase()}`;
}
