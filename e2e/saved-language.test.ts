import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser, PAGE_WAIT_MS } from './browser';

/**
 * `/` in a French browser whose visitor saved Dutch: the saved choice (the `lang` cookie, local or
 * session storage) comes before the browser's languages.
 */
describe('the saved language before the browser’s', () => {
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

  /** A French browser (Accept-Language fr-BE) that has accepted only the necessary cookies. */
  async function frenchBrowser(): Promise<BrowserContext> {
    const context = await browser.newContext({ locale: 'fr-BE' });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context;
  }

  /** Opens `/` in a tab whose storage holds `saved` (set on a page of the site first), and says where it ends. */
  async function landing(saved: { local?: string; session?: string; cookie?: string }): Promise<string> {
    const context = await frenchBrowser();
    try {
      if (saved.cookie) await context.addCookies([{ name: 'lang', value: saved.cookie, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate(({ local, session }) => {
        if (local) localStorage.setItem('lang', local);
        if (session) sessionStorage.setItem('lang', session);
      }, saved);
      await page.goto(`${server.url}/`);
      // A replaced address loads the saved language's home page: wait until a page is whole and
      // in the language its address names.
      await expect
        .poll(() =>
          page
            .evaluate(
              () =>
                document.readyState === 'complete' &&
                document.documentElement.lang === location.pathname.slice(1, 3),
            )
            .catch(() => false),
        )
        .toBe(true);
      return new URL(page.url()).pathname;
    } finally {
      await context.close();
    }
  }

  it('nothing saved: the browser’s language', async () => {
    expect(await landing({})).toBe('/fr/');
  });

  it.each([
    ['the lang cookie', { cookie: 'nl' }],
    ['local storage', { local: 'nl' }],
    ['session storage', { session: 'nl' }],
    ['local storage before session storage', { local: 'nl', session: 'en' }],
  ])('%s before the browser’s languages', async (_name, saved) => {
    expect(await landing(saved)).toBe('/nl/');
  });

  it('a saved language the site does not serve (German) leaves the browser’s', async () => {
    expect(await landing({ local: 'de' })).toBe('/fr/');
  });

  it('the language switcher of a page of the site keeps the language it names', async () => {
    const context = await frenchBrowser();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate(() => localStorage.setItem('lang', 'nl'));
      // A link within the site to `/?lang=en` (what a page without a language links to).
      await page.goto(`${server.url}/en/contact/`);
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/?lang=en';
        a.id = 'to-english';
        a.textContent = 'English';
        document.body.prepend(a);
      });
      await page.click('#to-english');
      await page.waitForURL((u) => u.pathname === '/en/');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/en/');
    } finally {
      await context.close();
    }
  });
});
