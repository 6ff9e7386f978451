import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './table-sort.ts';

describe('sortRows', () => {
  const rows = [
    ['Érica', 10],
    ['ana', null],
    ['Bruno', 2],
    ['item 10', 5],
    ['item 9', 5],
  ];

  it('orders texts as in Portuguese and numbers by value, blanks last both ways, ties stable', () => {
    expect(sortRows(rows, { column: 0, direction: 'asc' }).map((row) => row[0])).toEqual([
      'ana',
      'Bruno',
      'Érica',
      'item 9',
      'item 10',
    ]);
    expect(sortRows(rows, { column: 1, direction: 'desc' }).map((row) => row[1])).toEqual([
      10,
      5,
      5,
      2,
      null,
    ]);
    expect(sortRows(rows, { column: 1, direction: 'asc' }).map((row) => row[0])).toEqual([
      'Bruno',
      'item 10',
      'item 9',
      'Érica',
      'ana',
    ]);
    expect(sortRows(rows, null)).toEqual(rows);
  });

  it('flips the direction when the same column is chosen again', () => {
    expect(nextSort(null, 1)).toEqual({ column: 1, direction: 'asc' });
    expect(nextSort({ column: 1, direction: 'asc' }, 1)).toEqual({ column: 1, direction: 'desc' });
    expect(nextSort({ column: 1, direction: 'desc' }, 0)).toEqual({ column: 0, direction: 'asc' });
  });
});
