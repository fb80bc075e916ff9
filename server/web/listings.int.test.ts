import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../core/logger';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unescaped = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** Lists with filters and paging, and the home page, rendered on the server; needs `npm run build`. */
describe('server-rendered lists and home', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const html = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const listPath = async (lang: string, key: string) => {
    const { data } = await server.gql<{ routes: { key: string; path: string }[] }>(
      `query($lang: String) { routes(lang: $lang) { key path } }`,
      { lang },
    );
    return data!.routes.find((r) => r.key === key)!.path;
  };
  /** Detail links in the page: /{lang}/{segment}/{city}/{slug}/{id}/. */
  const detailLinks = (page: string, list: string) =>
    new Set(
      [...page.matchAll(new RegExp(`href="(${list}[^"/?]+/[^"/?]+/\\d+/)"`, 'g'))].map((m) =>
        unescaped(m[1]),
      ),
    );

  describe.each(['nl', 'fr', 'en'])('%s', (lang) => {
    it('filters a list by city: only that city’s listings', async () => {
      const list = await listPath(lang, 'for-sale');
      const { data } = await server.gql<{ cities: { filter: string; countSale: number }[] }>(
        `query($lang: String) { cities(goal: SALE, lang: $lang) { filter countSale } }`,
        { lang },
      );
      const city = data!.cities.filter((c) => c.countSale > 0).sort((a, b) => b.countSale - a.countSale)[0];
      expect(city).toBeTruthy();
      const api = await server.gql<{ properties: { items: { path: string }[] } }>(
        `query($city: String, $lang: String) { properties(filter: { goal: SALE, city: $city }, lang: $lang) { items { path } } }`,
        { city: city.filter, lang },
      );
      const expected = new Set(api.data!.properties.items.map((p) => p.path));
      expect(expected.size).toBeGreaterThan(0);
      const page = await html(`${list}?${new URLSearchParams({ city: city.filter })}`);
      expect(detailLinks(page, list)).toEqual(expected);
      // The unfiltered list shows listings of other cities too (so the filter did something).
      const all = await html(list);
      expect(detailLinks(all, list).size).toBeGreaterThanOrEqual(expected.size);
      // The city picker shows the chosen city ticked, and the form works without JS.
      const form = page.match(/<form [^>]*class="list-filters__panel"[^>]*>/)?.[0] ?? '';
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="${list}"`);
      expect(page).toContain(`name="city" checked="" value="${escaped(city.filter)}"`);
    });

    it('keeps the filters in the paging links of page 2', async () => {
      const list = await listPath(lang, 'for-sale');
      const { data } = await server.gql<{ propertyTypes: { id: number; countSaleProperty: number }[] }>(
        `query($lang: String) { propertyTypes(lang: $lang) { id countSaleProperty } }`,
        { lang },
      );
      const type = data!.propertyTypes.sort((a, b) => b.countSaleProperty - a.countSaleProperty)[0];
      const page = await html(`${list}?type=${type.id}&page=2`);
      const nav = page.match(/<nav class="paging"[\s\S]*?<\/nav>/)?.[0] ?? '';
      expect(nav).toMatch(/2\D+\d+/);
      const links = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => new URL(unescaped(m[1]), 'http://x'));
      expect(links.length).toBeGreaterThan(0);
      for (const url of links) {
        expect(url.pathname).toBe(list);
        expect(url.searchParams.get('type')).toBe(String(type.id));
      }
    });

    it('shows the latest offers and the testimonials on the home page', async () => {
      const api = await server.gql<{
        properties: { items: { path: string }[] };
        testimonials: { name: string; path: string }[];
      }>(
        `query($lang: String) { properties(filter: { goal: SALE }, sort: AVAILABLE_NEWEST, pageSize: 4, lang: $lang) { items { path } } testimonials(limit: 20, lang: $lang) { name path } }`,
        { lang },
      );
      const page = await html(`/${lang}/`);
      const latest = api.data!.properties.items;
      expect(latest.length).toBeGreaterThan(0);
      for (const p of latest) expect(page).toContain(`href="${escaped(p.path)}"`);
      const testimonials = api.data!.testimonials;
      expect(testimonials.length).toBeGreaterThan(0);
      for (const item of testimonials)
        expect(page).toMatch(
          new RegExp(`href="${reEscape(escaped(item.path))}"[^>]*>${reEscape(escaped(item.name))}</a>`),
        );
      expect(page).toMatch(/role="combobox"/);
    });
  });

  it.each([
    ['/nl/te-koop/?q=%00', 'nl', 'Deze zoekopdracht bevat tekens die niet gezocht kunnen worden'],
    [
      '/fr/a-vendre/?q=abc%01',
      'fr',
      'Cette recherche contient des caractères qui ne peuvent pas être cherchés',
    ],
    ['/en/for-rent/?q=%1F', 'en', 'This search holds characters that cannot be searched for'],
    ['/nl/te-huur/?q=x%7Fy&page=2', 'nl', 'Deze zoekopdracht bevat tekens die niet gezocht kunnen worden'],
  ])('%s: a 400 list page that says why in %s, logged as no error', async (path, lang, message) => {
    const error = vi.spyOn(logger, 'error');
    try {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(`<html lang="${lang}"`);
      expect(page).toContain(escaped(message));
      expect(page).not.toContain('API');
      // The search box is there to correct the search.
      expect(page).toMatch(/<input[^>]+name="q"/);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it.each([
    ['/nl/te-koop/?page=99', 'nl', 'Deze pagina van de lijst bestaat niet', '/nl/te-koop/'],
    [
      '/fr/a-louer/?sort=price-asc&page=999',
      'fr',
      'Cette page de la liste n’existe pas',
      '/fr/a-louer/?sort=price-asc',
    ],
  ])(
    '%s: past the last page, a 404 kept out of search results with the way to page 1',
    async (path, lang, message, first) => {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      const page = await res.text();
      expect(page).toContain(`<html lang="${lang}"`);
      expect(page).toContain(escaped(message));
      expect(page).toMatch(/<meta name="robots" content="noindex/);
      expect(page).toContain(`href="${escaped(first)}"`);
      // No "Page 99 of 3" over an empty grid.
      expect(page).not.toMatch(/(Pagina|Page) 99/);
    },
  );
});
