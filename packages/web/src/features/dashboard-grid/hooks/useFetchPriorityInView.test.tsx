import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFetchQueue } from '../api/card-fetch-queue.ts';
import { useFetchPriorityInView } from './useFetchPriorityInView.ts';

/** The page's observer, driven by the test: `scroll` says which elements are now in the viewport. */
const observed = new Set<Element>();
let notify: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(callback: typeof notify) {
    notify = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}
const scroll = (element: Element, isIntersecting: boolean) => notify([{ target: element, isIntersecting }]);

function recordingQueue() {
  const calls: [string, boolean][] = [];
  const queue: CardFetchQueue = {
    run: (_key, task) => task(),
    setInView: (key, inView) => calls.push([key, inView]),
  };
  return { queue, calls };
}

// Stubbed globals are restored after each test (unstubGlobals); the page's observer is made on first use.
beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));

describe('useFetchPriorityInView', () => {
  it('tells the queue when the card enters and leaves the viewport, and lets go when unmounted', () => {
    const element = document.createElement('section');
    const { queue, calls } = recordingQueue();
    const { unmount } = renderHook(() => useFetchPriorityInView({ current: element }, 'card-key', queue));
    expect(observed.has(element)).toBe(true);
    scroll(element, true);
    scroll(element, true);
    scroll(element, false);
    scroll(element, true);
    unmount();
    expect(calls).toEqual([
      ['card-key', true],
      ['card-key', false],
      ['card-key', true],
      ['card-key', false],
    ]);
    expect(observed.has(element)).toBe(false);
  });

  it('watches nothing for a card without a request or without an element', () => {
    const element = document.createElement('section');
    const { queue, calls } = recordingQueue();
    renderHook(() => useFetchPriorityInView({ current: element }, null, queue));
    renderHook(() => useFetchPriorityInView(undefined, 'card-key', queue));
    expect(observed.has(element)).toBe(false);
    expect(calls).toEqual([]);
  });
});
