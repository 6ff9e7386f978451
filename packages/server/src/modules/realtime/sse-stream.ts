import type { FastifyReply } from 'fastify';

/** One open server-sent-events response. */
export interface SseStream {
  send(event: string, data: unknown): void;
  /** A comment line: keeps proxies from timing the stream out and surfaces dead peers. */
  ping(): void;
  end(): void;
  readonly closed: boolean;
}

const RETRY_MS = 2000;

/**
 * Takes the response over from Fastify and starts an event stream, keeping the headers already set for the
 * request (security headers, request id). `onClose` runs once, whoever ends the stream.
 */
export function openSseStream(reply: FastifyReply, onClose: () => void): SseStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    onClose();
  };
  // The response's close: the peer went away, or the stream was ended here.
  raw.on('close', finish);
  raw.on('error', finish);
  return {
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    ping() {
      if (!closed) raw.write(': ping\n\n');
    },
    end() {
      if (!closed) raw.end();
      finish();
    },
    get closed() {
      return closed;
    },
  };
}
