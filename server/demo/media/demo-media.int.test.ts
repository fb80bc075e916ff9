import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The sizes the pages rely on: the `<img>` tags carry width and height in these ratios, so a
 * picture of another size would be stretched or leave the layout jumping.
 */
const EXPECTED: [RegExp, { width: number; height: number }][] = [
  [/^\/media\/demo\/logo(-white)?\.svg$/, { width: 240, height: 64 }],
  [/^\/media\/demo\/banner\/brussels-\d\.(jpg|webp)$/, { width: 1920, height: 1080 }],
  [/^\/media\/demo\/services\/[a-z-]+\.(jpg|webp)$/, { width: 800, height: 533 }],
  [/^\/media\/demo\/(team|testimonials)\/[a-z-]+\.(jpg|webp)$/, { width: 600, height: 750 }],
  [/^\/media\/demo\/biv-ipi\.png$/, { width: 240, height: 96 }],
  // The mails' logo: twice the size it is shown.
  [/^\/media\/demo\/logo-mail\.png$/, { width: 480, height: 128 }],
  [/^\/media\/demo\/social-share\.jpg$/, { width: 1200, height: 630 }],
];

/** Every `/media/…` string anywhere in a JSON value (site configuration, menu parameters). */
function mediaUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/media/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaUrls);
  return [];
}

/** After the demo seed (the run's global setup), every picture the content names is there and decodes. */
describe('demo content pictures and site icons', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });
  // fetch() turns a conditional request into a reload (Cache-Control: no-cache): a browser's revalidation is plain HTTP.
  const statusOf = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });

  async function contentImageUrls(): Promise<string[]> {
    const q = async (sql: string) =>
      ((await server.ds.query(sql)) as { v: unknown }[]).flatMap((r) => mediaUrls(r.v));
    const urls = [
      ...(await q(`SELECT data AS v FROM site_config`)),
      ...(await q(`SELECT image_url AS v FROM service_article`)),
      ...(await q(`SELECT photo_url AS v FROM team_member`)),
      ...(await q(`SELECT image_url AS v FROM testimonial`)),
      ...(await q(`SELECT params AS v FROM menu`)),
    ];
    return [...new Set(urls)].sort();
  }

  it('names the logos, banners, services, team, badge and sharing image', async () => {
    const urls = await contentImageUrls();
    for (const file of [
      'logo.svg',
      'logo-white.svg',
      'banner/brussels-1.jpg',
      'banner/brussels-3.jpg',
      'services/rental-management.jpg',
      'team/olivier.jpg',
      'biv-ipi.png',
      'social-share.jpg',
    ])
      expect(urls).toContain(`/media/demo/${file}`);
    expect(urls.length).toBeGreaterThanOrEqual(22);
  });

  it('serves every picture the content names, whole and at its size', async () => {
    const failures: string[] = [];
    for (const url of await contentImageUrls()) {
      const res = await get(url);
      const type = res.headers.get('content-type') ?? '';
      if (res.status !== 200 || !type.startsWith('image/')) {
        failures.push(`${url}: ${res.status} ${type}`);
        continue;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const { width, height } = await sharp(body).metadata();
      const expected = EXPECTED.find(([pattern]) => pattern.test(url))?.[1];
      if (!expected) failures.push(`${url}: no expected size`);
      else if (width !== expected.width || height !== expected.height)
        failures.push(`${url}: ${width}×${height}, expected ${expected.width}×${expected.height}`);
      // An 800-px picture stays small; a 1920-px banner under 250 KB.
      const limit = url.includes('/banner/') ? 250_000 : 120_000;
      if (body.length > limit) failures.push(`${url}: ${body.length} bytes`);
    }
    expect(failures).toEqual([]);
  });

  it('has a WebP beside each banner and service picture, of the same size', async () => {
    for (const name of ['banner/brussels-2', 'services/sale']) {
      const [jpg, webp] = await Promise.all(['jpg', 'webp'].map((ext) => get(`/media/demo/${name}.${ext}`)));
      expect(webp.headers.get('content-type')).toBe('image/webp');
      const a = await sharp(Buffer.from(await jpg.arrayBuffer())).metadata();
      const b = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
      expect([b.format, b.width, b.height]).toEqual(['webp', a.width, a.height]);
    }
  });

  it.each([
    { path: '/favicon.ico', type: 'image/x-icon', size: 16 },
    { path: '/favicon.svg', type: 'image/svg+xml', size: 64 },
    { path: '/apple-touch-icon.png', type: 'image/png', size: 180 },
    { path: '/icon-192.png', type: 'image/png', size: 192 },
    { path: '/icon-512.png', type: 'image/png', size: 512 },
    { path: '/icon-maskable-512.png', type: 'image/png', size: 512 },
  ])('serves $path as $type, cached and revalidated', async ({ path, type, size }) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = Buffer.from(await res.arrayBuffer());
    // An ICO holds PNGs: its first image, after the 6-byte header, at the offset its entry gives.
    const image = path.endsWith('.ico')
      ? body.subarray(body.readUInt32LE(18), body.readUInt32LE(18) + body.readUInt32LE(14))
      : body;
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([size, size]);
    expect(await statusOf(path, { 'if-none-match': res.headers.get('etag') ?? '' })).toBe(304);
  });

  it('serves a web app manifest whose icons all answer at their declared size', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Immo Demo', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const r = await get(icon.src);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type')).toContain(icon.type);
      if (icon.sizes === 'any') continue;
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it("links the icons, the manifest and the theme colour from every page's head", async () => {
    const html = await (await get('/nl/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<link rel="icon" href="/favicon.ico" sizes="32x32"',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
      '<link rel="manifest" href="/manifest.webmanifest"',
      '<meta name="theme-color" content="#1f2a44"',
    ])
      expect(head).toContain(tag);
  });
});
