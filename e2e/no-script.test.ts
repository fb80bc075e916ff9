import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser, PAGE_WAIT_MS, offline } from './browser';

/** Dutch pages: Waterloo has the most listings of the demo data. */
const HOME = '/nl/';
const SALE = '/nl/te-koop/';
const RENT = '/nl/te-huur/';

/**
 * The site in Chromium with JavaScript off, at a phone's width: what the visitor sees before the
 * page's scripts run (they start after load and first paint, seconds on a slow phone), and for
 * good without them. The phone menu opens, the home and 404 search boxes and the sort are forms
 * that lead to the server's results, paging, filters, views and languages are links, and what
 * needs scripts (the forms, the map) says so.
 */
describe('without JavaScript, at 375 px', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    // The server's first render loads every page's code: done here, not in a test's first visit.
    await fetch(`${server.url}${HOME}`);
    browser = await connectBrowser();
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    // Offline: other origins (map tiles, photo hosts) are not the test's.
    await offline(context, server.url);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, status = 200): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const res = await page.goto(`${server.url}${path}`);
    expect(res?.status()).toBe(status);
    return page;
  }

  /** The titles of the listing cards on the page, with their cities. */
  const cards = (page: Page) => page.locator('.cards > li').allInnerTexts();

  it('the top bar, the footer and the detail page’s static sections are in the server’s HTML', async () => {
    const page = await open(SALE);
    expect(await page.locator('.top-bar-slot a').count()).toBeGreaterThan(0);
    expect(await page.locator('.site-footer-slot a').count()).toBeGreaterThan(3);
    // No heart: it cannot work without scripts, so it is not drawn.
    expect(await page.locator('.cards .favourite-button').count()).toBe(0);
    const detail = await page.locator('.cards .property-card > a').first().getAttribute('href');
    const detailPage = await open(detail!);
    expect(await detailPage.locator('.attribute-groups details').count()).toBeGreaterThan(0);
    expect(await detailPage.locator('.property-forms form, .property-forms a').count()).toBeGreaterThan(0);
    await page.close();
    await detailPage.close();
  });

  it('the phone menu opens: its links and the languages are reachable, and it closes again', async () => {
    const page = await open(HOME);
    const toggle = page.locator('.mobile-menu > summary');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const drawer = page.locator('.mobile-menu .mobile-menu__drawer');
    expect(await drawer.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const links = drawer.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(2);
    const languages = drawer.locator('a[hreflang]');
    expect(await languages.count()).toBeGreaterThan(1);
    expect(await languages.first().isVisible()).toBe(true);
    // Every link is on screen, inside the drawer, and leads somewhere.
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^\//);
      expect(await link.isVisible()).toBe(true);
    }
    // The same toggle, over the drawer, closes it.
    await toggle.click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await toggle.click();
    const target = await links.nth(1).getAttribute('href');
    await links.nth(1).click();
    await page.waitForURL((url) => url.pathname + url.search === target);
    await page.close();
  });

  it('the home search box is a form: Enter and the rent button open the results for the text', async () => {
    const page = await open(HOME);
    const box = page.locator('.search-block input[name="q"]');
    await box.fill('Waterloo');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === SALE && url.searchParams.get('q') === 'Waterloo');
    const found = await cards(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((text) => /waterloo/i.test(text))).toBe(true);

    await page.goto(`${server.url}${HOME}`);
    await page.locator('.search-block input[name="q"]').fill('Waterloo');
    await page.locator('.search-block-buttons button').nth(1).click();
    await page.waitForURL((url) => url.pathname === RENT && url.searchParams.get('q') === 'Waterloo');
    await page.close();
  });

  it('the 404 search is a form that leads to the results for the text', async () => {
    const page = await open('/nl/deze-pagina-bestaat-niet/', 404);
    await page.locator('input[name="q"]').fill('Waterloo');
    await page.locator('input[name="q"]').press('Enter');
    await page.waitForURL((url) => url.pathname === SALE && url.searchParams.get('q') === 'Waterloo');
    const found = await cards(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((text) => /waterloo/i.test(text))).toBe(true);
    await page.close();
  });

  it('the list: paging, views and languages are links, the filters unfold and apply', async () => {
    const page = await open(SALE);
    // Paging: plain links that keep to the list.
    const pages = page.locator('nav.paging a');
    expect(await pages.count()).toBeGreaterThan(0);
    for (const href of await pages.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/nl\/te-koop\/(\?.*)?$/);
    // The language switcher (in the drawer on a phone) links the same list in the other languages.
    const switcher = page.locator('.mobile-menu a[hreflang="fr"]');
    expect(await switcher.getAttribute('href')).toMatch(/^\/fr\//);

    // "Filters" unfolds the panel; the form applies a filter by GET.
    const panel = page.locator('.list-filters__panel');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('a.list-filters__toggle').click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.locator('select').first().selectOption({ index: 1 });
    await panel.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === SALE && url.search.length > 1);

    // The map view is a link; the map itself says it needs scripts, and links back to the list.
    await page.locator('.list-toolbar__view a').nth(1).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    const note = page.locator('.list-map .noscript-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole('link').getAttribute('href')).not.toContain('view=map');
    await page.close();
  });

  it('the sort is a form: its button reorders the results and keeps the filters', async () => {
    const filtered = `${SALE}?q=Waterloo&minBedrooms=2`;
    const page = await open(filtered);
    const prices = async () =>
      (await page.locator('.cards > li .price').allInnerTexts())
        .map((text) => text.replace(/\D/g, ''))
        .filter((digits) => digits !== '')
        .map(Number);
    const before = await cards(page);
    const sort = page.getByLabel('Sorteren op');
    expect(await sort.inputValue()).toBe('newest');
    await sort.selectOption('price-asc');
    const apply = page.locator('.list-toolbar__sort button[type="submit"]');
    expect(await apply.isVisible()).toBe(true);
    await apply.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    const url = new URL(page.url());
    expect(url.pathname).toBe(SALE);
    expect(url.searchParams.get('q')).toBe('Waterloo');
    expect(url.searchParams.get('minBedrooms')).toBe('2');
    expect(url.searchParams.has('page')).toBe(false);
    expect(await page.getByLabel('Sorteren op').inputValue()).toBe('price-asc');
    // The same properties, cheapest first.
    const after = await cards(page);
    expect([...after].sort()).toEqual([...before].sort());
    expect(after).not.toEqual(before);
    const amounts = await prices();
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    await page.close();
  });

  it('a form that needs scripts says so', async () => {
    const page = await open('/nl/contact/');
    const note = page.locator('form .noscript-note');
    expect(await note.count()).toBeGreaterThan(0);
    expect(await note.first().isVisible()).toBe(true);
    expect(await note.first().innerText()).toMatch(/JavaScript/);
    await page.close();
  });
});
