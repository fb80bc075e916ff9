/**
 * What kind of picture a visitor's photo really is, read from its first bytes: the file name and
 * the type the browser declares are the visitor's to choose, so neither is trusted. Pure (works on
 * a Uint8Array), so the browser runs the same check before uploading.
 */

export type PhotoFileType = 'jpeg' | 'png' | 'webp';

/** The same ceiling as a CV's: a phone's photo fits, and the upload table holds no larger file. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const PHOTO_MIME_TYPES: Readonly<Record<PhotoFileType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The extension a stored photo gets, from its type. */
export const PHOTO_EXTENSIONS: Readonly<Record<PhotoFileType, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

/** What the file input offers; only a hint, the content decides. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);

/** The type of a photo from its content, or null when it is none of JPEG, PNG or WebP. */
export function detectPhotoType(bytes: Uint8Array): PhotoFileType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
