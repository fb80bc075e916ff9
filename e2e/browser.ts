import { chromium, type Browser } from 'playwright-core';
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
