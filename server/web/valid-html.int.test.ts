import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Every language of the site, German included (switched on in this test's own database). */
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];
type Paths = Record<Lang, string>;

/** What the route kinds are built from, in one language (see SITE). */
interface Site {
  lang: Lang;
  routes: Map<string, string>;
  serviceArticle: string;
  testimonial: string;
  project: string;
  /** A menu entry that stands for no other page: it has a page of its own. */
  menuPage: string;
  sale: string;
  rent: string;
  sold: string;
  rented: string;
  city: string;
  type: number;
}

/** The thank-you pages the forms lead to (route keys thank-you/…); the test checks none is missing. */
const THANK_YOU_KINDS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'offer',
  'rent-application',
  'testimonial',
  'job-application',
  'testing',
] as const;

/** A page of the route table by its key, in the site's language. */
const route = (key: string) => (site: Site) => {
  const found = site.routes.get(key);
  if (!found) throw new Error(`no route ${key} in ${site.lang}`);
  return found;
};
const list = (key: 'for-sale' | 'for-rent', query: string) => (site: Site) => `${route(key)(site)}?${query}`;

interface RouteKind {
  kind: string;
  path: (site: Site) => string;
  /** 200 unless said otherwise. */
  status?: number;
}

/**
 * Every kind of page the server renders, each checked in every language. A new page kind belongs
 * here: the Nu checker then guards its markup like the others'.
 */
export const ROUTE_KINDS: RouteKind[] = [
  { kind: 'home', path: route('home') },
  { kind: 'sale list', path: route('for-sale') },
  { kind: 'rent list', path: route('for-rent') },
  {
    kind: 'sale list, filtered and sorted',
    path: (s) =>
      list(
        'for-sale',
        `city=${encodeURIComponent(s.city)}&type=${s.type}&minPrice=50000&maxPrice=5000000&sort=price-asc`,
      )(s),
  },
  { kind: 'sale list, page 2', path: list('for-sale', 'page=2') },
  { kind: 'rent list, map view', path: list('for-rent', 'view=map') },
  // No listing costs this much: the "nothing found" page with its suggestions.
  { kind: 'sale list, no result', path: list('for-sale', 'minPrice=99000000') },
  { kind: 'sale detail', path: (s) => s.sale },
  { kind: 'rent detail', path: (s) => s.rent },
  { kind: 'sold listing', path: (s) => s.sold },
  { kind: 'rented listing', path: (s) => s.rented },
  { kind: 'unknown listing', path: (s) => s.sale.replace(/\/\d+\/$/, '/999999999/'), status: 404 },
  { kind: 'services', path: route('services') },
  { kind: 'service article', path: (s) => s.serviceArticle },
  { kind: 'testimonial', path: (s) => s.testimonial },
  { kind: 'leave a testimonial', path: route('leave-testimonial') },
  { kind: 'team', path: route('team') },
  { kind: 'contact', path: route('contact') },
  { kind: 'FAQ', path: route('faq') },
  { kind: 'keep me informed', path: route('keep-me-informed') },
  { kind: 'valuation request', path: route('valuation-request') },
  { kind: 'free valuation (/contact-demand/)', path: route('contact-demand') },
  { kind: 'owner login', path: route('login') },
  // The mailed link's page: the form for a new password (the token is checked only on saving).
  { kind: 'password reset', path: (s) => `${route('login')(s)}?reset=a-token-from-the-mail` },
  { kind: "owners' portal, logged out", path: route('owner-portal') },
  ...THANK_YOU_KINDS.map((p) => ({ kind: `thank you (${p})`, path: route(`thank-you/${p}`) })),
  { kind: 'disclaimer', path: route('disclaimer') },
  { kind: 'cookie policy', path: route('cookie-policy') },
  { kind: 'privacy statement', path: route('privacy-statement') },
  { kind: 'projects', path: route('projects') },
  { kind: 'project', path: (s) => s.project },
  { kind: 'menu page', path: (s) => s.menuPage },
  { kind: 'page not found', path: (s) => `/${s.lang}/this-page-does-not-exist/`, status: 404 },
];

interface MenuEntry {
  path: string;
  menuPath: string;
  routeKey: string | null;
  serviceTopic: string | null;
  children?: MenuEntry[];
}
interface Listing {
  path: string;
  availability: string;
}
interface SiteData {
  routes: { key: string; paths: Paths }[];
  menus: MenuEntry[];
  serviceArticles: { path: string }[];
  testimonials: { path: string }[];
  projects: { path: string }[];
  sale: { items: Listing[] };
  rent: { items: Listing[] };
  pastSale: { items: Listing[] };
  pastRent: { items: Listing[] };
  cities: { filter: string }[];
  propertyTypes: { id: number; countSaleProperty: number }[];
}

/** The site's pages in one language, asked in parts (each within the API's query cost limit). */
const SITE = [
  `query VnuRoutes($lang: String) { routes(lang: $lang) { key paths { nl fr en de } } }`,
  `query VnuMenus($lang: String) {
    menus(lang: $lang) {
      path menuPath routeKey serviceTopic children { path menuPath routeKey serviceTopic }
    }
  }`,
  `query VnuContent($lang: String) {
    serviceArticles(lang: $lang) { path } testimonials(lang: $lang) { path } projects(lang: $lang) { path }
  }`,
  `query VnuListings($lang: String) {
    sale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) { items { path availability } }
    rent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) { items { path availability } }
  }`,
  `query VnuPastListings($lang: String) {
    pastSale: properties(filter: { goal: SALE, status: ALL }, pageSize: 40, lang: $lang) { items { path availability } }
    pastRent: properties(filter: { goal: RENT, status: ALL }, pageSize: 40, lang: $lang) { items { path availability } }
  }`,
  `query VnuFilters($lang: String) {
    cities(goal: SALE, lang: $lang) { filter } propertyTypes(lang: $lang) { id countSaleProperty }
  }`,
];

/** Pages rendered at once: enough to keep the server busy, not a load test. */
const CONCURRENCY = 6;

const JAVA_MISSING =
  'The HTML check needs Java (a JRE 11 or later) on the PATH to run the Nu HTML checker: ' +
  'install it with `apt-get install -y default-jre-headless` (.ci/run does so when java is missing).';

/** The checker's jar, shipped in the vnu-jar package beside its main module. */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

const CANARY =
  '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><div><li>x</li></div></body></html>';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** One run of the checker over all the files (one JVM start), errors only. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      // One collector thread and the quick compiler only: a short run on a machine whose other cores
      // serve the browser tests beside it.
      [
        '-XX:+UseSerialGC',
        '-XX:TieredStopAtLevel=1',
        '-Xss4m',
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--errors-only',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      // The checker exits with 1 when it found errors: its report is on stdout either way.
      (error, stdout, stderr) => {
        if (!stdout.trim()) {
          reject(new Error(`the Nu checker gave no report: ${error?.message ?? ''} ${stderr}`));
          return;
        }
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

/**
 * The server-rendered HTML of every route kind in every language passes the W3C Nu HTML checker
 * without an error: what browsers, assistive technology and search engines read is valid HTML.
 */
describe('valid HTML on every page kind', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    // Its own database: German is switched on here only.
    server = await startTestServer(await freshDatabase());
    await server.ds.query(`UPDATE language SET use = true WHERE code = 'de'`);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-valid-html-'));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function siteIn(lang: Lang): Promise<Site> {
    const parts = await Promise.all(SITE.map((query) => server.gql<Partial<SiteData>>(query, { lang })));
    for (const { errors } of parts) expect(errors, `site in ${lang}`).toBeUndefined();
    const data = Object.assign({}, ...parts.map((p) => p.data)) as SiteData;
    const first = <T>(items: T[], what: string): T => {
      expect(items[0], `${what} in ${lang}`).toBeDefined();
      return items[0];
    };
    const entries = data.menus.flatMap((m) => [m, ...(m.children ?? [])]);
    const ownPage = first(
      entries.filter((m) => !m.routeKey && !m.serviceTopic),
      'a menu entry with a page of its own',
    );
    const past = (items: Listing[], availability: string) =>
      first(
        items.filter((l) => l.availability === availability),
        `a ${availability} listing`,
      ).path;
    // A thank-you page added to the route table belongs in THANK_YOU_KINDS.
    const thankYou = data.routes.map((r) => r.key).filter((key) => key.startsWith('thank-you/'));
    expect(thankYou.sort(), 'thank-you pages').toEqual(THANK_YOU_KINDS.map((p) => `thank-you/${p}`).sort());
    return {
      lang,
      routes: new Map(data.routes.map((r) => [r.key, r.paths[lang]])),
      serviceArticle: first(data.serviceArticles, 'a service article').path,
      testimonial: first(data.testimonials, 'a testimonial').path,
      project: first(data.projects, 'a project').path,
      menuPage: ownPage.path,
      sale: first(data.sale.items, 'a listing for sale').path,
      rent: first(data.rent.items, 'a listing for rent').path,
      sold: past(data.pastSale.items, 'SOLD'),
      rented: past(data.pastRent.items, 'RENTED'),
      city: first(data.cities, 'a city').filter,
      type: first(
        data.propertyTypes.filter((t) => t.countSaleProperty > 0),
        'a type with listings for sale',
      ).id,
    };
  }

  it('has no Nu HTML checker error', { timeout: 180_000 }, async () => {
    if (spawnSync('java', ['-version']).error) throw new Error(JAVA_MISSING);

    const pages: { kind: string; lang: Lang; path: string; status: number; file: string }[] = [];
    for (const lang of LANGUAGES) {
      const site = await siteIn(lang);
      for (const { kind, path: pathOf, status = 200 } of ROUTE_KINDS)
        pages.push({ kind, lang, path: pathOf(site), status, file: path.join(dir, `${pages.length}.html`) });
    }

    const wrong: string[] = [];
    const fetchPage = async (page: (typeof pages)[number]) => {
      const res = await fetch(`${server.url}${page.path}`, { redirect: 'manual' });
      const html = await res.text();
      if (res.status !== page.status)
        wrong.push(`${page.kind} (${page.lang}) ${page.path}: ${res.status}, not ${page.status}`);
      else if (!html.includes(`<html lang="${page.lang}"`))
        wrong.push(`${page.kind} (${page.lang}) ${page.path}: not in ${page.lang}`);
      // A page rendered as a bare loading or error state would pass the checker by saying little.
      else if (!/<h1[\s>]/.test(html)) wrong.push(`${page.kind} (${page.lang}) ${page.path}: no h1`);
      fs.writeFileSync(page.file, html);
    };
    for (let i = 0; i < pages.length; i += CONCURRENCY)
      await Promise.all(pages.slice(i, i + CONCURRENCY).map(fetchPage));
    expect(wrong).toEqual([]);

    // A page the checker must fault: proof that it read the files and reports what it finds.
    const canary = path.join(dir, 'canary.html');
    fs.writeFileSync(canary, CANARY);
    const messages = await runVnu([...pages.map((p) => p.file), canary]);
    const fileOf = (m: VnuMessage) => path.basename(decodeURIComponent(m.url ?? ''));
    expect(messages.filter((m) => fileOf(m) === 'canary.html').map((m) => m.message)).toEqual([
      expect.stringContaining('Element “li” not allowed as child of element “div”'),
    ]);

    const byFile = new Map(pages.map((p) => [path.basename(p.file), p]));
    const errors = messages
      .filter((m) => fileOf(m) !== 'canary.html')
      .map((m) => {
        const page = byFile.get(fileOf(m));
        const where = page ? `${page.kind} (${page.lang})` : (m.url ?? 'the checker');
        return `${where}: ${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.message}`;
      });
    expect(errors).toEqual([]);
    // Every kind in every language; a kind dropped from the table, or a language, shows here.
    expect(ROUTE_KINDS).toHaveLength(45);
    expect(pages).toHaveLength(45 * 4);
  });
});
