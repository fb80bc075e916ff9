import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HREFLANG } from '../../common/languages';
import { config, SUPPORTED_LANGUAGES } from '../core/config';
import type { ChangeListener } from '../core/db/change-listener';
import { clearOnDataChange, ResponseCache } from '../core/graphql/response-cache';
import { PUBLIC_QUERY_FIELDS } from '../schema';
import { freshDatabase, sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SitemapService } from './sitemap.service';
import { parseXml } from './xml.testing';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** The demo serves Dutch, French and English; German is off. */
const SERVED = ['nl', 'fr', 'en'] as const;

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  links: { hreflang: string; href: string }[];
}

const text = (parent: Element, tag: string) =>
  parent.getElementsByTagNameNS(SITEMAP_NS, tag)[0]?.textContent ?? null;

function urlEntries(doc: Document): UrlEntry[] {
  expect(doc.documentElement.localName).toBe('urlset');
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((u) => ({
    loc: text(u, 'loc') ?? '',
    lastmod: text(u, 'lastmod'),
    links: [...u.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => {
      expect(l.getAttribute('rel')).toBe('alternate');
      return { hreflang: l.getAttribute('hreflang') ?? '', href: l.getAttribute('href') ?? '' };
    }),
  }));
}

/** A path of the site from one of the sitemap's absolute URLs, which name the public origin. */
function sitePath(url: string): string {
  const origin = config().PUBLIC_URL.replace(/\/+$/, '');
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return url.slice(origin.length);
}

/** GETs a path without the automatic decompression of fetch: what a crawler's client receives. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('sitemap and robots.txt', () => {
  let server: TestServer;
  /** Every file of the index with its entries, by path. */
  const files = new Map<string, UrlEntry[]>();
  let index: Document;

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    index = parseXml(await res.text());
    for (const s of index.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')) {
      const path = sitePath(text(s, 'loc') ?? '');
      const file = await fetch(`${server.url}${path}`);
      expect(file.status, path).toBe(200);
      files.set(path, urlEntries(parseXml(await file.text())));
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const all = () => [...files.values()].flat();
  const locs = () => new Set(all().map((u) => sitePath(u.loc)));

  it('serves robots.txt: every crawler, the API refused, the absolute sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/graphql', '/admin/']) expect(body).toContain(`\nDisallow: ${path}\n`);
    expect(body).toMatch(
      new RegExp(`^Sitemap: ${config().PUBLIC_URL.replace(/\/+$/, '')}/sitemap\\.xml$`, 'm'),
    );
    // No page of the site is refused (a refused page's noindex is never read).
    expect(body).not.toMatch(/Disallow: \/(nl|fr|en|de)\//);
    // A plain client: fetch() marks its own conditional requests no-cache.
    const again = await rawGet(server.url, '/robots.txt', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('has an index of absolute files with lastmod: content pages and listings per served language', () => {
    expect(index.documentElement.localName).toBe('sitemapindex');
    const sitemaps = [...index.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')];
    for (const s of sitemaps) expect(text(s, 'lastmod')).toMatch(W3C_DATETIME);
    const paths = [...files.keys()];
    for (const lang of SERVED) {
      expect(paths).toContain(`/sitemap-${lang}-pages-1.xml`);
      expect(paths).toContain(`/sitemap-${lang}-listings-1.xml`);
    }
    // German is not served: no file of its own.
    expect(paths.filter((p) => p.startsWith('/sitemap-de-'))).toEqual([]);
  });

  it('lists absolute URLs, each with a valid lastmod and its alternates in every served language plus x-default', () => {
    const entries = all();
    expect(entries.length).toBeGreaterThan(100);
    for (const [path, urls] of files) {
      const lang = /^\/sitemap-([a-z]{2})-/.exec(path)![1] as (typeof SERVED)[number];
      for (const u of urls) {
        sitePath(u.loc);
        expect(u.lastmod, u.loc).toMatch(W3C_DATETIME);
        expect(new Date(u.lastmod!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
        // The page itself is among its alternates, under its language's hreflang.
        expect(u.links).toContainEqual({ hreflang: HREFLANG[lang], href: u.loc });
        const langs = u.links.map((l) => l.hreflang);
        expect(langs.at(-1)).toBe('x-default');
        expect(new Set(langs).size).toBe(langs.length);
        for (const l of u.links) sitePath(l.href);
        expect(langs).not.toContain(HREFLANG.de);
        // x-default is the default language's page.
        const own = u.links.find((l) => l.hreflang === HREFLANG[config().DEFAULT_LANGUAGE]);
        if (own) expect(u.links.at(-1)!.href).toBe(own.href);
      }
      // Listings and the route pages exist in every served language.
      if (path.includes('-listings-'))
        for (const u of urls)
          expect(u.links.map((l) => l.hreflang)).toEqual([...SERVED.map((l) => HREFLANG[l]), 'x-default']);
    }
    // Each URL once.
    expect(new Set(entries.map((u) => u.loc)).size).toBe(entries.length);
  });

  it('lists the site pages, service articles, testimonials, projects and menu pages, never the thank-you or owner pages', async () => {
    const { data, errors } = await server.gql<{
      routes: { key: string; type: string; paths: Record<string, string | null> }[];
      serviceArticles: { path: string }[];
      testimonials: { path: string }[];
      projects: { path: string }[];
    }>(
      `query { routes(lang: "fr") { key type paths { nl fr en de } } serviceArticles(lang: "fr") { path }
        testimonials(lang: "fr") { path } projects(lang: "fr") { path } }`,
    );
    expect(errors).toBeUndefined();
    const listed = locs();
    const byKey = new Map(data!.routes.map((r) => [r.key, r]));
    for (const key of [
      'home',
      'for-sale',
      'for-rent',
      'projects',
      'services',
      'contact',
      'faq',
      'team',
      'keep-me-informed',
      'valuation-request',
      'disclaimer',
      'privacy-statement',
    ])
      for (const lang of SERVED) expect(listed, `${key} in ${lang}`).toContain(byKey.get(key)!.paths[lang]);
    const hidden = data!.routes.filter((r) => r.type === 'feedback' || r.type === 'login');
    expect(hidden.map((r) => r.key)).toEqual(
      expect.arrayContaining(['login', 'owner-portal', 'thank-you/contact-me']),
    );
    for (const r of hidden)
      for (const path of Object.values(r.paths)) if (path) expect(listed, r.key).not.toContain(path);
    for (const a of data!.serviceArticles) expect(listed).toContain(a.path);
    expect(data!.testimonials.length).toBeGreaterThan(0);
    for (const t of data!.testimonials) expect(listed).toContain(t.path);
    expect(data!.projects.length).toBeGreaterThan(0);
    for (const p of data!.projects) expect(listed).toContain(p.path);
    // A published menu entry that is a page of its own: its address in each language.
    expect(listed).toContain('/nl/over-ons/');
    expect(listed).toContain('/fr/a-propos/');
    expect(listed).toContain('/en/about-us/how-we-work/');
    expect([...listed].some((p) => p.includes('/over-ons/?lang='))).toBe(false);
  });

  it('lists every listing on the market and none sold, rented or withdrawn', async () => {
    const rows: { id: number; listed: boolean }[] = await server.ds.query(
      `SELECT id, (withdrawn_at IS NULL AND marquee NOT IN (3, 4)) AS listed FROM property`,
    );
    const ids = new Set(
      [...files.entries()]
        .filter(([path]) => path.startsWith('/sitemap-nl-listings-'))
        .flatMap(([, urls]) => urls.map((u) => Number(/\/(\d+)\/$/.exec(u.loc)![1]))),
    );
    const onMarket = rows.filter((r) => r.listed).map((r) => r.id);
    const gone = rows.filter((r) => !r.listed).map((r) => r.id);
    expect(gone.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => a - b)).toEqual(onMarket.sort((a, b) => a - b));
    // The paths are the API's own.
    const sold = gone[0];
    const available = onMarket[0];
    const { data } = await server.gql<Record<string, { paths: Record<string, string> }>>(
      `query($a: Int!, $s: Int!) { a: property(id: $a) { paths { nl fr en de } } s: property(id: $s) { paths { nl fr en de } } }`,
      { a: available, s: sold },
    );
    const listed = locs();
    for (const lang of SERVED) expect(listed).toContain(data!.a.paths[lang]);
    if (data!.s) for (const lang of SUPPORTED_LANGUAGES) expect(listed).not.toContain(data!.s.paths[lang]);
  });

  it(
    'lists pages that exist: each content page and some listings answer 200 in HTML',
    { timeout: 120_000 },
    async () => {
      const sample = [
        ...(files.get('/sitemap-fr-pages-1.xml') ?? []),
        ...(files.get('/sitemap-nl-listings-1.xml') ?? []).slice(0, 5),
      ];
      expect(sample.length).toBeGreaterThan(20);
      for (const u of sample) {
        const res = await fetch(`${server.url}${sitePath(u.loc)}`, { redirect: 'manual' });
        expect(res.status, u.loc).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        await res.arrayBuffer();
      }
    },
  );

  it('answers XML with caching headers, gzipped when asked, and 304 on revalidation', async () => {
    for (const path of ['/sitemap.xml', '/sitemap-nl-pages-1.xml', '/sitemap-en-listings-1.xml']) {
      const plain = await rawGet(server.url, path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      const etag = plain.headers.etag!;
      const lastModified = plain.headers['last-modified']!;
      expect(etag).toBeTruthy();
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      parseXml(plain.body.toString('utf8'));

      const zipped = await rawGet(server.url, path, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(zipped.headers.etag).toBe(etag);

      expect((await rawGet(server.url, path, { 'if-none-match': etag })).status).toBe(304);
      expect((await rawGet(server.url, path, { 'if-modified-since': lastModified })).status).toBe(304);
      expect((await rawGet(server.url, path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
  });

  it('answers 404 for files the data does not make', async () => {
    for (const path of [
      '/sitemap-de-pages-1.xml',
      '/sitemap-nl-listings-999.xml',
      '/sitemap-nl-pages-2.xml',
      '/sitemap-xx-pages-1.xml',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});

/** The files are kept until the data changes, then built again from the new data. */
describe('sitemap freshness', () => {
  let server: TestServer;
  let listener: ChangeListener;
  let changes = 0;
  const cache = new ResponseCache({
    publicRootFields: PUBLIC_QUERY_FIELDS,
    ttlMs: 60_000,
    maxEntries: 100,
    maxBytes: 16 * 1024 * 1024,
  });

  beforeAll(async () => {
    const url = await freshDatabase();
    server = await startTestServer(url, { responseCache: cache });
    listener = await clearOnDataChange(url, cache, () => (changes += 1));
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  const listingIds = async (): Promise<{ ids: Set<number>; etag: string }> => {
    const res = await fetch(`${server.url}/sitemap-nl-listings-1.xml`);
    expect(res.status).toBe(200);
    const ids = new Set(
      urlEntries(parseXml(await res.text())).map((u) => Number(/\/(\d+)\/$/.exec(u.loc)![1])),
    );
    return { ids, etag: res.headers.get('etag')! };
  };
  const notified = async (sql: string) => {
    const seen = changes;
    await server.ds.query(sql);
    for (let i = 0; i < 100 && changes === seen; i++) await new Promise((r) => setTimeout(r, 20));
    expect(changes).toBeGreaterThan(seen);
  };

  it('keeps a built file until a write is notified, then shows the new data', async () => {
    const [first, second] = (await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee = 1 ORDER BY id LIMIT 2`,
    )) as { id: number }[];
    const before = await listingIds();
    expect(before.ids).toContain(first.id);
    expect(before.ids).toContain(second.id);

    // A write nobody is told about: the kept file is still served (proof that it is kept).
    await server.ds.query(`ALTER TABLE property DISABLE TRIGGER property_public_data_changed`);
    await server.ds.query(`UPDATE property SET marquee = 3 WHERE id = $1`, [first.id]);
    await server.ds.query(`ALTER TABLE property ENABLE TRIGGER property_public_data_changed`);
    const kept = await listingIds();
    expect(kept.ids).toContain(first.id);
    expect(kept.etag).toBe(before.etag);
    expect(
      (await rawGet(server.url, '/sitemap-nl-listings-1.xml', { 'if-none-match': before.etag })).status,
    ).toBe(304);

    // A notified write: both sold listings are gone, and the old copy is no longer current.
    await notified(`UPDATE property SET marquee = 3 WHERE id = ${Number(second.id)}`);
    const after = await listingIds();
    expect(after.ids).not.toContain(first.id);
    expect(after.ids).not.toContain(second.id);
    expect(after.etag).not.toBe(before.etag);
    expect(
      (await rawGet(server.url, '/sitemap-nl-listings-1.xml', { 'if-none-match': before.etag })).status,
    ).toBe(200);
  });

  it('shows a new listing after its insert is notified, with its change as lastmod', async () => {
    const [{ id }] = (await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee = 1 ORDER BY id LIMIT 1`,
    )) as { id: number }[];
    const when = '2026-01-02T03:04:05Z';
    // A copy of a listing under a new id (lowest, so it lands in the first file), with its texts.
    await notified(
      `INSERT INTO property
       SELECT (json_populate_record(p, json_build_object('id', 1, 'updated_at', '${when}'))).*
         FROM property p WHERE p.id = ${Number(id)}`,
    );
    const res = await fetch(`${server.url}/sitemap-nl-listings-1.xml`);
    const entry = urlEntries(parseXml(await res.text())).find((u) => /\/1\/$/.test(u.loc));
    expect(entry).toBeDefined();
    expect(new Date(entry!.lastmod!).toISOString()).toBe(new Date(when).toISOString());
  });
});

/** Past `urlsPerFile` the listings go into more files; each file is read a batch at a time. */
describe('sitemap splitting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts every listing on the market in exactly one file of at most urlsPerFile, in id order', async () => {
    const size = 7;
    const sitemaps = new SitemapService(server.ds, undefined, {
      origin: 'https://www.agency.be',
      defaultLanguage: 'nl',
      urlsPerFile: size,
      listingsPerQuery: 3,
      maxBytes: 1024 * 1024,
    });
    const listed = (
      (await server.ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id`,
      )) as { id: number }[]
    ).map((r) => r.id);
    const index = parseXml(gunzipSync((await sitemaps.index()).gzipped).toString());
    const listingFiles = [...index.getElementsByTagNameNS(SITEMAP_NS, 'loc')]
      .map((l) => l.textContent ?? '')
      .filter((loc) => loc.includes('/sitemap-en-listings-'));
    expect(listingFiles).toHaveLength(Math.ceil(listed.length / size));
    const ids: number[] = [];
    for (let n = 1; n <= listingFiles.length; n++) {
      const file = await sitemaps.file({ lang: 'en', kind: 'listings', n });
      const urls = urlEntries(parseXml(gunzipSync(file!.gzipped).toString()));
      expect(urls.length).toBeLessThanOrEqual(size);
      ids.push(...urls.map((u) => Number(/\/(\d+)\/$/.exec(u.loc)![1])));
    }
    expect(ids).toEqual(listed);
    expect(await sitemaps.file({ lang: 'en', kind: 'listings', n: listingFiles.length + 1 })).toBeNull();
  });
});
