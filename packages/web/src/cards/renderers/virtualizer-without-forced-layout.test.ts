import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeRectAfterLayout, scrollAfterMount } from './virtualizer-without-forced-layout.ts';

function virtualizerOf(element: HTMLDivElement) {
  return { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a virtualiser that forces no layout while it mounts', () => {
  it('skips only its first scroll write, when that is to the top', () => {
    const element = document.createElement('div');
    const scrollTo = vi.fn();
    element.scrollTo = scrollTo;
    const write = scrollAfterMount();
    write(0, { adjustments: 0 }, virtualizerOf(element));
    expect(scrollTo).not.toHaveBeenCalled();
    write(0, {}, virtualizerOf(element));
    write(370, { adjustments: 37 }, virtualizerOf(element));
    expect(scrollTo.mock.calls).toEqual([[{ top: 0 }], [{ top: 407 }]]);

    const elsewhere = scrollAfterMount();
    elsewhere(120, {}, virtualizerOf(element));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 120 });
  });

  it("reports the box's size as its ResizeObserver sees it, without reading it", () => {
    let report: ResizeObserverCallback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const element = document.createElement('div');
    const rects: unknown[] = [];
    const stop = observeRectAfterLayout(virtualizerOf(element), (rect) => rects.push(rect));
    expect(rects).toEqual([]);
    report([{ contentRect: { width: 599.6, height: 300.2 } } as ResizeObserverEntry], {} as ResizeObserver);
    expect(rects).toEqual([{ width: 600, height: 300 }]);
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });
});
