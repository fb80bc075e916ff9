import {
  imageVariantUrl,
  isResizableImageUrl,
  type ImageFormatName,
  type ImageWidth,
} from '../../common/image-variants';
import { config } from '../core/config';
import fs from 'node:fs';
import { originAllowed, parseSource } from './image-request';

/**
 * A photo's resized copy for what cannot choose one itself (a mail): the /img URL when the server
 * can make it (a raster photo under /media/ or on a MEDIA_ORIGINS host), else the URL as it is
 * (a drawing, a host /img would refuse).
 */
export function resizedPhotoUrl(url: string, width: ImageWidth, format?: ImageFormatName): string {
  if (!isResizableImageUrl(url)) return url;
  if (url.startsWith('/media/')) return imageVariantUrl(url, width, format);
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return url;
  }
  return originAllowed(origin, config().MEDIA_ORIGINS) && origin.startsWith('https:')
    ? imageVariantUrl(url, width, format)
    : url;
}

/** The width of a listing photo's copy in a mail: sharp at the 150 px it is shown, on a high-density screen. */
const MAIL_PHOTO_WIDTH: ImageWidth = 320;

/**
 * A listing photo as a mail may show it, or null. Mail clients show neither SVG nor WebP or AVIF,
 * so a mail gets the JPEG copy /img makes. A drawing (an SVG under /media/) is shown through the
 * JPEG beside it with the same name, when there is one; a photo /img cannot reach is left out, so
 * a mail never asks another host for a picture.
 */
export async function mailPhotoUrl(url: string | null): Promise<string | null> {
  if (!url) return null;
  let source = url;
  if (/^\/media\/[^?#]+\.svg$/i.test(url)) {
    source = url.replace(/\.svg$/i, '.jpg');
    const parsed = parseSource(source, { mediaDir: config().MEDIA_DIR, origins: [], allowHttp: false });
    if (!parsed.ok || parsed.value.kind !== 'local') return null;
    const present = await fs.promises.access(parsed.value.file).then(
      () => true,
      () => false,
    );
    if (!present) return null;
  }
  const copy = resizedPhotoUrl(source, MAIL_PHOTO_WIDTH, 'jpeg');
  return copy === source ? null : copy;
}
