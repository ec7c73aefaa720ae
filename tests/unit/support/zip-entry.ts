// Reads one file out of a ZIP archive (an .xlsx workbook is one), with Node's zlib: the tests need the XML as written,
// where exceljs's reader merges what it reads (two overlapping data validations become one rule per cell).
import {inflateRawSync} from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The text of the archive's file at `name`, such as `xl/worksheets/sheet1.xml`; throws when it is not there. */
export function zipEntryText(archive: Buffer, name: string): string {
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('a broken central directory entry');
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const entryName = archive.toString('utf8', at + 46, at + 46 + nameLength);
    names.push(entryName);
    if (entryName === name) {
      if (archive.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${name}: a broken local header`);
      const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
      const data = archive.subarray(start, start + size);
      if (method === 0) return data.toString('utf8');
      if (method === 8) return inflateRawSync(data).toString('utf8');
      throw new Error(`${name}: compression method ${method} is not supported`);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the archive (${names.join(', ')})`);
}
