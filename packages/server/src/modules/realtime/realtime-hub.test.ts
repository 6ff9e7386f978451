import type { DashboardChangedEvent } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import type { ResolvedViewer, Viewer } from '../../http/viewer.ts';
import { createLocalBus } from './realtime-bus.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import type { SseStream } from './sse-stream.ts';

/** A stream that records what the hub writes; `ended` resolves when the hub ends it. */
function recordingStream() {
  const written: string[] = [];
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  let closed = false;
  const stream: SseStream = {
    send: (event, data) => written.push(`${event} ${JSON.stringify(data)}`),
    ping: () => written.push(': ping'),
    end: () => {
      closed = true;
      resolveEnded();
    },
    get closed() {
      return closed;
    },
  };
  return { stream, written, ended };
}

const user: Viewer = {
  kind: 'user',
  user: {
    id: 'u',
    name: 'Ana',
    email: 'ana@example.com',
    username: 'ana@example.com',
    isAdmin: false,
    accountId: 'a',
  },
};

const change: DashboardChangedEvent = {
  universeId: 'uni',
  dashboardId: 'd1',
  change: 'saved',
  version: 2,
  savedBy: { name: 'Bia', email: 'bia@example.com' },
  savedAt: 1,
};

describe('realtime hub', () => {
  it('pings open streams and ends those whose credentials no longer hold', async () => {
    let valid = true;
    const viewer: ResolvedViewer = { viewer: user, recheck: async () => (valid ? user : null) };
    const hub = createRealtimeHub({ bus: createLocalBus(), maySee: async () => true, heartbeatMs: 5 });
    const { stream, written, ended } = recordingStream();
    hub.add({ universeId: 'uni', dashboardId: null, viewer, stream });
    valid = false;
    await ended;
    expect(written).toContain(': ping');
    expect(written.at(-1)).toBe('session.ended {}');
    hub.closeAll();
  });

  it('delivers changes in order, only of the watched dashboard and only when the viewer may see them', async () => {
    const bus = createLocalBus();
    const viewer: ResolvedViewer = { viewer: user, recheck: async () => user };
    const hub = createRealtimeHub({
      bus,
      maySee: async (_viewer, event) => event.version !== 3,
      heartbeatMs: 60_000,
    });
    const { stream, written } = recordingStream();
    hub.add({ universeId: 'uni', dashboardId: 'd1', viewer, stream });
    for (const event of [
      change,
      { ...change, dashboardId: 'd2', version: 9 },
      { ...change, version: 3 },
      { ...change, universeId: 'outro', version: 8 },
      { ...change, version: 4 },
    ]) {
      await bus.publish(event);
    }
    await new Promise((resolve) => setImmediate(resolve));
    hub.closeAll();
    const versions = written.map((line) => JSON.parse(line.slice(line.indexOf(' ') + 1)).version);
    expect(versions).toEqual([2, 4]);
  });

  it('ends every stream on closeAll and stops listening to the bus', async () => {
    const bus = createLocalBus();
    const hub = createRealtimeHub({ bus, maySee: async () => true, heartbeatMs: 60_000 });
    const { stream, ended, written } = recordingStream();
    hub.add({
      universeId: 'uni',
      dashboardId: null,
      viewer: { viewer: user, recheck: async () => user },
      stream,
    });
    hub.closeAll();
    await ended;
    await bus.publish(change);
    expect(hub.size).toBe(0);
    expect(written).toEqual([]);
  });
});
