import { EventEmitter } from 'node:events';
import type { DashboardChangedEvent } from '@mirante/core';

export type DashboardChangedListener = (event: DashboardChangedEvent) => void;

/** Carries dashboard changes to every subscriber of every server instance that shares the store. */
export interface RealtimeBus {
  publish(event: DashboardChangedEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: DashboardChangedListener): () => void;
  close(): Promise<void>;
}

export interface RealtimeLog {
  warn(detail: object, message: string): void;
}

const EVENT = 'dashboard.changed';

/** Listeners of this instance; a bus delivers through it whatever arrives from its transport. */
export function createListenerSet() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: DashboardChangedEvent): void {
      emitter.emit(EVENT, event);
    },
    subscribe(listener: DashboardChangedListener): () => void {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    clear(): void {
      emitter.removeAllListeners();
    },
  };
}

/** The embedded mode's bus: one process holds every page, so an in-process emitter is the whole transport. */
export function createLocalBus(): RealtimeBus {
  const listeners = createListenerSet();
  return {
    publish: async (event) => {
      listeners.emit(event);
    },
    subscribe: listeners.subscribe,
    close: async () => listeners.clear(),
  };
}
