import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser } from './browser';
import { hydrated, trackHydration } from './hydration';

/**
 * The page's scripts start once it has loaded and painted (server/web/page-html.ts): the pictures
 * and the font have the connection first. A picture that never arrives must not keep the page
 * without its scripts: they start 4 s after the HTML anyway.
 */
describe('start-up of the page scripts in Chromium', () => {
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

  it('asks for no script before the load event and the first paint, then hydrates', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      await trackHydration(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/nl/`);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^?]+\.js$/.test(r.name))
          .map((r) => r.startTime);
        return { load: nav.loadEventStart, fcp, html: nav.responseStart, scripts };
      });
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(timing.fcp).toBeLessThan(Infinity);
      // After the load event and the first paint, or (a busy machine) 4 s after the HTML arrived.
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(
        Math.min(Math.max(timing.load, timing.fcp), timing.html + 4000),
      );
    } finally {
      await context.close();
    }
  });

  it('starts the scripts anyway when a picture never arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      await trackHydration(context);
      // The home banner's picture: requested, never answered, so `load` never comes.
      await context.route(/\/img\?/, () => {});
      const page = await context.newPage();
      await page.goto(`${server.url}/nl/`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    } finally {
      await context.close();
    }
  });
});
