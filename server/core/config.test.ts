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
