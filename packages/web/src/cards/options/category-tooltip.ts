import { formatValue, type ValueFormat } from '@mirante/core';
import { escapeHtml, tooltipLine } from './chart-option.ts';

interface CategoryTooltipItem {
  marker?: unknown;
  name?: string;
  seriesName?: string;
  value?: unknown;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'value' in value) return numberOf(value.value);
  return null;
}

/** The tooltip of a category chart: the category, then each series' formatted value (gaps left out). */
export function categoryTooltipHtml(params: unknown, format: ValueFormat, single: boolean): string {
  const items = (Array.isArray(params) ? params : [params]) as CategoryTooltipItem[];
  const header = `<strong>${escapeHtml(items[0]?.name ?? '')}</strong>`;
  const lines = items.flatMap((item) => {
    const value = numberOf(item.value);
    if (value === null) return [];
    return single
      ? [
          `${typeof item.marker === 'string' ? item.marker : ''}<strong>${formatValue(value, format)}</strong>`,
        ]
      : [tooltipLine(item.marker, item.seriesName ?? '', formatValue(value, format))];
  });
  return [header, ...lines].join('<br/>');
}
