import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimit } from '../core/rate-limit';
import { ImageDiskCache } from './image-cache';
import { createImagePipeline, type ImagePipelineOptions } from './image-pipeline';
import type { ImageRequest } from './image-request';

describe('image pipeline under load', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-pipeline-test-'));
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    for (const name of ['a', 'b', 'c']) await fs.writeFile(path.join(dir, `${name}.jpg`), photo);
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** A pipeline on a cache folder of its own, 1 GB, a 1 s photo host and 1 MB originals unless told. */
  const pipelineIn = (cacheName: string, options: Partial<ImagePipelineOptions> = {}) =>
    createImagePipeline({
      cache: new ImageDiskCache(path.join(dir, cacheName), 1024 * 1024 * 1024),
      fetchTimeoutMs: 1_000,
      maxSourceBytes: 1024 * 1024,
      ...options,
    });

  const request = (name: string): ImageRequest => ({
    source: { kind: 'local', url: `/media/${name}.jpg`, file: path.join(dir, `${name}.jpg`) },
    width: 640,
    format: 'webp',
    negotiated: true,
  });

  it('sends the visitors past the queue to the original instead of waiting without bound', async () => {
    const pipeline = pipelineIn('cache', {
      concurrency: 1,
      maxQueued: 1,
    });
    // The one encode running and the one waiting are held open until the photo is asked for.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = [pipeline.encodes.run(() => gate), pipeline.encodes.run(() => gate)];
    expect(await pipeline.variant(request('c'))).toEqual({
      kind: 'original',
      url: '/media/c.jpg',
      reason: 'busy',
    });
    release();
    await Promise.all(held);
    // Once the line is short again, the same photo is resized.
    const [a, c] = await Promise.all([pipeline.variant(request('a')), pipeline.variant(request('c'))]);
    expect(a.kind).toBe('image');
    expect(c.kind).toBe('image');
  });

  it('gives a client past its budget of new copies the original; its cached copies and other clients go on', async () => {
    const pipeline = pipelineIn('budget-cache', {
      missBudget: memoryRateLimit({ points: 2, durationSeconds: 600 }),
    });
    const at = (name: string, width: 320 | 480 | 640): ImageRequest => ({ ...request(name), width });
    const greedy = { client: '203.0.113.7' };
    expect((await pipeline.variant(at('a', 320), greedy)).kind).toBe('image');
    expect((await pipeline.variant(at('a', 480), greedy)).kind).toBe('image');
    expect(await pipeline.variant(at('a', 640), greedy)).toEqual({
      kind: 'original',
      url: '/media/a.jpg',
      reason: 'budget',
    });
    // A copy already made costs nothing from the budget.
    expect(await pipeline.variant(at('a', 320), greedy)).toMatchObject({ kind: 'image', fromCache: true });
    expect(await pipeline.variant(at('a', 640), { client: '198.51.100.1' })).toMatchObject({
      kind: 'image',
      fromCache: false,
    });
  });

  it('fetches a photo URL with a query string only when the site shows it', async () => {
    const asked: string[] = [];
    const pipeline = pipelineIn('linked-cache', {
      fetchTimeoutMs: 200,
      isLinkedSource: async (url) => {
        asked.push(url);
        return false;
      },
    });
    const external = (url: string): ImageRequest => ({ ...request('a'), source: { kind: 'external', url } });
    await expect(pipeline.variant(external('https://photos.crm.example/a.jpg?bust=1'))).rejects.toMatchObject(
      {
        status: 400,
        message: 'the photo is not one the site shows',
      },
    );
    expect(asked).toEqual(['https://photos.crm.example/a.jpg?bust=1']);
  });

  it('stops a resize past its time budget and answers at once: the next photo is resized', async () => {
    // 49 megapixels of interlaced 16-bit PNG with alpha, just under its pixel limit: libvips must
    // decode all of it before the first row comes out, over twice the budget of one second
    // on a fast machine (8-bit RGB took only 0.7 s there). Not turned by its EXIF orientation:
    // sharp turns an image in a step of its own, outside the timeout's clock.
    const heavy = await sharp({
      create: { width: 7000, height: 7000, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } },
    })
      .toColourspace('rgb16')
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    await fs.writeFile(path.join(dir, 'heavy.png'), heavy);
    const pipeline = pipelineIn('budget-time-cache', {
      concurrency: 1,
      encodeBudgetSeconds: 1,
      maxSourceBytes: 8 * 1024 * 1024,
    });
    const slow: ImageRequest = {
      source: { kind: 'local', url: '/media/heavy.png', file: path.join(dir, 'heavy.png') },
      width: 1920,
      format: 'avif',
      negotiated: true,
    };
    await expect(pipeline.variant(slow)).rejects.toMatchObject({
      status: 400,
      message: 'the picture takes too long to decode',
    });
    // The one encode slot is free again.
    expect((await pipeline.variant(request('b'))).kind).toBe('image');
  });
});
