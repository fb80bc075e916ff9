import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { connectBrowser, PAGE_WAIT_MS, offline } from './browser';
import { hydrated } from './hydration';
import { watchPage, type PageChecks } from './page-checks';
import { screenshot, screenshotFolder } from './screenshots';

const SHOTS = screenshotFolder('search');
const WIDTHS = [375, 768, 1440] as const;
/** Dutch pages: the demo's listing titles say "appartement", and Waterloo has the most listings. */
const SALE = '/nl/te-koop/';
const RENT = '/nl/te-huur/';
const NO_RESULTS = 'Er werden geen resultaten gevonden voor uw zoekopdracht';

/**
 * The search box in Chromium, on the home page and on the 404 page, at phone, tablet and desktop
 * widths: the dropdown's grouped rows (listings with their 60×60 photo), its no-results status,
 * Enter and the buttons leading to the lists, with axe-core, overflow and console checks on the
 * page with the dropdown open.
 */
describe('search box in Chromium', () => {
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

  /** A visitor who already declined the cookies (the consent card has tests of its own), offline. */
  async function open(width: number, pagePath: string, documentStatus = 200) {
    const context: BrowserContext = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    await offline(context, server.url);
    const page: Page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const checks: PageChecks = await watchPage(page, { origin: server.url, documentStatus, icon: false });
    const res = await page.goto(`${server.url}${pagePath}`);
    expect(res?.status()).toBe(documentStatus);
    await hydrated(page);
    await checks.settle();
    return { context, page, checks, box: page.getByRole('combobox') };
  }

  async function type(page: Page, text: string) {
    const box = page.getByRole('combobox');
    await box.click();
    await box.fill('');
    await box.pressSequentially(text, { delay: 30 });
  }

  /** Nothing wrong with the page as it stands: no overflow, console error, failed request, and axe-clean. */
  async function judge(page: Page, checks: PageChecks) {
    const problems = await checks.problems();
    const violations = await seriousViolations(page);
    expect(problems).toEqual([]);
    expect(violations, describeViolations(violations)).toEqual([]);
  }

  /** The page widened to `width` (the search box's layout at that width is what is judged). */
  async function widen(page: Page, width: number): Promise<void> {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
  }

  type Opened = Awaited<ReturnType<typeof open>>;

  /**
   * One load per scenario, then the box judged at each width in turn, each width a test of its
   * own: the page is the same HTML at every width, only its layout changes.
   */
  function onOnePage(pagePath: string, documentStatus = 200): () => Opened {
    let opened: Opened | undefined;
    beforeAll(async () => {
      opened = await open(WIDTHS[0], pagePath, documentStatus);
    });
    afterAll(async () => {
      await opened?.context.close();
    });
    return () => {
      if (!opened) throw new Error(`${pagePath} did not open`);
      return opened;
    };
  }

  describe('home: grouped rows with photos, no results, Enter leads to the list', () => {
    const opened = onOnePage('/nl/');
    it.each(WIDTHS)('at %i px', async (width) => {
      const { page, checks, box } = opened();
      await widen(page, width);
      await type(page, 'appartem');
      const listbox = page.getByRole('listbox');
      await listbox.waitFor({ state: 'visible' });
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      // The rows of the last prefix typed: an earlier prefix's answer may show first.
      await listbox.locator('.search-heading', { hasText: 'Panden' }).waitFor({ state: 'visible' });
      const headings = await listbox.locator('.search-heading').allTextContents();
      expect(headings).toEqual(expect.arrayContaining(['Types', 'Panden']));
      const property = listbox.locator('.search-option--properties').first();
      await property.waitFor({ state: 'visible' });
      const text = (await property.textContent()) ?? '';
      expect(text).toMatch(/€|Prijs op aanvraag/);
      expect(text).toMatch(/Ref\.: \d+/);
      const img = property.locator('img');
      if ((await img.count()) > 0) {
        expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['60', '60']);
        const box60 = await img.boundingBox();
        expect([Math.round(box60?.width ?? 0), Math.round(box60?.height ?? 0)]).toEqual([60, 60]);
      }
      // Every listing photo in the dropdown has loaded (the page checks judge broken images).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.search-listbox img')].every((i) => i.complete),
      );
      if (width === 375 || width === 1440) {
        // The box at the top of the window, so the picture holds the open dropdown.
        await page.locator('.search-box').evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -96); // clear of the header
        });
        await screenshot(page, path.join(SHOTS, `home-dropdown-${width}.png`));
      }
      await judge(page, checks);

      // A text nothing matches: the dropdown closes and a status says so.
      await type(page, 'qxqxqzz');
      const status = page.locator('.search-box [role="status"]');
      await expect.poll(() => status.textContent()).toBe(NO_RESULTS);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await judge(page, checks);
    });

    it('Enter with no active row: the sale list searching the text', async () => {
      const { page, checks, box } = opened();
      await type(page, 'appartem');
      await page.getByRole('listbox').waitFor({ state: 'visible' });
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === SALE && url.searchParams.get('q') === 'appartem');
      expect(await checks.problems()).toEqual([]);
    });
  });

  describe('home: a picked city goes with For rent', () => {
    const opened = onOnePage('/nl/');
    const rent = (page: Page) => page.locator('.search-block-buttons a').nth(1);
    it.each(WIDTHS)('at %i px', async (width) => {
      const { page, checks, box } = opened();
      await widen(page, width);
      await type(page, 'Waterlo');
      await page.locator('[role="option"][id$="-city-Waterloo|1410"]').click();
      expect(await box.inputValue()).toBe('Waterloo [1410]');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await rent(page).getAttribute('href')).toBe(`${RENT}?city=Waterloo%7C1410`);
      await judge(page, checks);
    });

    it('For rent leads to the rent list in that city', async () => {
      const { page, checks } = opened();
      await rent(page).click();
      await page.waitForURL(
        (url) => url.pathname === RENT && url.searchParams.get('city') === 'Waterloo|1410',
      );
      expect(await checks.problems()).toEqual([]);
    });
  });

  describe('404 page: the same dropdown, and the same results', () => {
    const opened = onOnePage('/nl/deze-pagina-bestaat-niet/', 404);
    it.each(WIDTHS)('at %i px', async (width) => {
      const { page, checks } = opened();
      expect(await page.textContent('h1')).toBe('Pagina niet gevonden');
      await widen(page, width);
      await type(page, 'Waterlo');
      await page.locator('[role="option"][id$="-city-Waterloo|1410"]').waitFor({ state: 'visible' });
      await judge(page, checks);
    });

    it('Enter leads to the sale list searching the text', async () => {
      const { page, checks, box } = opened();
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === SALE && url.searchParams.get('q') === 'Waterlo');
      expect(await checks.problems()).toEqual([]);
    });
  });

  it('404 page without JavaScript: the plain form leads to the same results', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/nl/deze-pagina-bestaat-niet/`);
      await page.fill('input[name="q"]', 'Waterloo');
      await page.press('input[name="q"]', 'Enter');
      await page.waitForURL((url) => url.pathname === SALE && url.searchParams.get('q') === 'Waterloo');
    } finally {
      await context.close();
    }
  });
});
