import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { freshDatabase, sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

type Paths = { nl: string; fr: string; en: string; de: string };

/** A listing's detail path in every language, German included (the catalog builds it). */
async function listingPaths(server: TestServer, goal: 'SALE' | 'RENT'): Promise<Paths> {
  const res = await server.gql<{ properties: { items: { paths: Paths }[] } }>(
    `query($goal: Goal!) { properties(filter: { goal: $goal }, pageSize: 1, lang: "nl") { items { paths { nl fr en de } } } }`,
    { goal },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.properties.items[0].paths;
}

/**
 * The visitor's language: `/` negotiates among the languages the agency serves (the `language` rows
 * in use: nl, fr and en in the demo), a page under a language it does not serve leads to the same
 * page in one it does, and German pages exist once the agency switches German on.
 */
describe('languages served (German not in use)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  async function redirect(path: string, headers: Record<string, string> = {}) {
    const res = await get(path, headers);
    await res.body?.cancel();
    return {
      status: res.status,
      location: res.headers.get('location'),
      vary: (res.headers.get('vary') ?? '').toLowerCase(),
    };
  }

  it.each<[string, Record<string, string>, string]>([
    ['a German browser: the default language', { 'accept-language': 'de' }, `/${config().DEFAULT_LANGUAGE}/`],
    ['German first, French next', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' }, '/fr/'],
    ['by q-value', { 'accept-language': 'de;q=1, en;q=0.4, fr;q=0.6' }, '/fr/'],
    ['the lang cookie before the browser', { cookie: 'lang=en', 'accept-language': 'fr' }, '/en/'],
    [
      'a saved Dutch cookie before a French browser',
      { cookie: 'consent=necessary; lang=nl', 'accept-language': 'fr' },
      '/nl/',
    ],
    ['a cookie for German is ignored', { cookie: 'lang=de', 'accept-language': 'fr' }, '/fr/'],
  ])('/ with %s', async (_name, headers, expected) => {
    const r = await redirect('/', headers);
    expect(r).toMatchObject({ status: 302, location: expected });
    expect(r.vary).toContain('accept-language');
    expect(r.vary).toContain('cookie');
  });

  it('/?lang= before the cookie; a German one is ignored', async () => {
    expect((await redirect('/?lang=fr', { cookie: 'lang=en' })).location).toBe('/fr/');
    expect((await redirect('/?lang=de', { cookie: 'lang=en' })).location).toBe('/en/');
  });

  it.each<[string, string, Record<string, string>, string]>([
    ['home', '/de/', { 'accept-language': 'de' }, `/${config().DEFAULT_LANGUAGE}/`],
    ['home', '/de/', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' }, '/fr/'],
    ['a list', '/de/zu-verkaufen/', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' }, '/fr/a-vendre/'],
    [
      'a list, its filters kept',
      '/de/zu-vermieten/?page=2',
      { 'accept-language': 'en' },
      '/en/for-rent/?page=2',
    ],
    ['a content page', '/de/kontakt/', { cookie: 'lang=en' }, '/en/contact/'],
    ['the owner login', '/de/login/', { 'accept-language': 'de,fr;q=0.5' }, '/fr/login/'],
  ])(
    '%s under /de/ leads to the same page in the served language (%s)',
    async (_kind, path, headers, expected) => {
      const r = await redirect(path, headers);
      expect(r).toMatchObject({ status: 302, location: expected });
      expect(r.vary).toContain('accept-language');
    },
  );

  it('a German detail path leads to the same listing in the served language', async () => {
    const paths = await listingPaths(server, 'SALE');
    expect(paths.de).toMatch(/^\/de\//);
    expect(await redirect(paths.de, { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' })).toMatchObject({
      status: 302,
      location: paths.fr,
    });
    expect((await redirect(paths.de, { 'accept-language': 'de' })).location).toBe(
      paths[config().DEFAULT_LANGUAGE as 'nl' | 'fr' | 'en'],
    );
  });

  it('a page the site does not have is a 404 in German too', async () => {
    expect((await get('/de/nirgendwo/')).status).toBe(404);
  });

  it('the about page has an address per language; its old one moves there for good, by ?lang= or the default language, whatever the cookie', async () => {
    const fr = await get('/fr/a-propos/', { cookie: 'lang=en' });
    expect(fr.status).toBe(200);
    const html = await fr.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("À propos d'Immo Demo");
    // Each language of the page is a page of its own for search engines.
    const origin = config().PUBLIC_URL;
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/a-propos/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="nl-BE" href="${origin}/nl/over-ons/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/about-us/">`);
    expect(html).not.toContain('over-ons/?lang=');
    expect(await (await get('/en/about-us/how-we-work/')).text()).toContain('<html lang="en">');
    for (const [path, headers, target] of [
      ['/over-ons/?lang=fr', { cookie: 'lang=en' }, '/fr/a-propos/'],
      ['/over-ons/?lang=en&utm_source=mail', {}, '/en/about-us/?utm_source=mail'],
      ['/over-ons/werkwijze/?lang=fr', {}, '/fr/a-propos/notre-methode/'],
      ['/over-ons/', { cookie: 'lang=fr', 'accept-language': 'fr' }, '/nl/over-ons/'],
      ['/over-ons/?lang=de', {}, '/nl/over-ons/'],
      ['/over-ons/?lang=nl', {}, '/nl/over-ons/'],
    ] as const) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(target);
    }
    const en = await get('/contact-demand/?lang=en');
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('<html lang="en">');
  });
});

describe("the owners' portal answers in the page's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Its own database: failed logins are counted per address, and other tests log in too.
    server = await startTestServer(await freshDatabase());
  });
  afterAll(async () => {
    await server?.close();
  });

  // The browser sends the page's language as x-lang on every request (createBrowserClient); the
  // browser's own Accept-Language says otherwise here, and must not win.
  it.each([
    ['fr', 'en-GB,en;q=0.9', 'Veuillez vous connecter pour voir cette page.'],
    ['en', 'fr-BE,fr;q=0.9', 'Please log in to see this page.'],
  ])('an ended session, on a %s page in a browser asking %s', async (lang, accept, message) => {
    const res = await server.gql(
      `query($lang: String) { ownerProperties(lang: $lang) { id } }`,
      { lang },
      { 'x-lang': lang, 'accept-language': accept },
    );
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it.each([
    ['fr', 'en', "Échec de la connexion ; le nom d'utilisateur ou le mot de passe n'est pas correct."],
    ['en', 'fr', 'Login failed; the username or password are not correct.'],
  ])('a wrong password, on a %s page in a browser asking %s', async (lang, accept, message) => {
    const res = await server.gql<{ ownerLogin: { ok: boolean; message: string } }>(
      `mutation($input: OwnerLoginInput!) { ownerLogin(input: $input) { ok message } }`,
      { input: { email: `nobody-${lang}@example.com`, password: 'not-the-password', lang } },
      { 'x-lang': lang, 'accept-language': accept },
    );
    expect(res.data?.ownerLogin).toEqual({ ok: false, message });
  });
});

describe('German switched on by the agency', () => {
  let server: TestServer;
  beforeAll(async () => {
    const url = await freshDatabase();
    server = await startTestServer(url);
    await server.ds.query(`UPDATE language SET use = true WHERE code = 'de'`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/de/ is the German home page', async () => {
    const res = await fetch(`${server.url}/de/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    // The interface in German around the agency's texts (English where there is no German one).
    expect(html).toMatch(/Zum Inhalt springen|Hauptmenü|Sprache/);
    expect(html).toContain('hreflang="de"');
  });

  it('/ and a German detail path serve German to a German browser', async () => {
    const home = await fetch(`${server.url}/`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' },
      redirect: 'manual',
    });
    expect(home.headers.get('location')).toBe('/de/');
    const paths = await listingPaths(server, 'RENT');
    const detail = await fetch(`${server.url}${paths.de}`, { redirect: 'manual' });
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('<html lang="de">');
  });
});
