/**
 * Resized copies of the site's photos (server/media/): the widths the server makes and the URL
 * that asks for one. Shared by the pages (srcset), the mails and the server that answers them, so
 * a page never asks for a width the server refuses.
 */

/** The widths the server makes, narrowest first: a phone's banner, a card, a desktop banner. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The path of the resizing endpoint. */
export const IMAGE_VARIANT_PATH = '/img';

/** An output format asked for by name; without one the server answers with what the browser accepts. */
export type ImageFormatName = 'avif' | 'webp' | 'jpeg';

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * Whether a picture URL is a photo the server can resize: a path under /media/ or an http(s) URL
 * whose file name ends in a raster extension. SVG (drawings, the demo listings' photos) stays as
 * it is, and so does anything whose type the name does not tell.
 */
export function isResizableImageUrl(url: string): boolean {
  const local = url.startsWith('/media/');
  if (!local && !/^https?:\/\//i.test(url)) return false;
  const pathname = url.replace(/[?#].*$/, '');
  return /\.(jpe?g|png|webp|avif|gif)$/i.test(pathname);
}

/** The URL of one resized copy: `/img?src=<url>&w=<width>[&format=jpeg]`. */
export function imageVariantUrl(src: string, width: ImageWidth, format?: ImageFormatName): string {
  return `${IMAGE_VARIANT_PATH}?src=${encodeURIComponent(src)}&w=${width}${format ? `&format=${format}` : ''}`;
}
