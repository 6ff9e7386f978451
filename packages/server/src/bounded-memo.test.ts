import { describe, expect, it } from 'vitest';
import { createBoundedMemo } from './bounded-memo.ts';

describe('createBoundedMemo', () => {
  it('makes a value once per key and hands the same one out again', () => {
    const memo = createBoundedMemo<{ n: number }>(10);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = memo.get('a', make);
    expect(memo.get('a', make)).toBe(first);
    expect(memo.get('b', make)).toEqual({ n: 2 });
    expect(made).toBe(2);
  });

  it('keeps at most its size, dropping the oldest first', () => {
    const memo = createBoundedMemo<string>(2);
    const made: string[] = [];
    const make = (key: string) => () => {
      made.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'c', 'b', 'a']) memo.get(key, make(key));
    // 'a' was dropped when 'c' came, so it is made again; 'b' was still kept.
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing for work that throws', () => {
    const memo = createBoundedMemo<number>(2);
    expect(() =>
      memo.get('x', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(memo.get('x', () => 1)).toBe(1);
  });
});
