import { AGENCY_NAME, BRAND, markShape, svgDocument } from './brand';
import { loadSharp } from '../../core/load-sharp';

/**
 * The site's icons, the product's defaults: the agency mark on navy. Paths are served at the site
 * root, where browsers and home screens look for them.
 */
export const SITE_ICON_PATHS = [
  '/favicon.svg',
  '/favicon.ico',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
] as const;
export type SiteIconPath = (typeof SITE_ICON_PATHS)[number];

export interface SiteIcon {
  type: string;
  body: Buffer;
}

export const THEME_COLOR = BRAND.navy;
export const BACKGROUND_COLOR = BRAND.offWhite;

/**
 * The mark on a navy ground, `size` px square. `shape`: `rounded` for a tab or app icon that keeps
 * its own corners; `full` for grounds the platform crops (iOS rounds the apple-touch icon, Android
 * masks the maskable one). `scale` is the mark's share of the side: a maskable icon keeps it in
 * the middle 80 % circle every mask leaves.
 */
export function iconSvg(size: number, shape: 'rounded' | 'full', scale: number): string {
  const mark = size * scale;
  // The mark's drawing is centred horizontally in its box, its visual middle 6 % below the box's.
  const x = (size - mark) / 2;
  const y = (size - mark) / 2 - mark * 0.06;
  const ground =
    shape === 'rounded'
      ? `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND.navy}"/>`
      : `<rect width="${size}" height="${size}" fill="${BRAND.navy}"/>`;
  return svgDocument(
    size,
    size,
    ground + markShape(x, y, mark, { body: BRAND.offWhite, door: BRAND.gold, window: BRAND.navy }),
  );
}

/**
 * An ICO file holding the given PNGs (each at most 256 px square): a 6-byte header, a 16-byte
 * entry per image, then the images. Browsers have read PNG inside ICO since Windows Vista.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new RangeError(`an ICO image is 1 to 256 px, not ${size}`);
    const entry = 6 + 16 * i;
    header.writeUInt8(size === 256 ? 0 : size, entry); // width, 0 meaning 256
    header.writeUInt8(size === 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const png = async (svg: string): Promise<Buffer> =>
  (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();

const DRAW: Record<SiteIconPath, () => Promise<SiteIcon>> = {
  '/favicon.svg': async () => ({ type: 'image/svg+xml', body: Buffer.from(iconSvg(64, 'rounded', 0.82)) }),
  '/favicon.ico': async () => ({
    type: 'image/x-icon',
    body: icoFromPngs(
      await Promise.all(
        [16, 32, 48].map(async (size) => ({ size, png: await png(iconSvg(size, 'rounded', 0.86)) })),
      ),
    ),
  }),
  '/apple-touch-icon.png': async () => ({ type: 'image/png', body: await png(iconSvg(180, 'full', 0.66)) }),
  '/icon-192.png': async () => ({ type: 'image/png', body: await png(iconSvg(192, 'rounded', 0.72)) }),
  '/icon-512.png': async () => ({ type: 'image/png', body: await png(iconSvg(512, 'rounded', 0.72)) }),
  '/icon-maskable-512.png': async () => ({ type: 'image/png', body: await png(iconSvg(512, 'full', 0.54)) }),
};

const drawn = new Map<SiteIconPath, Promise<SiteIcon>>();

/** The icon at `path`, drawn on first use and kept: a few kilobytes each. */
export function siteIcon(path: SiteIconPath): Promise<SiteIcon> {
  let icon = drawn.get(path);
  if (!icon) {
    icon = DRAW[path]();
    // A failed drawing is tried again on the next request, not remembered.
    icon.catch(() => drawn.delete(path));
    drawn.set(path, icon);
  }
  return icon;
}

/** The web app manifest: the agency's name, the site's colours, the icons above. */
export function webManifest(name: string = AGENCY_NAME): string {
  return JSON.stringify({
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  });
}
