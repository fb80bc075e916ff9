import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { detectPhotoType, PHOTO_EXTENSIONS, PHOTO_MIME_TYPES } from '../../common/forms/photo-file-type';
import { config } from '../core/config';
import { loadSharp } from '../core/load-sharp';
import type { UploadContentCheck } from './upload.types';

/** Decoded pixels at most (read from the header): any phone's photo, never a canvas built to fill the memory. */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The published copy's box: the testimonial page shows it at most 600 × 750 CSS pixels, twice that on a dense screen. */
export const PUBLISHED_PHOTO_MAX = { width: 1200, height: 1500 } as const;

/** Where approved testimonials' photos are published, under MEDIA_DIR (served at /media/). */
export const TESTIMONIAL_MEDIA_FOLDER = 'testimonials';

/**
 * What a received photo is, from its content: the signature must be JPEG, PNG or WebP, and the
 * header behind it must read as that same format with at most PHOTO_MAX_PIXELS (only the header is
 * read, nothing is decoded).
 */
export async function checkPhotoContent(content: Buffer): Promise<UploadContentCheck> {
  const type = detectPhotoType(content);
  if (!type) return { ok: false, messageId: 'upload.photoBadType' };
  try {
    const sharp = await loadSharp();
    const { format, width, height } = await sharp(content, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
    if (format !== type || !width || !height || width * height > PHOTO_MAX_PIXELS)
      return { ok: false, messageId: 'upload.photoUnreadable' };
  } catch {
    return { ok: false, messageId: 'upload.photoUnreadable' };
  }
  return { ok: true, extension: PHOTO_EXTENSIONS[type], mime: PHOTO_MIME_TYPES[type] };
}

/**
 * Publishes a visitor's photo: decoded and encoded again as a JPEG of at most PUBLISHED_PHOTO_MAX,
 * turned upright, transparency on white, and without any of the file's metadata (a phone's photo
 * carries where it was taken). Written under a new random name in MEDIA_DIR/testimonials/; answers
 * its URL (/media/testimonials/….jpg), which the site's resizer serves at every width. Throws
 * when the file cannot be decoded.
 */
export async function publishTestimonialPhoto(file: string): Promise<string> {
  const sharp = await loadSharp();
  const bytes = await sharp(file, { limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize({ ...PUBLISHED_PHOTO_MAX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const folder = path.join(config().MEDIA_DIR, TESTIMONIAL_MEDIA_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(path.join(folder, name), bytes, { mode: 0o644, flag: 'wx' });
  return `/media/${TESTIMONIAL_MEDIA_FOLDER}/${name}`;
}
