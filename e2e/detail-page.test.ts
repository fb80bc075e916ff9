import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { connectBrowser, PAGE_WAIT_MS, offline } from './browser';
import { watchPage, type PageChecks } from './page-checks';
import { SCREENSHOTS_WANTED, screenshot, screenshotFolder } from './screenshots';

const WIDTHS = [375, 768, 1440] as const;
const SHOTS = screenshotFolder('detail');
/** The tallest a phone's detail page may be, its long sections closed (px). */
const PHONE_HEIGHT_MAX = 5000;
/** The most A4 pages a listing prints on. */
const PRINT_PAGES_MAX = 3;

/** A catalog's text for `msgid` in Dutch, the language these pages speak. */
function dutch(msgid: string): string {
  const po = fs.readFileSync(path.resolve('client/locales/nl/messages.po'), 'utf8');
  const quoted = JSON.stringify(msgid).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = new RegExp(`^msgid ${quoted}\\nmsgstr (".*")$`, 'm').exec(po)?.[1];
  return (text && (JSON.parse(text) as string)) || msgid;
}

/** Pages in a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/**
 * The detail page of a sale and of a rental with many attributes, in Chromium at a phone's, a
 * tablet's and a desktop's width: the key facts under the title, the gallery's full-screen view by
 * keyboard alone, the table of contents on desktop only, a phone page short enough to read (its
 * long sections closed), the printed listing (no form, the QR code, at most three A4 pages), and
 * the usual checks (no overflow, failed image or console error; nothing serious for axe-core).
 * With E2E_SHOTS=1, screenshots and the printed PDF go to e2e/artifacts/detail/.
 */
describe('detail page in Chromium at 375, 768 and 1440 px', () => {
  let server: TestServer;
  let browser: Browser;
  const listings: Record<'sale' | 'rent', string> = { sale: '', rent: '' };

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
    for (const [goal, list] of [
      ['sale', '/nl/te-koop/'],
      ['rent', '/nl/te-huur/'],
    ] as const) {
      const html = await (await fetch(`${server.url}${list}`)).text();
      const found = new RegExp(`href="(${list}[^"]+/\\d+/)"`).exec(html)?.[1];
      if (!found) throw new Error(`no detail link on ${list}`);
      listings[goal] = found;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A first visit at `width`, offline (the tests never reach another origin). */
  async function openDetail(
    goal: 'sale' | 'rent',
    width: number,
  ): Promise<{ context: BrowserContext; page: Page; checks: PageChecks }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await offline(context, server.url);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const checks = await watchPage(page, { origin: server.url });
    const res = await page.goto(`${server.url}${listings[goal]}`);
    expect(res?.status()).toBe(200);
    // The consent prompt of a first visit: refused, as in the storefront's tests.
    const prompt = page.getByRole('dialog', { name: dutch('This website uses cookies') });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: dutch('Decline') }).click();
    await prompt.waitFor({ state: 'detached' });
    return { context, page, checks };
  }

  /**
   * Each listing loads once, at a phone's width, as a first visit; then the same page is judged
   * wider (the layout at each width is what is judged: a fresh load per width would judge the
   * same HTML again).
   */
  for (const goal of ['sale', 'rent'] as const) {
    it(`${goal} at ${WIDTHS.join(', ')} px`, async () => {
      const { context, page, checks } = await openDetail(goal, WIDTHS[0]);
      let shown = 1;
      try {
        for (const width of WIDTHS) {
          if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 900 });
          await checks.settle();
          const name = `${goal}-${width}`;
          // The key facts: under the title, with the living area among them.
          const facts = page.locator('.property-header .key-facts');
          await expect.poll(() => facts.isVisible()).toBe(true);
          expect(await facts.locator('.key-fact').count()).toBeGreaterThanOrEqual(3);
          expect(await facts.locator('svg:not([aria-hidden="true"])').count()).toBe(0);

          // Measured as a reader who went through the page leaves it: the map shown or hidden
          // (offline here: hidden) and the newsletter's form in the footer, both of which come
          // when they near the screen; and in the page's own font, as text in a fallback font
          // wraps otherwise.
          const map = page.locator('.property-map-canvas');
          if ((await map.count()) > 0) {
            await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
            await expect.poll(() => map.getAttribute('data-map-state')).not.toBe('loading');
          }
          const newsletter = page.locator('.newsletter-signup');
          await newsletter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await newsletter.locator('form').waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          const height = await page.evaluate(async () => {
            await document.fonts.ready;
            return document.documentElement.scrollHeight;
          });
          console.log(`detail page height: ${name} (${listings[goal]}): ${height} px`);
          // Where the height goes, for the message when the page is too tall.
          const parts = await page.evaluate(() =>
            [
              '.property-header',
              '.gallery',
              '.property-main',
              '.property-aside',
              '.property-similar-section',
              'footer',
            ]
              .map(
                (s) => `${s} ${Math.round(document.querySelector(s)?.getBoundingClientRect().height ?? 0)}`,
              )
              .join(', '),
          );
          if (width === 375)
            expect(height, `${name}: page height (${parts})`).toBeLessThanOrEqual(PHONE_HEIGHT_MAX);

          // The table of contents: on desktop only, each link to an element of the page.
          const nav = page.getByRole('navigation', { name: dutch('On this page') });
          if (width >= 1280) {
            expect(await nav.isVisible()).toBe(true);
            const targets = await nav
              .getByRole('link')
              .evaluateAll((links) =>
                links.map((a) => [a.textContent, !!document.querySelector(a.getAttribute('href')!)]),
              );
            expect(targets.length).toBeGreaterThanOrEqual(3);
            for (const [text, found] of targets) expect(found, `${text} leads nowhere`).toBe(true);
            // Further down, the navigation and the contact panel are still in sight, and the
            // navigation marks the section being read.
            await page.evaluate(() => window.scrollTo(0, 2000));
            await expect
              .poll(() =>
                page.evaluate(() =>
                  ['.section-nav', '.contact-panel'].map((s) => {
                    const box = document.querySelector(s)?.getBoundingClientRect();
                    return box ? box.top >= 0 && box.top < 200 : false;
                  }),
                ),
              )
              .toEqual([true, true]);
            await expect.poll(() => nav.locator('a[aria-current]').count()).toBe(1);
            await page.evaluate(() => window.scrollTo(0, 0));
          } else {
            expect(await nav.isVisible()).toBe(false);
          }

          // Similar listings, when there are: each card leads to a listing of the same goal.
          const similar = page.locator('.property-similar a[href]');
          for (const href of await similar.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
            expect(href).toMatch(
              goal === 'sale' ? /^\/nl\/te-koop\/.+\/\d+\/$/ : /^\/nl\/te-huur\/.+\/\d+\/$/,
            );
          }

          expect(await checks.problems(), `${name}: page problems`).toEqual([]);
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
          if (width !== 768) await screenshot(page, path.join(SHOTS, `${name}.png`), { fullPage: true });

          // The gallery's full screen, by keyboard alone.
          const opener = page.locator('.gallery-open');
          await opener.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          expect(await dialog.getAttribute('aria-modal')).toBe('true');
          const counter = dialog.locator('.lightbox-counter');
          const total = Number(/(\d+)\D*$/.exec((await counter.textContent()) ?? '')?.[1]);
          expect(total).toBeGreaterThan(1);
          const photo = (position: number) =>
            dutch('Photo {position} of {total}')
              .replace('{position}', String(position))
              .replace('{total}', String(total));
          // It opens on the photo the gallery shows: the first, then the one the last width's
          // full screen was left on.
          expect(await counter.textContent()).toBe(photo(shown));
          await page.keyboard.press('ArrowRight');
          shown = (shown % total) + 1;
          await expect.poll(() => counter.textContent()).toBe(photo(shown));
          expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
          if (width !== 768) await screenshot(page, path.join(SHOTS, `${name}-lightbox.png`));
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          expect(await opener.evaluate((a) => a === document.activeElement)).toBe(true);

          // On paper (once per listing: the sheet is A4 wide whatever the screen was): no form or
          // field, the QR code, at most three A4 pages.
          if (width === 1440) {
            await page.emulateMedia({ media: 'print' });
            await page.setViewportSize({ width: 794, height: 1123 });
            await page.evaluate(() => window.scrollTo(0, 0));
            const visibleFields = await page.evaluate(
              () =>
                [
                  ...document.querySelectorAll('form, input, select, textarea, .contact-panel, .contact-bar'),
                ].filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
                  .length,
            );
            expect(visibleFields, `${goal}: forms or fields on paper`).toBe(0);
            expect(await page.locator('.print-qr').isVisible()).toBe(true);
            expect(await page.locator('.print-url').textContent()).toBe(`${server.url}${listings[goal]}`);
            await screenshot(page, path.join(SHOTS, `${goal}-print-first-page.png`));
            const pdf = await page.pdf({ format: 'A4' });
            if (SCREENSHOTS_WANTED) fs.writeFileSync(path.join(SHOTS, `${goal}-print.pdf`), pdf);
            const pages = pdfPages(pdf);
            console.log(`detail page print: ${goal}: ${pages} A4 pages`);
            expect(pages, `${goal}: printed pages`).toBeLessThanOrEqual(PRINT_PAGES_MAX);
          }
        }
      } finally {
        await context.close();
      }
    });
  }
});
