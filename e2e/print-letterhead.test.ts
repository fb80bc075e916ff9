import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../common/phone';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser, PAGE_WAIT_MS } from './browser';
import { hydrated, trackHydration } from './hydration';

/** The printed listing carries the agency's letterhead: its logo, name and contact details; the screen does not. */
describe('detail page on paper: the agency’s letterhead', () => {
  let server: TestServer;
  let browser: Browser;
  let detailPath = '';
  let agency: { name: string; phone: string; email: string; street: string; logoUrl: string };

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
    const html = await (await fetch(`${server.url}/fr/a-vendre/`)).text();
    detailPath = /href="(\/fr\/a-vendre\/[^"]+\/\d+\/)"/.exec(html)?.[1] ?? '';
    if (!detailPath) throw new Error('no detail link on /fr/a-vendre/');
    const [{ data }]: { data: { agency: typeof agency; header: { logoUrl: string } } }[] =
      await server.ds.query(`SELECT data FROM site_config WHERE id = 1`);
    agency = { ...data.agency, logoUrl: data.header.logoUrl };
    expect(agency.name).not.toBe('');
    expect(agency.logoUrl).toBeTruthy();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('prints the logo, the name, the address, the phone and the e-mail at the top; the screen shows none of it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      context.setDefaultTimeout(PAGE_WAIT_MS);
      await trackHydration(context);
      const page = await context.newPage();
      await page.goto(`${server.url}${detailPath}`);
      await hydrated(page);
      const letterhead = page.locator('.print-letterhead');
      await letterhead.waitFor({ state: 'attached' });
      const logo = letterhead.locator('img');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      // On screen: nothing of it (the site header has the logo there).
      expect(await letterhead.isVisible()).toBe(false);

      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 794, height: 1123 });
      expect(await letterhead.isVisible()).toBe(true);
      expect(await logo.isVisible()).toBe(true);
      expect(await logo.getAttribute('src')).toBe(agency.logoUrl);
      const text = await letterhead.innerText();
      for (const part of [agency.name, agency.street, formatPhone(agency.phone), agency.email])
        expect(text).toContain(part);
      // It stands above the listing: first on the first sheet.
      const [head, title] = await Promise.all([
        letterhead.boundingBox(),
        page.locator('.property h1').boundingBox(),
      ]);
      expect(head!.y + head!.height).toBeLessThanOrEqual(title!.y);

      await page.emulateMedia({ media: 'screen' });
      expect(await letterhead.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
