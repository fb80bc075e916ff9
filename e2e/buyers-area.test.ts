import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail, MailCatcher } from '../server/mail/mail-catcher';
import type { TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { hydrated } from './hydration';
import { startMailSite, type MailSite } from './mail-site';
import { watchPage } from './page-checks';
import { screenshot, screenshotFolder } from './screenshots';
import { newVisitor } from './visitor';

const SHOTS = screenshotFolder('buyers-area');
const AREA = '/nl/mijn-zoektocht/';
const FAVOURITES = 'agency.favourites';
const SUBJECT = 'Uw link om u aan te melden';

/** The login link of a buyer's mail, as a path and query of the site. */
function loginLinkIn(mail: CaughtMail): string {
  const m = /https?:\/\/\S+\/api\/buyers\/login\?token=[\w-]+&lang=\w+/.exec(mail.text);
  if (!m) throw new Error(`no login link in: ${mail.text}`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

/** The ids of the favourites' cards in the area, in order. */
const favouriteIds = (page: Page) =>
  page.$$eval('section[aria-labelledby="buyers-favourites-title"] .property-card > a', (as) =>
    as.map((a) => /\/(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1] ?? ''),
  );

/**
 * The buyers' area in Chromium, as a visitor uses it: favourites kept over a reload and opened on
 * another device from the share link, three of them compared at 375 and 1440 px, and the login by
 * a link from the mail catcher that carries favourites and saved searches to a second browser,
 * with the copy of the data and the erasure. The real server, worker, PostgreSQL and SMTP.
 */
describe('the buyers area in Chromium', () => {
  let site: MailSite;
  let server: TestServer;
  let catcher: MailCatcher;
  let browser: Browser;
  let listings: string[];

  beforeAll(async () => {
    site = await startMailSite();
    ({ server, catcher, browser } = site);
    listings = (
      await server.ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) AND goal = 0 ORDER BY id LIMIT 4`,
      )
    ).map((r: { id: number }) => String(r.id));
  });
  afterAll(async () => {
    await site?.close();
  });

  it('keeps favourites over a reload, and opens them on another device from the share link', async () => {
    const { context, page, errors } = await newVisitor(browser, server.url, { path: '/nl/te-koop/' });
    try {
      // Three hearts on the list (they appear once the page runs).
      const hearts = page.locator('.property-card .favourite-button');
      await hearts.first().waitFor();
      const ids = await page.$$eval('.property-card > a', (as) =>
        as.slice(0, 3).map((a) => /\/(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1] ?? ''),
      );
      for (let i = 0; i < 3; i++) await hearts.nth(i).click();
      await expect.poll(() => hearts.nth(2).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('link', { name: 'Mijn zoektocht' }).first().click();
      await page.waitForURL((u) => u.pathname === AREA);
      await expect.poll(() => favouriteIds(page)).toEqual([...ids].reverse());
      await page.reload();
      await hydrated(page);
      await expect.poll(() => favouriteIds(page)).toEqual([...ids].reverse());
      expect(describeViolations(await seriousViolations(page)), 'area with favourites').toBe('');

      const share = await page.locator('.buyers-share input').inputValue();
      expect(share).toBe(`${server.url}${AREA}?shared=${[...ids].reverse().join(',')}`);

      // Another device: the shared list shows (rendered by the server too), and can be kept.
      const other = await newVisitor(browser, server.url, { viewport: { width: 375, height: 800 } });
      try {
        await other.page.goto(share);
        await hydrated(other.page);
        const shared = other.page.locator('.buyers-shared .property-card');
        await expect.poll(() => shared.count()).toBe(3);
        await screenshot(other.page, path.join(SHOTS, 'shared-375.png'), { fullPage: true });
        await other.page.locator('.buyers-shared .buyers-actions button').click();
        await expect.poll(() => favouriteIds(other.page)).toEqual([...ids].reverse());
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript: the login link is asked by a plain form, a shared list and a comparison are the server’s', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}${AREA}?shared=${listings.slice(0, 2).join(',')}`);
      expect(await page.locator('.buyers-shared .property-card').count()).toBe(2);
      // The login form posts plainly and comes back saying what it did, in the page's language.
      const email = `zonder-script-${randomUUID()}@example.be`;
      await page.locator('form[action="/api/buyers/login-link"] input[name="email"]').fill(email);
      await page.locator('form[action="/api/buyers/login-link"] button[type="submit"]').click();
      await page.waitForURL((u) => u.searchParams.get('status') === 'link-sent');
      expect(await page.locator('.buyers-notice--success').innerText()).toContain('aanmeldlink');
      await catcher.waitFor((m) => m.to.includes(email));
      await page.goto(`${server.url}/nl/mijn-zoektocht/vergelijken/?id=${listings[0]}&id=${listings[1]}`);
      expect(await page.locator('.compare-table thead th').count()).toBe(2);
      expect(await page.locator('.compare-table tbody th').first().innerText()).toBe('Prijs');
    } finally {
      await context.close();
    }
  });

  it('compares three favourites at 375 and 1440 px: no overflow, differences marked, axe clean', async () => {
    // One load of each page, at 375 px; the window is then widened to 1440 px.
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
      await context.addInitScript(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
        FAVOURITES,
        listings.slice(0, 3),
      ] as const);
      const page = await context.newPage();
      const checks = await watchPage(page, { origin: server.url });
      /** The page at each width: no overflow or other problem, axe clean, a screenshot. */
      const atEachWidth = async (name: string) => {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await checks.quiet();
          await screenshot(page, path.join(SHOTS, `${name}-${width}.png`), { fullPage: true });
          expect(await checks.problems(), `${name} at ${width}`).toEqual([]);
          expect(describeViolations(await seriousViolations(page)), `${name} at ${width}`).toBe('');
        }
        await page.setViewportSize({ width: 375, height: 900 });
      };
      await page.goto(`${server.url}${AREA}`);
      await checks.settle();
      const boxes = page.locator('.buyers-compare-check input');
      await expect.poll(() => boxes.count()).toBe(3);
      await atEachWidth('area');
      for (let i = 0; i < 3; i++) await boxes.nth(i).check();
      await page.locator('.buyers-compare-bar button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/nl/mijn-zoektocht/vergelijken/');
      expect(new URL(page.url()).searchParams.getAll('id')).toEqual(listings.slice(0, 3));
      await page.locator('.compare-table').waitFor();
      await checks.settle();
      expect(await page.locator('.compare-table thead th').count()).toBe(3);
      const rows = await page.$$eval('.compare-table tbody th', (ths) => ths.map((th) => th.textContent));
      expect(rows).toEqual(
        expect.arrayContaining(['Prijs', 'Prijs per m² bewoonbare oppervlakte', 'Slaapkamers']),
      );
      expect(await page.locator('.compare-row--differs').count()).toBeGreaterThan(0);
      expect(await page.locator('.compare-cell--best').count()).toBeGreaterThan(0);
      await atEachWidth('compare');
      // "Only the differences" leaves out the rows where all three agree.
      const all = await page.locator('.compare-table tbody tr').count();
      await page.locator('.compare-only input').check();
      expect(await page.locator('.compare-table tbody tr').count()).toBe(
        await page.locator('.compare-row--differs').count(),
      );
      expect(await page.locator('.compare-table tbody tr').count()).toBeLessThanOrEqual(all);
    } finally {
      await context.close();
    }
  });

  it('logs in by a mailed link, merges favourites, carries them and the saved searches to a second browser, exports and deletes', async () => {
    const email = `koper-${randomUUID()}@example.be`;
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max, name, confirmed_at)
       VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', 500000, 'Huis in Waterloo', now())`,
      [email],
    );
    /** The account's favourites, newest first, as the database keeps them. */
    const accountFavourites = async (): Promise<string[]> =>
      (
        await server.ds.query(
          `SELECT f.property_id FROM buyer_favourite f JOIN buyer b ON b.id = f.buyer_id WHERE b.email = $1 ORDER BY f.added_at DESC`,
          [email],
        )
      ).map((r: { property_id: number }) => String(r.property_id));
    const logIn = async (page: Page) => {
      const form = page.locator('form[action="/api/buyers/login-link"]');
      await form.locator('input[name="email"]').fill(email);
      const sentBefore = catcher.messages.filter((m) => m.to.includes(email)).length;
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === AREA);
      await page.locator('.buyers-notice--success').filter({ hasText: 'aanmeldlink' }).waitFor();
      const mails = await catcher.waitFor((m) => m.to.includes(email), sentBefore + 1);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe(SUBJECT);
      await page.goto(`${server.url}${loginLinkIn(mail)}`);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === AREA);
      await hydrated(page);
      await page.locator('.buyers-account__panel').getByText(email).waitFor();
    };

    // The first browser holds two favourites before logging in.
    const first = await newVisitor(browser, server.url);
    const second = await newVisitor(browser, server.url, { viewport: { width: 375, height: 800 } });
    try {
      await first.context.addInitScript(
        ([key, ids]) => {
          if (window.localStorage.getItem(key) === null)
            window.localStorage.setItem(key, JSON.stringify(ids));
        },
        [FAVOURITES, listings.slice(0, 2)] as const,
      );
      await first.page.goto(`${server.url}${AREA}`);
      await hydrated(first.page);
      await logIn(first.page);
      await expect.poll(() => favouriteIds(first.page)).toEqual(listings.slice(0, 2));
      await first.page.locator('.buyers-search').getByText('Huis in Waterloo').waitFor();
      await screenshot(first.page, path.join(SHOTS, 'logged-in-1440.png'), { fullPage: true });
      expect(describeViolations(await seriousViolations(first.page)), 'area, logged in').toBe('');

      // A heart switched on while logged in (here on a detail page) goes into the account too.
      const { data } = await server.gql<{ property: { path: string } }>(
        `query($id: Int!) { property(id: $id, lang: "nl") { path } }`,
        { id: Number(listings[2]) },
      );
      await first.page.goto(`${server.url}${data!.property.path}`);
      await hydrated(first.page);
      await first.page.locator('.property-heading .favourite-button').click();
      await expect.poll(() => accountFavourites()).toEqual([listings[2], ...listings.slice(0, 2)]);
      await first.page.goto(`${server.url}${AREA}`);
      await hydrated(first.page);

      // The second browser, with nothing of its own, logs in with the same address: the same favourites and search.
      await second.page.goto(`${server.url}${AREA}`);
      await hydrated(second.page);
      await logIn(second.page);
      await expect.poll(() => favouriteIds(second.page)).toEqual([listings[2], ...listings.slice(0, 2)]);
      await second.page.locator('.buyers-search').getByText('Huis in Waterloo').waitFor();
      await screenshot(second.page, path.join(SHOTS, 'logged-in-375.png'), { fullPage: true });

      // A heart switched off on one device is gone on the other too (not brought back by its list).
      await second.page
        .locator(
          `section[aria-labelledby="buyers-favourites-title"] .property-card:has(a[href$="/${listings[2]}/"]) .favourite-button`,
        )
        .click();
      await expect.poll(() => accountFavourites()).toEqual(listings.slice(0, 2));
      await first.page.reload();
      await hydrated(first.page);
      await expect.poll(() => favouriteIds(first.page)).toEqual(listings.slice(0, 2));
      expect(await accountFavourites()).toEqual(listings.slice(0, 2));

      // The copy of everything kept.
      const [download] = await Promise.all([
        second.page.waitForEvent('download'),
        second.page.locator('a[href="/api/buyers/export"]').click(),
      ]);
      const saved = path.join(os.tmpdir(), `buyer-data-${randomUUID()}.json`);
      await download.saveAs(saved);
      expect(download.suggestedFilename()).toBe('my-data.json');
      const copy = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
        account: { email: string };
        favourites: { propertyId: number }[];
        savedSearches: { name: string }[];
      };
      expect(copy.account.email).toBe(email);
      expect(copy.favourites.map((f) => String(f.propertyId))).toEqual(listings.slice(0, 2));
      expect(copy.savedSearches.map((s) => s.name)).toEqual(['Huis in Waterloo']);

      // Logging out of the first browser leaves nothing behind in it.
      await first.page.locator('form[action="/api/buyers/logout"] button').click();
      await first.page.waitForURL((u) => u.pathname === AREA);
      await hydrated(first.page);
      await first.page.locator('.buyers-notice--success').waitFor();
      expect(await first.page.evaluate((key) => window.localStorage.getItem(key), FAVOURITES)).toBeNull();
      expect((await first.context.cookies()).map((c) => c.name)).not.toContain('session');
      await first.page.locator('form[action="/api/buyers/login-link"]').waitFor();

      // Deleting everything from the second browser.
      await second.page.locator('.buyers-erase summary').click();
      await second.page.locator('.buyers-erase input[name="confirm"]').check();
      await second.page.locator('.buyers-erase button[type="submit"]').click();
      await second.page.waitForURL((u) => u.pathname === AREA);
      await hydrated(second.page);
      await second.page.locator('.buyers-notice--success').waitFor();
      expect(
        await server.ds.query(
          `SELECT (SELECT count(*) FROM buyer WHERE email = $1)::int AS buyers,
                  (SELECT count(*) FROM demand_registration WHERE email = $1)::int AS searches`,
          [email],
        ),
      ).toEqual([{ buyers: 0, searches: 0 }]);
      expect(await second.page.evaluate((key) => window.localStorage.getItem(key), FAVOURITES)).toBeNull();
      expect(describeViolations(await seriousViolations(second.page)), 'area after erasure').toBe('');
      expect([...first.errors, ...second.errors]).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
