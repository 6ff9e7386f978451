import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMetaStore } from '../../stores/meta/meta-store.ts';
import { createTestDatabase, TEST_STORES } from '../../test-support/test-database.ts';
import type { BlobStore } from './blob-store.ts';
import { openFileBlobStore } from './file-blob-store.ts';
import { createPostgresBlobStore } from './postgres-blob-store.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function openStore(
  kind: (typeof TEST_STORES)[number],
): Promise<{ blobs: BlobStore; dir: string | null }> {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-blobs-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    return { blobs: await openFileBlobStore(dir), dir };
  }
  const database = await createTestDatabase();
  const meta = await openMetaStore({ databaseUrl: database.url, dataDir: '' });
  cleanups.push(async () => {
    await meta.close();
    await database.drop();
  });
  return { blobs: createPostgresBlobStore(meta.db), dir: null };
}

const ID = 'AbCdEfGhIjKlMnOpQrSt-_01';

describe.each(TEST_STORES)('blob store (%s mode)', (kind) => {
  it('keeps bytes under their id; a missing object reads as null and deletes quietly', async () => {
    const { blobs, dir } = await openStore(kind);
    const bytes = Buffer.from([0, 1, 2, 255]);
    await blobs.put(ID, bytes);
    expect(await blobs.get(ID)).toEqual(bytes);
    if (dir) expect(await fs.readFile(path.join(dir, 'blobs', ID))).toEqual(bytes);
    await blobs.delete(ID);
    expect(await blobs.get(ID)).toBeNull();
    await expect(blobs.delete(ID)).resolves.toBeUndefined();
  });

  it('never turns an id into a path outside its folder', async () => {
    const { blobs } = await openStore(kind);
    if (kind === 'pglite') await expect(blobs.get('../../etc/passwd')).rejects.toThrow(/invalid object id/);
    else expect(await blobs.get('../../etc/passwd')).toBeNull();
  });
});
