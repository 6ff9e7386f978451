import { type DashboardChangedEvent, guestChange, REALTIME_EVENTS } from '@mirante/core';
import type { ResolvedViewer, Viewer } from '../../http/viewer.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import type { SseStream } from './sse-stream.ts';

export interface Subscription {
  universeId: string;
  /** null: every dashboard of the universe that the viewer may see. */
  dashboardId: string | null;
  viewer: ResolvedViewer;
  stream: SseStream;
}

export interface RealtimeHubDeps {
  bus: RealtimeBus;
  /** Whether this viewer may still see that dashboard (checked per event: access can change). */
  maySee(viewer: Viewer, event: DashboardChangedEvent): Promise<boolean>;
  heartbeatMs: number;
}

interface Entry extends Subscription {
  /** Deliveries to one stream run in order, one after another. */
  queue: Promise<void>;
}

/**
 * The open event streams of this instance. Each change from the bus goes to the streams that watch its
 * dashboard or universe, after checking that the viewer behind the stream may see it; every heartbeat pings
 * each stream and rechecks its credentials, so a logout, an expiry, an unpublish or a new access code closes
 * the streams they covered.
 */
export function createRealtimeHub(deps: RealtimeHubDeps) {
  const entries = new Set<Entry>();

  const endSession = (entry: Entry) => {
    entry.stream.send(REALTIME_EVENTS.sessionEnded, {});
    entry.stream.end();
  };

  const enqueue = (entry: Entry, task: () => Promise<void>) => {
    entry.queue = entry.queue.then(task).catch(() => entry.stream.end());
  };

  async function deliver(entry: Entry, event: DashboardChangedEvent) {
    const viewer = await entry.viewer.recheck();
    if (!viewer) return endSession(entry);
    if (!(await deps.maySee(viewer, event))) return;
    entry.stream.send(REALTIME_EVENTS.dashboardChanged, viewer.kind === 'guest' ? guestChange(event) : event);
  }

  const unsubscribe = deps.bus.subscribe((event) => {
    for (const entry of entries) {
      if (entry.universeId !== event.universeId) continue;
      if (entry.dashboardId !== null && entry.dashboardId !== event.dashboardId) continue;
      enqueue(entry, () => deliver(entry, event));
    }
  });

  const heartbeat = setInterval(() => {
    for (const entry of entries) {
      entry.stream.ping();
      enqueue(entry, async () => {
        if (!(await entry.viewer.recheck())) endSession(entry);
      });
    }
  }, deps.heartbeatMs);
  heartbeat.unref();

  return {
    /** Registers an open stream; it leaves the hub when it closes. */
    add(subscription: Subscription): () => void {
      const entry: Entry = { ...subscription, queue: Promise.resolve() };
      entries.add(entry);
      return () => entries.delete(entry);
    },

    get size() {
      return entries.size;
    },

    /** Ends every stream now, so a graceful shutdown is not held open by them. */
    closeAll() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const entry of entries) entry.stream.end();
      entries.clear();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
