import { channelInfo } from '../domain/channels.ts';
import { polarityInfo } from '../domain/polarity.ts';
import type { TimeGrain } from '../domain/time-grains.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { assertUnreachable } from '../lang/assert-unreachable.ts';
import type { CardData, TableColumn } from './card-data.ts';
import type { DisplaySeries } from './display-series.ts';
import { formatPointDate } from './format-grain-date.ts';
import { formatDateTime, formatValue } from './format-value.ts';

export type CardCell = string | number | null;

/**
 * A card's data as a table: one row per point, at the grain on screen. The table view, the CSV and the
 * XLSX export all read this, so what is exported is what the chart shows. Dates are written as on screen
 * (São Paulo, at the answer's grain); numbers stay numbers and are formatted by their column's format.
 */
export interface CardRows {
  columns: TableColumn[];
  rows: CardCell[][];
}

type Translate = (key: MessageKey) => string;

const text = (key: string, label: string): TableColumn => ({ key, label, format: 'text' });

/**
 * A series' columns: its values, then, for a series that says each point's colour in words (a stock day 'Alta'
 * or 'Baixa'), those words in a column of their own.
 */
function seriesColumns(series: DisplaySeries, format: TableColumn['format']): TableColumn[] {
  const column = { key: series.key, label: series.name, format };
  return series.pointLabels === undefined
    ? [column]
    : [column, text(`${series.key}.label`, series.pointLabels.name)];
}

/**
 * One row per timestamp of any series, one column per series (and one more for a series' point labels); a
 * series without that point leaves a gap.
 */
function timeRows(groups: DisplaySeries[][], grain: TimeGrain | null): CardCell[][] {
  const series = groups.flat();
  const starts: number[] = [];
  let width = 0;
  for (const item of series) {
    starts.push(width);
    width += item.pointLabels === undefined ? 1 : 2;
  }
  const byTime = new Map<number, CardCell[]>();
  series.forEach(({ data, pointLabels }, index) => {
    const column = starts[index] ?? 0;
    data.forEach(([time, value], point) => {
      let values = byTime.get(time);
      if (!values) {
        values = new Array<CardCell>(width).fill(null);
        byTime.set(time, values);
      }
      values[column] = value;
      if (pointLabels !== undefined) values[column + 1] = pointLabels.labels[point] ?? null;
    });
  });
  return [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, values]) => [formatPointDate(time, grain), ...values]);
}

/** A cell as the table view shows it: numbers in their column's pt-BR format, dates in São Paulo time. */
export function formatCell(cell: CardCell, column: TableColumn): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (column.format === 'date') return formatDateTime(cell);
  return column.format === 'text' ? String(cell) : formatValue(cell, column.format);
}

export function cardDataRows(data: CardData, t: Translate): CardRows {
  switch (data.kind) {
    case 'series':
      return {
        columns: [
          text('date', t('chart.table.date')),
          ...data.series.flatMap((item) => seriesColumns(item, data.format)),
        ],
        rows: timeRows([data.series], data.grain),
      };
    case 'dualAxis':
      return {
        columns: [
          text('date', t('chart.table.date')),
          ...data.left.flatMap((item) => seriesColumns(item, data.leftFormat)),
          ...data.right.flatMap((item) => seriesColumns(item, data.rightFormat)),
        ],
        rows: timeRows([data.left, data.right], data.grain),
      };
    case 'value':
      return {
        columns: [
          { key: 'value', label: t('chart.table.value'), format: data.format },
          ...(data.previous === null
            ? []
            : [{ key: 'previous', label: t('chart.table.previous'), format: data.format }]),
        ],
        rows: [data.previous === null ? [data.value] : [data.value, data.previous]],
      };
    case 'values':
      return {
        columns: [
          text('name', t('chart.table.name')),
          { key: 'value', label: t('chart.table.value'), format: data.format },
        ],
        rows: data.items.map((item) => [item.name, item.value]),
      };
    case 'categories':
      return {
        columns: [
          text('name', t('chart.table.name')),
          ...data.series.map((item) => ({ key: item.key, label: item.name, format: data.format })),
        ],
        rows: data.categories.map((category, index) => [
          category.name,
          ...data.series.map((item) => item.values[index] ?? null),
        ]),
      };
    case 'points':
      return {
        columns: [
          text('name', t('chart.table.name')),
          { key: 'x', label: data.xLabel, format: data.xFormat },
          { key: 'y', label: data.yLabel, format: data.yFormat },
          { key: 'size', label: data.sizeLabel, format: data.sizeFormat },
        ],
        rows: data.points.map((point) => [point.name, point.x, point.y, point.size]),
      };
    case 'terms':
      return {
        columns: [
          text('term', t('chart.table.term')),
          { key: 'weight', label: t('chart.table.occurrences'), format: 'count' },
        ],
        rows: data.terms.map((term) => [term.term, term.weight]),
      };
    case 'graph':
      return {
        columns: [
          text('term', t('chart.table.term')),
          { key: 'count', label: t('chart.table.occurrences'), format: 'count' },
          { key: 'posts', label: t('field.id'), format: 'count' },
        ],
        rows: data.graph.nodes.map((node) => [node.term, node.count, node.posts]),
      };
    case 'posts':
      return {
        columns: [
          text('date', t('chart.table.date')),
          text('channel', t('field.channel')),
          text('author', t('chart.table.author')),
          text('text', t('chart.table.text')),
          text('polarity', t('field.polarity')),
          { key: 'interactions', label: t('field.interactions'), format: 'count' },
          { key: 'likes', label: t('field.likes'), format: 'count' },
          { key: 'comments', label: t('field.comments'), format: 'count' },
          { key: 'shares', label: t('field.shares'), format: 'count' },
          text('url', t('chart.table.link')),
        ],
        rows: data.posts.map((post) => [
          formatDateTime(post.postedAt),
          t(channelInfo(post.channel).label),
          post.username,
          post.text,
          t(polarityInfo(post.polarity).label),
          post.interactions,
          post.likes,
          post.comments,
          post.shares,
          post.url,
        ]),
      };
    case 'authors':
      return {
        columns: [
          text('author', t('chart.table.author')),
          text('channel', t('field.channel')),
          { key: 'followers', label: t('field.followers'), format: 'count' },
          { key: 'posts', label: t('field.id'), format: 'count' },
          { key: 'interactions', label: t('field.interactions'), format: 'count' },
        ],
        rows: data.authors.map((author) => [
          author.username ?? author.uid,
          t(channelInfo(author.channel).label),
          author.followers,
          author.posts,
          author.interactions,
        ]),
      };
    case 'replySuggestions':
      return {
        columns: [
          text('date', t('chart.table.date')),
          text('channel', t('field.channel')),
          text('text', t('chart.table.text')),
          text('suggestion', t('gpt.column.suggestion')),
          text('url', t('chart.table.link')),
        ],
        rows: data.items.map((item) => [
          formatDateTime(item.postedAt),
          t(channelInfo(item.channel).label),
          item.excerpt,
          item.suggestion,
          item.url,
        ]),
      };
    case 'table':
      return {
        columns: data.columns,
        rows: data.rows.map((row) => data.columns.map((column) => row[column.key] ?? null)),
      };
    case 'static':
      return { columns: [], rows: [] };
    default:
      return assertUnreachable(data);
  }
}

/** Whether the data has nothing to show: the card then shows 'Não há dados para exibir.' instead. */
export function isEmptyCardData(data: CardData): boolean {
  switch (data.kind) {
    case 'series':
      return data.series.every((item) => item.data.every(([, value]) => value === 0));
    case 'dualAxis':
      return [...data.left, ...data.right].every((item) => item.data.length === 0);
    case 'value':
      return data.value === null;
    case 'values':
      return data.items.every((item) => item.value === 0);
    case 'categories':
      return data.categories.length === 0 || data.series.every((item) => item.values.every((v) => !v));
    case 'points':
      return data.points.length === 0;
    case 'terms':
      return data.terms.length === 0;
    case 'graph':
      return data.graph.nodes.length === 0;
    case 'posts':
      return data.posts.length === 0;
    case 'authors':
      return data.authors.length === 0;
    case 'replySuggestions':
      // Off, or with a problem, the card still has something to say: how to turn it on, what went wrong.
      return data.assistant === 'on' && data.problem === null && data.items.length === 0;
    case 'table':
      return data.rows.length === 0;
    case 'static':
      return false;
    default:
      return assertUnreachable(data);
  }
}
