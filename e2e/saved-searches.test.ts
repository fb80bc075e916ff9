import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_JOBS } from '../server/alerts/alerts.jobs';
import { searchAlertHook } from '../server/alerts/search-alerts.service';
import { feedListing, feedOf } from '../server/catalog/feed/feed.testing';
import { importFeed } from '../server/catalog/feed/import-feed.service';
import { outboxSettled } from '../server/forms/forms.testing';
import type { CaughtMail, MailCatcher } from '../server/mail/mail-catcher';
import type { TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { live } from './hydration';
import { startMailSite, type MailSite } from './mail-site';
import { newVisitor } from './visitor';

/** The first link of the site with this path in a mail's text part, as a path and query. */
function linkIn(mail: CaughtMail, path: string): string {
  const m = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w%-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * A buyer saves a search from a filtered list, confirms it from the mail, hears once of an import's
 * new listing and price cut, switches to a daily digest on the manage page, gets it when the
 * scheduler's job runs, stops everything in one click; and watches a listing until its status
 * changes. Chromium, the real server, worker, PostgreSQL and SMTP.
 */
describe('saved searches and watched listings in Chromium', () => {
  let site: MailSite;
  let server: TestServer;
  let catcher: MailCatcher;
  let browser: Browser;
  const hook = () => searchAlertHook(server.ds);
  const importListings = (listings: ReturnType<typeof feedListing>[]) =>
    importFeed(server.ds, feedOf(listings, false), { afterCommit: hook() });
  const mailsTo = (email: string) => catcher.messages.filter((m) => m.to.includes(email));
  const goTo = (page: Page, link: string) => page.goto(`${server.url}${link}`);

  beforeAll(async () => {
    site = await startMailSite();
    ({ server, catcher, browser } = site);
    // Two houses in Waterloo on the market before anyone saves a search.
    await importListings([
      feedListing(993_001, { Price: 420_000 }),
      feedListing(993_002, { Price: 390_000 }),
    ]);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('saves a search from a list, confirms it, gets one mail for an import, a digest, and stops in one click', async () => {
    const email = `saver-${randomUUID()}@example.be`;
    const { context, page, errors } = await newVisitor(browser, server.url, {
      path: '/nl/te-koop/?city=Waterloo|1410&type=1&maxPrice=450000',
    });
    try {
      const save = page.locator('a.save-search__link');
      await save.click();
      await page.waitForURL((u) => u.pathname === '/nl/hou-me-op-de-hoogte/');
      expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('450000');
      const form = page.locator('form').filter({ has: page.locator('input[name="searchName"]') });
      await live(form.locator('button[type="submit"]'));
      await expect.poll(() => form.locator('input[name="priceMax"]').inputValue()).toBe('450000');
      await form.locator('input[name="searchName"]').fill('Huis in Waterloo');
      await form.locator('select[name="title"]').selectOption('mrs');
      await form.locator('input[name="firstName"]').fill('Anna');
      await form.locator('input[name="lastName"]').fill('Peeters');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await form.locator('input[name="privacyConsent"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname.startsWith('/nl/bedankt/'));

      // The confirmation mail's link: the page asks, its button confirms.
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      await goTo(page, linkIn(confirmation!, '/api/demand/confirm'));
      await page.getByRole('button', { name: 'Mijn zoekopdracht bevestigen' }).click();
      await page.getByText('uw zoekopdracht is bevestigd').waitFor();

      // An import with a price cut of one house and a new one: exactly one mail with both.
      await importListings([
        feedListing(993_001, { Price: 399_000 }),
        feedListing(993_003, { Price: 410_000 }),
      ]);
      const [alert] = await catcher.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Nieuws'));
      await outboxSettled(server.ds);
      expect(mailsTo(email)).toHaveLength(2);
      expect(alert!.subject).toBe('Nieuws over 2 panden');
      expect(alert!.text).toContain('[Prijs verlaagd]');
      expect(alert!.text).toContain('€ 399.000 (was € 420.000)');
      expect(alert!.text).toContain('[Nieuw]');
      expect(alert!.text).toContain('Ref. 993003');
      expect(alert!.text).not.toContain('Ref. 993002');

      // The manage page of the mail: switch to the daily digest.
      await goTo(page, linkIn(alert!, '/api/alerts/manage'));
      await page.getByText('Huis in Waterloo').first().waitFor();
      await page.locator('summary').first().click();
      await page.getByLabel('Hoe vaak').selectOption('daily');
      await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
      await page.getByText('Uw wijzigingen zijn bewaard.').waitFor();
      await page.locator('p.meta', { hasText: 'Dagelijks overzicht (8 uur)' }).waitFor();
      expect(describeViolations(await seriousViolations(page)), 'manage page').toBe('');

      // The next change waits for the digest, which the daily job scheduler's run sends.
      catcher.clear();
      await importListings([feedListing(993_004, { Price: 330_000 })]);
      await outboxSettled(server.ds);
      expect(mailsTo(email)).toHaveLength(0);
      const daily = ALERTS_JOBS.repeatable!.find((w) => w.id === 'alerts:daily-digest')!;
      await daily.run(server.ds);
      const [digest] = await catcher.waitFor((m) => m.to.includes(email));
      expect(digest!.subject).toBe('Nieuws over 1 pand');
      expect(digest!.text).toContain('Ref. 993004');

      // One click in the mail client (RFC 8058): every alert of the address stops.
      const list = JSON.parse(digest!.headers.list ?? '{}') as { unsubscribe?: { url?: string } };
      const oneClick = await fetch(list.unsubscribe!.url!.replace(/^https?:\/\/[^/]+/, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      catcher.clear();
      await importListings([feedListing(993_005, { Price: 300_000 })]);
      await daily.run(server.ds);
      await outboxSettled(server.ds);
      expect(mailsTo(email)).toHaveLength(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('watches a listing from its page and gets one mail when its status changes', async () => {
    const email = `watcher-${randomUUID()}@example.be`;
    const res = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "nl") { path } }`,
      { id: 993_002 },
    );
    const { context, page, errors } = await newVisitor(browser, server.url, {
      path: res.data!.property.path,
    });
    try {
      const toggle = page.locator('summary.watch-listing__toggle');
      await live(toggle);
      await toggle.click();
      const form = page.locator('.watch-listing form');
      await live(form.locator('button[type="submit"]'));
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="privacyConsent"]').check();
      await form.locator('button[type="submit"]').click();
      await page.locator('.watch-listing__done').waitFor();

      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation!.subject).toBe('Bevestig dat u dit pand wilt volgen');
      await goTo(page, linkIn(confirmation!, '/api/watch/confirm'));
      await page.getByRole('button', { name: 'Bevestigen' }).click();
      await page.getByText('u volgt dit pand nu').waitFor();

      // Another listing's cut is none of its business; its own option is.
      await importListings([
        feedListing(993_003, { Price: 400_000 }),
        feedListing(993_002, { Price: 390_000, Marquee: 2 }),
      ]);
      const [alert] = await catcher.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Nieuws'));
      await outboxSettled(server.ds);
      expect(mailsTo(email)).toHaveLength(2);
      expect(alert!.subject).toBe('Nieuws over 1 pand');
      expect(alert!.text).toContain('[Onder optie]');
      expect(alert!.text).not.toContain('993003');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
