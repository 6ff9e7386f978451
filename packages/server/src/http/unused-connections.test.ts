import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endUnusedConnectionsOnClose } from './unused-connections.ts';

describe('closing the server', () => {
  it('ends a connection that never sent a request instead of waiting for it, and answers the others', async () => {
    const app = Fastify();
    endUnusedConnectionsOnClose(app);
    app.get('/', async () => ({ status: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const served = await fetch(`http://127.0.0.1:${port}/`);
    expect(await served.json()).toEqual({ status: 'ok' });
    const preconnect = net.connect(port, '127.0.0.1');
    await once(preconnect, 'connect');
    const ended = once(preconnect, 'close');

    // Node would hold this close until its headers timeout (60 s), past the test's own timeout.
    await app.close();
    await ended;
    expect(preconnect.destroyed).toBe(true);
  });
});
