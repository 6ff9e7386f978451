import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Test sheets: a workbook whose first worksheet holds `rows` (the header first), as Excel would save it. */
export async function sheetBytes(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  for (const row of rows) {
    const added = sheet.addRow([...row]);
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip of the given entries, deflated, written byte by byte (local headers, central directory, end record),
 * so a test can build what no spreadsheet program writes: a zip bomb, one whose directory understates an
 * entry's size (`declared`), one with an entry the directory does not list (`hidden`).
 */
export function zipBytes(
  entries: readonly {
    name: string;
    data: Buffer;
    declared?: number;
    hidden?: boolean;
    /** An entry hidden inside this one's data: the directory's size covers both, the local header this one's. */
    smuggles?: { name: string; data: Buffer };
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const own = deflateRawSync(entry.data, { level: 9 });
    const smuggled = entry.smuggles ? zipBytes([entry.smuggles]) : Buffer.alloc(0);
    // The smuggled entry's local record alone (its zip's directory and end record cut off).
    const inside = smuggled.subarray(
      0,
      smuggled.length > 0 ? smuggled.length - 22 - 46 - (entry.smuggles?.name.length ?? 0) : 0,
    );
    const packed = Buffer.concat([own, inside]);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(own.length, 18);
    local.writeUInt32LE(entry.declared ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    if (!entry.hidden) centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = entries.filter((entry) => !entry.hidden).length;
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----mirante${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
