import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HREFLANG, type LanguageCode } from '../../common/languages';
import { config } from '../core/config';
import { ResponseCache } from '../core/graphql/response-cache';
import { PUBLIC_QUERY_FIELDS } from '../schema';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What search engines and link previews read in the server's HTML: every public page has its own
 * title and description, a canonical address, its alternates in every served language and a
 * sharing image; pages that are no search result say noindex (meta and header); and the JSON-LD
 * describes what the page shows: the same price, address and rooms as its text.
 */

type Json = Record<string, unknown>;
const LANGUAGES: LanguageCode[] = ['nl', 'fr', 'en'];

interface Page {
  status: number;
  robotsHeader: string | null;
  document: Document;
  head: {
    title: string;
    description: string | null;
    canonical: string | null;
    robots: string | null;
    alternates: Record<string, string>;
    meta: (key: string) => string | null;
  };
  /** The page's JSON-LD blocks by @type. */
  data: Record<string, Json>;
}

describe('search engines read each page', () => {
  let server: TestServer;
  /** Links in the head and the JSON-LD are absolute on the site's public address. */
  const origin = config().PUBLIC_URL.replace(/\/$/, '');
  const mediaUrl = new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/`);
  beforeAll(async () => {
    // With the caches as deployed: a page answered from the page cache must say what a fresh one says.
    const responseCache = new ResponseCache({
      publicRootFields: PUBLIC_QUERY_FIELDS,
      ttlMs: 60_000,
      maxEntries: 1_000,
      maxBytes: 64 * 1024 * 1024,
    });
    server = await startTestServer(sharedDatabaseUrl(), { responseCache });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function page(path: string): Promise<Page> {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    const { document } = new JSDOM(await res.text()).window;
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const alternates: Record<string, string> = {};
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
      alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!;
    const data: Record<string, Json> = {};
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const block = JSON.parse(script.textContent ?? 'null') as Json;
      expect(block['@context'], `${path}: JSON-LD context`).toBe('https://schema.org');
      data[block['@type'] as string] = block;
    }
    return {
      status: res.status,
      robotsHeader: res.headers.get('x-robots-tag'),
      document,
      head: {
        title: document.title,
        description: attr('meta[name="description"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        robots: attr('meta[name="robots"]', 'content'),
        alternates,
        meta: (key) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
      },
      data,
    };
  }

  const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

  async function routePaths(lang: LanguageCode): Promise<Record<string, string>> {
    const res = await server.gql<{ routes: { key: string; path: string }[] }>(
      'query($lang: String) { routes(lang: $lang) { key path } }',
      { lang },
    );
    return Object.fromEntries(res.data!.routes.map((r) => [r.key, r.path]));
  }

  /** An available listing of `goal` with photos, a price and a published address. */
  async function listingPath(goal: 'SALE' | 'RENT', lang: LanguageCode): Promise<string> {
    const res = await server.gql<{
      properties: {
        items: {
          path: string;
          availability: string;
          photos: unknown[];
          price: { amount: number | null };
          address: { published: boolean };
          rooms: { bedrooms: number | null };
        }[];
      };
    }>(
      `query($goal: Goal!, $lang: String) {
        properties(filter: { goal: $goal }, pageSize: 50, lang: $lang) {
          items { path availability photos { url } price { amount } address { published } rooms { bedrooms } }
        }
      }`,
      { goal, lang },
    );
    const found = res.data!.properties.items.find(
      (p) => p.availability === 'AVAILABLE' && p.photos.length > 0 && p.price.amount && p.address.published,
    );
    expect(found, `an available ${goal} listing with photos, price and address`).toBeDefined();
    return found!.path;
  }

  it(
    'gives every public page its own title and description, canonical, alternates and sharing tags',
    { timeout: 120_000 },
    async () => {
      for (const lang of LANGUAGES) {
        const routes = await routePaths(lang);
        const paths = [
          routes.home,
          routes['for-sale'],
          `${routes['for-sale']}?page=2`,
          routes['for-rent'],
          routes.services,
          routes.contact,
          routes.faq,
          routes.team,
          routes['keep-me-informed'],
          routes['valuation-request'],
          routes.disclaimer,
          routes['privacy-statement'],
          await listingPath('SALE', lang),
          await listingPath('RENT', lang),
        ];
        const titles = new Map<string, string>();
        const descriptions = new Map<string, string>();
        for (const path of paths) {
          const { status, head, robotsHeader } = await page(path);
          expect(status, path).toBe(200);
          expect(head.title, `${path}: title`).toMatch(/\S/);
          expect(head.description, `${path}: description`).toMatch(/\S{3}/);
          expect(
            titles.get(head.title),
            `${path}: the same title as ${titles.get(head.title)}`,
          ).toBeUndefined();
          expect(
            descriptions.get(head.description!),
            `${path}: the same description as ${descriptions.get(head.description!)}`,
          ).toBeUndefined();
          titles.set(head.title, path);
          descriptions.set(head.description!, path);
          expect(head.canonical, `${path}: canonical`).toBe(`${origin}${path}`);
          // Every served language, under its Belgian hreflang where it has one, and x-default.
          expect(Object.keys(head.alternates).sort(), `${path}: alternates`).toEqual(
            [...LANGUAGES.map((l) => HREFLANG[l]), 'x-default'].sort(),
          );
          expect(head.alternates[HREFLANG[lang]]).toBe(head.canonical);
          expect(head.alternates['x-default']).toBe(head.alternates['nl-BE']);
          expect(head.meta('og:title')).toBe(head.title);
          expect(head.meta('og:description')).toBe(head.description);
          expect(head.meta('og:url')).toBe(head.canonical);
          expect(head.meta('og:image'), `${path}: og:image`).toMatch(mediaUrl);
          expect(head.meta('twitter:card')).toBe('summary_large_image');
          expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
          expect(head.robots, `${path}: indexable`).toBeNull();
          expect(robotsHeader, `${path}: indexable`).toBeNull();
        }
      }
    },
  );

  it('keeps thank-you, login, portal and not-found pages out of search results, in the HTML and the header', async () => {
    const routes = await routePaths('fr');
    for (const path of [
      routes['thank-you/contact-me'],
      routes['thank-you/sign-newsletter'],
      routes.login,
      `${routes.login}?reset=some-token`,
      routes['owner-portal'],
      '/fr/cette-page-n-existe-pas/',
      '/fr/a-vendre/x/y/999999999/',
    ]) {
      const { head, robotsHeader } = await page(path);
      expect(head.robots, `${path}: meta robots`).toBe('noindex');
      expect(robotsHeader, `${path}: X-Robots-Tag`).toBe('noindex');
    }
    // The lists' map frame is part of a page, nothing on its own.
    const frame = await fetch(`${server.url}/map-frame/`);
    expect(frame.headers.get('x-robots-tag')).toBe('noindex');
    // Again: this answer comes from the page cache and must say it too.
    expect(server.pageCache!.get(routes['thank-you/contact-me'])?.noindex).toBe(true);
    expect((await page(routes['thank-you/contact-me'])).robotsHeader).toBe('noindex');
  });

  it('describes the agency on home and contact as the footer and the contact page show it', async () => {
    const routes = await routePaths('nl');
    for (const path of [routes.home, routes.contact]) {
      const { data, document } = await page(path);
      const agent = data.RealEstateAgent;
      expect(agent, `${path}: RealEstateAgent`).toBeDefined();
      const footer = text(document.querySelector('footer'));
      expect(footer).toContain(agent.name as string);
      const address = agent.address as Json;
      expect(footer).toContain(address.streetAddress as string);
      expect(footer).toContain(address.postalCode as string);
      // The phone as the footer writes it ("022 34 56 78"), in international form in the data.
      expect((agent.telephone as string).replace('+32', '0')).toBe(
        footer.match(/0\d{2} \d{2} \d{2} \d{2}/)?.[0]?.replace(/ /g, ''),
      );
      expect(footer).toContain(agent.email as string);
      // One shown line of opening hours per specification, with the same hours.
      const shown = [...document.querySelectorAll('footer .opening-hours dd')].map(text);
      const hours = agent.openingHoursSpecification as Json[];
      expect(shown).toEqual(hours.map((h) => `${h.opens} – ${h.closes}`));
      expect((hours[0].dayOfWeek as string[])[0]).toBe('Monday');
      const profiles = [...document.querySelectorAll('footer a[rel~="me"]')].map((a) =>
        a.getAttribute('href'),
      );
      expect(profiles).toEqual(agent.sameAs);
      expect(agent.logo).toMatch(mediaUrl);
      expect(agent.url).toBe(`${origin}${routes.home}`);
    }
    const contact = await page(routes.contact);
    expect(text(contact.document.querySelector('.contact__address'))).toContain('09:00 – 18:00');
    // The listing and the list pages are not the agency's page.
    expect((await page(routes['for-sale'])).data.RealEstateAgent).toBeUndefined();
  });

  it('gives a breadcrumb list exactly where the page shows its trail', async () => {
    const routes = await routePaths('en');
    for (const path of [routes.contact, routes.faq, routes.services, routes.disclaimer]) {
      const { data, document } = await page(path);
      const shown = [...document.querySelectorAll('nav.breadcrumbs li')].map(text);
      expect(shown.length, `${path}: a trail is shown`).toBeGreaterThan(1);
      const list = data.BreadcrumbList;
      expect(list, `${path}: BreadcrumbList`).toBeDefined();
      const items = list.itemListElement as Json[];
      expect(items.map((i) => i.name)).toEqual(shown);
      expect(items.map((i) => i.position)).toEqual(shown.map((_, i) => i + 1));
      expect(items.at(-1)!.item).toBe(`${origin}${path}`);
      const links = [...document.querySelectorAll('nav.breadcrumbs a')].map(
        (a) => `${origin}${a.getAttribute('href')}`,
      );
      expect(items.slice(0, -1).map((i) => i.item)).toEqual(links);
    }
    for (const path of [routes.home, routes['for-sale']]) {
      const { data, document } = await page(path);
      expect(document.querySelector('nav.breadcrumbs'), `${path}: no trail`).toBeNull();
      expect(data.BreadcrumbList, `${path}: no BreadcrumbList`).toBeUndefined();
    }
  });

  it.each<['SALE' | 'RENT', LanguageCode]>([
    ['SALE', 'nl'],
    ['RENT', 'fr'],
    ['SALE', 'en'],
  ])(
    'describes a listing for %s (%s) with the price, address and rooms its page shows',
    async (goal, lang) => {
      const path = await listingPath(goal, lang);
      const { data, document, head } = await page(path);
      const listing = data.RealEstateListing;
      expect(listing, 'RealEstateListing').toBeDefined();
      expect(listing.url).toBe(head.canonical);
      expect(listing.name).toBe(text(document.querySelector('h1')));
      expect((listing.image as string[])[0]).toBe(head.meta('og:image'));
      expect(listing.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const offer = listing.offers as Json;
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('EUR');
      // "€ 350.000" or "€ 1.250 /maand": the digits of the shown price are the offer's price.
      const shownPrice = text(document.querySelector('.property-price')).replace(/[^\d]/g, '');
      expect(String(offer.price)).toBe(shownPrice);
      expect(offer.availability).toBe('https://schema.org/InStock');
      expect(offer.businessFunction).toBe(
        goal === 'SALE'
          ? 'http://purl.org/goodrelations/v1#Sell'
          : 'http://purl.org/goodrelations/v1#LeaseOut',
      );
      if (goal === 'RENT') expect((offer.priceSpecification as Json).unitCode).toBe('MON');
      const place = offer.itemOffered as Json;
      expect(['SingleFamilyResidence', 'Apartment', 'Place']).toContain(place['@type']);
      const address = place.address as Json;
      const shownAddress = text(document.querySelector('.property-address'));
      expect(shownAddress).toBe(`${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`);
      expect(address.addressCountry).toBe('BE');
      const geo = place.geo as Json;
      expect(typeof geo.latitude).toBe('number');
      expect(typeof geo.longitude).toBe('number');
      if (place['@type'] !== 'Place') {
        const fact = (name: string) => text(document.querySelector(`.key-fact-${name} dd`));
        expect(String(place.numberOfBedrooms)).toBe(fact('bedrooms'));
        expect(place.numberOfRooms).toBe(place.numberOfBedrooms);
        expect(`${(place.floorSize as Json).value} m²`).toBe(fact('living'));
        expect((place.floorSize as Json).unitCode).toBe('MTK');
      }
    },
  );

  it('marks a sold listing sold out in its offer', async () => {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee = 3 ORDER BY id LIMIT 1`,
    );
    const res = await server.gql<{ property: { path: string } }>(
      'query($id: Int!) { property(id: $id, lang: "en") { path } }',
      { id: row.id },
    );
    const { data } = await page(res.data!.property.path);
    expect((data.RealEstateListing.offers as Json).availability).toBe('https://schema.org/SoldOut');
  });
});
