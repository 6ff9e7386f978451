import { describe, expect, it } from 'vitest';
import { DATA_TYPES } from '../cards/card-definition.ts';
import { translate } from '../i18n/messages.ts';
import { CHART_TYPE_LABELS, CHART_TYPES } from './chart-types.ts';
import { DATA_SOURCE_LABELS, DATA_SOURCES } from './data-sources.ts';
import { SHORT_LABEL_NAMES, shortLabelOf } from './data-type-labels.ts';
import { exportFileName, exportFormatsFor } from './export-formats.ts';
import { ONBOARDING_TEMPLATE_LABELS, ONBOARDING_TEMPLATES } from './onboarding.ts';

describe('export formats', () => {
  it('offers PNG, PDF, SVG and CSV, and XLSX for tables', () => {
    expect(exportFormatsFor(false)).toEqual(['PNG', 'PDF', 'SVG', 'CSV']);
    expect(exportFormatsFor(true)).toEqual(['PNG', 'PDF', 'SVG', 'CSV', 'XLSX']);
  });

  it('names the file after the card', () => {
    expect(exportFileName('Publicações: por canal/dia', 'CSV')).toBe('Publicações por canal dia.csv');
    expect(exportFileName('   ', 'PNG')).toBe('export.png');
  });
});

describe('chart types and data sources', () => {
  it('labels the eight chart types', () => {
    expect(CHART_TYPES.map((t) => translate(CHART_TYPE_LABELS[t]))).toEqual([
      'Linha',
      'Linha empilhada',
      'Coluna',
      'Coluna empilhada',
      'Barra',
      'Barra empilhada',
      'Rosca',
      'Número',
    ]);
  });

  it('lists listening, sac, smartCare and competitive', () => {
    expect(DATA_SOURCES).toEqual(['listening', 'sac', 'smartCare', 'competitive']);
    expect(translate(DATA_SOURCE_LABELS.competitive)).toBe('Competitivo');
  });
});

describe('data-type short labels', () => {
  it('labels every data type but the static one', () => {
    expect(DATA_TYPES.map(shortLabelOf)).toEqual(['SL', null, 'SL', 'SC', 'SC', 'MP', 'PNP', 'BLIP', 'PSLZ']);
    expect(translate(SHORT_LABEL_NAMES.MP)).toBe('Métricas Proprietárias');
  });
});

describe('onboarding templates', () => {
  it('offers the four templates', () => {
    expect(ONBOARDING_TEMPLATES.map((t) => translate(ONBOARDING_TEMPLATE_LABELS[t]))).toEqual([
      'Social Listening',
      'Métricas Proprietárias',
      'Atendimento ao Cliente',
      'Dashboard em branco',
    ]);
  });
});
