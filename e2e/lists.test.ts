import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { connectBrowser, PAGE_WAIT_MS, offline, pageErrors } from './browser';
import { hydrated, trackHydration } from './hydration';
import { watchPage } from './page-checks';
import { screenshot, screenshotFolder } from './screenshots';

const SHOTS = screenshotFolder('lists');
const WIDTHS = [375, 768, 1440] as const;
const LIST = '/en/for-sale/';
/** Apartments (web type 2) fill more than one page of the demo's sale list. */
const APARTMENT = 2;

interface ApiCard {
  id: number;
  price: { amount: number | null };
}

/**
 * The sale and rent lists as a visitor uses them: filters and sort that change the results,
 * chips, the address as the only state (paging, the language switch), the page for no results
 * with its alert link, and the map view; at phone, tablet and desktop widths.
 */
describe('sale and rent lists in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    url: string,
    width: number = 1440,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    // Offline as in CI: map tiles never load, and the page must not mind.
    await offline(context, server.url);
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const errors = pageErrors(page);
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${server.url}${url}`);
    await hydrated(page);
    return { context, page, errors };
  }

  const params = (page: Page) => new URL(page.url()).searchParams;
  const cardCount = (page: Page) => page.locator('.cards > li').count();
  const countText = (page: Page) => page.locator('.list-toolbar__count').textContent();

  /** The listing ids of the API's first page for a filter and sort, as the list must show them. */
  async function apiIds(filter: Record<string, unknown>, sort = 'NEWEST'): Promise<ApiCard[]> {
    const res = await server.gql<{ properties: { items: ApiCard[] } }>(
      `query ($filter: PropertyFilter, $sort: PropertySort) {
        properties(filter: $filter, sort: $sort, pageSize: 12, lang: "en") { items { id price { amount } } }
      }`,
      { filter, sort },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.properties.items;
  }
  const shownIds = (page: Page) =>
    page.$$eval('.cards .property-card > a', (as) =>
      as.map((a) => Number(/\/(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1])),
    );

  it.each(WIDTHS)('%i px: no overflow, no failed image, no console error, axe clean', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      const page = await context.newPage();
      const checks = await watchPage(page, { origin: server.url });
      await page.goto(`${server.url}${LIST}?type=${APARTMENT}&minBedrooms=1`);
      await checks.settle();
      const toggle = page.locator('.list-filters__toggle');
      if (width < 768) {
        // Phones: the filters fold behind "Filters (n)".
        expect(await page.locator('.list-filters__panel').isVisible()).toBe(false);
        expect(await toggle.textContent()).toContain('Filters (2)');
        await screenshot(page, path.join(SHOTS, `list-${width}-filters-closed.png`), { fullPage: true });
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('.list-filters__panel').isVisible()).toBe(true);
        await screenshot(page, path.join(SHOTS, `list-${width}-filters-open.png`), { fullPage: true });
      } else {
        expect(await toggle.isVisible()).toBe(false);
        expect(await page.locator('.list-filters__panel').isVisible()).toBe(true);
        await screenshot(page, path.join(SHOTS, `list-${width}.png`), { fullPage: true });
        await page.locator('.city-picker summary').click();
        expect(await page.locator('.city-picker__list').isVisible()).toBe(true);
        await screenshot(page, path.join(SHOTS, `list-${width}-cities-open.png`));
      }
      expect(await checks.problems()).toEqual([]);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters and sort change the results; chips appear and remove; the address round-trips', async () => {
    const { context, page, errors } = await open(`${LIST}?page=2`);
    try {
      // A filter: type and maximum price, applied with the button, back on page 1.
      const all = await apiIds({ goal: 'SALE', type: APARTMENT });
      const prices = all.map((c) => c.price.amount).filter((a): a is number => a !== null);
      const maxPrice = [...prices].sort((a, b) => a - b)[Math.floor(prices.length / 2)]!;
      await page.locator('select[name="type"]').selectOption(String(APARTMENT));
      await page.getByLabel('Maximum price (€)').fill(String(maxPrice));
      await page.getByRole('button', { name: 'Show properties' }).click();
      await page.waitForURL((u) => u.searchParams.get('maxPrice') === String(maxPrice));
      expect(params(page).get('type')).toBe(String(APARTMENT));
      expect(params(page).has('page')).toBe(false);
      const filtered = await apiIds({ goal: 'SALE', type: APARTMENT, maxPrice });
      await expect.poll(() => shownIds(page)).toEqual(filtered.map((c) => c.id));
      expect(filtered.every((c) => c.price.amount !== null && c.price.amount <= maxPrice)).toBe(true);

      // Chips: one per filter, with a visible × and an accessible name.
      const chips = page.getByRole('list', { name: 'Active filters' });
      expect(await chips.getByRole('link').count()).toBe(2);
      await expect.poll(() => chips.getByRole('link', { name: 'Remove filter: Apartment' }).count()).toBe(1);
      expect(await chips.locator('svg').count()).toBe(2);

      // Sort by price, both ways: the order of the API's amounts (price on demand last).
      await page.getByLabel('Sort by').selectOption('price-asc');
      await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc');
      const asc = await apiIds({ goal: 'SALE', type: APARTMENT, maxPrice }, 'PRICE_ASC');
      await expect.poll(() => shownIds(page)).toEqual(asc.map((c) => c.id));
      const ascAmounts = asc.map((c) => c.price.amount!);
      expect(ascAmounts).toEqual([...ascAmounts].sort((a, b) => a - b));
      await page.getByLabel('Sort by').selectOption('price-desc');
      await page.waitForURL((u) => u.searchParams.get('sort') === 'price-desc');
      const desc = await apiIds({ goal: 'SALE', type: APARTMENT, maxPrice }, 'PRICE_DESC');
      await expect.poll(() => shownIds(page)).toEqual(desc.map((c) => c.id));

      // The address is the state: a reload shows the same list, the form shows the filters.
      const before = page.url();
      await page.reload();
      await hydrated(page);
      expect(page.url()).toBe(before);
      expect(await page.locator('select[name="type"]').inputValue()).toBe(String(APARTMENT));
      expect(await page.getByLabel('Maximum price (€)').inputValue()).toBe(String(maxPrice));
      expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');
      await expect.poll(() => shownIds(page)).toEqual(desc.map((c) => c.id));

      // Removing a chip drops only that filter; the sort stays.
      await chips.getByRole('link', { name: 'Remove filter: Apartment' }).click();
      await page.waitForURL((u) => !u.searchParams.has('type'));
      expect(params(page).get('maxPrice')).toBe(String(maxPrice));
      expect(params(page).get('sort')).toBe('price-desc');
      await expect.poll(() => page.locator('select[name="type"]').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a card opened from low on the list starts at the top of its page; back returns to where the visitor was', async () => {
    const { context, page, errors } = await open(LIST, 375);
    try {
      const card = page.locator('.cards .property-card > a').last();
      await card.scrollIntoViewIfNeeded();
      const listY = await page.evaluate(() => window.scrollY);
      expect(listY).toBeGreaterThan(1000);
      await card.click();
      await page.waitForURL((u) => u.pathname !== new URL(LIST, u).pathname);
      // The detail page's own title: the list stays on screen until the new page is ready.
      await page.locator('.property-header h1').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === new URL(LIST, u).pathname);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
      // The next page of the list starts at its top too.
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every card has a working heart: saved on the list, still saved after a reload and at another address of it', async () => {
    const { context, page, errors } = await open(LIST, 375);
    try {
      const cards = page.locator('.cards .property-card');
      const count = await cards.count();
      expect(count).toBe(12);
      await expect.poll(() => cards.locator('.favourite-button').count()).toBe(count);
      const last = cards.last().locator('.favourite-button');
      await last.scrollIntoViewIfNeeded();
      // The visitor's click, where the heart is: not swallowed by the card's full-size link.
      await last.click();
      await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
      const savedTitle = await cards.last().locator('.property-card__title').textContent();
      expect(page.url()).toBe(`${server.url}${LIST}`);
      await page.reload();
      await hydrated(page);
      await expect
        .poll(() => cards.last().locator('.favourite-button').getAttribute('aria-pressed'))
        .toBe('true');
      expect(await cards.locator('.favourite-button[aria-pressed="true"]').count()).toBe(1);
      // Another page, the same browser: the same listing's heart shows it saved.
      await page.goto(`${server.url}/en/for-sale/?page=1`);
      await hydrated(page);
      const sameCard = cards.filter({ hasText: savedTitle! });
      await expect
        .poll(() => sameCard.locator('.favourite-button').getAttribute('aria-pressed'))
        .toBe('true');
      await sameCard.locator('.favourite-button').click();
      await expect
        .poll(() => sameCard.locator('.favourite-button').getAttribute('aria-pressed'))
        .toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paging and the language switch keep every filter, and the other language shows them', async () => {
    const { context, page, errors } = await open(`${LIST}?type=${APARTMENT}&minBedrooms=1&sort=price-asc`);
    try {
      const nav = page.getByRole('navigation', { name: 'Pages' });
      await nav.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      expect(params(page).get('type')).toBe(String(APARTMENT));
      expect(params(page).get('minBedrooms')).toBe('1');
      expect(params(page).get('sort')).toBe('price-asc');

      // The switcher's links follow once page 2's answer is in: the address changes before that.
      const french = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'FR' });
      await expect.poll(() => french.getAttribute('href')).toContain('page=2');
      await french.click();
      await page.waitForURL((u) => u.pathname === '/fr/a-vendre/');
      await hydrated(page);
      expect(params(page).get('type')).toBe(String(APARTMENT));
      expect(params(page).get('minBedrooms')).toBe('1');
      expect(params(page).get('sort')).toBe('price-asc');
      expect(params(page).get('page')).toBe('2');
      expect(await page.locator('select[name="type"]').inputValue()).toBe(String(APARTMENT));
      expect(await page.locator('select[name="minBedrooms"]').inputValue()).toBe('1');
      expect(await page.getByRole('list', { name: 'Filtres actifs' }).getByRole('link').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a city chosen in one language is still chosen in the other', async () => {
    const cities = await server.gql<{ cities: { filter: string; zip: string }[] }>(
      `{ cities(goal: SALE, lang: "nl") { filter zip } }`,
    );
    const city = cities.data!.cities[0]!;
    const { context, page, errors } = await open(`/nl/te-koop/?city=${encodeURIComponent(city.filter)}`);
    try {
      await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'FR' }).click();
      await page.waitForURL((u) => u.pathname === '/fr/a-vendre/');
      await hydrated(page);
      const checked = page.locator('.city-picker input[name="city"]:checked');
      expect(await checked.count()).toBe(1);
      expect(await page.locator('.city-picker__value').textContent()).toContain(`(${city.zip})`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('no results: a kind page, filters to drop with their counts, and the alert link prefills the demand form', async () => {
    const { context, page, errors } = await open(`${LIST}?type=${APARTMENT}&minPrice=99000000&minBedrooms=2`);
    try {
      await page.getByRole('heading', { name: 'No property matches your search yet' }).waitFor();
      expect(await cardCount(page)).toBe(0);
      expect(await countText(page)).toBe('0 properties');
      const drop = page.locator('.empty-results__relax a');
      await expect.poll(() => drop.count()).toBe(3);
      await expect
        .poll(() => drop.filter({ hasText: 'Without From € 99.000.000' }).textContent())
        .toMatch(/\(\d+ propert(y|ies)\)/);
      const alert = page.getByRole('link', { name: 'Alert me when a property matches' });
      const href = new URL((await alert.getAttribute('href'))!, server.url);
      expect(href.pathname).toBe('/en/keep-me-informed/');
      expect(href.searchParams.get('goal')).toBe('sale');
      expect(href.searchParams.get('type')).toBe(String(APARTMENT));
      expect(href.searchParams.get('minBedrooms')).toBe('2');

      await alert.click();
      await page.waitForURL((u) => u.pathname === '/en/keep-me-informed/');
      await expect.poll(() => page.getByRole('radio', { name: 'Buy' }).isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('checkbox', { name: 'Apartment' }).isChecked()).toBe(true);
      expect(await page.getByLabel(/Bedrooms/).inputValue()).toBe('2');

      // Dropping the price filter brings listings back.
      await page.goBack();
      await page.locator('.empty-results__relax a').filter({ hasText: '€ 99.000.000' }).click();
      await page.waitForURL((u) => !u.searchParams.has('minPrice'));
      await expect.poll(() => cardCount(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the rent list: monthly prices, and its own filters', async () => {
    const { context, page, errors } = await open('/en/for-rent/?sort=price-desc');
    try {
      const prices = await page.locator('.cards .price').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(/^€ [\d.]+ \/month$|^Price on demand$/);
      expect(await page.locator('.list-filters__price legend').textContent()).toBe('Rent per month (€)');
      const asc = await apiIds({ goal: 'RENT' }, 'PRICE_DESC');
      expect(await shownIds(page)).toEqual(asc.map((c) => c.id));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('odd values in the address are ignored, never an error page', async () => {
    const res = await fetch(
      `${server.url}${LIST}?type=abc&minPrice=-4&maxEnergyLabel=Z&sort=best&page=0&city=nowhere&view=globe`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('class="cards"');
  });

  it('the map toggle shows the map instead of the cards, and back', async () => {
    const { context, page, errors } = await open(`${LIST}?type=${APARTMENT}`, 768);
    try {
      const list = page.getByRole('button', { name: 'List' });
      const map = page.getByRole('button', { name: 'Map' });
      expect(await list.getAttribute('aria-pressed')).toBe('true');
      await map.click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'map');
      // The address changes first; the buttons follow on the render after it.
      await expect.poll(() => map.getAttribute('aria-pressed')).toBe('true');
      await page.locator('.list-map').waitFor();
      expect(await cardCount(page)).toBe(0);
      expect(params(page).get('type')).toBe(String(APARTMENT));
      await list.click();
      await page.waitForURL((u) => !u.searchParams.has('view'));
      await expect.poll(() => cardCount(page)).toBeGreaterThan(0);
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|tile/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
