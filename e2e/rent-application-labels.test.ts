import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, PAGE_WAIT_MS, offline } from './browser';
import { live } from './hydration';
import { watchPage } from './page-checks';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import type { Browser } from 'playwright-core';

const WIDTHS = [375, 768, 1440] as const;
const LANGS = ['en', 'fr'] as const;

/**
 * Every label and legend of the rent application, in each language and at each width: its text
 * whole on screen, and the amounts of the sum due at signing each on one line. A label is clipped when its text is wider than its box, when it ends in an
 * ellipsis, or when an ancestor that hides overflow (or the viewport) cuts it.
 */
async function clippedLabels(page: Page): Promise<string[]> {
  return page.locator('dialog.contact-dialog[open] form').evaluate((form) => {
    const problems: string[] = [];
    const texts = form.querySelectorAll<HTMLElement>('label, legend');
    for (const el of texts) {
      if (!el.checkVisibility() || el.closest('.visually-hidden')) continue;
      const text = (el.textContent ?? '').trim();
      const style = getComputedStyle(el);
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${text}: text ${el.scrollWidth} px wide in a box of ${el.clientWidth} px`);
      if (style.textOverflow === 'ellipsis' && style.overflow !== 'visible')
        problems.push(`${text}: may end in an ellipsis`);
      const box = el.getBoundingClientRect();
      if (box.left < -1 || box.right > document.documentElement.clientWidth + 1)
        problems.push(`${text}: outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1)
          problems.push(`${text}: cut by ${a.tagName.toLowerCase()}.${a.className}`);
      }
    }
    // The sum due at signing: each amount on one line ("€" never left alone above its figure).
    for (const dd of form.querySelectorAll<HTMLElement>('.signing-costs__row dd')) {
      const range = document.createRange();
      range.selectNodeContents(dd);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`${dd.textContent}: amount broken over ${lines.size} lines`);
    }
    return problems;
  });
}

describe('rent application labels in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let rentalPath: Record<(typeof LANGS)[number], string>;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    browser = await connectBrowser();
    const [{ id }]: { id: number }[] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee IN (0, 1, 2) AND goal <> 0 ORDER BY id LIMIT 1`,
    );
    const paths = await Promise.all(
      LANGS.map(async (lang) => {
        const res = await server.gql<{ property: { path: string } }>(
          `query($id: Int!, $lang: String!) { property(id: $id, lang: $lang) { path } }`,
          { id, lang },
        );
        return [lang, res.data!.property.path] as const;
      }),
    );
    rentalPath = Object.fromEntries(paths) as typeof rentalPath;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // One form, opened on a phone and then widened: the labels are judged in each width's layout.
  it.each(LANGS)(
    `%s at ${WIDTHS.join(', ')} px: no label of the rent application is cut off`,
    async (lang) => {
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0], height: 900 },
        deviceScaleFactor: 1,
      });
      try {
        await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
        await offline(context, server.url);
        const page = await context.newPage();
        page.setDefaultTimeout(PAGE_WAIT_MS);
        const checks = await watchPage(page, { origin: server.url });
        await page.goto(`${server.url}${rentalPath[lang]}`);
        await checks.settle();
        // Selected by what they are, not by their texts: the same steps in every language.
        const menu = page.locator('.contact-bar button:not(.button--primary)');
        await live(menu);
        await menu.click();
        await page.locator('dialog.contact-dialog[open] button[data-action="rent"]').click();
        const form = page.locator('dialog.contact-dialog[open] form');
        await live(form.locator('input').first());
        // Every label the form can show: a child's age, the pets' description.
        await form.locator('.kids-ages__add button').click();
        await form.locator('input[name="pets"][value="yes"]').check();
        await form.locator('input[name="petsDescription"]').waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await clippedLabels(page), `${width} px`).toEqual([]);
        }
        // The children's group says whose children: a label that stops at "living in" reads as cut off.
        if (lang === 'en')
          expect(await form.locator('fieldset:has(> .kids-ages) > legend').textContent()).toBe(
            'Children living with you',
          );
      } finally {
        await context.close();
      }
    },
  );
});
