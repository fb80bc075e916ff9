import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

// Before any import reads the configuration: a photo host of this test's own (plain http on
// loopback, which MEDIA_ORIGINS allows outside production), short limits and a cache folder.
const host = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  const cacheDir = `${process.env.TMPDIR ?? '/tmp'}/image-cache-test-${process.pid}-${Date.now()}`;
  process.env.MEDIA_ORIGINS = `http://127.0.0.1:${port}`;
  process.env.IMAGE_CACHE_DIR = cacheDir;
  process.env.IMAGE_FETCH_TIMEOUT_MS = '500';
  process.env.IMAGE_SOURCE_MAX_MB = '1';
  return { port, origin: `http://127.0.0.1:${port}`, cacheDir };
});

const BANNER = '/media/demo/banner/brussels-1.jpg';
const SERVICE = '/media/demo/services/rental-management.jpg';
/** A text file named like a photo, written for this test beside the demo pictures. */
const NOT_A_PICTURE = `/media/image-test-${process.pid}.jpg`;
const mediaFile = (url: string) => path.join(process.env.TEST_MEDIA_DIR!, url.slice('/media/'.length));
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('GET /img: photos resized for the screen', () => {
  let server: TestServer;
  let photoHost: http.Server;
  let banner: Buffer;
  /** An AVIF of a few hundred bytes declaring 4100×4100 (16.8 megapixels): its decode is the cost. */
  let avifBomb: Buffer;
  const hostHits = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    banner = await readFile(path.join(process.env.TEST_MEDIA_DIR!, 'demo/banner/brussels-1.jpg'));
    avifBomb = await sharp({ create: { width: 4100, height: 4100, channels: 3, background: '#ffffff' } })
      .avif({ effort: 0, quality: 30 })
      .toBuffer();
    await writeFile(mediaFile(NOT_A_PICTURE), 'Not a photo.');
    photoHost = http.createServer((req, res) => {
      const url = req.url ?? '';
      hostHits.set(url, (hostHits.get(url) ?? 0) + 1);
      if (url.startsWith('/photo.jpg'))
        // A wrong type on purpose: the bytes decide.
        return res.writeHead(200, { 'content-type': 'text/plain' }).end(banner);
      if (url === '/page.jpg')
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><p>Not found</p>');
      if (url === '/bomb.avif') return res.writeHead(200, { 'content-type': 'image/avif' }).end(avifBomb);
      if (url === '/drawing.svg')
        return res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      if (url === '/huge.jpg') {
        // 2 MB in chunks, without a length: counted while it streams.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(banner.subarray(0, 3));
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < 2 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        return more();
      }
      if (url.startsWith('/slow')) {
        const timer = setTimeout(() => res.writeHead(200).end(banner), 3_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (url === '/moved.jpg') return res.writeHead(302, { location: 'http://169.254.169.254/a.jpg' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photoHost.listen(host.port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await server?.close();
    photoHost?.closeAllConnections();
    await new Promise((resolve) => photoHost?.close(resolve));
    await rm(host.cacheDir, { recursive: true, force: true });
    await rm(mediaFile(NOT_A_PICTURE), { force: true });
  });

  const get = (src: string, query: string, accept?: string) =>
    fetch(`${server.url}/img?src=${encodeURIComponent(src)}&${query}`, {
      headers: accept ? { accept } : {},
      redirect: 'manual',
    });
  const metadataOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it.each([
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    [SAFARI_15_ACCEPT, 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s at the width asked for', async (accept, type, decoded) => {
    const res = await get(BANNER, 'w=960', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    const length = Number(res.headers.get('content-length'));
    const meta = await metadataOf(res);
    expect(meta.size).toBe(length);
    expect(meta.format).toBe(decoded);
    expect([meta.width, meta.height]).toEqual([960, 540]);
  });

  it('answers format=jpeg (mails) with a JPEG whatever the Accept header, without Vary', async () => {
    const res = await get(BANNER, 'w=640&format=jpeg', CHROME_ACCEPT);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('vary') ?? '').not.toMatch(/\bAccept\b/);
    expect((await metadataOf(res)).width).toBe(640);
  });

  it('never makes a photo wider than its original', async () => {
    const res = await get(SERVICE, 'w=1280', SAFARI_15_ACCEPT);
    expect(res.status).toBe(200);
    const meta = await metadataOf(res);
    expect([meta.width, meta.height]).toEqual([800, 533]);
  });

  it('makes a variant once, then answers it from the disk', async () => {
    const first = await get(BANNER, 'w=480', SAFARI_15_ACCEPT);
    expect(first.headers.get('server-timing')).toMatch(/desc="encode";dur=\d/);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await get(BANNER, 'w=480', SAFARI_15_ACCEPT);
    expect(second.headers.get('server-timing')).toBe('img;desc="cache"');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  it('shares one encode between visitors asking for the same new variant at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(BANNER, 'w=320&format=webp')));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
  });

  it.each([
    ['a width not offered', `src=${encodeURIComponent(BANNER)}&w=1000`, /w=1000 is not offered/],
    ['no width', `src=${encodeURIComponent(BANNER)}`, /w must be a number/],
    ['a format not offered', `src=${encodeURIComponent(BANNER)}&w=960&format=png`, /format/],
    ['no source', 'w=960', /src is missing/],
    ['a path out of /media', `src=${encodeURIComponent('/media/../../etc/passwd')}&w=960`, /inside \/media/],
    [
      'an encoded path out of /media',
      `src=${encodeURIComponent('/media/%2e%2e/%2e%2e/etc/passwd')}&w=960`,
      /inside/,
    ],
    [
      'another host',
      `src=${encodeURIComponent('https://attacker.example/a.jpg')}&w=960`,
      /allowed photo host/,
    ],
    ['two sources', `src=${encodeURIComponent(BANNER)}&src=${encodeURIComponent(SERVICE)}&w=960`, /src/],
  ])('refuses %s with a 400 and its reason', async (_what, query, reason) => {
    const res = await fetch(`${server.url}/img?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(reason);
    expect(text).not.toMatch(/\bat \w+ \(|node_modules/);
  });

  it('answers 404 for a picture that is not there, and 400 for a file that is not a picture', async () => {
    expect((await get('/media/demo/banner/none.jpg', 'w=960')).status).toBe(404);
    const notPicture = await get(NOT_A_PICTURE, 'w=960');
    expect(notPicture.status).toBe(400);
    expect(await notPicture.text()).toMatch(/not a picture/);
  });

  it('sends a drawing (SVG) to its original instead of rasterizing it', async () => {
    const res = await get('/media/demo/logo.svg', 'w=480');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/media/demo/logo.svg');
  });

  it('serves every copy the home page banner offers in its srcset', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const img = /<img[^>]*src="\/media\/demo\/banner\/[^"]+"[^>]*>/.exec(html)?.[0];
    expect(img).toBeDefined();
    expect(img).toMatch(/sizes="100vw"/);
    expect(img).toMatch(/width="1920" height="1080"/);
    expect(img).toMatch(/fetchpriority="high"/i);
    const srcset = /srcset="([^"]+)"/i.exec(img!)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const candidates = srcset.split(', ').map((c) => c.split(' ') as [string, string]);
    expect(candidates.map(([, w]) => w)).toEqual(['320w', '480w', '640w', '960w', '1280w', '1920w']);
    // React preloads the banner from the head with the same srcset: no second download of the original.
    const preload = html.match(/<link[^>]*as="image"[^>]*>/g)?.find((l) => l.includes('brussels'));
    expect(preload).toMatch(/imageSrcSet="[^"]*w=960 960w/i);
    expect(preload).toMatch(/imageSizes="100vw"/i);
    for (const [url, w] of candidates.slice(0, 3)) {
      const res = await fetch(`${server.url}${url}`, { headers: { accept: SAFARI_15_ACCEPT } });
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(`${(await metadataOf(res)).width}w`).toBe(w);
    }
  });

  describe('photos of the photo host (MEDIA_ORIGINS)', () => {
    it('fetches a photo once for all its variants, checking its bytes, not its Content-Type', async () => {
      const src = `${host.origin}/photo.jpg`;
      const answers = await Promise.all([
        get(src, 'w=640', CHROME_ACCEPT),
        get(src, 'w=960', SAFARI_15_ACCEPT),
        get(src, 'w=320', '*/*'),
      ]);
      expect(answers.map((r) => [r.status, r.headers.get('content-type')])).toEqual([
        [200, 'image/avif'],
        [200, 'image/webp'],
        [200, 'image/jpeg'],
      ]);
      expect((await metadataOf(answers[1]!)).width).toBe(960);
      expect((await get(src, 'w=480', '*/*')).status).toBe(200);
      expect(hostHits.get('/photo.jpg')).toBe(1);
    });

    it('makes one photo one entry, however its URL is spelled (fragment, escapes, host case)', async () => {
      const spellings = [
        `${host.origin}/photo.jpg#one`,
        `${host.origin}/photo%2Ejpg#two`,
        `${host.origin.replace('http://', 'HTTP://')}/./photo.jpg`,
        `${host.origin}/photo.jpg?`,
      ];
      const first = await get(spellings[0]!, 'w=1280', '*/*');
      expect(first.status).toBe(200);
      for (const src of spellings) {
        const res = await get(src, 'w=1280', '*/*');
        expect([src, res.status, res.headers.get('server-timing')]).toEqual([src, 200, 'img;desc="cache"']);
      }
      expect(hostHits.get('/photo.jpg')).toBe(1);
    });

    it('refuses a photo URL with a query string the site does not show, before fetching it', async () => {
      const res = await get(`${host.origin}/photo.jpg?bust=${Date.now()}`, 'w=960');
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('The photo is not one the site shows.');
      expect([...hostHits.keys()].filter((url) => url.includes('bust'))).toEqual([]);
    });

    it('refuses a body that is no picture, whatever its Content-Type', async () => {
      const res = await get(`${host.origin}/page.jpg`, 'w=960');
      expect(res.status).toBe(502);
      expect(await res.text()).toMatch(/not a picture/);
    });

    it('refuses a photo larger than IMAGE_SOURCE_MAX_MB while it streams', async () => {
      const res = await get(`${host.origin}/huge.jpg`, 'w=960');
      expect(res.status).toBe(502);
      expect(await res.text()).toMatch(/too large/);
    });

    it('gives up on a slow host after IMAGE_FETCH_TIMEOUT_MS', async () => {
      const started = Date.now();
      const res = await get(`${host.origin}/slow.jpg`, 'w=960');
      expect(res.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(2_500);
    });

    it('bounds the wait of photos in line behind a slow host too: 20 at once all give up in time', async () => {
      // 4 downloads at once: before, the last of 20 waited five timeouts (2.5 s) for its 504.
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await get(`${host.origin}/slow-${i}.jpg`, 'w=960');
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(504));
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2_500);
    });

    it('refuses an AVIF declaring more pixels than a photo needs, before decoding it', async () => {
      expect(avifBomb.length).toBeLessThan(2_000);
      const res = await get(`${host.origin}/bomb.avif`, 'w=960');
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/more pixels than a photo needs/);
    });

    it('follows no redirect (it could lead off the allowed hosts)', async () => {
      const res = await get(`${host.origin}/moved.jpg`, 'w=960');
      expect(res.status).toBe(502);
      expect(await res.text()).toMatch(/answered 302/);
    });

    it('sends a drawing to its original', async () => {
      const res = await get(`${host.origin}/drawing.svg`, 'w=960');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${host.origin}/drawing.svg`);
    });
  });
});
