import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { startBackgroundWork, type BackgroundWork } from '../server/worker-runtime';
import { connectBrowser } from './browser';
import { hydrated, trackHydration } from './hydration';

// Headless Chromium announces itself as HeadlessChrome, which the beacon rightly ignores as a bot.
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A visitor's page views reach the owner's counters: sendBeacon → BullMQ → worker → PostgreSQL. */
describe('visit beacons from Chromium', () => {
  let server: TestServer;
  let work: BackgroundWork;
  let browser: Browser;
  beforeAll(async () => {
    const url = await freshDatabase();
    const queuePrefix = `test-${randomUUID()}`;
    server = await startTestServer(url, { queuePrefix });
    work = await startBackgroundWork(server.ds, url, { queuePrefix });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await work?.stop();
    await server?.close();
  });

  const events = async (kind: string, propertyId?: number) =>
    (
      await server.ds.query(
        `SELECT count(*)::int AS n FROM property_event WHERE kind = $1 AND ($2::int IS NULL OR property_id = $2) AND occurred_at >= $3`,
        [kind, propertyId ?? null, started],
      )
    )[0].n as number;
  // The demo history ends before the test starts: only the events this test causes are counted.
  let started = new Date();

  it('counts list impressions and a detail view, with the source of the landing page', async () => {
    const context = await browser.newContext({ userAgent: PERSON });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    await trackHydration(context);
    const page = await context.newPage();
    started = new Date();
    try {
      await page.goto(`${server.url}/nl/te-koop/?utm_source=newsletter`);
      await hydrated(page);
      await expect.poll(() => events('impression')).toBeGreaterThanOrEqual(1);
      const href = await page.$$eval('main a[href^="/nl/te-koop/"]', (links) =>
        links.map((a) => a.getAttribute('href') ?? '').find((h) => /\/\d+\/$/.test(h)),
      );
      const id = Number(href!.split('/').at(-2));
      await page.locator(`main a[href="${href}"]`).first().click();
      await page.waitForURL(`**${href}`);
      await expect.poll(() => events('view', id)).toBe(1);
      // Arrived from a newsletter link: the view made by client-side navigation keeps that source.
      expect(
        await server.ds.query(
          `SELECT source, device, lang FROM property_event WHERE kind = 'view' AND property_id = $1 AND occurred_at >= $2`,
          [id, started],
        ),
      ).toEqual([{ source: 'mail', device: 'desktop', lang: 'nl' }]);
    } finally {
      await context.close();
    }
  });
});
