import type { Kysely } from 'kysely';
import type { Viewers } from '../../http/viewer.ts';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import type { RealtimeBus, RealtimeLog } from '../realtime/realtime-bus.ts';
import { openFileBlobStore } from './file-blob-store.ts';
import { createPostgresBlobStore } from './postgres-blob-store.ts';
import { createStorageRepository } from './repository.ts';
import { createStorageService, type StorageServiceDeps } from './service.ts';

/**
 * The storage service for the stores in use: image bytes in DATA_DIR/blobs when embedded, in PostgreSQL in
 * server mode (instances share no disk); the image rows in the metadata store either way. A deleted
 * dashboard's images go with it.
 */
export async function openStorage(options: {
  databaseUrl: string | null;
  dataDir: string;
  db: Kysely<MetaDatabase>;
  viewers: Viewers;
  audit: StorageServiceDeps['audit'];
  /** Dashboard changes: a deleted dashboard's images are removed. */
  changes: RealtimeBus;
  log: RealtimeLog;
}) {
  const blobs = options.databaseUrl
    ? createPostgresBlobStore(options.db)
    : await openFileBlobStore(options.dataDir);
  const storage = createStorageService({
    repository: createStorageRepository(options.db),
    blobs,
    viewers: options.viewers,
    audit: options.audit,
  });
  options.changes.subscribe((event) => {
    if (event.change !== 'deleted') return;
    storage
      .purgeDashboard(event.universeId, event.dashboardId, event.savedBy.email)
      .catch((error: unknown) => {
        options.log.warn(
          { err: error, dashboardId: event.dashboardId },
          'storage: could not remove the images',
        );
      });
  });
  return storage;
}
