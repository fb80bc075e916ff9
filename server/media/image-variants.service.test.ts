import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { mailPhotoUrl, resizedPhotoUrl } from './image-variants.service';

// MEDIA_ORIGINS of the unit lane (vitest.config.mts): https://photos.crm.example http://plain.crm.example
describe('resizedPhotoUrl', () => {
  it.each([
    ['/media/demo/team/olivier.jpg', '/img?src=%2Fmedia%2Fdemo%2Fteam%2Folivier.jpg&w=320&format=jpeg'],
    [
      'https://photos.crm.example/12/1.jpg',
      '/img?src=https%3A%2F%2Fphotos.crm.example%2F12%2F1.jpg&w=320&format=jpeg',
    ],
    // Drawings, unknown types, hosts /img would refuse: as they are.
    ['/media/demo/listings/house-1.svg', '/media/demo/listings/house-1.svg'],
    ['https://photos.crm.example/photo?id=1', 'https://photos.crm.example/photo?id=1'],
    ['https://elsewhere.example/1.jpg', 'https://elsewhere.example/1.jpg'],
    ['http://plain.crm.example/1.jpg', 'http://plain.crm.example/1.jpg'],
  ])('%s → %s', (url, expected) => {
    expect(resizedPhotoUrl(url, 320, 'jpeg')).toBe(expected);
  });
});

describe('mailPhotoUrl', () => {
  const dir = path.join(config().MEDIA_DIR, 'mail-photo-test');
  beforeAll(async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'with-twin.svg'), '<svg/>');
    await fs.promises.writeFile(path.join(dir, 'with-twin.jpg'), 'jpeg');
    await fs.promises.writeFile(path.join(dir, 'alone.svg'), '<svg/>');
  });
  afterAll(() => fs.promises.rm(dir, { recursive: true, force: true }));

  it.each([
    ['/media/a/photo.jpg', '/img?src=%2Fmedia%2Fa%2Fphoto.jpg&w=320&format=jpeg'],
    [
      'https://photos.crm.example/12/1.webp',
      '/img?src=https%3A%2F%2Fphotos.crm.example%2F12%2F1.webp&w=320&format=jpeg',
    ],
    // A drawing: the JPEG beside it, when there is one.
    [
      '/media/mail-photo-test/with-twin.svg',
      '/img?src=%2Fmedia%2Fmail-photo-test%2Fwith-twin.jpg&w=320&format=jpeg',
    ],
    ['/media/mail-photo-test/alone.svg', null],
    ['/media/../etc/x.svg', null],
    // What /img would not fetch: no photo rather than a picture from another host.
    ['https://elsewhere.example/1.jpg', null],
    ['http://plain.crm.example/1.jpg', null],
    [null, null],
  ])('%s → %s', async (url, expected) => {
    expect(await mailPhotoUrl(url)).toBe(expected);
  });
});
