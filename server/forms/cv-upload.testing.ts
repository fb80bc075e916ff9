import { deflateRawSync } from 'node:zlib';

/** One entry of a test ZIP: its bytes, and what the central directory says about them. */
export interface TestZipEntry {
  name: string;
  /** The content; stored, or deflated with `deflate`. */
  content?: Uint8Array | string;
  deflate?: boolean;
  /** Overrides the uncompressed size the central directory declares (a lie, or a ZIP64 marker). */
  declaredSize?: number;
  /** Overrides the compressed size the central directory declares. */
  declaredCompressedSize?: number;
}

/**
 * A ZIP built byte by byte for the tests: local headers, data, central directory, end record.
 * `entryCount` overrides the count in the end record; `zip64Locator` puts a ZIP64 end locator
 * before it. CRCs are 0: nothing here checks them.
 */
export function buildZip(
  entries: readonly TestZipEntry[],
  options: { entryCount?: number; zip64Locator?: boolean; comment?: string } = {},
): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const raw = typeof e.content === 'string' ? Buffer.from(e.content) : Buffer.from(e.content ?? []);
    const data = e.deflate ? deflateRawSync(raw) : raw;
    const method = e.deflate ? 8 : 0;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(e.declaredCompressedSize ?? data.length, 20);
    entry.writeUInt32LE(e.declaredSize ?? raw.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + data.length;
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
  return Buffer.concat([...local, directory, locator, end, comment]);
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
