import type { DashboardChangedEvent } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import { openPostgresBus } from './postgres-bus.ts';
import { createLocalBus, type RealtimeBus, type RealtimeLog } from './realtime-bus.ts';

/**
 * The bus for the metadata store in use: LISTEN/NOTIFY across instances on PostgreSQL, an in-process bus on
 * embedded PGlite (one process holds every page there).
 */
export function openRealtimeBus(options: {
  databaseUrl: string | null;
  db: Kysely<MetaDatabase>;
  log: RealtimeLog;
}): Promise<RealtimeBus> {
  return options.databaseUrl
    ? openPostgresBus({ connectionString: options.databaseUrl, db: options.db, log: options.log })
    : Promise.resolve(createLocalBus());
}

/** The callback a writer calls after a stored change: publishes it, and a failed publish never fails the save. */
export function announceTo(bus: RealtimeBus, log: RealtimeLog) {
  return (event: DashboardChangedEvent): void => {
    bus.publish(event).catch((error: unknown) => {
      log.warn(
        { err: error, dashboardId: event.dashboardId },
        'realtime: could not publish a dashboard change',
      );
    });
  };
}
