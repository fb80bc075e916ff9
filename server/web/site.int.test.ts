import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HREFLANG } from '../../common/languages';
import { config } from '../core/config';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { safeJson } from './site';

/** Server rendering against the real database; needs `npm run build` (npm test runs it first). */
describe('server-rendered site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it("redirects / to the visitor's language", async () => {
    expect((await get('/', { 'accept-language': 'fr-BE,fr;q=0.9' })).headers.get('location')).toBe('/fr/');
    expect((await get('/?lang=en', { 'accept-language': 'fr' })).headers.get('location')).toBe('/en/');
    expect((await get('/', { cookie: 'lang=nl' })).headers.get('location')).toBe('/nl/');
  });

  it('renders a list with its items and "Page x of y" in the page language', async () => {
    const res = await get('/nl/te-koop/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toMatch(/Pagina 1 van \d+ \(\d+ panden\)/);
    expect(html).toMatch(/href="\/nl\/te-koop\/[^"]+\/\d+\/"/);
  });

  it('renders a detail page with title, price, address and photos', async () => {
    const [row] = await server.ds.query(
      `SELECT p.id FROM property p WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3,4) AND p.goal = 0 AND p.publish_price ORDER BY p.id LIMIT 1`,
    );
    const api = await server.gql<{
      property: { path: string; title: string; price: { formatted: string }; address: { formatted: string } };
    }>(
      `query($id: Int!) { property(id: $id, lang: "fr") { path title price { formatted } address { formatted } } }`,
      { id: row.id },
    );
    const p = api.data!.property;
    const res = await get(p.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(html).toContain(`<h1>${escaped(p.title)}</h1>`);
    // "Title, City (réf. id) – Agency": the reference tells apart listings whose titles read alike.
    expect(html).toContain(
      `<title>${p.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;')}, `,
    );
    expect(html).toMatch(new RegExp(`<title>[^<]+ \\(réf\\. ${row.id}\\) – [^<]+</title>`));
    expect(html).toContain(p.price.formatted);
    expect(html).toContain(escaped(p.address.formatted));
    expect(html).toMatch(/Photo 1 sur \d+/);
    expect(html).toMatch(/<img src="\/media\/demo\/[^"]+\.svg"/);
  });

  it("puts description, canonical, hreflang alternates, Open Graph and the page chunks in a detail page's <head>", async () => {
    const [row] = await server.ds.query(
      `SELECT p.id FROM property p WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3,4) AND EXISTS (SELECT 1 FROM property_photo f WHERE f.property_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const api = await server.gql<{
      property: { path: string; paths: Record<'nl' | 'fr' | 'en', string>; photos: { url: string }[] };
    }>(`query($id: Int!) { property(id: $id, lang: "fr") { path paths { nl fr en } photos { url } } }`, {
      id: row.id,
    });
    const p = api.data!.property;
    const html = await (await get(p.path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const origin = config().PUBLIC_URL;
    expect(head).toMatch(/<meta name="description" content="[^"<>]{10,160}">/);
    expect(head).toContain(`<link rel="canonical" href="${origin}${p.path}">`);
    for (const lang of ['nl', 'fr', 'en'] as const)
      expect(head).toContain(
        `<link rel="alternate" hreflang="${HREFLANG[lang]}" href="${origin}${p.paths[lang]}">`,
      );
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}${p.paths[config().DEFAULT_LANGUAGE as 'nl' | 'fr' | 'en']}">`,
    );
    expect(head).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(head).toContain(`<meta property="og:url" content="${origin}${p.path}">`);
    expect(head).toContain(`<meta property="og:image" content="${new URL(p.photos[0].url, origin).href}">`);
    expect(head).toContain('<meta property="og:locale" content="fr_BE">');
    // The detail page's chunk loads with the entry, not after it (both added once the page has loaded).
    expect(html).toMatch(
      /<script type="application\/json" id="start-scripts">\{[^<]*"preload":\[[^\]]*"\/assets\/property-page-[^"]+\.js"/,
    );
    expect(html).not.toMatch(/<script type="module"/);
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/property-page-[^"]+\.css">/);
    expect(html).toContain('window.__PAGES__=["features/property/property-page.tsx"]');
  });

  it.each([
    '/nl/bestaat-niet/',
    '/fr/a-vendre/waterloo/villa/999999999/',
    '/en/for-sale/x/y/abc/',
    '/%E0%A4%A/',
  ])('answers %s with the 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/Page not found|Pagina niet gevonden|Page introuvable/);
    expect(html).toMatch(/role="search"/);
  });

  it.each(['/nl/te-koop/?page=-3', '/nl/te-koop/?city=Waterloo', '/nl/te-koop/?type=abc&page=99999'])(
    'answers odd list parameters %s with a sane page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/Pagina \d+ van \d+/);
    },
  );
});

describe('safeJson', () => {
  it('cannot close the script element it is embedded in', () => {
    expect(safeJson({ x: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('internal property path', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("redirects /property/{id}/ permanently to the detail page in the visitor's language", async () => {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
    const res = await fetch(`${server.url}/property/${row.id}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/en/for-(sale|rent)/.+/${row.id}/$`));
    const unknown = await fetch(`${server.url}/property/999999999/`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });
});
