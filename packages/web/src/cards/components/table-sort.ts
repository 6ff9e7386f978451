import type { CardCell } from '@mirante/core';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  column: number;
  direction: SortDirection;
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compareCells(a: CardCell, b: CardCell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows ordered by one column: numbers by value, texts as in a Brazilian dictionary (accents and case aside,
 * digits by value), blanks last in both directions, ties in the answer's order. Null keeps the answer's order.
 */
export function sortRows(rows: readonly CardCell[][], sort: TableSort | null): CardCell[][] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const aCell = a.row[sort.column] ?? null;
      const bCell = b.row[sort.column] ?? null;
      if ((aCell === null) !== (bCell === null)) return aCell === null ? 1 : -1;
      const order = aCell === null || bCell === null ? 0 : sign * compareCells(aCell, bCell);
      return order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Choosing a column sorts it ascending; choosing it again flips the direction. */
export function nextSort(current: TableSort | null, column: number): TableSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
