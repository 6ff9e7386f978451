/** One server-sent event as a browser's EventSource would see it. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * A test's EventSource: opens a stream over real HTTP and hands out its events in order. `next` waits for
 * the next event; `ended` resolves when the server closes the stream.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  const waiters: ((event: ReceivedEvent | null) => void)[] = [];
  let finished = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });

  const push = (event: ReceivedEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  const finish = () => {
    finished = true;
    for (const waiter of waiters.splice(0)) waiter(null);
    resolveEnded();
  };

  const parse = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) push({ event, data: JSON.parse(data.join('\n')) });
  };

  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // aborted by close()
      }
      finish();
    })();
  } else {
    finish();
  }

  return {
    status: response.status,
    headers: response.headers,
    body: response.ok ? null : await response.text(),
    /** The next event; null once the stream has ended. */
    next(): Promise<ReceivedEvent | null> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (finished) return Promise.resolve(null);
      return new Promise((resolve) => waiters.push(resolve));
    },
    ended,
    close() {
      controller.abort();
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
