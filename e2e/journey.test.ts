import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/core/testing/test-database';
import { startTestServer, type TestServer } from '../server/core/testing/test-server';
import { siteIsBuilt } from '../server/web/site';
import { hasChromium, launchBrowser } from './browser';

const SALE_LABEL = { nl: 'Te koop', fr: 'À vendre', en: 'For sale' } as const;
const PAGE_OF = { nl: /Pagina 1 van \d+/, fr: /Page 1 sur \d+/, en: /Page 1 of \d+/ } as const;
const PHOTO_OF = { nl: /Foto 1 van \d+/, fr: /Photo 1 sur \d+/, en: /Photo 1 of \d+/ } as const;
const NOT_FOUND = { nl: 'Pagina niet gevonden', fr: 'Page introuvable', en: 'Page not found' } as const;
const DETAIL_SEGMENT = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' } as const;

/** A visitor's path through the real site in Chromium: server render, hydration, client navigation. */
describe.runIf(siteIsBuilt() && hasChromium())('visitor journey in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['nl', 'fr', 'en'] as const)('%s: home → list → detail → other language → 404', async (lang) => {
    const context = await browser.newContext();
    // The consent flows have their own tests; here the visitor has already declined.
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    const page: Page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/${lang}/`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: new RegExp(`^${SALE_LABEL[lang]} \\(\\d+\\)$`) }).click();
      await page.waitForURL(`**${DETAIL_SEGMENT[lang]}`);
      await expect.poll(() => page.textContent('main')).toMatch(PAGE_OF[lang]);

      const detailHref = await page.$$eval('main a[href]', (links, prefix) => links.map((a) => a.getAttribute('href') ?? '').find((h) => h.startsWith(prefix) && /\/\d+\/$/.test(h)), DETAIL_SEGMENT[lang]);
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
  });
});
