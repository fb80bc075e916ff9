import { deflateRawSync } from 'node:zlib';

/** One entry of a test ZIP: its bytes, and what the local header and central directory say about them. */
export interface TestZipEntry {
  name: string;
  /** The content; stored, or deflated with `deflate`. */
  content?: Uint8Array | string;
  deflate?: boolean;
  /** The entry's bytes as written, instead of `content` stored or deflated (corrupt data). */
  data?: Uint8Array;
  /** Overrides the uncompressed size both headers declare (a lie, or a ZIP64 marker). */
  declaredSize?: number;
  /** Overrides the compressed size both headers declare. */
  declaredCompressedSize?: number;
  /** Overrides what the local header alone declares: it then disagrees with the central directory. */
  local?: { name?: string; method?: number; size?: number };
  /** Overrides the method both headers declare (the data stays as written). */
  method?: number;
  /** General-purpose flags of both headers; with bit 3 (a data descriptor) the local sizes are 0. */
  flags?: number;
}

/**
 * A ZIP built byte by byte for the tests: local headers, data, central directory, end record.
 * `entryCount` overrides the count in the end record; `zip64Locator` puts a ZIP64 end locator
 * before it; `trailing` is written after the end record. CRCs are 0: nothing here checks them.
 */
export function buildZip(
  entries: readonly TestZipEntry[],
  options: { entryCount?: number; zip64Locator?: boolean; comment?: string; trailing?: Uint8Array } = {},
): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const raw = typeof e.content === 'string' ? Buffer.from(e.content) : Buffer.from(e.content ?? []);
    const data = e.data ? Buffer.from(e.data) : e.deflate ? deflateRawSync(raw) : raw;
    const method = e.method ?? (e.deflate ? 8 : 0);
    const flags = e.flags ?? 0;
    const compressedSize = e.declaredCompressedSize ?? data.length;
    const size = e.declaredSize ?? raw.length;
    const deferred = (flags & 0x8) !== 0;
    const localName = Buffer.from(e.local?.name ?? e.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(e.local?.method ?? method, 8);
    header.writeUInt32LE(deferred ? 0 : compressedSize, 18);
    header.writeUInt32LE(e.local?.size ?? (deferred ? 0 : size), 22);
    header.writeUInt16LE(localName.length, 26);
    local.push(header, localName, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(compressedSize, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + localName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const locator = Buffer.alloc(options.zip64Locator ? 20 : 0);
  if (options.zip64Locator) locator.writeUInt32LE(0x07064b50, 0);
  const comment = Buffer.from(options.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.entryCount ?? entries.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...local, directory, locator, end, comment, options.trailing ?? Buffer.alloc(0)]);
}

/** The parts Word writes, enough for the type check, plus `extra` entries. */
export const testDocx = (document: Partial<TestZipEntry> = {}, extra: TestZipEntry[] = []): Buffer =>
  buildZip([
    { name: '[Content_Types].xml', content: '<Types/>' },
    { name: '_rels/.rels', content: '<Relationships/>' },
    {
      name: 'word/document.xml',
      content: '<w:document><w:body><w:p/></w:body></w:document>',
      ...document,
    },
    ...extra,
  ]);
