import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations, type AxeViolation } from './axe';
import { connectBrowser, PAGE_WAIT_MS, offline } from './browser';
import { watchPage, type PageChecks } from './page-checks';
import { screenshot, screenshotFolder } from './screenshots';

const SHOTS = screenshotFolder('map');
const WIDTHS = [375, 768, 1440] as const;
const LIST = '/nl/te-koop/?view=map';
const TILES = /tile\.openstreetmap\.org/;
// A 1×1 transparent PNG: a tile server that answers.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Received {
  origin: string;
  data: {
    type: string;
    version: number;
    properties: { id: number; url: string; latitude: number; longitude: number }[];
    messageInfo: { language: string; count: number; total: number; truncated: boolean };
    mapType: string;
    customMarker: string | null;
    marqueeIgnoreList: number[];
  };
  at: number;
}
interface FrameRecord {
  loadedAt: number | null;
  messages: Received[];
}

/**
 * The list's map view: the page frames the built-in map frame and posts it the listings 50 ms
 * after it loaded; the frame clusters them, zooms into a cluster on a click and opens a card for a
 * listing, by mouse and keyboard; offline it keeps its markers and the console stays clean. At
 * phone, tablet and desktop widths; with E2E_SHOTS=1, screenshots in e2e/artifacts/map/.
 */
describe('the map of the results in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let markerIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
    const res = await server.gql<{ propertyMarkers: { id: number }[] }>(
      `{ propertyMarkers(filter: { goal: SALE }, lang: "nl") { id } }`,
    );
    expect(res.errors).toBeUndefined();
    markerIds = res.data!.propertyMarkers.map((p) => p.id);
    expect(markerIds.length).toBeGreaterThan(3);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    width: number,
    tiles: 'offline' | 'online' = 'offline',
  ): Promise<{
    context: BrowserContext;
    page: Page;
    checks: PageChecks;
    consoleErrors: string[];
    frame: Frame;
    pageScripts: string[];
  }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    await offline(context, server.url);
    if (tiles === 'online')
      await context.route(TILES, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      );
    // In the frame, before its own script: what it receives and when, as it receives it.
    await context.addInitScript(() => {
      if (location.pathname !== '/map-frame/') return;
      const record: FrameRecord = { loadedAt: null, messages: [] };
      (window as unknown as { __record: FrameRecord }).__record = record;
      window.addEventListener('load', () => (record.loadedAt = performance.now()));
      window.addEventListener('message', (e) =>
        record.messages.push({ origin: e.origin, data: e.data as Received['data'], at: performance.now() }),
      );
    });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const checks = await watchPage(page, { origin: server.url });
    const pageScripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.frame() === page.mainFrame()) pageScripts.push(r.url());
    });
    // Stricter than watchPage: not even Chromium's "Failed to load resource" for a tile.
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && consoleErrors.push(`${m.text()} (${m.location().url})`),
    );
    await page.goto(`${server.url}${LIST}`);
    await checks.settle();
    await page.locator('iframe.results-map-frame').waitFor();
    const mapFrame = () => page.frames().find((f) => f.url().startsWith(`${server.url}/map-frame/`));
    await expect.poll(() => mapFrame() !== undefined).toBe(true);
    const frame = mapFrame()!;
    await frame.locator('#map[data-count]').waitFor();
    // Loaded again, so the recorder above is surely in it (Chromium may create the first
    // document of a frame made while the page loads before the init script is attached): the
    // page must post the listings again after this load too.
    await frame.goto(frame.url());
    await frame.locator('#map[data-count]').waitFor();
    return { context, page, checks, consoleErrors, frame, pageScripts };
  }

  const record = (frame: Frame) =>
    frame.evaluate(() => (window as unknown as { __record: FrameRecord }).__record);

  async function frameViolations(frame: Frame): Promise<AxeViolation[]> {
    await frame.evaluate(fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
    const found = await frame.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      return (await axe.run(document)).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    });
    return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }

  /** Zooms into clusters (the biggest first) until a single listing's pin shows. */
  async function zoomToPin(frame: Frame): Promise<void> {
    for (let i = 0; i < 12 && (await frame.locator('.frame-pin').count()) === 0; i++) {
      const before = Number(await frame.locator('#map').getAttribute('data-zoom'));
      await frame.locator('.frame-cluster').first().click();
      await expect
        .poll(async () => Number(await frame.locator('#map').getAttribute('data-zoom')))
        .toBeGreaterThan(before);
    }
  }

  it.each(WIDTHS)(
    'at %i px: the message about 50 ms after load, clusters, cards, offline, axe',
    async (width) => {
      const { context, page, checks, consoleErrors, frame, pageScripts } = await open(width);
      try {
        // The message, as the frame received it: once, from the page's origin, 50 ms after load.
        const { loadedAt, messages } = await record(frame);
        expect(messages.length).toBeGreaterThanOrEqual(1);
        const [message] = messages;
        expect(message!.origin).toBe(server.url);
        expect(message!.at - loadedAt!).toBeGreaterThanOrEqual(45);
        expect(message!.at - loadedAt!).toBeLessThan(1_000);
        const data = message!.data;
        expect([data.type, data.version, data.mapType, data.customMarker]).toEqual([
          'agency-map:properties',
          1,
          'roadmap',
          null,
        ]);
        expect(data.marqueeIgnoreList).toEqual([1]);
        expect(data.properties.map((p) => p.id)).toEqual(markerIds);
        expect(data.messageInfo).toMatchObject({ language: 'nl', count: markerIds.length, truncated: false });
        expect(data.messageInfo.total).toBeGreaterThanOrEqual(markerIds.length);
        for (const p of data.properties) expect(p.url.startsWith(`${server.url}/nl/te-koop/`)).toBe(true);

        // Offline: no tiles, the markers on the plain background.
        await expect.poll(() => frame.locator('#map').getAttribute('data-tiles')).toBe('failed');
        expect(await frame.locator('.leaflet-tile').count()).toBe(0);

        // Clusters show counts that add up to the listings.
        const counts = (await frame.locator('.frame-cluster').allTextContents()).map(Number);
        expect(counts.length).toBeGreaterThan(0);
        const pins = await frame.locator('.frame-pin').count();
        expect(counts.reduce((a, b) => a + b, 0) + pins).toBe(markerIds.length);
        expect(await frame.locator('.frame-cluster').first().getAttribute('aria-label')).toMatch(
          /^\d+ panden, inzoomen$/,
        );

        if (width === 375 || width === 1440)
          await screenshot(page, path.join(SHOTS, `list-map-${width}.png`));

        // A click on a cluster zooms in; a pin opens the card, whose link leads to the detail page in the top window.
        await zoomToPin(frame);
        const pin = frame.locator('.frame-pin').first();
        await pin.click();
        const card = frame.locator('#card');
        await expect.poll(() => card.isVisible()).toBe(true);
        const link = card.locator('a');
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(new RegExp(`^${server.url}/nl/te-koop/.+/\\d+/$`));
        expect(markerIds).toContain(Number(/\/(\d+)\/$/.exec(href)![1]));
        expect(await link.getAttribute('target')).toBe('_top');
        expect(await card.locator('h2').textContent()).toBeTruthy();
        for (const img of await card.locator('img').all())
          expect([await img.getAttribute('width'), await img.getAttribute('height')]).not.toContain(null);

        // Keyboard: Escape closes the card and gives the focus back to the pin; Enter on a pin opens it.
        await page.keyboard.press('Escape');
        await expect.poll(() => card.isVisible()).toBe(false);
        expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => card.isVisible()).toBe(true);
        if (width === 375 || width === 1440)
          await screenshot(
            page.locator('iframe.results-map-frame'),
            path.join(SHOTS, `list-map-card-${width}.png`),
          );
        await page.keyboard.press('Escape');

        const violations = [...(await seriousViolations(page)), ...(await frameViolations(frame))];
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(await checks.problems()).toEqual([]);
        expect(consoleErrors).toEqual([]);

        // Leaflet and supercluster live in the frame's bundle: none of the page's own scripts holds them.
        expect(pageScripts.length).toBeGreaterThan(0);
        for (const url of pageScripts) {
          expect(url.includes('/map-frame/'), url).toBe(false);
          const source = await (await fetch(url)).text();
          expect(
            source.includes('leaflet-container') || source.includes('getClusterExpansionZoom'),
            url,
          ).toBe(false);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('with tiles: the frame draws them, with the credit', async () => {
    const { context, consoleErrors, frame } = await open(1440, 'online');
    try {
      await expect.poll(() => frame.locator('#map').getAttribute('data-tiles')).toBe('ready');
      await expect.poll(() => frame.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      expect(await frame.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the frame ignores messages from anyone but its parent, and its parent's of another version", async () => {
    const { context, frame } = await open(1440);
    try {
      const drawn = await frame.locator('#map').getAttribute('data-count');
      // Posted by the frame to itself: its own window is not its parent.
      await frame.evaluate(() => {
        const r = (window as unknown as { __record: FrameRecord }).__record;
        const good = r.messages[0]!.data;
        window.postMessage({ ...good, properties: [] }, '*');
        window.parent.postMessage('noise', '*');
      });
      // A message of another version from the parent itself.
      await frame.page().evaluate(() => {
        const f = document.querySelector('iframe.results-map-frame') as HTMLIFrameElement;
        f.contentWindow!.postMessage(
          { type: 'agency-map:properties', version: 2, properties: [] },
          location.origin,
        );
      });
      await frame.waitForTimeout(200);
      expect(await frame.locator('#map').getAttribute('data-count')).toBe(drawn);
    } finally {
      await context.close();
    }
  });

  it('posts again when the results change, and the frame draws only those', async () => {
    const apartments = await server.gql<{ propertyMarkers: { id: number }[] }>(
      `{ propertyMarkers(filter: { goal: SALE, type: 2 }, lang: "nl") { id } }`,
    );
    const ids = apartments.data!.propertyMarkers.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(markerIds.length);
    const { context, page, frame } = await open(1440);
    try {
      const before = (await record(frame)).messages.length;
      // A client-side change of the search, as the filters make it: the same frame stays.
      await page.evaluate(() => {
        history.pushState(null, '', '/nl/te-koop/?view=map&type=2');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(async () => (await record(frame)).messages.length).toBeGreaterThan(before);
      const last = (await record(frame)).messages.at(-1)!.data;
      expect(last.properties.map((p) => p.id)).toEqual(ids);
      await expect.poll(() => frame.locator('#map').getAttribute('data-count')).toBe(String(ids.length));
    } finally {
      await context.close();
    }
  });

  it('serves the frame with a policy of its own, framed by the site only', async () => {
    const res = await fetch(`${server.url}/map-frame/?lang=fr`);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await res.text()).toContain('"tileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png"');
  });
});
