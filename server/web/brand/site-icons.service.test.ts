import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPngs, iconSvg, siteIcon, webManifest } from './site-icons.service';

describe('icoFromPngs', () => {
  it('writes the 6-byte header, a 16-byte entry per image and the images after them', () => {
    const a = Buffer.from('first-png');
    const b = Buffer.from('second');
    const ico = icoFromPngs([
      { size: 32, png: a },
      { size: 256, png: b },
    ]);
    // Reserved 0, type 1 (icon), two images.
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // 32×32, no palette, reserved, 1 plane, 32 bits, 9 bytes at offset 6 + 2 × 16 = 38.
    expect([...ico.subarray(6, 22)]).toEqual([32, 32, 0, 0, 1, 0, 32, 0, 9, 0, 0, 0, 38, 0, 0, 0]);
    // 256 is written as 0; its bytes follow the first image's.
    expect([...ico.subarray(22, 38)]).toEqual([0, 0, 0, 0, 1, 0, 32, 0, 6, 0, 0, 0, 47, 0, 0, 0]);
    expect(ico.subarray(38).toString()).toBe('first-pngsecond');
  });

  it.each([0, 257])('refuses a %i px image', (size) => {
    expect(() => icoFromPngs([{ size, png: Buffer.alloc(1) }])).toThrow(RangeError);
  });
});

describe('site icons', () => {
  it.each([
    { path: '/apple-touch-icon.png' as const, size: 180 },
    { path: '/icon-192.png' as const, size: 192 },
    { path: '/icon-512.png' as const, size: 512 },
    { path: '/icon-maskable-512.png' as const, size: 512 },
  ])('$path is a $size px PNG', async ({ path, size }) => {
    const icon = await siteIcon(path);
    expect(icon.type).toBe('image/png');
    expect(await sharp(icon.body).metadata()).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('favicon.ico holds 16, 32 and 48 px PNGs that decode', async () => {
    const { body, type } = await siteIcon('/favicon.ico');
    expect(type).toBe('image/x-icon');
    expect(body.readUInt16LE(4)).toBe(3);
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = body.subarray(
        body.readUInt32LE(entry + 12),
        body.readUInt32LE(entry + 12) + body.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', body[entry], body[entry + 1]]);
    }
  });

  it('the maskable icon is full bleed: its corners are the ground, not transparent', async () => {
    const { data } = await sharp(Buffer.from(iconSvg(64, 'full', 0.54)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
    const rounded = await sharp(Buffer.from(iconSvg(64, 'rounded', 0.72)))
      .raw()
      .toBuffer();
    expect(rounded[3]).toBe(0);
  });

  it('the manifest names the agency and lists every icon with its size and purpose', () => {
    const manifest = JSON.parse(webManifest('Agence Test')) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Agence Test',
      short_name: 'Agence Test',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/icon-192.png 192x192 any',
      '/icon-512.png 512x512 any',
      '/icon-maskable-512.png 512x512 maskable',
      '/favicon.svg any any',
    ]);
    expect(JSON.parse(webManifest()).name).toBe('Immo Demo');
  });
});
