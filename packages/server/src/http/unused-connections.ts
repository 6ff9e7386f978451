import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Connections that never sent a request (a browser's preconnect, an HTTP client's spare socket) count as busy
 * for Node until its headers timeout, about a minute: closing the server waited for them. They are ended when
 * the app starts closing, and one that opens while it closes is ended at once.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
    unused.clear();
  });
}
