import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DEMO_MEDIA, writeSiteDemoMedia } from './demo-media.service';

describe('writeSiteDemoMedia', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every picture at its size, then nothing more, then only what went missing', async () => {
    expect(await writeSiteDemoMedia(dir)).toEqual({ dir, written: SITE_DEMO_MEDIA.length });
    for (const { file, width, height } of SITE_DEMO_MEDIA) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect(`${file} ${meta.width}×${meta.height}`).toBe(`${file} ${width}×${height}`);
    }
    expect((await writeSiteDemoMedia(dir)).written).toBe(0);

    fs.rmSync(path.join(dir, 'team/sarah.jpg'));
    fs.writeFileSync(path.join(dir, 'logo.svg'), ''); // an empty file counts as missing
    expect((await writeSiteDemoMedia(dir)).written).toBe(2);
    expect(fs.statSync(path.join(dir, 'logo.svg')).size).toBeGreaterThan(1000);
    // Written beside their place and renamed: no partial file is left behind.
    expect(fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.partial'))).toEqual(
      [],
    );
  });

  it('names every file the content seeds and draws the logos as outlines, with no font', () => {
    const files = SITE_DEMO_MEDIA.map((m) => m.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'logo.svg',
        'logo-white.svg',
        'banner/brussels-1.jpg',
        'banner/brussels-1.webp',
        'services/international-market.jpg',
        'team/claire.jpg',
        'biv-ipi.png',
        'social-share.jpg',
      ]),
    );
    const logo = fs.readFileSync(path.join(dir, 'logo.svg'), 'utf8');
    expect(logo).toContain('viewBox="0 0 240 64"');
    expect(logo).not.toMatch(/<text|font-family/);
  });
});
