import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type BlobStore, OBJECT_ID } from './blob-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Embedded mode: one file per object under DATA_DIR/blobs, written whole through a rename. */
export async function openFileBlobStore(dataDir: string): Promise<BlobStore> {
  const dir = path.join(dataDir, 'blobs');
  await fs.mkdir(dir, { recursive: true });
  const fileOf = (id: string) => {
    if (!OBJECT_ID.test(id)) throw new Error(`invalid object id ${JSON.stringify(id)}`);
    return path.join(dir, id);
  };
  return {
    async put(id, bytes) {
      const target = fileOf(id);
      const partial = `${target}.${randomUUID()}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, target);
    },
    async get(id) {
      try {
        return await fs.readFile(fileOf(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(id) {
      try {
        await fs.unlink(fileOf(id));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
