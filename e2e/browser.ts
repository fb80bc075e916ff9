import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A connection to the browser lane's one Chromium (e2e/chromium.setup.ts): a test's pages live in
 * contexts of its own. `close()` ends the connection and its contexts, not the browser.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/**
 * The bound on any one wait for a page's state (an element, a URL, hydration, a poll). The lane
 * runs two files and their pages on two cores: a page that hydrates in a second alone can take
 * ten beside a busy neighbour. Every wait ends as soon as its state holds, so this bound only
 * decides how long a real failure takes to be reported, never how long a passing test lasts.
 */
export const PAGE_WAIT_MS = 30_000;

/**
 * What "offline" means in these tests: every request to another origin than the site's fails as
 * on a network without internet (`internetdisconnected`), and the site itself answers. Routes a
 * test adds afterwards are tried first, so a test answers the few origins it needs (map tiles, a
 * tracker's stub) and the rest stays offline.
 */
export async function offline(context: BrowserContext, ...siteOrigins: string[]): Promise<void> {
  const site = new Set(siteOrigins.map((o) => new URL(o).origin));
  await context.route(
    (url) => !site.has(url.origin),
    (route) => route.abort('internetdisconnected'),
  );
}

/**
 * The page's uncaught errors (`pageerror`), as messages, from now on: the one way the tests
 * collect them. Console errors are `watchPage`'s (e2e/page-checks.ts), with the failed requests.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
