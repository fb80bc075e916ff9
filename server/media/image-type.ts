/**
 * The type of a picture, from its first bytes: what a photo host or a file name claims is never
 * trusted, and only these five formats reach the decoder.
 */
export type RasterType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  // ISO-BMFF: a `ftyp` box whose major or a compatible brand is AVIF (a HEIC photo is not: libvips here reads AVIF only).
  if (ascii(bytes, 4, 'ftyp')) {
    const boxSize = Math.min(
      bytes.length,
      (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    );
    for (let at = 8; at + 4 <= boxSize; at += 4)
      if (ascii(bytes, at, 'avif') || ascii(bytes, at, 'avis')) return 'avif';
  }
  return null;
}

/** An SVG drawing (after a BOM, blanks, an XML declaration or a comment): redirected to, never rasterized here. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}
