import { describe, expect, it } from 'vitest';
import { loadConfig, OSM_ATTRIBUTION, OSM_TILE_URL } from './config';

describe('map tile configuration', () => {
  it('defaults to OpenStreetMap with its credit', () => {
    const c = loadConfig({});
    expect(c.MAP_TILE_URL).toBe(OSM_TILE_URL);
    expect(c.MAP_ATTRIBUTION).toBe(OSM_ATTRIBUTION);
  });

  it.each([
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', true],
    ['//tiles.example.org/{z}/{x}/{y}@2x.png', true],
    ['  https://tiles.example.org/{z}/{x}/{y}.png  ', true],
    ['https://tiles.example.org/tile.png', false],
    ['https://tiles.example.org/{z}/{x}.png', false],
    ['javascript:alert(1)//{z}{x}{y}', false],
    ['', false],
  ])('MAP_TILE_URL %j accepted: %s', (url, ok) => {
    if (ok) expect(loadConfig({ MAP_TILE_URL: url }).MAP_TILE_URL).toBe(url.trim());
    else expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });

  it('refuses an empty attribution: the tile licence requires one', () => {
    expect(() => loadConfig({ MAP_ATTRIBUTION: ' ' })).toThrow(/MAP_ATTRIBUTION/);
  });
});

describe('map frame configuration', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['a frame URL that is a path', { MAP_FRAME_URL: '/my-frame/' }, /MAP_FRAME_URL/],
    ['a frame URL that is a script', { MAP_FRAME_URL: 'javascript:alert(1)' }, /MAP_FRAME_URL/],
    ['an unknown map type', { MAP_TYPE: 'moon' }, /MAP_TYPE/],
    ['a marker that is a script', { MAP_MARKER_URL: 'javascript:alert(1)' }, /MAP_MARKER_URL/],
    ['a marker with a quote', { MAP_MARKER_URL: 'https://x.example/a".png' }, /MAP_MARKER_URL/],
    ['a marquee code that is text', { MAP_MARQUEE_IGNORE: '1,sold' }, /MAP_MARQUEE_IGNORE/],
  ])('refuses %s', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes an empty frame URL and map type as unset', () => {
    const c = loadConfig({ MAP_FRAME_URL: '', MAP_TYPE: '' });
    expect([c.MAP_FRAME_URL, c.MAP_TYPE]).toEqual([undefined, 'roadmap']);
  });
});

describe('form secrets', () => {
  it('treats an empty secret as unset (compose passes ${X:-})', () => {
    const c = loadConfig({ ADMIN_PASSWORD: '', CAPTCHA_HMAC_KEY: ' ', CAPTCHA_BYPASS_KEY: '' });
    expect([c.ADMIN_PASSWORD, c.CAPTCHA_HMAC_KEY, c.CAPTCHA_BYPASS_KEY]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
  it.each([
    [{ NODE_ENV: 'production' }, /CAPTCHA_HMAC_KEY: required in production/],
    [
      { NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32), CAPTCHA_BYPASS_KEY: 'b'.repeat(16) },
      /CAPTCHA_BYPASS_KEY: not allowed in production/,
    ],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ CAPTCHA_HMAC_KEY: 'too-short' }, /CAPTCHA_HMAC_KEY/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
  it('accepts production with a captcha key and no bypass', () => {
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) }).CAPTCHA_HMAC_KEY).toBe(
      'k'.repeat(32),
    );
  });
});
