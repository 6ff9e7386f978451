import { describe, expect, it } from 'vitest';
import { mergeIn, pushIn, removeIn, StateUpdateError, setIn } from './state-update.ts';

const state = { dashboard: { title: 'Visão geral', cards: [{ uid: 'a' }, { uid: 'b' }] }, loaded: false };

describe('state-update helpers', () => {
  it('set, push, merge and remove without touching the input', () => {
    const renamed = setIn(state, { path: ['dashboard', 'title'], value: 'Novo' });
    expect(renamed.dashboard.title).toBe('Novo');
    expect(state.dashboard.title).toBe('Visão geral');
    expect(renamed.dashboard.cards).toBe(state.dashboard.cards);

    expect(pushIn(state, { path: ['dashboard', 'cards'], value: { uid: 'c' } }).dashboard.cards).toHaveLength(
      3,
    );
    expect(setIn(state, { path: ['dashboard', 'cards', 1, 'uid'], value: 'z' }).dashboard.cards[1]).toEqual({
      uid: 'z',
    });
    expect(mergeIn(state, { path: ['dashboard'], value: { title: 'M' } }).dashboard).toMatchObject({
      title: 'M',
    });
    expect(removeIn(state, { path: ['dashboard', 'cards'], key: 'uid', value: 'a' }).dashboard.cards).toEqual(
      [{ uid: 'b' }],
    );
    expect(state.dashboard.cards).toHaveLength(2);
  });

  it('throw when the payload lacks its attributes', () => {
    expect(() => setIn(state, { path: ['loaded'] } as never)).toThrow(StateUpdateError);
    expect(() => setIn(state, { value: 1 } as never)).toThrow('setIn: the payload lacks "path"');
    expect(() => pushIn(state, null as never)).toThrow(StateUpdateError);
    expect(() => removeIn(state, { path: ['dashboard', 'cards'], value: 'a' } as never)).toThrow(
      StateUpdateError,
    );
    expect(() => setIn(state, { path: 'dashboard', value: 1 } as never)).toThrow(
      '"path" must be a list of keys',
    );
  });

  it('throw when the target is not an array or an object', () => {
    expect(() => pushIn(state, { path: ['dashboard', 'title'], value: 'x' })).toThrow(
      'pushIn: the target is not an array',
    );
    expect(() => setIn(state, { path: ['loaded', 'x'], value: 1 })).toThrow(
      'the target is not an array or an object',
    );
    expect(() => setIn('texto' as unknown, { path: ['x'], value: 1 })).toThrow(StateUpdateError);
    expect(() => setIn(state, { path: ['missing', 'x'], value: 1 })).toThrow(StateUpdateError);
    expect(() => mergeIn(state, { path: ['dashboard', 'cards'], value: { a: 1 } })).toThrow(
      'mergeIn: the target is not an object',
    );
    expect(() => setIn(state, { path: ['dashboard', 'cards', 'x'], value: 1 })).toThrow(
      'not an index of an array',
    );
  });
});
