import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser, PAGE_WAIT_MS, offline, pageErrors } from './browser';
import { hydrated, trackHydration } from './hydration';

const PAGE_OF = {
  nl: (n: number) => new RegExp(`Pagina ${n} van (\\d+)`),
  fr: (n: number) => new RegExp(`Page ${n} sur (\\d+)`),
  en: (n: number) => new RegExp(`Page ${n} of (\\d+)`),
} as const;
const PHOTO_OF = { nl: /Foto 1 van \d+/, fr: /Photo 1 sur \d+/, en: /Photo 1 of \d+/ } as const;
const NOT_FOUND = { nl: 'Pagina niet gevonden', fr: 'Page introuvable', en: 'Page not found' } as const;
const DETAIL_SEGMENT = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' } as const;
/**
 * The demo data's home market (Waterloo has the most listings of the demo), the same name in every
 * language. With 100 demo listings no city has more than one page of 12 on sale, so paging is
 * walked on a type row instead: apartments (web type 2) fill two pages.
 */
const CITY = { typed: 'Waterlo', filter: 'Waterloo|1410' } as const;
const APARTMENT = { typed: { nl: 'Appartem', fr: 'Appartem', en: 'Apartm' }, id: '2' } as const;

/** Types `text` in the home search box as a visitor does, then opens the list of the dropdown row whose id ends with `rowId`. */
async function pickFromSearch(page: Page, text: string, rowId: string, how: 'keyboard' | 'click') {
  const box = page.getByRole('combobox');
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
  const row = page.locator(`[role="option"][id$="${rowId}"]`);
  await row.waitFor({ state: 'visible' });
  if (how === 'click') {
    // A click picks the row (the box shows it); the For sale button opens the list with it.
    await row.click();
    await page.locator('.search-block-buttons a').first().click();
    return;
  }
  const target = await row.getAttribute('id');
  const rows = await page.locator('[role="option"]').count();
  for (let i = 0; i < rows && (await box.getAttribute('aria-activedescendant')) !== target; i++)
    await box.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBe(target);
  await box.press('Enter');
}

const listParams = (page: Page) => new URL(page.url()).searchParams;

/** A visitor's path through the real site in Chromium: server render, hydration, client navigation. */
describe('visitor journey in Chromium', () => {
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

  it.each(['nl', 'fr', 'en'] as const)(
    '%s: home → search a city → list → search a type → page 2 → detail → other language → 404',
    async (lang) => {
      const context = await browser.newContext();
      // The consent flows have their own tests; here the visitor has already declined.
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      // Offline as in CI: map tiles never load, and the page must not mind.
      await offline(context, server.url);
      await trackHydration(context);
      const page: Page = await context.newPage();
      page.setDefaultTimeout(PAGE_WAIT_MS);
      const errors = pageErrors(page);
      try {
        await page.goto(`${server.url}/${lang}/`);
        await hydrated(page);

        // A city from the dropdown, with the keyboard: the list filtered on it.
        await pickFromSearch(page, CITY.typed, `-city-${CITY.filter}`, 'keyboard');
        await page.waitForURL(
          (url) => url.pathname === DETAIL_SEGMENT[lang] && url.searchParams.get('city') === CITY.filter,
        );
        await expect.poll(() => page.textContent('main')).toMatch(PAGE_OF[lang](1));
        expect(await page.locator('main .paging a[href*="page=2"]').count()).toBe(0);

        // A type from the dropdown, with the mouse; then page 2 keeps the filter.
        await page.goBack();
        await page.waitForURL(`${server.url}/${lang}/`);
        await pickFromSearch(page, APARTMENT.typed[lang], `-type-${APARTMENT.id}`, 'click');
        await page.waitForURL(
          (url) => url.pathname === DETAIL_SEGMENT[lang] && url.searchParams.get('type') === APARTMENT.id,
        );
        await expect.poll(() => page.textContent('main')).toMatch(PAGE_OF[lang](1));
        await page.locator('main .paging a[href*="page=2"]').first().click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        expect(listParams(page).get('type')).toBe(APARTMENT.id);
        await expect.poll(() => page.textContent('main')).toMatch(PAGE_OF[lang](2));
        const pageCount = Number(PAGE_OF[lang](2).exec((await page.textContent('main')) ?? '')?.[1]);
        expect(pageCount).toBeGreaterThanOrEqual(2);

        const detailHref = await page.$$eval(
          'main a[href]',
          (links, prefix) =>
            links
              .map((a) => a.getAttribute('href') ?? '')
              .find((h) => h.startsWith(prefix) && /\/\d+\/$/.test(h)),
          DETAIL_SEGMENT[lang],
        );
        expect(detailHref).toBeTruthy();
        await page.locator(`main a[href="${detailHref}"]`).first().click();
        await expect.poll(() => page.textContent('main')).toMatch(PHOTO_OF[lang]);
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${DETAIL_SEGMENT[lang]}.+/\\d+/$`));
        const id = new URL(page.url()).pathname.split('/').at(-2);

        const other = lang === 'fr' ? 'en' : 'fr';
        await page.locator(`a[hreflang="${other}"]`).click();
        await page.waitForURL(`**${DETAIL_SEGMENT[other]}**/${id}/`);
        expect(await page.getAttribute('html', 'lang')).toBe(other);

        const res = await page.goto(`${server.url}/${lang}/this-page-does-not-exist/`);
        expect(res?.status()).toBe(404);
        expect(await page.textContent('h1')).toBe(NOT_FOUND[lang]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
