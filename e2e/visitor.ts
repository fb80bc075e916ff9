import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { PAGE_WAIT_MS, pageErrors } from './browser';
import { hydrated, live, trackHydration } from './hydration';

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
  const errors = pageErrors(page);
  if (path !== undefined) {
    await page.goto(`${origin}${path}`);
    await hydrated(page);
  }
  return { context, page, errors };
}

/**
 * Fills the page's first contact form (the site contact, or a detail page's) as Anna Peeters with
 * `email`, consents, and waits for the robot check: the form is ready to send.
 */
export async function fillContactForm(page: Page, email: string) {
  const form = page.locator('main form.kit-form').first();
  // On a detail page the form is a static section: inert server HTML until its chunk is in.
  await live(form.locator('input[name="firstName"]'));
  await form.locator('select[name="title"]').selectOption('mrs');
  await form.locator('input[name="firstName"]').fill('Anna');
  await form.locator('input[name="lastName"]').fill('Peeters');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill('0475 12 34 56');
  await form.locator('input[name="contactPreference"][value="phone"]').check();
  await form.locator('select[name="contactTime"]').selectOption('13:00-16:00');
  await form.locator('textarea[name="message"]').fill('Graag meer informatie.');
  await form.locator('input[name="privacyConsent"]').check();
  // Filling in the form started the robot check; it finishes in the page.
  await form.locator('.captcha__status--verified').waitFor();
  return form;
}
