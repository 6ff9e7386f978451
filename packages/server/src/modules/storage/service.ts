import { MAX_IMAGE_BYTES, type StoredImage } from '@mirante/core';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer, Viewers } from '../../http/viewer.ts';
import type { Session } from '../auth/service.ts';
import { randomToken } from '../auth/tokens.ts';
import type { BlobStore } from './blob-store.ts';
import type { StorageRepository, StoredImageRow } from './repository.ts';
import { sniffImageType } from './sniff-image-type.ts';
import { svgRefusal } from './svg-safety.ts';

export interface StorageServiceDeps {
  repository: StorageRepository;
  blobs: BlobStore;
  viewers: Viewers;
  audit(action: string, actor: string, detail: Record<string, unknown>): Promise<unknown>;
}

type User = Session['user'];

export const tooLarge = () => new AppError(413, 'VALIDATION', 'storage.errors.tooLarge');

/** Where a stored image is read: what a dashboard's logo or an image card keeps. */
export const imageUrl = (image: Pick<StoredImageRow, 'universeId' | 'dashboardId' | 'id'>) =>
  `/storage/v1/${image.universeId}/dashboards/${image.dashboardId}/images/${image.id}`;

const toStoredImage = (row: StoredImageRow): StoredImage => ({
  id: row.id,
  url: imageUrl(row),
  contentType: row.contentType,
  size: row.size,
});

/**
 * Logos and images of dashboards (spec §7 "Cloud storage"). Uploads and deletes are edits of the dashboard;
 * downloads are for whoever may see it, guests of a published dashboard included. 'Object not found' is
 * ignored on delete and download: a delete of a missing image succeeds, a download answers 404.
 */
export function createStorageService(deps: StorageServiceDeps) {
  const { repository, blobs, viewers } = deps;

  return {
    /** `read` gives the uploaded bytes; it runs only once the user is known to be an editor. */
    async upload(
      user: User,
      universeId: string,
      dashboardId: string,
      read: () => Promise<Buffer>,
    ): Promise<StoredImage> {
      await viewers.requireDashboardEditor({ kind: 'user', user }, universeId, dashboardId);
      const bytes = await read();
      if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
      const contentType = sniffImageType(bytes);
      if (!contentType) throw new AppError(415, 'VALIDATION', 'storage.errors.unsupportedType');
      if (contentType === 'image/svg+xml' && svgRefusal(bytes)) {
        throw new AppError(415, 'VALIDATION', 'storage.errors.unsafeSvg');
      }
      const row: StoredImageRow = {
        id: randomToken(18),
        universeId,
        dashboardId,
        contentType,
        size: bytes.length,
      };
      // Bytes first, then the row: a row that can be read always has its bytes.
      await blobs.put(row.id, bytes);
      await repository.insert(row, user.email);
      await deps.audit('storage.upload', user.email, {
        universeId,
        dashboardId,
        imageId: row.id,
        contentType,
      });
      return toStoredImage(row);
    },

    async download(viewer: Viewer, universeId: string, dashboardId: string, id: string) {
      await viewers.requireDashboardReader(viewer, universeId, dashboardId);
      const row = await repository.find(universeId, dashboardId, id);
      const bytes = row ? await blobs.get(row.id) : null;
      if (!row || !bytes) throw notFound();
      return { contentType: row.contentType, bytes };
    },

    async remove(user: User, universeId: string, dashboardId: string, id: string): Promise<void> {
      await viewers.requireDashboardEditor({ kind: 'user', user }, universeId, dashboardId);
      if (!(await repository.delete(universeId, dashboardId, id))) return;
      await blobs.delete(id);
      await deps.audit('storage.delete', user.email, { universeId, dashboardId, imageId: id });
    },

    /** A deleted dashboard takes its images with it (run on its change event; repeats find nothing). */
    async purgeDashboard(universeId: string, dashboardId: string, actor: string): Promise<void> {
      const ids = await repository.deleteAllOf(universeId, dashboardId);
      for (const id of ids) await blobs.delete(id);
      if (ids.length > 0)
        await deps.audit('storage.purge', actor, { universeId, dashboardId, imageIds: ids });
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
