/**
 * A ResizeObserver for tests that reports every observed element at 600 × 300 at once (happy-dom lays nothing
 * out and observes no size), so charts draw: `vi.stubGlobal('ResizeObserver', LaidOutObserver)`.
 */
export class LaidOutObserver {
  readonly #callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 300 } } as ResizeObserverEntry;
    this.#callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
