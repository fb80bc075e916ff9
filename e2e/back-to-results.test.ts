import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser, offline } from './browser';
import { hydrated, live } from './hydration';
import { newVisitor } from './visitor';

/** Apartments (web type 2) fill more than one page of the demo's sale list. */
const FILTERED = '/en/for-sale/?type=2&minBedrooms=1';

/** "Back to results" on a detail page: the same filtered, paged list, where the visitor was on it. */
describe('back to results in Chromium', () => {
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

  async function open(url: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const visitor = await newVisitor(browser, server.url, { viewport: { width: 375, height: 800 } });
    await offline(visitor.context, server.url);
    await visitor.page.goto(`${server.url}${url}`);
    await hydrated(visitor.page);
    return visitor;
  }

  const address = (page: Page) => {
    const u = new URL(page.url());
    return `${u.pathname}${u.search}`;
  };
  const backLink = (page: Page) => page.getByRole('link', { name: 'Back to results' });

  /** Opens the list's last card from low on the page and comes back by "Back to results". */
  async function roundTrip(page: Page) {
    const list = address(page);
    const card = page.locator('.cards .property-card > a').last();
    await card.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(1000);
    // Where the visitor sees it: Playwright's own click would scroll again first when the fixed
    // bar covers the card's middle, and the visitor would leave from another place.
    await card.evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((u) => u.pathname !== new URL(list, u).pathname);
    await page.locator('h1').waitFor();
    await live(backLink(page));
    expect(await backLink(page).getAttribute('href')).toBe(list);
    await backLink(page).click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === list);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
  }

  it('from a filtered list’s page 2 (paged in the browser, then loaded whole), back to that same page and place', async () => {
    const { context, page, errors } = await open(FILTERED);
    try {
      const firstCard = () => page.locator('.cards .property-card > a').first().getAttribute('href');
      const pageOne = await firstCard();
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      // Page 1's cards stay until page 2's are in: the address changes first.
      await expect.poll(firstCard).not.toBe(pageOne);
      const paged = address(page);
      expect(new URL(paged, server.url).searchParams.get('type')).toBe('2');
      expect(new URL(paged, server.url).searchParams.get('minBedrooms')).toBe('1');
      await roundTrip(page);
      expect(address(page)).toBe(paged);

      // The same list loaded as a page of its own (the server's cards, kept as they are).
      await page.goto(`${server.url}${paged}`);
      await hydrated(page);
      await roundTrip(page);
      expect(address(page)).toBe(paged);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('arrived from elsewhere, or before scripts run, it links to the goal’s list in the page’s language', async () => {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND goal <> 0 ORDER BY id LIMIT 1`,
    );
    const api = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "fr") { path } }`,
      { id: row.id },
    );
    const detail = api.data!.property.path;
    const html = await (await fetch(`${server.url}${detail}`)).text();
    expect(html).toMatch(/<a href="\/fr\/a-louer\/"[^>]*>.*Retour aux résultats<\/a>/s);
    const { context, page } = await open(detail);
    try {
      const link = page.getByRole('link', { name: 'Retour aux résultats' });
      await live(link);
      expect(await link.getAttribute('href')).toBe('/fr/a-louer/');
      await link.click();
      await page.waitForURL((u) => u.pathname === '/fr/a-louer/' && u.search === '');
    } finally {
      await context.close();
    }
  });
});
