import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatFromAccept,
  originAllowed,
  parseFormat,
  parseImageRequest,
  parseSource,
  parseWidth,
  type SourceRules,
} from './image-request';

const MEDIA = '/srv/agency/media';
const rules: SourceRules = {
  mediaDir: MEDIA,
  origins: ['https://photos.crm.example', 'https://*.cdn.example', 'http://127.0.0.1:4567'],
  allowHttp: false,
};

describe('parseWidth', () => {
  it.each([
    ['320', 320],
    ['960', 960],
    ['1920', 1920],
  ])('takes w=%s', (w, width) => {
    expect(parseWidth(w)).toEqual({ ok: true, value: width });
  });
  it.each([
    ['961'],
    ['0'],
    ['-320'],
    ['3840'],
    ['960.0'],
    ['1e3'],
    [' 960'],
    [''],
    [undefined],
    [['960', '480']],
  ])('refuses w=%j', (w) => {
    expect(parseWidth(w).ok).toBe(false);
  });
});

describe('formatFromAccept', () => {
  it.each([
    // Chrome, Edge, Opera
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    // Firefox
    ['image/avif,image/webp,*/*', 'avif'],
    // Safari 14–15: WebP, no AVIF
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['IMAGE/AVIF', 'avif'],
    // Old browsers and mail clients: whatever they say, JPEG
    ['image/*,*/*;q=0.8', 'jpeg'],
    ['*/*', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ] as const)('%s → %s', (accept, format) => {
    expect(formatFromAccept(accept)).toBe(format);
  });
});

describe('parseFormat', () => {
  it('follows Accept without format=, and says so (Vary)', () => {
    expect(parseFormat(undefined, 'image/webp')).toEqual({
      ok: true,
      value: { format: 'webp', negotiated: true },
    });
  });
  it.each(['avif', 'webp', 'jpeg'] as const)('takes format=%s whatever Accept says', (format) => {
    expect(parseFormat(format, 'image/avif')).toEqual({ ok: true, value: { format, negotiated: false } });
  });
  it.each(['png', 'jpg', 'svg', 'JPEG', ''])('refuses format=%s', (format) => {
    expect(parseFormat(format, undefined).ok).toBe(false);
  });
});

describe('originAllowed', () => {
  it.each([
    ['https://photos.crm.example', true],
    ['https://PHOTOS.crm.example', true],
    ['http://photos.crm.example', false],
    ['https://photos.crm.example:8443', false],
    ['https://evil-photos.crm.example', false],
    ['https://img.cdn.example', true],
    ['https://a.b.cdn.example', true],
    ['https://cdn.example', false],
    ['https://xcdn.example', false],
    ['https://cdn.example.evil.test', false],
    ['http://img.cdn.example', false],
  ])('%s → %s', (origin, allowed) => {
    expect(originAllowed(origin, rules.origins)).toBe(allowed);
  });
});

describe('parseSource', () => {
  it.each([
    ['/media/demo/banner/brussels-1.jpg', path.join(MEDIA, 'demo/banner/brussels-1.jpg')],
    ['/media/demo/team/%C3%A9line.jpg', path.join(MEDIA, 'demo/team/éline.jpg')],
  ])('takes the media file %s', (src, file) => {
    expect(parseSource(src, rules)).toEqual({ ok: true, value: { kind: 'local', url: src, file } });
  });

  it.each([
    '/media/../secrets.env',
    '/media/demo/../../etc/passwd',
    '/media/%2e%2e/secrets.env',
    '/media/demo/%2E%2E%2F%2E%2E%2Fetc/passwd',
    '/media/demo\\..\\..\\etc\\passwd',
    '/media/demo/%5c..%5c..%5cetc',
    '/media/demo/%00.jpg',
    '/media/%E0%A4%A',
    '/media/',
    '/media/demo/a.jpg?x=1',
    '/mediaX/a.jpg',
    '/assets/app.js',
    '/etc/passwd',
    'media/demo/a.jpg',
    '//photos.crm.example/a.jpg',
    'file:///etc/passwd',
    '',
    'x'.repeat(3000),
  ])('refuses the path %j', (src) => {
    expect(parseSource(src, rules).ok).toBe(false);
  });

  it.each([
    'https://photos.crm.example/listing/1/photo-1.jpg',
    'https://photos.crm.example/listing/1/photo.jpg?size=large',
    'https://img.cdn.example/a.jpg',
  ])('takes the photo host URL %s', (src) => {
    expect(parseSource(src, rules)).toEqual({
      ok: true,
      value: { kind: 'external', url: new URL(src).href },
    });
  });

  it.each([
    ['https://photos.crm.example/a.jpg#gallery', 'https://photos.crm.example/a.jpg'],
    ['https://PHOTOS.crm.example:443/a.jpg', 'https://photos.crm.example/a.jpg'],
    ['https://photos.crm.example/x/../a%2Ejpg', 'https://photos.crm.example/a.jpg'],
    ['https://photos.crm.example/%7euser/a%2djpg.jpg', 'https://photos.crm.example/~user/a-jpg.jpg'],
    ['https://photos.crm.example/a%2fb.jpg?v=%3d3', 'https://photos.crm.example/a%2Fb.jpg?v=%3D3'],
    ['https://photos.crm.example/a.jpg?', 'https://photos.crm.example/a.jpg'],
    ['https://photos.crm.example/a.jpg?v=3#x', 'https://photos.crm.example/a.jpg?v=3'],
  ])('spells %s one way: %s', (src, canonical) => {
    expect(parseSource(src, rules)).toEqual({ ok: true, value: { kind: 'external', url: canonical } });
  });

  it.each([
    'https://attacker.example/a.jpg',
    'https://photos.crm.example.attacker.example/a.jpg',
    'https://user:pw@photos.crm.example/a.jpg',
    'https://photos.crm.example@attacker.example/a.jpg',
    'http://photos.crm.example/a.jpg',
    'ftp://photos.crm.example/a.jpg',
    'http://127.0.0.1:4567/a.jpg',
  ])('refuses the URL %s', (src) => {
    expect(parseSource(src, rules).ok).toBe(false);
  });

  it('fetches a plain-http origin of MEDIA_ORIGINS only when allowed (never in production)', () => {
    expect(parseSource('http://127.0.0.1:4567/a.jpg', { ...rules, allowHttp: true }).ok).toBe(true);
    expect(parseSource('http://127.0.0.1:4568/a.jpg', { ...rules, allowHttp: true }).ok).toBe(false);
  });
});

describe('parseImageRequest', () => {
  it('reads source, width and format together', () => {
    expect(parseImageRequest({ src: '/media/a.jpg', w: '640', format: 'jpeg' }, 'image/avif', rules)).toEqual(
      {
        ok: true,
        value: {
          source: { kind: 'local', url: '/media/a.jpg', file: path.join(MEDIA, 'a.jpg') },
          width: 640,
          format: 'jpeg',
          negotiated: false,
        },
      },
    );
  });
  it.each([
    [{ w: '640' }, /src/],
    [{ src: '/media/a.jpg' }, /w must/],
    [{ src: '/media/a.jpg', w: '641' }, /not offered/],
    [{ src: '/media/a.jpg', w: '640', format: 'gif' }, /format/],
    [{ src: ['/media/a.jpg', '/media/b.jpg'], w: '640' }, /src/],
  ])('refuses %j with its reason', (query, reason) => {
    const parsed = parseImageRequest(query, undefined, rules);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
