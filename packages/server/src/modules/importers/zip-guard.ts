import fs from 'node:fs/promises';
import yauzl from 'yauzl';
import { AppError } from '../../http/app-error.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';

/** The local file header that starts every zip (and so every .xlsx): "PK\3\4". */
export const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const notXlsx = () => new AppError(415, 'VALIDATION', 'importer.errors.notXlsx');
export const zipBomb = () => new AppError(413, 'VALIDATION', 'importer.errors.zipBomb');

/** The parts every .xlsx has (Office Open XML): without them it is some other zip. */
const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

interface CentralDirectory {
  entries: yauzl.Entry[];
  /** Where the central directory starts: the entries' data must end exactly there. */
  offset: number;
}

function centralDirectory(path: string): Promise<CentralDirectory> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) return reject(notXlsx());
      if (zip.entryCount > SHEET_LIMITS.maxEntries) {
        zip.close();
        return reject(zipBomb());
      }
      // Before the first entry is read, yauzl's cursor is the central directory's offset (yauzl 3.4.0).
      const offset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve({ entries, offset }));
      zip.on('error', () => reject(notXlsx()));
      zip.readEntry();
    });
  });
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** General purpose flag bit 3: the sizes follow the data, in a data descriptor. */
const HAS_DATA_DESCRIPTOR = 0x08;

/** Where a data descriptor's signature could start inside `[start, end)` of the file, read in chunks. */
async function findsSignature(
  read: (position: number, length: number) => Promise<Buffer>,
  start: number,
  end: number,
): Promise<boolean> {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(DATA_DESCRIPTOR, 0);
  const CHUNK = 1 << 20;
  for (let at = start; at < end; at += CHUNK) {
    // Three bytes more, so a signature across two chunks is seen.
    const length = Math.min(CHUNK + 3, end - at);
    if ((await read(at, length)).includes(signature)) return true;
  }
  return false;
}

/**
 * The entries the directory lists are the whole file, and each local header says what the directory says: the
 * same flags, method, name and sizes. exceljs's streaming reader (unzipper) reads the local headers in order and
 * trusts their sizes, never the directory: a local header smaller than its directory entry would hide another
 * entry, unchecked, inside the listed one's data. An entry whose sizes follow its data (flag bit 3, sizes 0
 * in the local header) is read up to the first data descriptor signature: none may occur inside its data. Each
 * entry's data (and data descriptor) ends where the next starts, the last where the directory starts. A
 * streaming reader then meets exactly the entries checked here, none hidden between or inside them.
 */
async function checkContiguous(path: string, directory: CentralDirectory): Promise<void> {
  const file = await fs.open(path, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      if (bytesRead < length) throw notXlsx();
      return buffer;
    };
    let expected = 0;
    const inOrder = [...directory.entries].sort(
      (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
    );
    for (const entry of inOrder) {
      if (entry.relativeOffsetOfLocalHeader !== expected) throw notXlsx();
      const header = await read(expected, 30);
      if (header.readUInt32LE(0) !== LOCAL_HEADER) throw notXlsx();
      const flags = header.readUInt16LE(6);
      const [compressed, uncompressed] = [header.readUInt32LE(18), header.readUInt32LE(22)];
      const nameLength = header.readUInt16LE(26);
      const dataStart = expected + 30 + nameLength + header.readUInt16LE(28);
      const name = await read(expected + 30, nameLength);
      if (
        flags !== entry.generalPurposeBitFlag ||
        header.readUInt16LE(8) !== entry.compressionMethod ||
        !name.equals(entry.fileNameRaw)
      ) {
        throw notXlsx();
      }
      let end = dataStart + entry.compressedSize;
      if (flags & HAS_DATA_DESCRIPTOR) {
        const sizesInHeader = compressed !== 0 || uncompressed !== 0;
        if (
          sizesInHeader &&
          (compressed !== entry.compressedSize || uncompressed !== entry.uncompressedSize)
        ) {
          throw notXlsx();
        }
        // Without sizes, the reader stops at the first signature: it must be the descriptor after the data.
        if ((await read(end, 4)).readUInt32LE(0) !== DATA_DESCRIPTOR) {
          if (!sizesInHeader) throw notXlsx();
          end += 12;
        } else {
          const descriptor = await read(end + 4, 12);
          if (
            descriptor.readUInt32LE(4) !== entry.compressedSize ||
            descriptor.readUInt32LE(8) !== entry.uncompressedSize
          ) {
            throw notXlsx();
          }
          if (!sizesInHeader && (await findsSignature(read, dataStart, end))) throw notXlsx();
          end += 16;
        }
      } else if (compressed !== entry.compressedSize || uncompressed !== entry.uncompressedSize) {
        throw notXlsx();
      }
      expected = end;
    }
    if (expected !== directory.offset) throw notXlsx();
  } finally {
    await file.close();
  }
}

/**
 * Inflates every entry once, bounded by the size the directory declares (yauzl's validateEntrySizes stops an
 * entry the moment it passes it): a zip whose directory lies about its sizes is refused as a bomb. zlib
 * inflates on libuv's threads; the event loop stays free.
 */
function checkDeclaredSizes(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(notXlsx());
      let refused = false;
      const refuse = () => {
        if (refused) return;
        refused = true;
        if (zip.isOpen) zip.close();
        reject(zipBomb());
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return refuse();
          stream.on('error', refuse);
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(notXlsx()));
      zip.readEntry();
    });
  });
}

/**
 * Refuses, from the zip's central directory alone (nothing is inflated), a file that is no .xlsx (415) or that
 * declares more than the limits unpacked, in all or in one entry's ratio (413); then one whose entries are not
 * exactly the listed ones (415), or whose entries unpack to more than they declare (413: inflating stops there).
 * What the reader later unpacks is thus what the directory declared, within the limits.
 */
export async function checkXlsxZip(path: string): Promise<void> {
  const directory = await centralDirectory(path);
  const { entries } = directory;
  const names = new Set(entries.map((entry) => entry.fileName));
  if (!XLSX_PARTS.every((part) => names.has(part))) throw notXlsx();
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > SHEET_LIMITS.maxUncompressedBytes) throw zipBomb();
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > SHEET_LIMITS.ratioCheckedFromBytes && ratio > SHEET_LIMITS.maxRatio) {
      throw zipBomb();
    }
  }
  await checkContiguous(path, directory);
  await checkDeclaredSizes(path);
}
