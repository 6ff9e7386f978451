import type { PageScope } from '../domain/filters.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { CardData, NamedValue } from './card-data.ts';

type Translate = (key: MessageKey) => string;

/** The name each part of an owned+earned card reads by. */
export const PAGE_PART_LABELS: Record<PageScope, MessageKey> = {
  publications: 'pagePart.publications',
  conversations: 'pagePart.conversations',
  earned: 'pagePart.earned',
};

/** One part of an owned+earned card: what it counts and the data its answer makes. */
export interface PagePartData {
  part: PageScope;
  data: CardData;
}

const named = (part: string, name: string) => `${name} · ${part}`;
const keyed = (part: PageScope, key: string) => `${part}:${key}`;

/**
 * The parts of an owned+earned card drawn side by side, each item named after its part ('Facebook ·
 * Próprias'). A single number is the whole's (`whole`, asked over both parts) with each part's number under it.
 * Colours are left to the palette: a group's own colour would read the same in both parts.
 */
export function pagePartsCardData(
  parts: readonly PagePartData[],
  whole: CardData | null,
  t: Translate,
): CardData {
  const [first] = parts;
  if (!first) throw new Error('An owned+earned card has parts');
  const label = (part: PageScope) => t(PAGE_PART_LABELS[part]);
  const data = first.data;
  switch (data.kind) {
    case 'value': {
      const base = whole?.kind === 'value' ? whole : data;
      const items: NamedValue[] = parts.flatMap(({ part, data: partData }) =>
        partData.kind === 'value' && partData.value !== null
          ? [{ key: part, name: label(part), value: partData.value, color: null, channel: null }]
          : [],
      );
      return { ...base, parts: items };
    }
    case 'series':
      return {
        ...data,
        series: parts.flatMap(({ part, data: partData }) =>
          partData.kind === 'series'
            ? partData.series.map((s) => ({
                ...s,
                key: keyed(part, s.key),
                name: named(label(part), s.name),
                color: null,
              }))
            : [],
        ),
      };
    case 'values':
      return {
        ...data,
        items: parts.flatMap(({ part, data: partData }) =>
          partData.kind === 'values'
            ? partData.items.map((item) => ({
                ...item,
                key: keyed(part, item.key),
                name: named(label(part), item.name),
                color: null,
              }))
            : [],
        ),
      };
    case 'categories': {
      const categories = new Map<string, (typeof data.categories)[number]>();
      for (const { data: partData } of parts) {
        if (partData.kind !== 'categories') continue;
        for (const category of partData.categories) {
          if (!categories.has(category.key)) categories.set(category.key, category);
        }
      }
      const keys = [...categories.keys()];
      return {
        ...data,
        categories: [...categories.values()],
        series: parts.flatMap(({ part, data: partData }) => {
          if (partData.kind !== 'categories') return [];
          const index = new Map(partData.categories.map((category, i) => [category.key, i]));
          return partData.series.map((s) => ({
            key: keyed(part, s.key),
            name: named(label(part), s.name),
            color: null,
            values: keys.map((key) => {
              const i = index.get(key);
              return i === undefined ? null : (s.values[i] ?? null);
            }),
          }));
        }),
      };
    }
    case 'table':
      return {
        ...data,
        columns: [{ key: 'part', label: t('pagePart.column'), format: 'text' }, ...data.columns],
        rows: parts.flatMap(({ part, data: partData }) =>
          partData.kind === 'table' ? partData.rows.map((row) => ({ part: label(part), ...row })) : [],
        ),
      };
    case 'points':
      return {
        ...data,
        points: parts.flatMap(({ part, data: partData }) =>
          partData.kind === 'points'
            ? partData.points.map((p) => ({
                ...p,
                key: keyed(part, p.key),
                name: named(label(part), p.name),
                color: null,
              }))
            : [],
        ),
      };
    default:
      return data;
  }
}
