import {
  imageVariantUrl,
  isResizableImageUrl,
  type ImageFormatName,
  type ImageWidth,
} from '../../common/image-variants';
import { config } from '../core/config';
import { originAllowed } from './image-request';

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
