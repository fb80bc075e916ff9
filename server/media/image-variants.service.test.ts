import { describe, expect, it } from 'vitest';
import { resizedPhotoUrl } from './image-variants.service';

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
