import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountQueueDashboard, type QueueDashboard } from '../admin/queue-dashboard';
import { config } from '../core/config';
import { ResponseCache } from '../core/graphql/response-cache';
import { hostSource } from '../core/http/security-headers';
import { freshDatabase, sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PUBLIC_QUERY_FIELDS } from '../schema';

/** The policy as directive → sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Each executable inline script of a document, hashed the way a browser does (written here again on purpose). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** What every HTML answer must carry, and the document directives every policy must have. */
function expectDocumentHeaders(res: Response, html: string) {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
  expect(res.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/);
  // PUBLIC_URL is http in the tests: no HSTS (the https case is the unit tests').
  expect(res.headers.get('strict-transport-security')).toBeNull();
  const policy = parsePolicy(res.headers.get('content-security-policy'));
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // No script-src: default-src applies (the pages built on their own have no script).
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  for (const hash of inlineScriptHashes(html)) expect(scripts).toContain(hash);
  return policy;
}

/** The site's policy: its hashes, its configured origins. */
function expectSitePolicy(res: Response, html: string) {
  const policy = expectDocumentHeaders(res, html);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
  expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
  expect(policy.get('frame-src')).toEqual(
    expect.arrayContaining([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://my.matterport.com',
    ]),
  );
  expect(policy.get('default-src')).toEqual(["'self'"]);
  return policy;
}

describe('security headers of every kind of answer', () => {
  let server: TestServer;
  let detail = '';
  const cache = new ResponseCache({
    publicRootFields: PUBLIC_QUERY_FIELDS,
    ttlMs: 60_000,
    maxEntries: 1_000,
    maxBytes: 64 * 1024 * 1024,
  });

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl(), { responseCache: cache });
    const list = await (await fetch(`${server.url}/nl/te-koop/`)).text();
    detail = /href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/.exec(list)?.[1] ?? '';
    if (!detail) throw new Error('no detail link on /nl/te-koop/');
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it.each([
    ['home', '/nl/'],
    ['list', '/nl/te-koop/'],
    ['list, page 2', '/en/for-sale/?page=2'],
  ])('%s: the site policy with the hash of its state script', async (_name, path) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status).toBe(200);
    expectSitePolicy(res, html);
  });

  it('detail page: the site policy with its hashes, the map tiles and the players', async () => {
    const res = await get(detail);
    const html = await res.text();
    expect(res.status).toBe(200);
    expectSitePolicy(res, html);
  });

  it('a 404 page: the site policy with the hash of its own state script', async () => {
    const res = await get('/nl/deze-pagina-bestaat-niet/');
    const html = await res.text();
    expect(res.status).toBe(404);
    expectSitePolicy(res, html);
  });

  it('a cached page (second hit) keeps the policy of its own HTML', async () => {
    const path = '/fr/a-vendre/';
    const first = await get(path);
    const firstHtml = await first.text();
    const second = await get(path);
    const secondHtml = await second.text();
    expect(secondHtml).toBe(firstHtml);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expectSitePolicy(second, secondHtml);
  });

  it('the login page with a reset link: the token is in no link of the <head>, the policy is sent', async () => {
    const token = 'rEsEtToKeN0123456789abcdef';
    const res = await get(`/en/login/?reset=${token}&utm_source=mail`);
    const html = await res.text();
    expect(res.status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="alternate" hreflang="nl-BE" href="[^"]+">/);
    expect(head).not.toContain(token);
    for (const [, href] of head.matchAll(/<link rel="(?:alternate|canonical)"[^>]* href="([^"]+)"/g))
      expect(new URL(href!).search).toBe('');
    expect(head).not.toMatch(/og:url" content="[^"]*\?/);
    // Nor in the language switcher's links: nowhere in the page.
    expect(html).not.toContain(token);
    expectSitePolicy(res, html);
  });

  it('list pages keep the parameters that define them in their alternates, nothing else', async () => {
    const html = await (await get('/en/for-sale/?page=2&utm_source=x&reset=abc')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)];
    expect(alternates.length).toBeGreaterThan(1);
    for (const [, , href] of alternates) expect(new URL(href!.replace(/&amp;/g, '&')).search).toBe('?page=2');
  });

  it.each([
    ['newsletter confirmation', '/api/newsletter/confirm?token=no-such-token'],
    ['demand unsubscribe', '/api/demand/unsubscribe?token=no-such-token'],
    ['appointment cancel', '/api/appointments/cancel?token=no-such-token'],
  ])('mail-link page (%s): a policy of its own, its styles by hash, no referrer', async (_name, path) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status).toBe(404);
    const policy = expectDocumentHeaders(res, html);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Its looks come from a <style> element allowed by hash; no style attribute is left to block.
    expect(html).not.toMatch(/\sstyle="/);
    const styles = inlineStyleHashes(html);
    expect(styles.length).toBeGreaterThan(0);
    expect(policy.get('style-src')).toEqual(styles);
  });

  it('the GraphQL explorer: its init snippet by hash, its sandbox frame and workers allowed', async () => {
    const res = await get('/graphql', { accept: 'text/html' });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('AltairGraphQL.init');
    const policy = expectDocumentHeaders(res, html);
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it("the explorer's script sandbox is sandboxed and may be framed by the explorer only", async () => {
    const res = await get('/graphql-explorer/iframe-sandbox/index.html');
    expect(res.status).toBe(200);
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Without an origin of its own, it loads its module script through CORS.
    const html = await res.text();
    const script = /<script type="module" crossorigin src="\.\/([^"]+)"/.exec(html)?.[1];
    const asset = await get(`/graphql-explorer/iframe-sandbox/${script}`, { origin: 'null' });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('API answers carry nosniff and a policy that lets nothing run, from Express and from the cache fast path', async () => {
    const query = JSON.stringify({ query: '{ languages { code } }' });
    for (let i = 0; i < 2; i++) {
      // The second one is answered from the response cache, before Express.
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: query,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(parsePolicy(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    }
    const health = await get('/healthz');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('error answers (the error page of a missing file, malformed JSON) carry the headers too', async () => {
    const missing = await get('/assets/no-such-file.js');
    const html = await missing.text();
    expect(missing.status).toBe(404);
    const policy = expectDocumentHeaders(missing, html);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(inlineStyleHashes(html));
    const malformed = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('tracking origins follow the site configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
  });
  afterAll(async () => {
    await server?.close();
  });

  const policyOf = async (path: string) =>
    parsePolicy((await fetch(`${server.url}${path}`)).headers.get('content-security-policy'));

  it('allows the analytics, tag manager, ads and pixel origins only while their ids are configured', async () => {
    const setIds = (ids: Record<string, string | null>) =>
      server.ds.query(`UPDATE site_config SET data = jsonb_set(data, '{siteInfo}', $1::jsonb) WHERE id = 1`, [
        JSON.stringify(ids),
      ]);
    await setIds({ analyticsId: 'G-TEST', tagManagerId: null, pixelId: null, adsId: null });
    let policy = await policyOf('/nl/');
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('script-src')).not.toContain('https://connect.facebook.net');

    await setIds({ analyticsId: null, tagManagerId: null, pixelId: '123', adsId: null });
    policy = await policyOf('/nl/');
    expect(policy.get('script-src')).toContain('https://connect.facebook.net');
    expect(policy.get('img-src')).toContain('https://www.facebook.com');
    expect(policy.get('script-src')!.some((s) => s.includes('google'))).toBe(false);

    await setIds({ analyticsId: null, tagManagerId: null, pixelId: null, adsId: null });
    policy = await policyOf('/nl/');
    expect(policy.get('script-src')!.filter((s) => s.startsWith('https:'))).toEqual([]);
    // Without tracking, the page connects to itself and to the map's tile host only (the map's one
    // question, from a worker, whether the tiles answer).
    expect(policy.get('connect-src')).toEqual(["'self'", hostSource(config().MAP_TILE_URL)]);
  });
});

describe('the queue dashboard', () => {
  const password = 'dashboard password for the test';
  let server: Server;
  let dashboard: QueueDashboard;
  let base = '';
  beforeAll(async () => {
    const app = express();
    dashboard = mountQueueDashboard(app, { password, queuePrefix: `test-${randomUUID()}` });
    server = await new Promise((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/queues`;
  });
  afterAll(async () => {
    await dashboard?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('gets a policy that lets bull-board work: its own scripts, inline styles, Google Fonts', async () => {
    const authorization = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const res = await fetch(`${base}/`, { headers: { authorization } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('__UI_CONFIG__');
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(policy.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Before the password too: the login prompt's answer.
    const refused = await fetch(`${base}/`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
  });
});
