import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_DELAY_MS } from '../client/features/consent/consent-state';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser } from './browser';
import { hydrated, trackHydration } from './hydration';

/** Analytics, tag manager, advertising and pixel hosts: none may be contacted before consent. */
const TRACKING_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com|googlesyndication\.com|facebook\.com|facebook\.net|fbcdn\.net|hotjar\.com|clarity\.ms|linkedin\.com|licdn\.com)$/;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every request to another origin than the test server (all aborted: the tests run offline). */
  foreign: string[];
  errors: string[];
}

/** The prompt is a dialog titled "This website uses cookies" (English pages: stable texts). */
const prompt = (page: Page) => page.getByRole('dialog', { name: 'This website uses cookies' });

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'consent')?.value;
}

/**
 * The consent cookie as the browser stores it (what it sends with the next request), once the
 * page's own write has reached the store. The page sets it with `document.cookie = …` in the
 * click's handler, and reads it back at once; Chromium's renderer passes the write on to the
 * browser's cookie store asynchronously, so a look at the store right after the click (as the
 * prompt closes) could find no cookie yet on a busy machine. This waits until the store holds
 * what the page reads, then answers that value: a wrong or missing write still fails.
 */
async function storedConsentCookie(page: Page, context: BrowserContext): Promise<string | undefined> {
  const inPage = await page.evaluate(() =>
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('consent='))
      ?.slice('consent='.length),
  );
  await expect.poll(() => consentCookie(context), { timeout: 5_000 }).toBe(inPage);
  return inPage;
}

/** The tracking scripts the page added to itself, by key (analytics, tag-manager, pixel, ads). */
const consentScripts = (page: Page) =>
  page.$$eval('script[data-consent-script]', (scripts) =>
    scripts.map((s) => (s as HTMLScriptElement).dataset.consentScript).sort(),
  );

/**
 * Resolves once the moment the prompt would have shown on this load has passed, without guessing
 * a sleep: React has hydrated the page and run its effects (the consent effect has decided, and
 * set its CONSENT_DELAY_MS timer if it prompts), then a timer of the same delay, queued after
 * the page's, has fired, and a frame has let React render what the page's timer changed (the
 * prompt's chunk loads during the delay, so the prompt renders at once). A check that the prompt
 * is absent is then a proof, not a bet.
 */
async function pastPromptDelay(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async (delay) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, CONSENT_DELAY_MS);
}

describe('cookie consent in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  const visits: Visit[] = [];

  async function visit(): Promise<Visit> {
    const context = await browser.newContext();
    const foreign: string[] = [];
    const errors: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url)) return route.continue();
      foreign.push(url);
      return route.abort();
    });
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (e) => errors.push(e.message));
    const v = { context, page, foreign, errors };
    visits.push(v);
    return v;
  }
  const trackingRequests = (v: Visit) => v.foreign.filter((u) => TRACKING_HOST.test(new URL(u).hostname));

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const v of visits) await v.context.close().catch(() => {});
    await browser?.close();
    await server?.close();
  });

  it('shows the prompt about 500 ms after a fresh visit, not in the server HTML', async () => {
    const { page, errors } = await visit();
    await page.addInitScript(() => {
      const w = window as unknown as { promptShownAt?: number };
      new MutationObserver(() => {
        if (w.promptShownAt === undefined && document.querySelector('[role="dialog"]'))
          w.promptShownAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const res = await page.goto(`${server.url}/en/`, { waitUntil: 'domcontentloaded' });
    expect(await res?.text()).not.toContain('This website uses cookies');
    await prompt(page).waitFor();
    const { shownAt, ready, hydratedAt } = await page.evaluate(() => ({
      shownAt: (window as unknown as { promptShownAt: number }).promptShownAt,
      hydratedAt: (window as unknown as { __e2eReact: { hydratedAt: number } }).__e2eReact.hydratedAt,
      // When the page's scripts started (after load and first paint, or 4 s after the HTML).
      ready: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^?]+\.js$/.test(r.name))
          .map((r) => r.startTime),
      ),
    }));
    // The timer starts after hydration, itself after the scripts have started: at least ~500 ms
    // after the scripts. And it is the delay, not a later event, that opens it: soon after the page
    // has hydrated (how long loading and hydrating take is the machine's, not the prompt's).
    expect(shownAt - ready).toBeGreaterThanOrEqual(450);
    expect(shownAt - hydratedAt).toBeLessThan(2000);
    expect(errors).toEqual([]);
  });

  it('loads no analytics, tag manager or pixel script before consent; "Agree all" loads them and the prompt stays away', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await prompt(page).waitFor();
    // Browse a little without answering: still nothing may be requested. The prompt shows after
    // hydration and the delay, so the consent effect, which adds the scripts, ran long before.
    await page.goto(`${server.url}/en/for-sale/`);
    await hydrated(page);
    await prompt(page).waitFor();
    expect(await consentScripts(page)).toEqual([]);
    expect(trackingRequests(v)).toEqual([]);

    await prompt(page).getByRole('button', { name: 'Agree all' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(await storedConsentCookie(page, context)).toBe('necessary.preferences.statistics.marketing');
    // Preferences accepted: the language is remembered, for `/` to bring the visitor back to it.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    // The demo site config has analytics, tag manager, ads and pixel ids: all are now attempted.
    await expect.poll(() => consentScripts(page)).toEqual(['ads', 'analytics', 'pixel', 'tag-manager']);
    await expect
      .poll(() => trackingRequests(v).map((u) => new URL(u).hostname))
      .toEqual(expect.arrayContaining(['www.googletagmanager.com', 'connect.facebook.net']));
    expect(trackingRequests(v).some((u) => u.includes('gtm.js'))).toBe(true);

    const before = trackingRequests(v).length;
    await page.goto(`${server.url}/en/for-rent/`);
    // The stored choice applies at once on the next page: its scripts are asked for again.
    await expect.poll(() => trackingRequests(v).length, { timeout: 10_000 }).toBeGreaterThan(before);
    await pastPromptDelay(page);
    expect(await prompt(page).count()).toBe(0);
    expect(v.errors).toEqual([]);
  });

  it('"Decline" keeps only the necessary cookies and loads no tracking script', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await prompt(page).getByRole('button', { name: 'Decline' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(await storedConsentCookie(page, context)).toBe('necessary');
    await page.goto(`${server.url}/en/for-sale/`);
    await pastPromptDelay(page);
    expect(await prompt(page).count()).toBe(0);
    expect(await consentScripts(page)).toEqual([]);
    expect(trackingRequests(v)).toEqual([]);
    // Remembering the language is a preference: refused, neither a cookie nor storage keeps it.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('lang');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), sessionStorage.getItem('lang')])).toEqual(
      [null, null],
    );
  });

  it('"Change settings", then statistics only and "Agree partly": analytics loads, the pixel does not', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    const dialog = prompt(page);
    await dialog.getByRole('button', { name: 'Change settings' }).click();
    await dialog.getByRole('switch', { name: /^Statistics/ }).check();
    expect(await dialog.getByRole('switch', { name: /^Marketing/ }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Agree partly' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(await storedConsentCookie(page, context)).toBe('necessary.statistics');
    await expect
      .poll(() => trackingRequests(v).some((u) => new URL(u).hostname === 'www.googletagmanager.com'))
      .toBe(true);
    // The page adds every allowed script in one go: these two, and nothing else, are in its DOM.
    expect(await consentScripts(page)).toEqual(['analytics', 'tag-manager']);
    expect(trackingRequests(v).filter((u) => /facebook/.test(new URL(u).hostname))).toEqual([]);
    expect(trackingRequests(v).some((u) => u.includes('AW-'))).toBe(false);
  });

  it('the footer\'s "Cookie settings" reopens the choices; the stored one holds until a new decision', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await prompt(page).getByRole('button', { name: 'Decline' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    await page.goto(`${server.url}/en/for-sale/`);
    await pastPromptDelay(page);
    expect(await prompt(page).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = prompt(page);
    await dialog.waitFor();
    // It opens on the categories, showing the choice in force.
    const statistics = dialog.getByRole('switch', { name: /^Statistics/ });
    expect(await statistics.isChecked()).toBe(false);
    expect(await consentCookie(context)).toBe('necessary');
    await statistics.check();
    await dialog.getByRole('button', { name: 'Agree partly' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedConsentCookie(page, context)).toBe('necessary.statistics');
    await expect.poll(() => consentScripts(page)).toEqual(['analytics', 'tag-manager']);
    expect(v.errors).toEqual([]);
  });

  it('shows no prompt on a path containing "preview"', async () => {
    const v = await visit();
    await v.page.goto(`${server.url}/en/preview/`);
    await pastPromptDelay(v.page);
    expect(await prompt(v.page).count()).toBe(0);
    expect(trackingRequests(v)).toEqual([]);
  });

  it('"?setcookies" shows the prompt again after a choice', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await prompt(page).getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => consentCookie(context)).toBe('necessary');
    await page.goto(`${server.url}/en/`);
    await pastPromptDelay(page);
    expect(await prompt(page).count()).toBe(0);
    await page.goto(`${server.url}/en/?setcookies`);
    await prompt(page).waitFor();
    expect(await storedConsentCookie(page, context)).toBeUndefined();
  });
});
