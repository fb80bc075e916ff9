import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { injectAxe } from './axe';
import { connectBrowser, PAGE_WAIT_MS, pageErrors, offline } from './browser';
import { hydrated, trackHydration } from './hydration';

const TILES = /tile\.openstreetmap\.org/;
// By its target, not its text: the interface texts are checked by the component tests.
const OSM_LINK = '.property-map a[href^="https://www.openstreetmap.org/?mlat="]';
// A 1×1 transparent PNG: a tile server that answers.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The property map: server-rendered address and link, Leaflet loaded lazily in the browser, offline tiles tolerated, not printed. */
describe('property map in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let detail = '';
  let html = '';

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
    // The first listing on sale whose address (and so whose coordinates) is published.
    const list = await (await fetch(`${server.url}/en/for-sale/`)).text();
    for (const [, href] of list.matchAll(/href="(\/en\/for-sale\/[^"]+\/\d+\/)"/g)) {
      const page = await (await fetch(`${server.url}${href}`)).text();
      if (page.includes('class="property-map"')) {
        detail = href!;
        html = page;
        break;
      }
    }
    if (!detail) throw new Error('no listing with a published address on /en/for-sale/');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(tiles: 'offline' | 'online'): Promise<{
    context: BrowserContext;
    page: Page;
    errors: string[];
    consoleErrors: string[];
    scripts: string[];
    /** Whether Leaflet's chunk was asked for before the map came near the screen. */
    leafletBeforeScroll: boolean;
  }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    await offline(context, server.url);
    if (tiles === 'online')
      await context.route(TILES, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      );
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const consoleErrors: string[] = [];
    const scripts: string[] = [];
    const errors = pageErrors(page);
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}${detail}`);
    // Leaflet is fetched once the map nears the screen: each test scrolls to it, then waits for its state.
    await hydrated(page);
    const leafletBeforeScroll = scripts.some((s) => /\/assets\/leaflet-map-[\w-]+\.js$/.test(s));
    await page.locator('.property-map').scrollIntoViewIfNeeded();
    return { context, page, errors, consoleErrors, scripts, leafletBeforeScroll };
  }

  it('the server renders the address and the OpenStreetMap link, and no Leaflet', () => {
    expect(html).toMatch(
      /<a href="https:\/\/www\.openstreetmap\.org\/\?mlat=[-\d.]+&amp;mlon=[-\d.]+#map=17\/[^"]+" target="_blank" rel="noopener">[^<]+<\/a>/,
    );
    expect(html).toContain('class="property-map-address"');
    expect(html).not.toMatch(/leaflet/i);
  });

  it('with tiles: Leaflet arrives as its own chunk when the map nears the screen, with the marker at the listing and the credit', async () => {
    const { context, page, errors, scripts, leafletBeforeScroll } = await open('online');
    try {
      // 1440 × 900: the map is below the fold, more than the 400 px ahead it loads from.
      expect(leafletBeforeScroll).toBe(false);
      const map = page.locator('.property-map-canvas');
      await expect.poll(() => map.getAttribute('data-map-state')).toBe('ready');
      expect(scripts.some((s) => /\/assets\/leaflet-map-[\w-]+\.js$/.test(s))).toBe(true);
      const address = await page.locator('.property-map-address').textContent();
      expect(await map.locator('.leaflet-marker-icon').getAttribute('alt')).toBe(address);
      expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
      expect(
        await map.locator('.leaflet-control-zoom-in[role="button"]').getAttribute('aria-label'),
      ).toBeTruthy();
      // Leaflet's own controls and credit pass axe-core too (the page test sees the map offline, hidden).
      await injectAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: string) => Promise<{ violations: { id: string; impact: string | null }[] }> };
          }
        ).axe;
        return (await axe.run('.property-map')).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id);
      });
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offline: the map hides itself, the address and the link stay, and the console stays clean', async () => {
    const { context, page, errors, consoleErrors } = await open('offline');
    try {
      const map = page.locator('.property-map-canvas');
      await expect.poll(() => map.getAttribute('data-map-state')).toBe('failed');
      expect(await map.isHidden()).toBe(true);
      expect(await page.locator('.property-map-address').isVisible()).toBe(true);
      expect(await page.locator(OSM_LINK).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      // Not even Chromium's "Failed to load resource" of a tile image: the map asks the tile server
      // once from a worker, whose failure stays out of the page's console, and then requests none.
      expect(consoleErrors).toEqual([]);
      expect(await map.locator('.leaflet-tile').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("in print: the map section is left out (the printed sheet carries the address and the page's link)", async () => {
    const { context, page } = await open('online');
    try {
      await expect
        .poll(() => page.locator('.property-map-canvas').getAttribute('data-map-state'))
        .toBe('ready');
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.property-map').isHidden()).toBe(true);
      expect(await page.locator('.property-map-canvas').isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
