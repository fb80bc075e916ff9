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
  const STRONG = {
    NODE_ENV: 'production',
    CAPTCHA_HMAC_KEY: 'q7Vn2mR9xL4pT8wK3sB6yH1cJ5dF0gZa',
  };
  it.each<[string, Record<string, string>, string]>([
    [
      'the captcha key compose used to default to',
      { CAPTCHA_HMAC_KEY: 'agency-dev-captcha-key-change-me-0123456789' },
      'CAPTCHA_HMAC_KEY: a published default value: set a secret of your own',
    ],
    [
      'compose’s old database password',
      { DATABASE_URL: 'postgres://postgres:agency@postgres:5432/agency' },
      'DATABASE_URL: its password is a published default value: set a secret of your own',
    ],
    [
      'a short database password',
      { DATABASE_URL: 'postgres://app:s3cr3t@db:5432/agency' },
      'DATABASE_URL: its password is too short for production: at least 12 characters',
    ],
    [
      'Meilisearch without a key',
      { MEILI_URL: 'http://meilisearch:7700' },
      'MEILI_KEY: required in production with MEILI_URL (at least 16 characters)',
    ],
    [
      'compose’s old Meilisearch key',
      { MEILI_URL: 'http://meilisearch:7700', MEILI_KEY: 'agency-dev-master-key' },
      'MEILI_KEY: a published default value: set a secret of your own',
    ],
    [
      'a short dashboard password',
      { ADMIN_PASSWORD: 'hunter2hunt' },
      'ADMIN_PASSWORD: too short for production: at least 12 characters',
    ],
    [
      'a "change me" SMTP password',
      { SMTP_URL: 'smtp://mailer:please-change-me-now@smtp.example:587' },
      'SMTP_URL: its password is a published default value: set a secret of your own',
    ],
  ])('refuses to start in production with %s, in one line naming it', (_, env, line) => {
    expect(() => loadConfig({ ...STRONG, ...env })).toThrow(`Invalid environment configuration:\n  ${line}`);
  });
  it('starts in production with secrets of its own, and any secret in development', () => {
    const strong = {
      ...STRONG,
      DATABASE_URL: 'postgres://app:Vb8%40xq2-Lm5pR7t@db:5432/agency',
      MEILI_URL: 'http://meilisearch:7700',
      MEILI_KEY: 'Zr4nW8qX2vL6mT0y',
      ADMIN_PASSWORD: 'tall-quiet-harbour-71',
      SMTP_URL: 'smtp://mailer:k2Jd9Lq8Xw3N@smtp.example:587',
      REDIS_URL: 'redis://redis:6379',
    };
    expect(loadConfig(strong).MEILI_KEY).toBe('Zr4nW8qX2vL6mT0y');
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres:agency@localhost/agency' }).DATABASE_URL).toMatch(
      /agency/,
    );
  });
  it('refuses a trusted proxy that is not an address or a range, naming it', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'loopback, lb.example' })).toThrow(
      'TRUSTED_PROXIES: not an address or a CIDR range: lb.example',
    );
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,::1' }).TRUSTED_PROXIES).toBe('10.0.0.0/8,::1');
    expect(loadConfig({}).TRUSTED_PROXIES).toBe('loopback');
  });
  it('accepts production with a captcha key and no bypass', () => {
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) }).CAPTCHA_HMAC_KEY).toBe(
      'k'.repeat(32),
    );
  });
});
