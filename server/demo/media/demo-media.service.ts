import fs from 'node:fs';
import path from 'node:path';
import { config } from '../../core/config';
import { BADGE_HEIGHT, BADGE_WIDTH, bivBadge } from './badge';
import { BANNER_HEIGHT, BANNER_WIDTH, brusselsBanner } from './banners';
import { LOGO_HEIGHT, LOGO_WIDTH, logoSvg, svgDocument } from '../../web/brand/brand';
import { loadSharp } from '../../core/load-sharp';
import { demoPhotoDrawings, PHOTO_HEIGHT, PHOTO_WIDTH } from '../listings/photos';
import { DEMO_PEOPLE, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portrait } from './portraits';
import { SERVICE_HEIGHT, SERVICE_TOPICS, SERVICE_WIDTH, serviceIllustration } from './services';

/**
 * The pictures the demo site's content shows (logos, home banners, service and team pictures,
 * the footer badge, the social-sharing image): drawn here as SVG and rasterized with sharp, so a
 * fresh install shows them with no network and no binary files in the repository. They live in
 * `${MEDIA_DIR}/demo/`, beside the listing photos, and are served under /media/demo/.
 */
type Format = 'svg' | 'jpg' | 'webp' | 'png';

interface DemoPicture {
  /** Path under the demo folder, without the extension. */
  name: string;
  width: number;
  height: number;
  formats: Format[];
  draw: () => string | Promise<Buffer>;
}

const SOCIAL_WIDTH = 1200;
const SOCIAL_HEIGHT = 630;

const PICTURES: DemoPicture[] = [
  { name: 'logo', width: LOGO_WIDTH, height: LOGO_HEIGHT, formats: ['svg'], draw: () => logoSvg('light') },
  // The mails' logo: PNG (mail clients show no SVG), drawn at twice the size it is shown.
  {
    name: 'logo-mail',
    width: LOGO_WIDTH * 2,
    height: LOGO_HEIGHT * 2,
    formats: ['png'],
    draw: async () =>
      (await loadSharp())(Buffer.from(logoSvg('light')), { density: 72 * 2 })
        .png()
        .toBuffer(),
  },
  {
    name: 'logo-white',
    width: LOGO_WIDTH,
    height: LOGO_HEIGHT,
    formats: ['svg'],
    draw: () => logoSvg('dark'),
  },
  ...[1, 2, 3].map((i): DemoPicture => ({
    name: `banner/brussels-${i}`,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    formats: ['jpg', 'webp'],
    draw: () => brusselsBanner(i),
  })),
  ...SERVICE_TOPICS.map((topic): DemoPicture => ({
    name: `services/${topic}`,
    width: SERVICE_WIDTH,
    height: SERVICE_HEIGHT,
    formats: ['jpg', 'webp'],
    draw: () => serviceIllustration(topic),
  })),
  ...(['claire', 'julien', 'eline', 'mehdi', 'sarah', 'olivier'] as const).map((person): DemoPicture => ({
    name: `team/${person}`,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
    formats: ['jpg', 'webp'],
    draw: () => portrait(DEMO_PEOPLE[person]),
  })),
  {
    name: 'testimonials/sophie-peeters',
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
    formats: ['jpg'],
    draw: () => portrait(DEMO_PEOPLE['sophie-peeters']),
  },
  { name: 'biv-ipi', width: BADGE_WIDTH, height: BADGE_HEIGHT, formats: ['png'], draw: bivBadge },
  // A JPEG twin of every listing drawing: mails show the listing's photo, and mail clients no SVG.
  ...demoPhotoDrawings().map(({ file, content }): DemoPicture => ({
    name: file.replace(/\.svg$/, ''),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    formats: ['jpg'],
    draw: () => content,
  })),
  { name: 'social-share', width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT, formats: ['jpg'], draw: socialShare },
];

/** Every file written, as `name.ext` under the demo folder, with its size in pixels. */
export const SITE_DEMO_MEDIA: readonly { file: string; width: number; height: number }[] = PICTURES.flatMap(
  ({ name, width, height, formats }) => formats.map((f) => ({ file: `${name}.${f}`, width, height })),
);

export const siteDemoMediaDir = (): string => path.join(config().MEDIA_DIR, 'demo');

/**
 * Writes the pictures missing from `dir` (default `${MEDIA_DIR}/demo`); a file already there is
 * kept, so a later start costs a `stat` per file. Each file appears whole or not at all (written
 * beside its place, then renamed), so an interrupted run never leaves a truncated picture that
 * later runs would keep.
 */
export async function writeSiteDemoMedia(
  dir = siteDemoMediaDir(),
): Promise<{ dir: string; written: number }> {
  let written = 0;
  for (const picture of PICTURES) {
    const missing: Format[] = [];
    for (const format of picture.formats) {
      if (!(await exists(path.join(dir, `${picture.name}.${format}`)))) missing.push(format);
    }
    if (missing.length === 0) continue;
    const drawn = await picture.draw();
    for (const format of missing) {
      const body = await encode(drawn, format, picture);
      await writeWhole(path.join(dir, `${picture.name}.${format}`), body);
      written++;
    }
  }
  return { dir, written };
}

async function encode(
  drawn: string | Buffer,
  format: Format,
  { width, height }: DemoPicture,
): Promise<Buffer> {
  if (format === 'svg') {
    if (typeof drawn !== 'string') throw new Error('an SVG picture is drawn as SVG');
    return Buffer.from(drawn);
  }
  const sharp = await loadSharp();
  const image = sharp(typeof drawn === 'string' ? Buffer.from(drawn) : drawn).resize(width, height, {
    fit: 'cover',
  });
  // Quality 80 keeps a 1920-px banner near 150 KB and an 800-px picture near 20 KB.
  if (format === 'jpg') return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78, effort: 4 }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** The sharing image: the first banner, darkened, with the light logo large in the middle. */
async function socialShare(): Promise<Buffer> {
  const sharp = await loadSharp();
  const banner = await sharp(Buffer.from(brusselsBanner(1)))
    .resize(SOCIAL_WIDTH, SOCIAL_HEIGHT, { fit: 'cover', position: 'centre' })
    .toBuffer();
  const logoWidth = 600;
  const logoHeight = (logoWidth * LOGO_HEIGHT) / LOGO_WIDTH;
  const overlay = svgDocument(
    SOCIAL_WIDTH,
    SOCIAL_HEIGHT,
    `<rect width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" fill="#141c30" opacity="0.58"/>` +
      `<svg x="${(SOCIAL_WIDTH - logoWidth) / 2}" y="${(SOCIAL_HEIGHT - logoHeight) / 2}" width="${logoWidth}" height="${logoHeight}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">` +
      logoSvg('dark')
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>\n$/, '') +
      `</svg>`,
  );
  return sharp(banner)
    .composite([{ input: Buffer.from(overlay) }])
    .png()
    .toBuffer();
}

const exists = (file: string): Promise<boolean> =>
  fs.promises.stat(file).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );

async function writeWhole(file: string, body: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
  await fs.promises.writeFile(partial, body);
  await fs.promises.rename(partial, file);
}
