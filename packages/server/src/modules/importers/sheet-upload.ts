import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, validateSheetFile } from '@mirante/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { notXlsx, ZIP_MAGIC } from './zip-guard.ts';

/** A sheet received whole into a temporary file, with what is known of it before it is opened. */
export interface ReceivedSheet {
  fileName: string;
  path: string;
  bytes: number;
  /** SHA-256 of the file, hex: the same document sent again has the same. */
  sha256: string;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

export const fileRequired = () =>
  new AppError(400, 'VALIDATION', 'importer.errors.fileRequired', { file: 'importer.errors.fileRequired' });
export const tooLarge = () => new AppError(413, 'VALIDATION', 'importer.errors.tooLarge');

/** The upload's file part, named as an .xlsx (spec §5), or a 400. */
export async function sheetPart(request: FastifyRequest) {
  if (!request.isMultipart()) throw fileRequired();
  const part = await request.file();
  if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw fileRequired();
  const named = validateSheetFile(part.filename);
  if (!named.ok) {
    part.file.resume();
    throw new AppError(400, 'VALIDATION', named.error, named.fields ?? null);
  }
  return { fileName: named.value, stream: part.file as AsyncIterable<Buffer> & { truncated: boolean } };
}

/**
 * Streams the part to a temporary file, hashing it on the way. Refused before anything is unpacked: a file
 * past IMPORT_MAX_BYTES (413: multipart stops at the limit), one that does not start as a zip (415: an HTML
 * page or a CSV renamed .xlsx). What a refused upload still sends is read and dropped, so the client gets
 * its answer.
 */
export async function receiveSheet(
  fileName: string,
  stream: AsyncIterable<Buffer> & { truncated: boolean },
): Promise<ReceivedSheet> {
  const target = path.join(os.tmpdir(), `mirante-import-${randomUUID()}.xlsx`);
  const discard = () => fs.rm(target, { force: true });
  const hash = createHash('sha256');
  const out = await fs.open(target, 'w', 0o600);
  let bytes = 0;
  let head = Buffer.alloc(0);
  let refused: AppError | null = null;
  try {
    for await (const chunk of stream) {
      if (refused) continue;
      if (head.length < ZIP_MAGIC.length) {
        head = Buffer.concat([head, chunk.subarray(0, ZIP_MAGIC.length - head.length)]);
        if (head.length >= ZIP_MAGIC.length && !head.equals(ZIP_MAGIC)) {
          refused = notXlsx();
          continue;
        }
      }
      bytes += chunk.length;
      hash.update(chunk);
      await out.write(chunk);
    }
  } catch (error) {
    // An upload cut short (the client gone, a truncated body): nothing of it stays on disk.
    await out.close();
    await discard();
    throw error;
  }
  await out.close();
  if (!refused && stream.truncated) refused = tooLarge();
  if (!refused && bytes < ZIP_MAGIC.length) refused = bytes === 0 ? fileRequired() : notXlsx();
  if (refused) {
    await discard();
    throw refused;
  }
  return { fileName, path: target, bytes, sha256: hash.digest('hex'), discard };
}

/** The limit the multipart parser enforces for importer uploads. */
export const SHEET_MULTIPART_LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, parts: 4 } as const;
