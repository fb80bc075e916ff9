import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageDiskCache } from './image-cache';

describe('ImageDiskCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-cache-test-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps entries under hashed names inside its folder', async () => {
    const cache = new ImageDiskCache(dir, 1_000_000);
    const file = cache.fileOf('variants', '1|/media/../../etc/passwd|960|avif', '.avif');
    expect(path.dirname(path.dirname(file))).toBe(path.join(dir, 'variants'));
    expect(path.basename(file)).toMatch(/^[0-9a-f]{64}\.avif$/);
    expect(await cache.read(file)).toBeNull();
    await cache.write(file, Buffer.from('photo'));
    expect((await cache.read(file))?.toString()).toBe('photo');
  });

  it('counts files as well as bytes: past its number of files the oldest go, down to 90 %', async () => {
    const cache = new ImageDiskCache(dir, 1_000_000, 10);
    const files = Array.from({ length: 12 }, (_, i) => cache.fileOf('variants', `tiny${i}`, '.webp'));
    // Written by another process sharing the folder: this one sweeps when asked, not in the background.
    for (const [i, file] of files.entries()) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, Buffer.alloc(10));
      const time = new Date(Date.now() - (100 - i) * 1_000);
      await fs.utimes(file, time, time);
    }
    await cache.sweep();
    const left = await Promise.all(
      files.map((f) =>
        fs.stat(f).then(
          () => true,
          () => false,
        ),
      ),
    );
    // 12 files past 10: the three oldest go (9 ≤ 9), whatever their few bytes.
    expect(left).toEqual([false, false, false, ...Array<boolean>(9).fill(true)]);
    expect(cache.approximateFiles).toBe(9);
    expect(cache.approximateBytes).toBe(90);
  });

  it('removes the files used longest ago once past its budget, down to 90 % of it', async () => {
    const cache = new ImageDiskCache(dir, 12_000);
    const files = Array.from({ length: 4 }, (_, i) => cache.fileOf('variants', `k${i}`, '.webp'));
    for (const [i, file] of files.entries()) {
      await cache.write(file, Buffer.alloc(3_000));
      // Times one second apart, oldest first.
      const time = new Date(Date.now() - (10 - i) * 1_000);
      await fs.utimes(file, time, time);
    }
    // A hit makes the oldest the newest.
    expect(await cache.read(files[0]!)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    // Another process with a smaller budget sweeps the same folder: 12,000 bytes past 10,000, so
    // files[1] goes (9,000 ≤ 9,000).
    const smaller = new ImageDiskCache(dir, 10_000);
    await smaller.sweep();
    const left = await Promise.all(
      files.map((f) =>
        fs.stat(f).then(
          () => true,
          () => false,
        ),
      ),
    );
    expect(left).toEqual([true, false, true, true]);
    expect(smaller.approximateBytes).toBe(9_000);
    // Past its budget on a write, a cache sweeps (in the background; awaited here): the oldest of files[2], files[3] goes.
    await smaller.write(cache.fileOf('variants', 'k4', '.webp'), Buffer.alloc(3_000));
    await smaller.sweep();
    expect(smaller.approximateBytes).toBeLessThanOrEqual(9_000);
    expect(
      await fs.stat(files[2]!).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
  });
});
