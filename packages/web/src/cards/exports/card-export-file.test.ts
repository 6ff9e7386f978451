import { type CardData, cardDataRows, translate } from '@mirante/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildDonutOption } from '../options/donut-option.ts';
import { cardRowsToCsv } from './card-csv.ts';
import { cardExportFile, type ExportFile } from './card-export-file.ts';
import { renderChartSvg } from './chart-svg.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

const series: CardData = {
  kind: 'series',
  series: [
    {
      key: 'instagram',
      name: 'Instagram',
      color: null,
      data: [
        [DAY_1, 1234.5],
        [DAY_2, 7],
      ],
    },
    { key: 'tag', name: 'Tag "a", b', color: null, data: [[DAY_2, 42]] },
  ],
  grain: 'dayOfMonth',
  format: 'count',
};

const values: CardData = {
  kind: 'values',
  items: [
    { key: 'positive', name: 'Positivo', value: 30, color: '#40c057', channel: null },
    { key: 'negative', name: 'Negativo', value: 10, color: '#fa5252', channel: null },
  ],
  format: 'count',
};

async function fileOf(pending: ReturnType<typeof cardExportFile>): Promise<ExportFile> {
  const file = await pending;
  if (!file) throw new Error('nothing exported');
  return file;
}

describe('card exports', () => {
  it('writes CSV with one row per point, quoted where needed, numbers plain', () => {
    expect(cardRowsToCsv(cardDataRows(series, t))).toBe(
      'Data,Instagram,"Tag ""a"", b"\r\n14/11/2025,1234.5,\r\n15/11/2025,7,42',
    );
  });

  it('names the CSV after the card title and marks it UTF-8 for spreadsheets', async () => {
    const file = await fileOf(
      cardExportFile('CSV', {
        title: 'Sentimento: geral',
        rows: cardDataRows(values, t),
        chart: null,
      }),
    );
    expect(file.fileName).toBe('Sentimento geral.csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nome,Valor\r\nPositivo,30\r\nNegativo,10');
  });

  it('writes XLSX with the same rows, numbers as numbers', async () => {
    const file = await fileOf(
      cardExportFile('XLSX', {
        title: 'Publicações',
        rows: cardDataRows(series, t),
        chart: null,
      }),
    );
    expect(file.fileName).toBe('Publicações.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Publicações');
    const rows = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Data', 'Instagram', 'Tag "a", b'],
      ['14/11/2025', 1234.5],
      ['15/11/2025', 7, 42],
    ]);
  });

  it('has no image of a card without a chart', async () => {
    const rows = cardDataRows(values, t);
    expect(await cardExportFile('PNG', { title: 'x', rows, chart: null })).toBeNull();
    expect(await cardExportFile('SVG', { title: 'x', rows, chart: null })).toBeNull();
  });

  it('asks the chart for its images', async () => {
    const chart = { pngDataUrl: () => 'data:image/png;base64,iVBORw==', svgText: () => '<svg></svg>' };
    const rows = cardDataRows(values, t);
    const png = await fileOf(cardExportFile('PNG', { title: 'Donut', rows, chart }));
    expect(png.fileName).toBe('Donut.png');
    expect(png.blob.type).toBe('image/png');
    expect([...new Uint8Array(await png.blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const svg = await fileOf(cardExportFile('SVG', { title: 'Donut', rows, chart }));
    expect(await svg.blob.text()).toBe('<svg></svg>');
  });

  it('renders the chart offscreen as SVG, with the slices and without the toolbox', () => {
    const option = buildDonutOption(values, {
      title: 'Donut',
      colorScheme: 'light',
      animate: false,
      othersLabel: 'Outros',
    });
    const svg = renderChartSvg(option ?? {}, { width: 400, height: 300 }, 'light');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="400"');
    expect(svg).toContain('#40c057');
    expect(svg).toContain('#fa5252');
  });
});
