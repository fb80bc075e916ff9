import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../core/config';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

type Paths = Record<(typeof SUPPORTED_LANGUAGES)[number], string | null>;
interface MenuEntry {
  path: string;
  menuPath: string;
  children: MenuEntry[];
}
interface SiteMap {
  routes: { key: string; original: string; paths: Paths }[];
  menus: MenuEntry[];
  serviceArticles: { path: string }[];
  testimonials: { path: string }[];
  sale: { items: { id: number; path: string; paths: Paths }[] };
  rent: { items: { id: number; path: string; paths: Paths }[] };
  cities: { filter: string }[];
  propertyTypes: { id: number }[];
}

/** The site's pages in one language, asked in parts (each within the API's query cost limit). */
const SITE_MAP = [
  `query SiteRoutes($lang: String) { routes(lang: $lang) { key original paths { nl fr en de } } }`,
  `query SiteMenus($lang: String) {
    menus(lang: $lang) { path menuPath children { path menuPath } }
  }`,
  `query SiteContent($lang: String) { serviceArticles(lang: $lang) { path } testimonials(lang: $lang) { path } }`,
  `query SiteListings($lang: String) {
    sale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) { items { id path paths { nl fr en de } } }
    rent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) { items { id path paths { nl fr en de } } }
  }`,
  `query SiteFilters($lang: String) { cities(goal: SALE, lang: $lang) { filter } propertyTypes(lang: $lang) { id } }`,
];

const LANGUAGE_PREFIX = new RegExp(`^/(${SUPPORTED_LANGUAGES.join('|')})(?=/)`);
/** At most this many pages rendered at once: the crawl is a smoke test, not a load test. */
const BATCH = 6;

/**
 * Every page a visitor or a crawler can reach, fetched from a real server (plain HTTP, no
 * browser): the route table, every published menu path, each service article and testimonial, a
 * listing for sale and one for rent, and the lists with their page, city and type parameters, in
 * every language and without a language prefix. No page may answer 5xx, and every page GET is
 * answered in HTML (a 404 too); redirects are followed within the site.
 */
describe('crawl of the site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function sitePaths(): Promise<Set<string>> {
    const paths = new Set<string>(['/', '/nl/this-page-does-not-exist/', '/no-such-page/']);
    // A page's path, and the same path without its language.
    const add = (path: string | null | undefined) => {
      if (!path) return;
      paths.add(path);
      paths.add(path.replace(LANGUAGE_PREFIX, ''));
    };
    // A path of no language (a menu entry's own): as it is, and under every language.
    const addInEveryLanguage = (path: string) => {
      paths.add(path);
      for (const lang of SUPPORTED_LANGUAGES) paths.add(`/${lang}${path}`);
    };
    for (const lang of SUPPORTED_LANGUAGES) {
      const parts = await Promise.all(SITE_MAP.map((query) => server.gql<Partial<SiteMap>>(query, { lang })));
      for (const { errors } of parts) expect(errors, `site map in ${lang}`).toBeUndefined();
      const site = Object.assign({}, ...parts.map((p) => p.data)) as SiteMap;
      expect(site.routes.length).toBeGreaterThan(10);
      expect(site.menus.length).toBeGreaterThan(3);
      for (const route of site.routes) {
        paths.add(route.original);
        for (const path of Object.values(route.paths)) add(path);
      }
      const walk = (entries: MenuEntry[]) => {
        for (const m of entries) {
          add(m.path);
          addInEveryLanguage(m.menuPath);
          walk(m.children ?? []);
        }
      };
      walk(site.menus);
      for (const a of site.serviceArticles) add(a.path);
      for (const t of site.testimonials) add(t.path);
      const [city] = site.cities;
      const [type] = site.propertyTypes;
      for (const goal of ['sale', 'rent'] as const) {
        const [listing] = site[goal].items;
        expect(listing, `a listing for ${goal}`).toBeDefined();
        add(listing.path);
        for (const path of Object.values(listing.paths)) add(path);
        paths.add(`/property/${listing.id}/`);
        const list = site.routes.find((r) => r.key === (goal === 'sale' ? 'for-sale' : 'for-rent'))!.paths[
          lang
        ]!;
        const cityFilter = encodeURIComponent(city.filter);
        const queries = [
          `page=2`,
          `city=${cityFilter}`,
          `type=${type.id}`,
          `city=${cityFilter}&type=${type.id}&page=2`,
        ];
        // Values no link makes (in nl only): each must give a page or a 404, never an error.
        if (lang === 'nl')
          queries.push(
            'page=9999',
            'page=0',
            'page=abc',
            'city=Nowhere%7C0000',
            'city=%7C',
            'type=abc',
            'type=999999',
          );
        for (const query of queries) paths.add(`${list}?${query}`);
      }
    }
    return paths;
  }

  it('answers every page in HTML and none with 5xx', { timeout: 240_000 }, async () => {
    const queue = [...(await sitePaths())];
    const seen = new Set(queue);
    const failures: string[] = [];
    let pages = 0;
    const visit = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const type = res.headers.get('content-type') ?? '';
      const body = await res.text();
      pages++;
      if (res.status >= 500) failures.push(`${path}: ${res.status} ${type} ${body.slice(0, 120)}`);
      else if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location');
        if (!location) failures.push(`${path}: ${res.status} without a location`);
        else {
          const target = new URL(location, server.url);
          const next = `${target.pathname}${target.search}`;
          if (target.origin === server.url && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      } else if (!type.startsWith('text/html'))
        failures.push(`${path}: ${res.status} answered ${type || 'without a type'}: ${body.slice(0, 120)}`);
      else if (res.status === 200) {
        // Every page's footer links the disclaimer, the cookie policy and the privacy statement in its language.
        const lang = /<html lang="(\w\w)"/.exec(body)?.[1];
        const footer = body.slice(body.indexOf('<footer'));
        for (const page of ['disclaimer', 'cookie-policy', 'privacy-statement'])
          if (!footer.includes(`href="/${lang}/${page}/"`))
            failures.push(`${path}: no ${page} link in its footer`);
      }
    };
    while (queue.length > 0) await Promise.all(queue.splice(0, BATCH).map(visit));
    expect(failures).toEqual([]);
    // The site map is as big as the seeded data makes it; a collapse would hide pages from the crawl.
    expect(pages).toBeGreaterThan(150);
  });
});
