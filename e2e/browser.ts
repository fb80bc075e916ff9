import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A connection to the browser lane's one Chromium (e2e/chromium.setup.ts): a test's pages live in
 * contexts of its own. `close()` ends the connection and its contexts, not the browser.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
