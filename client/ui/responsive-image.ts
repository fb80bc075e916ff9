import {
  IMAGE_WIDTHS,
  imageVariantUrl,
  isResizableImageUrl,
  type ImageWidth,
} from '../../common/image-variants';

/**
 * The `srcset` of a photo: its copies resized by the server (/img, in AVIF or WebP where the
 * browser shows them), so a phone downloads the width it displays. Undefined for a drawing (SVG)
 * and any URL whose type the name does not tell: those keep their single `src`. A photo from
 * another host is resized only from the hosts of MEDIA_ORIGINS, the only ones the pages' CSP
 * shows pictures from anyway.
 * `intrinsicWidth`, when known, leaves out the widths above it (the server makes no photo wider
 * than its original) and offers the original's own width last.
 */
export function srcSetOf(
  url: string | null | undefined,
  { intrinsicWidth, widths = IMAGE_WIDTHS }: { intrinsicWidth?: number; widths?: readonly ImageWidth[] } = {},
): string | undefined {
  if (!url || !isResizableImageUrl(url)) return undefined;
  const fits = widths.filter((w) => intrinsicWidth === undefined || w <= intrinsicWidth);
  // Smaller than every copy: the original alone is already the lightest.
  if (fits.length === 0) return undefined;
  const candidates = fits.map((w) => `${imageVariantUrl(url, w)} ${w}w`);
  if (intrinsicWidth !== undefined && intrinsicWidth > 0 && !fits.includes(intrinsicWidth as ImageWidth))
    candidates.push(`${url} ${Math.round(intrinsicWidth)}w`);
  return candidates.join(', ');
}

/**
 * `srcSet` and `sizes` for an `<img>`, or neither: `sizes` alone is invalid HTML (the Nu checker
 * refuses it), and a drawing has no srcset.
 */
export function responsiveImageProps(
  url: string | null | undefined,
  sizes: string,
  intrinsicWidth?: number,
): { srcSet?: string; sizes?: string } {
  const srcSet = srcSetOf(url, { intrinsicWidth });
  return srcSet ? { srcSet, sizes } : {};
}
