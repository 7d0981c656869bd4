// WOFF 1.0 (the format @fontsource ships) to the plain OpenType/TrueType font it wraps. Satori
// reads WOFF itself but inflates its tables in JavaScript, a large part of a card worker's start;
// Node's zlib does the same far faster. The format: a 44-byte header, a directory
// of tables (tag, offset, compressed and original length, checksum), each table zlib-compressed
// unless that would not make it smaller. https://www.w3.org/TR/WOFF/
import zlib from 'node:zlib';

const HEADER = 44;
const ENTRY = 20;

/** The sfnt font inside a WOFF file; a font that is not WOFF is an error naming `file`. */
export function woffToSfnt(woff: Buffer, file: string): Buffer {
  if (woff.length < HEADER || woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`${file} is not a WOFF font`);
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({length: count}, (_v, i) => {
    const at = HEADER + i * ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + compressed > woff.length) throw new Error(`${file}: table ${woff.toString('latin1', at, at + 4)} runs past the end of the file`);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? zlib.inflateSync(stored) : stored;
    if (data.length !== length) throw new Error(`${file}: table ${woff.toString('latin1', at, at + 4)} is ${data.length} bytes, not ${length}`);
    return {tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data};
  });
  // The sfnt header: version, table count and the binary-search fields derived from it.
  let log2 = 0;
  while (2 ** (log2 + 1) <= count) log2++;
  const searchRange = 2 ** log2 * 16;
  const directory = 12 + 16 * count;
  const out = Buffer.alloc(directory + tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3; // tables start on 4-byte boundaries
  });
  return out;
}
