import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const SERVED = ['nl', 'fr', 'en'] as const;
type Lang = (typeof SERVED)[number];

interface Page {
  path: string;
  lang: Lang;
  home: boolean;
}

interface MenuEntry {
  path: string;
  routeKey: string | null;
  serviceTopic: string | null;
  children: MenuEntry[];
}

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The language switcher's links of a page: each `<a>` naming the language it leads to (hreflang). */
function switcherLinks(html: string): Map<string, string> {
  const links = new Map<string, string>();
  // Attribute names are case-insensitive in HTML (React writes hrefLang).
  for (const [tag] of html.matchAll(/<a\s[^>]*hreflang="[a-z]{2}"[^>]*>/gi)) {
    const lang = /hreflang="([a-z]{2})"/i.exec(tag)![1];
    const href = /href="([^"]*)"/.exec(tag)?.[1];
    if (href !== undefined) links.set(lang, decode(href));
  }
  return links;
}

/**
 * The language switcher of every kind of page (home, lists, a listing, services and a service
 * article, team, contact, faq, keep-me-informed, valuation, login, the thank-you pages, the menu
 * entries' own pages, testimonials, legal pages) in each served language: every link answers 200
 * with the page in the link's language, and leads to the same page, never to the home page unless
 * the page is the home page.
 */
describe('language switcher on every page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function pages(): Promise<Page[]> {
    const out: Page[] = [];
    for (const lang of SERVED) {
      const res = await server.gql<{
        routes: { key: string; path: string }[];
        menus: MenuEntry[];
        serviceArticles: { path: string }[];
        testimonials: { path: string }[];
        sale: { items: { path: string }[] };
        rent: { items: { path: string }[] };
      }>(
        `query($lang: String) {
          routes(lang: $lang) { key path }
          menus(lang: $lang) { path routeKey serviceTopic children { path routeKey serviceTopic } }
          serviceArticles(lang: $lang) { path }
          testimonials(lang: $lang) { path }
          sale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) { items { path } }
          rent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) { items { path } }
        }`,
        { lang },
      );
      expect(res.errors).toBeUndefined();
      const d = res.data!;
      for (const r of d.routes) out.push({ path: r.path, lang, home: r.key === 'home' });
      const own = (entries: MenuEntry[]): MenuEntry[] =>
        entries.flatMap((m) => [...(m.routeKey || m.serviceTopic ? [] : [m]), ...own(m.children ?? [])]);
      for (const m of own(d.menus)) out.push({ path: m.path, lang, home: false });
      for (const p of [...d.serviceArticles, ...d.testimonials, ...d.sale.items, ...d.rent.items])
        out.push({ path: p.path, lang, home: false });
      const list = d.routes.find((r) => r.key === 'for-sale')!.path;
      out.push({ path: `${list}?page=2`, lang, home: false });
    }
    return out;
  }

  /**
   * Each path's answer, asked once: every page is also another page's switcher target, and
   * rendering it again would tell nothing new.
   */
  const answers = new Map<string, Promise<{ status: number; location: string | null; html: string }>>();
  function answer(path: string) {
    let found = answers.get(path);
    if (!found) {
      found = fetch(`${server.url}${path}`, { redirect: 'manual' }).then(async (res) => ({
        status: res.status,
        location: res.headers.get('location'),
        html: await res.text(),
      }));
      answers.set(path, found);
    }
    return found;
  }

  /** Follows redirects within the site; the page finally shown, its status and its language. */
  async function land(path: string): Promise<{ path: string; status: number; lang: string | null }> {
    let current = path;
    for (let hops = 0; hops < 4; hops++) {
      const res = await answer(current);
      if (res.status >= 300 && res.status < 400 && res.location) {
        const u = new URL(res.location, server.url);
        current = `${u.pathname}${u.search}`;
        continue;
      }
      return {
        path: current,
        status: res.status,
        lang: /<html lang="([a-z]{2})"/.exec(res.html)?.[1] ?? null,
      };
    }
    return { path: current, status: 0, lang: null };
  }

  const homes = new Set(SERVED.map((l) => `/${l}/`));

  it('leads to the same page in the other languages', { timeout: 240_000 }, async () => {
    const all = await pages();
    expect(all.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const check = async (page: Page) => {
      const res = await answer(page.path);
      if (res.status !== 200) return void failures.push(`${page.path}: ${res.status}`);
      const links = switcherLinks(res.html);
      for (const lang of SERVED) {
        const href = links.get(lang);
        if (!href) {
          failures.push(`${page.path}: no link to ${lang}`);
          continue;
        }
        if (lang === page.lang) {
          if (href !== page.path) failures.push(`${page.path}: its own language links to ${href}`);
          continue;
        }
        if (href === page.path) failures.push(`${page.path}: the ${lang} link is the page itself`);
        const shown = await land(href);
        if (shown.status !== 200) failures.push(`${page.path} → ${lang} ${href}: ${shown.status}`);
        if (shown.lang !== lang) failures.push(`${page.path} → ${lang} ${href}: shown in ${shown.lang}`);
        if (!page.home && homes.has(shown.path.split('?')[0]))
          failures.push(`${page.path} → ${lang} ${href}: the home page`);
      }
    };
    for (let i = 0; i < all.length; i += 6) await Promise.all(all.slice(i, i + 6).map(check));
    expect(failures).toEqual([]);
  });
});
