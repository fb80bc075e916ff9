import { sanitizeFileName } from './upload-file-name';

/**
 * What kind of document a CV really is, read from its bytes. The file name and the type the
 * browser declares are the visitor's to choose, so neither is trusted: a renamed .exe must not
 * reach the agency's mailbox as a "PDF". Pure (works on a Uint8Array), so the browser can run
 * the same check before uploading.
 */

export type CvFileType = 'pdf' | 'doc' | 'docx';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_MIME_TYPES: Readonly<Record<CvFileType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the file input offers; only a hint, the content decides. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (Word 97-2003)
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const ZIP_END = [0x50, 0x4b, 0x05, 0x06]; // end of central directory
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02]; // central directory entry
const DOCX_MAIN_PART = 'word/document.xml';

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const u16 = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;

/**
 * The type of a CV from its content, or null when it is none of PDF, DOC or DOCX.
 * A DOCX is a ZIP whose central directory lists word/document.xml (an .xlsx or a plain ZIP is
 * refused). The central directory is read rather than the local headers because those may carry
 * zero sizes when the archive was written as a stream.
 */
export function detectCvType(bytes: Uint8Array): CvFileType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP_LOCAL) && zipHasEntry(bytes, DOCX_MAIN_PART)) return 'docx';
  return null;
}

/** True when the ZIP's central directory names `entry`. Malformed archives answer false, never throw. */
export function zipHasEntry(bytes: Uint8Array, entry: string): boolean {
  // The end record is 22 bytes plus a comment of at most 65,535: search backwards within that.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (startsWith(bytes, ZIP_END, i)) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const wanted = new TextEncoder().encode(entry);
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || !startsWith(bytes, ZIP_CENTRAL, at)) return false;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const nameStart = at + 46;
    if (nameStart + nameLength > bytes.length) return false;
    if (nameLength === wanted.length && wanted.every((x, i) => bytes[nameStart + i] === x)) return true;
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return false;
}

/** The CV's file name, safe to store and to put in a mail header (see sanitizeFileName). */
export const sanitizeCvFileName = (name: string | null | undefined, type: CvFileType): string =>
  sanitizeFileName(name, type, 'cv');

/** "1.2 MB", "340 KB": the size as the form shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
