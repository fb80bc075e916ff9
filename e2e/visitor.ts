import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { PAGE_WAIT_MS } from './browser';
import { hydrated, trackHydration } from './hydration';

/** A visitor's browser: its context, its page and the script errors the page has thrown. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A visitor who has already declined tracking (the consent prompt has tests of its own), whose
 * pages report hydration (`hydrated()`) and wait PAGE_WAIT_MS at most. With `path`, the page is
 * opened there and hydrated. The caller closes `context`.
 */
export async function newVisitor(
  browser: Browser,
  origin: string,
  { path, ...options }: BrowserContextOptions & { path?: string } = {},
): Promise<Visitor> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'consent', value: 'necessary', url: origin }]);
  await trackHydration(context);
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (path !== undefined) {
    await page.goto(`${origin}${path}`);
    await hydrated(page);
  }
  return { context, page, errors };
}
