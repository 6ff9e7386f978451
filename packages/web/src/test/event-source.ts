/**
 * happy-dom has no EventSource. This one opens nothing: it records the streams a page opens, and a test
 * delivers server-sent events to them with `emit`.
 */
export class FakeEventSource {
  static readonly opened: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  closed = false;
  private readonly listeners = new Map<string, Set<(message: MessageEvent) => void>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (message: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (message: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers an event as the server would send it (`data` as JSON), unless the stream was closed. */
  emit(type: string, data: unknown): void {
    if (this.closed) return;
    const message = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
}

export function installEventSource(): void {
  if ('EventSource' in globalThis) return;
  Object.defineProperty(globalThis, 'EventSource', {
    value: FakeEventSource,
    configurable: true,
    writable: true,
  });
}
