import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountQueueDashboard, type QueueDashboard } from '../server/admin/queue-dashboard';
import { DEMO_OWNER_PASSWORD } from '../server/demo/demo-people';
import { securityHeaders } from '../server/core/http/security-headers';
import { freshDatabase } from '../server/testing/test-database';
import type { TestServer } from '../server/testing/test-server';
import { connectBrowser, PAGE_WAIT_MS } from './browser';
import { watchPage, type PageChecks } from './page-checks';
import { hydrated, live, trackHydration } from './hydration';
import { startTestServer } from '../server/testing/test-server';

// A 1×1 transparent PNG: a tile server that answers.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The foreign origins the pages may use, answered here: the tests run offline. */
const FOREIGN: [RegExp, { contentType: string; body: string | Buffer }][] = [
  [/^https:\/\/tile\.openstreetmap\.org\//, { contentType: 'image/png', body: PNG }],
  [
    /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|my\.matterport\.com)\//,
    { contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' },
  ],
  [
    /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
    { contentType: 'application/javascript', body: '/* tracking */' },
  ],
  [/^https:\/\/fonts\.googleapis\.com\//, { contentType: 'text/css', body: '/* fonts */' }],
];

interface Watched {
  context: BrowserContext;
  page: Page;
  /** The page's requests, to wait until they are answered (`settle()`, `quiet()`). */
  checks: PageChecks;
  /** Every CSP violation of the page and its frames: events, and the console's words for them. */
  violations: string[];
}

/**
 * The site's pages in Chromium under their Content-Security-Policy: nothing the pages do may be
 * refused. Violations are collected from `securitypolicyviolation` events (in every frame) and from
 * console messages that mention the policy, as a developer would see them.
 */
describe('Content-Security-Policy in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let detail = '';

  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    browser = await connectBrowser();
    // A listing with a map, a video and a virtual tour, when the demo has one; else one with a video and a map.
    const rows: { id: number }[] = await server.ds.query(
      `SELECT id FROM property
       WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) AND video_url IS NOT NULL
         AND latitude IS NOT NULL AND publish_address
       ORDER BY (virtual_tour_url IS NOT NULL) DESC, id LIMIT 1`,
    );
    if (!rows[0]) throw new Error('no demo listing with a video and a published address');
    const api = await server.gql<{ property: { path: string } }>(
      'query($id: Int!) { property(id: $id, lang: "nl") { path } }',
      { id: rows[0].id },
    );
    detail = api.data!.property.path;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    options: { consent?: string; httpCredentials?: { username: string; password: string } } = {},
  ): Promise<Watched> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      httpCredentials: options.httpCredentials,
    });
    await context.addCookies([{ name: 'consent', value: options.consent ?? 'necessary', url: server.url }]);
    // Routes registered last are tried first: the answered origins before the rest, which is offline.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
    for (const [pattern, answer] of FOREIGN)
      await context.route(pattern, (route) => route.fulfill({ status: 200, ...answer }));
    const violations: string[] = [];
    await context.exposeBinding('__cspViolation', ({ frame }, line: string) => {
      violations.push(`${line} (in ${frame.url()})`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as { __cspViolation?: (line: string) => void }).__cspViolation;
          report?.(
            `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} ${e.sample ? `"${e.sample}"` : ''}`,
          );
        },
        true,
      );
    });
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    page.on('console', (m) => {
      if (/content security policy|permissions.policy/i.test(m.text()))
        violations.push(`console: ${m.text()}`);
    });
    const checks = await watchPage(page, { origin: server.url, icon: false });
    return { context, page, checks, violations };
  }

  /** Opens a page of the site and checks it came with the site's policy, not without any. */
  async function goto(page: Page, path: string) {
    const res = await page.goto(`${server.url}${path}`);
    expect(res?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  }

  it('the watcher sees what the policy refuses (an injected inline script)', async () => {
    const { context, page, violations } = await open();
    try {
      await goto(page, '/nl/');
      await hydrated(page);
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem refused inline/);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['home', '/nl/'],
    ['list', '/nl/te-koop/'],
    ['a 404 page', '/nl/bestaat-niet/'],
  ])('%s: nothing refused', async (_name, path) => {
    const { context, page, checks, violations } = await open();
    try {
      await goto(page, path);
      await checks.settle();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('detail page: the map with its tiles, the video player and the virtual tour, nothing refused', async () => {
    const { context, page, checks, violations } = await open();
    try {
      await goto(page, detail);
      await checks.settle();
      const map = page.locator('.property-map-canvas');
      // Leaflet comes when the map nears the screen: a reader's look at it.
      await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => map.getAttribute('data-map-state')).toBe('ready');
      expect(await map.locator('img.leaflet-tile').count()).toBeGreaterThan(0);

      const play = page.locator('.property-video .embed-start');
      await live(play);
      await play.click();
      const player = page.frameLocator('.property-video iframe');
      await player.locator('p').waitFor();

      const tour = page.locator('.property-tour .embed-start');
      if (await tour.count()) {
        await live(tour);
        await tour.click();
        await page.frameLocator('.property-tour iframe').locator('p').waitFor();
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with every tracking script consented to, the configured ones load and nothing is refused', async () => {
    const { context, page, checks, violations } = await open({
      consent: 'necessary.preferences.statistics.marketing',
    });
    try {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (/googletagmanager|facebook/.test(r.url())) requested.push(new URL(r.url()).host);
      });
      await goto(page, '/nl/');
      await checks.settle();
      await expect.poll(() => page.locator('script[data-consent-script]').count()).toBeGreaterThan(0);
      await expect.poll(() => requested.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('login with a reset link: the form stays, the token leaves the address and the history, nothing refused', async () => {
    const { context, page, violations } = await open();
    try {
      const token = 'not-a-real-token-0123456789';
      await goto(page, `/en/login/?reset=${token}&utm_source=mail`);
      await hydrated(page);
      await expect.poll(() => page.url()).not.toContain(token);
      expect(new URL(page.url()).searchParams.get('utm_source')).toBe('mail');
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(1);
      // Nothing in the document links to the token either.
      expect(await page.content()).not.toContain(token);
      expect(violations).toEqual([]);
      // Replaced, not pushed: going back leaves the page (to the tab's blank start) without finding the token again.
      await page.goBack();
      expect(page.url()).toBe('about:blank');
    } finally {
      await context.close();
    }
  });

  it("the owners' portal: login, the listing's statistics and its graph, nothing refused", async () => {
    const [owner] = (await server.ds.query(
      `SELECT o.email, min(op.property_id) AS property FROM owner o JOIN owner_property op ON op.owner_id = o.id
       WHERE o.email LIKE 'owner_@immo-demo.be' GROUP BY o.email ORDER BY o.email LIMIT 1`,
    )) as { email: string; property: number }[];
    const { context, page, checks, violations } = await open();
    try {
      await goto(page, '/en/login/');
      await hydrated(page);
      await page.getByLabel('E-mail address').fill(owner!.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/en/owners/');
      await page.locator(`a[href$="?property=${owner!.property}"]`).first().click();
      await page.locator('.portal-graph .recharts-surface').waitFor();
      await page.getByText('Show the figures per day as a table').click();
      await checks.quiet();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the GraphQL explorer loads, with its sandbox frame, nothing refused', async () => {
    const { context, page, checks, violations } = await open();
    try {
      const res = await page.goto(`${server.url}/graphql`);
      expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-/);
      // Altair's editor is up once its "Send request" button is labelled (its buttons come before their labels).
      await page
        .locator('app-root button', { hasText: /Send Request|Docs/i })
        .first()
        .waitFor({ timeout: PAGE_WAIT_MS });
      await checks.quiet();
      expect(await page.locator('app-root').innerText()).toMatch(/Send Request|Docs/i);
      // Its sandbox frame, made as Altair makes it: its files load and run in a document without an origin.
      const failed: string[] = [];
      page.on('requestfailed', (r) => {
        // Altair cancels its own schema request when it starts another: that is no refusal.
        const cancelledQuery =
          new URL(r.url()).pathname === '/graphql' && r.failure()?.errorText === 'net::ERR_ABORTED';
        if (!cancelledQuery) failed.push(`${r.url()}: ${r.failure()?.errorText}`);
      });
      const sandbox = page.waitForResponse(/iframe-sandbox\/assets\/.+\.js$/);
      await page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.sandbox.add('allow-scripts');
        frame.src = `/graphql-explorer/iframe-sandbox/index.html?sc=${encodeURIComponent(location.origin)}`;
        document.body.append(frame);
      });
      expect((await sandbox).status()).toBe(200);
      // Its module script has run once its document has loaded.
      await expect.poll(() => page.frames().some((f) => f.url().includes('iframe-sandbox'))).toBe(true);
      await page
        .frames()
        .find((f) => f.url().includes('iframe-sandbox'))!
        .waitForLoadState('load');
      expect(failed).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('the queue dashboard', () => {
    const password = 'dashboard password for the browser test';
    let dashboardServer: Server;
    let dashboard: QueueDashboard;
    let dashboardUrl = '';
    beforeAll(async () => {
      const app = express();
      const headers = securityHeaders('http://127.0.0.1');
      app.use((req, res, next) => headers(req, res, next));
      dashboard = mountQueueDashboard(app, { password, queuePrefix: `test-csp-${process.pid}` });
      dashboardServer = await new Promise((resolve) => {
        const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
      });
      dashboardUrl = `http://127.0.0.1:${(dashboardServer.address() as AddressInfo).port}/admin/queues`;
    });
    afterAll(async () => {
      await dashboard?.close();
      await new Promise((resolve) => dashboardServer?.close(resolve));
    });

    it('bull-board renders its queues, nothing refused', async () => {
      const { context, page, checks, violations } = await open({
        httpCredentials: { username: 'admin', password },
      });
      try {
        const res = await page.goto(`${dashboardUrl}/`);
        expect(res?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
        await page.getByText('Queues').first().waitFor();
        await checks.quiet();
        expect(await page.locator('#root').innerText()).toMatch(/mail/i);
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
