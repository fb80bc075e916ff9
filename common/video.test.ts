import { describe, expect, it } from 'vitest';
import { isYoutubeThumbnailQuality, YOUTUBE_THUMBNAILS, youtubeThumbnail } from './video';

describe('YouTube still images', () => {
  it.each([
    ['low', 'default.jpg', 120, 90],
    ['medium', 'mqdefault.jpg', 320, 180],
    ['high', 'hqdefault.jpg', 480, 360],
  ] as const)('%s is %s, %i×%i', (quality, file, width, height) => {
    expect(YOUTUBE_THUMBNAILS[quality]).toEqual({ file, width, height });
    expect(youtubeThumbnail('dQw4w9WgXcQ', quality)).toBe(`https://img.youtube.com/vi/dQw4w9WgXcQ/${file}`);
  });

  it.each([
    ['low', true],
    ['medium', true],
    ['high', true],
    ['maxres', false],
    ['', false],
    [null, false],
    [2, false],
  ])('%j is a quality: %s', (value, expected) => {
    expect(isYoutubeThumbnailQuality(value)).toBe(expected);
  });
});
