import type { DisplaySeries, NamedValue, ValueFormat } from '@mirante/core';

/**
 * How many series a chart over time draws by name: a split by a dimension with many values (30 channels)
 * shows its largest series and one more, 'Outros', for the rest. The table view and the exports keep every
 * series: they read the card's data, not its chart.
 */
export const MAX_NAMED_SERIES = 8;

/** How many slices a donut draws by name before the rest join one 'Outros' slice. */
export const MAX_NAMED_SLICES = 7;

/** The key of the grouped rest, unlike any value of a dimension. */
export const OTHERS_KEY = '\u0000others';

/** The grouped rest reads as a neutral grey in both themes, apart from the palette of the named ones. */
export const OTHERS_COLOR = '#909296';

/**
 * Whether values of this format add up: counts do; averages, scores and percentages of a metric do not, and a
 * sum of them named 'Outros' would misstate them.
 */
export const isAdditive = (format: ValueFormat) => format === 'count';

const magnitude = (item: DisplaySeries) => item.data.reduce((total, [, value]) => total + Math.abs(value), 0);

/** Grouping a single item would only rename it: the rest is grouped when it holds at least two. */
const needsGrouping = (count: number, max: number) => count > max + 1;

/**
 * The `max` largest series over the period (largest first), and the sum of the others at each time as one
 * series named `othersLabel`. A series already named like the rest joins it. Fewer series come back as given.
 */
export function topSeries(series: DisplaySeries[], max: number, othersLabel: string): DisplaySeries[] {
  if (!needsGrouping(series.length, max)) return series;
  const ranked = series
    .filter((item) => item.name !== othersLabel)
    .map((item) => ({ item, size: magnitude(item) }))
    .sort((a, b) => b.size - a.size)
    .map(({ item }) => item);
  const named = ranked.slice(0, max);
  const kept = new Set(named);
  const sums = new Map<number, number>();
  for (const item of series) {
    if (kept.has(item)) continue;
    for (const [time, value] of item.data) sums.set(time, (sums.get(time) ?? 0) + value);
  }
  const data = [...sums.entries()].sort(([a], [b]) => a - b);
  return [...named, { key: OTHERS_KEY, name: othersLabel, color: OTHERS_COLOR, data }];
}

/**
 * The `max` largest values (largest first) and the sum of the others as one value named `othersLabel`. A
 * value already named like the rest joins it. Fewer values come back as given.
 */
export function topValues(items: NamedValue[], max: number, othersLabel: string): NamedValue[] {
  if (!needsGrouping(items.length, max)) return items;
  const named = items
    .filter((item) => item.name !== othersLabel)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, max);
  const kept = new Set(named);
  const rest = items.filter((item) => !kept.has(item)).reduce((total, item) => total + item.value, 0);
  return [...named, { key: OTHERS_KEY, name: othersLabel, value: rest, color: OTHERS_COLOR, channel: null }];
}
