import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowedScripts, AGREE_ALL } from '../../../client/features/consent/consent-state';
import { loadConfig } from '../config';
import {
  baseHeaders,
  hostSource,
  inlineHashes,
  NON_DOCUMENT_POLICY,
  PERMISSIONS_POLICY,
  serializePolicy,
  sha256Source,
  sitePolicy,
  sitePolicySettings,
  standalonePagePolicy,
  trackingSources,
  type TrackingIds,
} from './security-headers';
import { dashboardPolicy } from '../../admin/queue-dashboard';
import { explorerPolicy, explorerSandboxPolicy } from '../../graphql-explorer';

const parse = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Whether a CSP host source (scheme://host, *.host, optional port) admits a URL: enough of CSP's matching for these tests. */
function admits(source: string, url: string): boolean {
  const u = new URL(url);
  const m = /^(?:(https?):\/\/)?(\*\.)?([^:/]+)(?::(\d+))?$/.exec(source);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (scheme && `${scheme}:` !== u.protocol) return false;
  if (port && port !== u.port) return false;
  return wildcard ? u.hostname.endsWith(`.${host}`) : u.hostname === host;
}

const settings = sitePolicySettings(loadConfig({}));

describe('serializePolicy', () => {
  it.each([
    [{ 'default-src': ["'self'"] }, "default-src 'self'"],
    [{ 'frame-src': [] }, "frame-src 'none'"],
    [
      { 'img-src': ["'self'", 'data:', "'self'"], 'object-src': ["'none'"] },
      "img-src 'self' data:; object-src 'none'",
    ],
    [
      { sandbox: ['allow-scripts'], 'upgrade-insecure-requests': [] },
      'sandbox allow-scripts; upgrade-insecure-requests',
    ],
  ])('%j → %s', (directives, expected) => {
    expect(serializePolicy(directives)).toBe(expected);
  });
});

describe('inlineHashes', () => {
  it.each<[string, string, string[], string[]]>([
    [
      'the state script',
      '<script>window.__APOLLO_STATE__={"a":1}</script>',
      [hash('window.__APOLLO_STATE__={"a":1}')],
      [],
    ],
    [
      'a JSON script',
      '<script type="application/ld+json">{"@type":"Offer"}</script>',
      [hash('{"@type":"Offer"}')],
      [],
    ],
    [
      'a module snippet with attributes',
      '<script type="module" nonce="">\n  init();\n</script>',
      [hash('\n  init();\n')],
      [],
    ],
    [
      'scripts with src are not inline',
      '<script type="module" crossorigin src="/assets/i.js"></script><script defer src=x.js></script>',
      [],
      [],
    ],
    ['data-src is not src', '<script data-src="x">a()</script>', [hash('a()')], []],
    ['an empty script runs nothing', '<script></script>', [], []],
    [
      'the same script twice is one hash',
      '<script>a()</script><p></p><SCRIPT>a()</SCRIPT >',
      [hash('a()')],
      [],
    ],
    ['CRLF as the parser sees it', '<script>a()\r\nb()</script>', [hash('a()\nb()')], []],
    ['a style element', '<style>body{color:red}</style><p style="x">', [], [hash('body{color:red}')]],
  ])('%s', (_name, html, scripts, styles) => {
    expect(inlineHashes(html)).toEqual({ scripts, styles });
  });

  it('hashes UTF-8 text as the browser does', () => {
    expect(sha256Source('é')).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}'`,
    );
  });
});

describe('hostSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['//tiles.example.org/{z}/{x}/{y}@2x.png', 'tiles.example.org'],
    ['http://localhost:8080/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['https://Tiles.Example.org/{z}/{x}/{y}.png?key=1', 'https://tiles.example.org'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', 'https://*.example.org'],
    ['https://a.{s}.example.org/{z}/{x}/{y}.png', 'https:'],
    ['https://user@tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org'],
    ['javascript:alert(1)//{z}{x}{y}', null],
    ["https://x.org';script-src *;/{z}/{x}/{y}", null],
  ])('%s → %s', (url, expected) => {
    expect(hostSource(url)).toBe(expected);
  });
});

describe('trackingSources', () => {
  it.each<[string, TrackingIds | null, Partial<Record<string, string[]>>]>([
    ['nothing configured', null, { 'script-src': [], 'img-src': [], 'connect-src': [], 'frame-src': [] }],
    ['empty ids', { analyticsId: '', pixelId: null }, { 'script-src': [], 'frame-src': [] }],
    [
      'analytics',
      { analyticsId: 'G-X' },
      { 'script-src': ['https://*.googletagmanager.com'], 'frame-src': [] },
    ],
    [
      'pixel',
      { pixelId: '1' },
      { 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'] },
    ],
  ])('%s', (_name, ids, expected) => {
    expect(trackingSources(ids)).toMatchObject(expected);
  });

  it('allows every script the consent feature can load, and only for the ids it is loaded for', () => {
    const all = { analyticsId: 'G-1', tagManagerId: 'GTM-1', pixelId: '1', adsId: 'AW-1' };
    for (const key of Object.keys(all) as (keyof typeof all)[]) {
      const only = { [key]: all[key] };
      const allowed = trackingSources(only)['script-src'];
      for (const script of allowedScripts(AGREE_ALL, only))
        expect(
          allowed.some((source) => admits(source, script.src)),
          `${key}: ${script.src}`,
        ).toBe(true);
    }
  });
});

describe('sitePolicy', () => {
  const state = hash('window.__APOLLO_STATE__={}');

  it('the default configuration, without tracking: the page hashes, the OSM tiles, the players and their posters', () => {
    expect(sitePolicy(settings, { scriptHashes: [state] })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${state}`,
        "style-src 'self' 'unsafe-inline'",
        "style-src-elem 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: https://tile.openstreetmap.org https://img.youtube.com",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self' https://tile.openstreetmap.org",
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com 'self'",
        'worker-src blob:',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it.each<[string, Record<string, string>, string, string[]]>([
    [
      'tiles with subdomains',
      { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
      'img-src',
      ["'self'", 'data:', 'https://*.tiles.example.org', 'https://img.youtube.com'],
    ],
    [
      "YouTube's own player: its posters too",
      { EMBED_ORIGINS: 'https://www.youtube.com', MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      'img-src',
      ["'self'", 'data:', 'https://tiles.example.org', 'https://img.youtube.com'],
    ],
    [
      'no YouTube player: no YouTube poster',
      {
        EMBED_ORIGINS: 'https://player.vimeo.com',
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      },
      'img-src',
      ["'self'", 'data:', 'https://tiles.example.org'],
    ],
    [
      'no embeds, no poster',
      { EMBED_ORIGINS: '', MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      'img-src',
      ["'self'", 'data:', 'https://tiles.example.org'],
    ],
    [
      'a look-alike host is no YouTube player',
      {
        EMBED_ORIGINS: 'https://youtube.com.example.org https://notyoutube.com',
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      },
      'img-src',
      ["'self'", 'data:', 'https://tiles.example.org'],
    ],
    [
      'the CRM photo server',
      { MEDIA_ORIGINS: 'https://photos.crm.example' },
      'media-src',
      ["'self'", 'https://photos.crm.example'],
    ],
    ['no embeds at all: the built-in map frame only', { EMBED_ORIGINS: '' }, 'frame-src', ["'self'"]],
    [
      "an agency's map frame instead of the built-in one",
      { EMBED_ORIGINS: '', MAP_FRAME_URL: 'https://maps.agency.example/frame.html' },
      'frame-src',
      ['https://maps.agency.example'],
    ],
    [
      'other embeds',
      { EMBED_ORIGINS: 'https://app.nodalview.com, https://*.kuula.co' },
      'frame-src',
      ['https://app.nodalview.com', 'https://*.kuula.co', "'self'"],
    ],
    ['npm run dev', { SITE_DEV_SERVER: '1' }, 'style-src-elem', ["'self'", "'unsafe-inline'"]],
  ])('%s', (_name, env, directive, expected) => {
    const policy = parse(sitePolicy(sitePolicySettings(loadConfig(env)), { scriptHashes: [] }));
    expect(policy.get(directive)).toEqual(expected);
  });

  it('adds the tracking origins of the configured ids only', () => {
    const policy = parse(sitePolicy(settings, { scriptHashes: [state], tracking: { adsId: 'AW-1' } }));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", state, 'https://www.googletagmanager.com']),
    );
    expect(policy.get('frame-src')).toContain('https://td.doubleclick.net');
    expect(policy.get('script-src')).not.toContain('https://connect.facebook.net');
  });

  it.each([
    ['site', sitePolicy(settings, { scriptHashes: [] })],
    ['explorer', explorerPolicy([])],
    ['dashboard', dashboardPolicy()],
    ['mail-link page', standalonePagePolicy('<style>p{}</style>')],
  ])('the %s policy runs no inline script without a hash and can never be framed', (_name, policy) => {
    const p = parse(policy);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('script-src') ?? []).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['site', sitePolicy(settings, { scriptHashes: [] })],
    ['dashboard', dashboardPolicy()],
    ['mail-link page', standalonePagePolicy('<style>p{}</style>')],
  ])('the %s policy evaluates no string as code', (_name, policy) => {
    expect(parse(policy).get('script-src') ?? []).not.toContain("'unsafe-eval'");
  });
});

describe('the other pages', () => {
  it('the explorer allows its init snippet by hash, its own frames and workers', () => {
    const p = parse(explorerPolicy(["'sha256-abc'"]));
    expect(p.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'sha256-abc'"]);
    expect(p.get('frame-src')).toEqual(["'self'"]);
    expect(p.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it("the explorer's sandbox is Altair's sandbox, framed by the explorer only", () => {
    const p = parse(explorerSandboxPolicy());
    expect(p.get('sandbox')).toEqual(['allow-scripts']);
    expect(p.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it("the dashboard allows Google Fonts' stylesheet and fonts, nothing else foreign", () => {
    const p = parse(dashboardPolicy());
    expect(p.get('style-src')).toContain('https://fonts.googleapis.com');
    expect(p.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(p.get('script-src')).toEqual(["'self'"]);
  });

  it('a mail-link page loads nothing and allows only its own inline styles and scripts', () => {
    const html = '<style>body{margin:0}</style><script>x()</script><script src="/y.js"></script>';
    expect(standalonePagePolicy(html)).toBe(
      `default-src 'none'; script-src ${hash('x()')}; style-src ${hash('body{margin:0}')}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(standalonePagePolicy('<p>nothing inline</p>')).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});

describe('baseHeaders', () => {
  it.each([
    ['https://www.immo-demo.be', 'max-age=31536000'],
    ['HTTPS://www.immo-demo.be/', 'max-age=31536000'],
    ['http://localhost:3000', undefined],
  ])('PUBLIC_URL %s: HSTS %s', (url, hsts) => {
    const headers = baseHeaders(url);
    expect(headers['Strict-Transport-Security']).toBe(hsts);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': NON_DOCUMENT_POLICY,
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
  });

  it('denies the features the site never uses, and leaves those the players ask for', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((f) => f.split('=') as [string, string]));
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features.get(denied)).toBe('()');
    for (const kept of ['fullscreen', 'autoplay', 'picture-in-picture', 'xr-spatial-tracking'])
      expect(features.has(kept)).toBe(false);
  });

  it('answers that are not pages let nothing load or run', () => {
    expect(parse(NON_DOCUMENT_POLICY).get('default-src')).toEqual(["'none'"]);
    expect(parse(NON_DOCUMENT_POLICY).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('EMBED_ORIGINS and MEDIA_ORIGINS', () => {
  it('default to the players and tours the property page embeds, and to no other media host', () => {
    const c = loadConfig({});
    expect(c.EMBED_ORIGINS).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://my.matterport.com',
    ]);
    expect(c.MEDIA_ORIGINS).toEqual([]);
  });

  it.each([
    ['https://a.example.com/ https://B.example.com', ['https://a.example.com', 'https://b.example.com']],
    ['https://*.kuula.co,https://x.example:8443', ['https://*.kuula.co', 'https://x.example:8443']],
    ['', []],
  ])('%j → %j', (value, expected) => {
    expect(loadConfig({ EMBED_ORIGINS: value }).EMBED_ORIGINS).toEqual(expected);
  });

  it.each([
    "https://a.com; script-src 'unsafe-inline'",
    'https://a.com/path',
    'a.com',
    "'self'",
    'https://*',
    'javascript:alert(1)',
  ])('refuses %j: nothing but origins reaches the policy', (value) => {
    expect(() => loadConfig({ EMBED_ORIGINS: value })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ MEDIA_ORIGINS: value })).toThrow(/MEDIA_ORIGINS/);
  });
});
