import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_DELAY_MS } from '../client/features/consent/consent-state';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { ResponseCache } from '../server/core/graphql/response-cache';
import { PUBLIC_QUERY_FIELDS } from '../server/schema';
import { connectBrowser, PAGE_WAIT_MS, pageErrors } from './browser';
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
  await expect.poll(() => consentCookie(context)).toBe(inPage);
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

/**
 * React's prompt has taken the place of the server's copy (client/features/consent/consent-plain.ts):
 * what follows is the browser's prompt at work, not the plain form's.
 */
async function reactPrompt(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('#consent-prompt').waitFor({ state: 'detached' });
}

describe('cookie consent in Chromium', () => {
  let server: TestServer;
  /** A server that keeps rendered pages (the page cache), as production does. */
  let cached: TestServer;
  let browser: Browser;
  const visits: Visit[] = [];

  async function visit(): Promise<Visit> {
    const context = await browser.newContext();
    const foreign: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url) || url.startsWith(cached.url)) return route.continue();
      foreign.push(url);
      return route.abort('internetdisconnected');
    });
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const errors = pageErrors(page);
    const v = { context, page, foreign, errors };
    visits.push(v);
    return v;
  }
  const trackingRequests = (v: Visit) => v.foreign.filter((u) => TRACKING_HOST.test(new URL(u).hostname));

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    // The server's first render loads every page's code: done here, not in a test's first visit.
    await fetch(`${server.url}/en/`);
    cached = await startTestServer(sharedDatabaseUrl(), {
      responseCache: new ResponseCache({
        publicRootFields: PUBLIC_QUERY_FIELDS,
        ttlMs: 60_000,
        maxEntries: 100,
        maxBytes: 16 * 1024 * 1024,
      }),
    });
    await fetch(`${cached.url}/en/for-sale/`);
    browser = await connectBrowser();
  });
  // Closed after each test: an open page (some look for the prompt every frame) keeps Chromium
  // drawing for the rest of the lane.
  afterEach(async () => {
    for (const v of visits.splice(0)) await v.context.close().catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await cached?.close();
  });

  /**
   * A phone (375 px) whose page scripts come late: the scripts the page asks for in its first 3 s
   * (its entry and the chunks it preloads) answer only then. In the page from its first line: when
   * DOMContentLoaded fired, and when the prompt first was visible (a MutationObserver and every
   * frame look, until it is; no sleeping).
   */
  async function slowScriptsVisit(url: string, { never = false } = {}): Promise<Visit> {
    const v = await visit();
    await v.page.setViewportSize({ width: 375, height: 800 });
    const release = Date.now() + 3000;
    await v.context.route(
      (u) => u.origin === server.url && /^\/assets\/.+\.js$/.test(u.pathname),
      async (route) => {
        // `never`: the page as it is before its scripts run, for as long as the test looks at it.
        if (never) return route.abort();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, release - Date.now())));
        await route.continue().catch(() => {}); // the test may be over
      },
    );
    await v.page.addInitScript(() => {
      const w = window as unknown as { promptShownAt?: number; domReadyAt?: number; reactAtShow?: boolean };
      const look = () => {
        if (w.promptShownAt !== undefined) return;
        const dialog = document.querySelector<HTMLElement>('[role="dialog"].consent');
        if (dialog && dialog.checkVisibility() && dialog.getBoundingClientRect().height > 0) {
          w.promptShownAt = performance.now();
          w.reactAtShow = (window as unknown as { __e2eReact?: { react: boolean } }).__e2eReact?.react;
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => {
        look();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener('DOMContentLoaded', () => (w.domReadyAt = performance.now()));
    });
    await v.page.goto(url, { waitUntil: 'domcontentloaded' });
    return v;
  }

  const shownAt = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { promptShownAt?: number; domReadyAt?: number };
      return { shown: w.promptShownAt ?? null, domReady: w.domReadyAt ?? null };
    });

  it('shows the prompt within 600 ms of DOMContentLoaded at 375 px, long before the scripts run', async () => {
    const { page, context, errors } = await slowScriptsVisit(`${server.url}/en/`);
    await prompt(page).waitFor();
    const { shown, domReady } = await shownAt(page);
    expect(domReady).not.toBeNull();
    expect(shown! - domReady!).toBeLessThanOrEqual(600);
    // Shown by the page itself: React was not even loaded then.
    expect(await page.evaluate(() => (window as unknown as { reactAtShow?: boolean }).reactAtShow)).toBe(
      false,
    );
    // Once the scripts have run, React's prompt has taken its place: one prompt, its buttons working.
    await hydrated(page);
    await expect.poll(() => page.locator('#consent-prompt').count()).toBe(0);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await prompt(page).getByRole('button', { name: 'Decline' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(await storedConsentCookie(page, context)).toBe('necessary');
    expect(errors).toEqual([]);
  });

  it('before the scripts run, the prompt works: "Change settings" unfolds, the choice is posted and kept', async () => {
    const { page, context } = await slowScriptsVisit(`${server.url}/en/for-sale/?page=1&setcookies`, {
      never: true,
    });
    const dialog = prompt(page);
    await dialog.getByRole('button', { name: 'Change settings' }).click();
    await dialog.getByRole('switch', { name: /^Statistics/ }).check();
    await dialog.getByRole('button', { name: 'Agree partly' }).click();
    // The server stored it and sent the visitor back to the page, without ?setcookies.
    await page.waitForURL((u) => u.pathname === '/en/for-sale/' && !u.searchParams.has('setcookies'));
    expect(await consentCookie(context)).toBe('necessary.statistics');
    // The page's own script read the choice: the copy stays hidden.
    expect(await page.locator('#consent-prompt').isHidden()).toBe(true);
    expect((await shownAt(page)).shown).toBeNull();
  });

  it('React takes over the prompt as the visitor left it: categories open, boxes ticked, focus kept', async () => {
    const { page, context } = await slowScriptsVisit(`${server.url}/en/`);
    const dialog = prompt(page);
    await dialog.getByRole('button', { name: 'Change settings' }).click();
    await dialog.getByRole('switch', { name: /^Marketing/ }).check();
    await dialog.getByRole('switch', { name: /^Marketing/ }).focus();
    await hydrated(page);
    // The server's copy is gone, React's shows the same state.
    await expect.poll(() => page.locator('#consent-prompt').count()).toBe(0);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    expect(await dialog.getByRole('switch', { name: /^Marketing/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: /^Statistics/ }).isChecked()).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      'marketing',
    );
    await dialog.getByRole('button', { name: 'Agree partly' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/en/`);
    expect(await storedConsentCookie(page, context)).toBe('necessary.marketing');
  });

  it('never shows the prompt to a visitor who has chosen, also on a page from the page cache', async () => {
    for (const load of ['rendered', 'cached'] as const) {
      const v = await visit();
      await v.context.addCookies([{ name: 'consent', value: 'necessary', url: cached.url }]);
      await v.page.addInitScript(() => {
        const w = window as unknown as { promptSeen?: boolean };
        const look = () => {
          const dialog = document.querySelector<HTMLElement>('[role="dialog"].consent');
          if (dialog?.checkVisibility()) w.promptSeen = true;
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
      });
      if (load === 'cached') expect(cached.pageCache?.get('/en/')).not.toBeNull();
      const res = await v.page.goto(`${cached.url}/en/`);
      // The server's copy is in every page, hidden: the page decides, from the cookie.
      expect(await res?.text()).toContain('id="consent-prompt"');
      await hydrated(v.page);
      expect(await prompt(v.page).count()).toBe(0);
      expect(
        await v.page.evaluate(() => (window as unknown as { promptSeen?: boolean }).promptSeen),
      ).toBeUndefined();
      expect(v.errors).toEqual([]);
    }
  });

  it("the prompt's form refuses a post from another site and a choice it cannot read", async () => {
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${server.url}/consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const foreign = await post('choice=all&back=%2Fen%2F', { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const unreadable = await post('choice=partly&category=tracking', { origin: server.url });
    expect(unreadable.status).toBe(400);
    expect(unreadable.headers.get('set-cookie')).toBeNull();
    const fine = await post('choice=decline&back=%2F%2Felsewhere.example%2F', { origin: server.url });
    expect(fine.status).toBe(303);
    expect(fine.headers.get('location')).toBe('/');
    const cookie = fine.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^consent=necessary;/);
    expect(cookie).toContain('Max-Age=15724800');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('loads no analytics, tag manager or pixel script before consent; "Agree all" loads them and the prompt stays away', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await prompt(page).waitFor();
    // Browse a little without answering: still nothing may be requested. The prompt shows after
    // hydration and the delay, so the consent effect, which adds the scripts, ran long before.
    await page.goto(`${server.url}/en/for-sale/`);
    await reactPrompt(page);
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
    await expect.poll(() => trackingRequests(v).length).toBeGreaterThan(before);
    await pastPromptDelay(page);
    expect(await prompt(page).count()).toBe(0);
    expect(v.errors).toEqual([]);
  });

  it('"Decline" keeps only the necessary cookies and loads no tracking script', async () => {
    const v = await visit();
    const { page, context } = v;
    await page.goto(`${server.url}/en/`);
    await reactPrompt(page);
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
    await reactPrompt(page);
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
    await reactPrompt(page);
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
    // React's prompt: the page's plain copy would post the choice and load the page again, and
    // that load would cut the next one short.
    await hydrated(page);
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
