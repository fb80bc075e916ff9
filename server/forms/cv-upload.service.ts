import { inflateRawSync } from 'node:zlib';
import { CV_MIME_TYPES, detectCvType } from '../../common/forms/cv-file-type';
import { logger } from '../core/logger';
import type { UploadContentCheck } from './upload.types';

/**
 * What a CV's DOCX may unpack to. A DOCX is a ZIP: a few hundred KB can inflate to hundreds of MB
 * (a "zip bomb") that would fill the memory or disk of whoever opens it at the agency. A real CV,
 * photos included, stays far below these figures.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 1_000;

export type DocxArchiveProblem =
  | 'noEndRecord'
  | 'trailingData'
  | 'malformed'
  | 'multiDisk'
  | 'zip64'
  | 'tooManyEntries'
  | 'tooLarge'
  | 'localHeaderMismatch'
  | 'sizeMismatch'
  | 'unsupported'
  | 'corrupt';

const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_LOCAL = 0x04034b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP_END_LENGTH = 22;
const ZIP_CENTRAL_LENGTH = 46;
const ZIP_LOCAL_LENGTH = 30;
/** General-purpose flags: bit 0 encrypted, bit 3 sizes in a data descriptor after the data. */
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;

/** One central directory entry: what it says, and where its local header is. */
interface CentralEntry {
  name: Uint8Array;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * Why a DOCX archive is refused, or null. Reads the End Of Central Directory record, which must end
 * the file (nothing hidden after it), walks the central directory it points to (counting the entries
 * and refusing early what they declare beyond the limit), then reads every entry from its local
 * header, which must agree with the central entry (name, method, sizes), and actually inflates it:
 * what the headers declare is only what the sender wrote, so the limit holds on what comes out.
 * Inflating stops as soon as the output passes what is left of the limit, so an upload costs at
 * most DOCX_MAX_UNCOMPRESSED_BYTES of inflating (and uploads are rate limited). An entry must
 * inflate to exactly its declared size; stored entries are their own size. ZIP64 (sizes or counts
 * marked 0xFFFF / 0xFFFFFFFF, or a ZIP64 end record) is refused rather than read: no CV needs 4 GB,
 * and a second set of sizes is a second place to lie. Encrypted entries and methods other than
 * stored and deflated are refused (Word writes neither). Pure, never throws, reads only within the
 * buffer.
 */
export function docxArchiveProblem(bytes: Uint8Array): DocxArchiveProblem | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  // The end record is 22 bytes plus a comment of at most 65,535: search backwards within that.
  let end = -1;
  for (let i = bytes.length - ZIP_END_LENGTH; i >= Math.max(0, bytes.length - ZIP_END_LENGTH - 0xffff); i--) {
    if (u32(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'noEndRecord';
  // Bytes after the end record and its comment would be a second archive some tools read.
  if (end + ZIP_END_LENGTH + u16(end + 20) !== bytes.length) return 'trailingData';
  if (end >= 20 && u32(end - 20) === ZIP64_END_LOCATOR) return 'zip64';
  const disk = u16(end + 4);
  const directoryDisk = u16(end + 6);
  const entriesHere = u16(end + 8);
  const entryCount = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryOffset = u32(end + 16);
  if (
    entryCount === 0xffff ||
    entriesHere === 0xffff ||
    directorySize === 0xffffffff ||
    directoryOffset === 0xffffffff
  )
    return 'zip64';
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount) return 'multiDisk';
  if (entryCount > DOCX_MAX_ENTRIES) return 'tooManyEntries';
  if (directoryOffset + directorySize > end) return 'malformed';
  let at = directoryOffset;
  let declared = 0;
  const entries: CentralEntry[] = [];
  for (let n = 0; n < entryCount; n++) {
    if (at + ZIP_CENTRAL_LENGTH > end || u32(at) !== ZIP_CENTRAL) return 'malformed';
    const entry: CentralEntry = {
      flags: u16(at + 8),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      localOffset: u32(at + 42),
      name: bytes.subarray(at + ZIP_CENTRAL_LENGTH, at + ZIP_CENTRAL_LENGTH + u16(at + 28)),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff)
      return 'zip64';
    // What the entries admit to is refused before anything is inflated.
    declared += entry.size;
    if (declared > DOCX_MAX_UNCOMPRESSED_BYTES) return 'tooLarge';
    entries.push(entry);
    at += ZIP_CENTRAL_LENGTH + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }
  // Entries past the declared count would be read by some tools and not counted here.
  if (at !== directoryOffset + directorySize) return 'malformed';
  let inflated = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + ZIP_LOCAL_LENGTH > directoryOffset || u32(local) !== ZIP_LOCAL) return 'malformed';
    const nameLength = u16(local + 26);
    const dataStart = local + ZIP_LOCAL_LENGTH + nameLength + u16(local + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > directoryOffset) return 'malformed';
    const name = bytes.subarray(local + ZIP_LOCAL_LENGTH, local + ZIP_LOCAL_LENGTH + nameLength);
    const localFlags = u16(local + 6);
    // With a data descriptor the local sizes may be left 0 (written after the data instead).
    const deferred = (localFlags & FLAG_DATA_DESCRIPTOR) !== 0;
    const sizeAgrees = (localSize: number, centralSize: number) =>
      localSize === centralSize || (deferred && localSize === 0);
    if (
      !sameBytes(name, entry.name) ||
      u16(local + 8) !== entry.method ||
      !sizeAgrees(u32(local + 18), entry.compressedSize) ||
      !sizeAgrees(u32(local + 22), entry.size)
    )
      return 'localHeaderMismatch';
    if ((entry.flags | localFlags) & FLAG_ENCRYPTED) return 'unsupported';
    const remaining = DOCX_MAX_UNCOMPRESSED_BYTES - inflated;
    let size: number;
    if (entry.method === METHOD_STORED) size = entry.compressedSize;
    else if (entry.method === METHOD_DEFLATED) {
      try {
        size = inflateRawSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: remaining + 1 }).length;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return 'tooLarge';
        return 'corrupt';
      }
    } else return 'unsupported';
    if (size > remaining) return 'tooLarge';
    if (size !== entry.size) return 'sizeMismatch';
    inflated += size;
  }
  return null;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What a received CV is, from its content: PDF, DOC, or a DOCX whose archive stays within bounds;
 * the bad-file refusal otherwise.
 */
export function checkCvContent(content: Buffer): UploadContentCheck {
  const type = detectCvType(content);
  if (!type) return { ok: false, messageId: 'upload.badType' };
  const archiveProblem = type === 'docx' ? docxArchiveProblem(content) : null;
  if (archiveProblem) {
    logger.info({ problem: archiveProblem, size: content.length }, 'CV refused: DOCX archive out of bounds');
    return { ok: false, messageId: 'upload.badType' };
  }
  return { ok: true, extension: type, mime: CV_MIME_TYPES[type] };
}
