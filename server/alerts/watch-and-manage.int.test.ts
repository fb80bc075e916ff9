import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVisitSlots } from '../appointments/visit-slots.service';
import { feedListing, feedOf } from '../catalog/feed/feed.testing';
import { importFeed } from '../catalog/feed/import-feed.service';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../mail/mail-catcher';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  outboxSettled,
  solvedCaptcha,
  startMailWorker,
  type FormResultShape,
} from '../forms/forms.testing';
import { queueSearchAlerts } from './search-alerts.service';

const WATCH = `mutation($input: WatchListingInput!) { watchListing(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** The first link of the site with this path in a mail's text part, as a path the test server answers. */
function linkIn(mail: CaughtMail, apiPath: string): string {
  const m = new RegExp(`https?://[^\\s]+${apiPath.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
    mail.text,
  );
  if (!m) throw new Error(`no ${apiPath} link in: ${mail.text}`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/**
 * Watched listings and the alerts' manage page: real PostgreSQL, the real worker on Redis, a real
 * SMTP server. One address with two saved searches and a watch gets one mail per run.
 */
describe('watched listings and managing alerts', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  const page = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init);
  const settle = () => outboxSettled(server.ds);

  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    await importFeed(
      server.ds,
      feedOf(
        [
          feedListing(991_001, { Price: 400_000 }),
          feedListing(991_002, { Price: 420_000, Marquee: 3 }),
          feedListing(991_003, { Price: 380_000 }),
        ],
        false,
      ),
    );
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  const watch = async (propertyId: number, email: string, privacyConsent = true) =>
    (
      await server.gql<{ watchListing: FormResultShape }>(WATCH, {
        input: {
          propertyId,
          email,
          privacyConsent,
          meta: { lang: 'nl', captcha: await solvedCaptcha(server) },
        },
      })
    ).data!.watchListing;

  /** A confirmed instant search for houses in Waterloo, caught up with the changes so far. */
  const search = async (email: string, name: string, extra = ''): Promise<void> => {
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max, name,
                                        confirmed_at, last_change_id, created_at)
       VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', 500000, $2, now(),
               (SELECT coalesce(max(id), 0) FROM listing_change), now() ${extra})`,
      [email, name],
    );
  };

  it('watches a listing through its mail, and tells it with the searches of the same address in one mail', async () => {
    const email = `watcher-${randomUUID()}@example.be`;
    // A sold listing cannot be watched; nor without the privacy consent.
    const sold = await watch(991_002, email);
    expect(sold.errors).toEqual([
      {
        field: 'propertyId',
        code: 'closed',
        message: 'Dit pand is niet meer te koop of te huur: u kunt het niet meer volgen.',
      },
    ]);
    expect((await watch(991_001, email, false)).errors.map((e) => e.field)).toEqual(['privacyConsent']);

    const ok = await watch(991_001, email);
    expect(ok).toMatchObject({ ok: true, message: expect.stringContaining('Bevestig met de link') });
    // Asked twice: one pending watch, a fresh link, the same answer.
    expect((await watch(991_001, email)).ok).toBe(true);
    const mails = await catcher.waitFor((m) => m.to.includes(email), 2);
    expect(mails[0]!.subject).toBe('Bevestig dat u dit pand wilt volgen');
    expect(mails[0]!.text).toContain('Ref. 991001');
    expect(
      await server.ds.query(`SELECT count(*)::int AS n FROM listing_watch WHERE email = $1`, [email]),
    ).toEqual([{ n: 1 }]);
    // The newest mail's link confirms (GET asks, POST confirms); the first one's was replaced.
    expect((await page(linkIn(mails[0]!, '/api/watch/confirm'), { method: 'POST' })).status).toBe(404);
    const link = linkIn(mails[1]!, '/api/watch/confirm');
    expect(await (await page(link)).text()).toContain('Bevestigen</button>');
    expect(await (await page(link, { method: 'POST' })).text()).toContain('u volgt dit pand nu');

    // Two saved searches of the same address.
    await search(email, 'Waterloo tot 500.000');
    await search(email, 'Tweede zoekopdracht');
    catcher.clear();

    // The watched listing gets cheaper, a new listing matches both searches, and the watched one
    // opens visit slots: one mail, with each listing once.
    await importFeed(
      server.ds,
      feedOf([feedListing(991_001, { Price: 390_000 }), feedListing(991_004, { Price: 350_000 })], false),
    );
    await server.ds.transaction((m) =>
      openVisitSlots(
        m,
        `SELECT 991001 AS property_id, timestamptz '2031-06-02T08:00:00Z' AS starts_at, timestamptz '2031-06-02T10:00:00Z' AS ends_at, 2 AS capacity`,
        [],
      ),
    );
    expect(await queueSearchAlerts(server.ds, 'instant')).toBe(1);
    expect(await queueSearchAlerts(server.ds, 'instant')).toBe(0);
    const [alert] = await catcher.waitFor((m) => m.to.includes(email));
    await settle();
    expect(catcher.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(alert!.subject).toBe('Nieuws over 2 panden');
    expect(alert!.text).toContain('[Nieuw]');
    expect(alert!.text).toContain('[Prijs verlaagd]');
    expect(alert!.text).toContain('€ 390.000 (was € 400.000)');
    // Two searches found them: no single list to link to.
    expect(alert!.text).not.toContain('Bekijk alle passende panden');

    // A watch hears of its listing's status, not of other listings.
    catcher.clear();
    await importFeed(server.ds, feedOf([feedListing(991_001, { Price: 390_000, Marquee: 2 })], false));
    await importFeed(server.ds, feedOf([feedListing(991_003, { Price: 300_000 })], false));
    await server.ds.query(`UPDATE demand_registration SET paused_at = now() WHERE email = $1`, [email]);
    expect(await queueSearchAlerts(server.ds, 'instant')).toBe(1);
    const [status] = await catcher.waitFor((m) => m.to.includes(email));
    expect(status!.subject).toBe('Nieuws over 1 pand');
    expect(status!.text).toContain('[Onder optie]');
    expect(status!.text).not.toContain('991003');
  });

  it('the manage page changes, pauses, resumes and deletes each search and watch, refuses bad input in the language, and stops all', async () => {
    const email = `manager-${randomUUID()}@example.be`;
    await search(email, 'Mijn zoekopdracht');
    await server.ds.query(
      `INSERT INTO listing_watch (email, lang, property_id, confirmed_at, last_change_id)
       VALUES ($1, 'nl', 991003, now(), (SELECT coalesce(max(id), 0) FROM listing_change))`,
      [email],
    );
    await importFeed(server.ds, feedOf([feedListing(991_005, { Price: 310_000 })], false));
    expect(await queueSearchAlerts(server.ds, 'instant')).toBe(1);
    const [alert] = await catcher.waitFor((m) => m.to.includes(email));
    const manage = linkIn(alert!, '/api/alerts/manage');

    const shown = await page(manage);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await shown.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Mijn zoekopdracht');
    expect(html).toContain('Te koop · ');
    expect(html).toContain('Panden die u volgt');
    const [{ id }]: { id: string }[] = await server.ds.query(
      `SELECT id FROM demand_registration WHERE email = $1`,
      [email],
    );
    const [{ id: watchId }]: { id: string }[] = await server.ds.query(
      `SELECT id FROM listing_watch WHERE email = $1`,
      [email],
    );

    // Bad input: the page again, the fields' messages in Dutch, nothing changed.
    const bad = await page(
      manage,
      form({
        action: 'save',
        kind: 'search',
        id,
        name: 'x',
        frequency: 'hourly',
        priceMin: '500000',
        priceMax: '300000',
        minBedrooms: 'two',
        text: 'x'.repeat(101),
      }),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Verbeter de velden hieronder.');
    expect(badHtml).toContain('aria-invalid="true"');
    expect(badHtml).toContain('Zoekwoorden (straat, gemeente, type of referentie)');
    expect(badHtml).toMatch(/id="text-[^"]+-error">[^<]*100/);
    expect(
      (await server.ds.query(`SELECT frequency FROM demand_registration WHERE id = $1`, [id]))[0].frequency,
    ).toBe('instant');

    // A good change: saved, then back on the page with what it did.
    const saved = await page(
      manage,
      form({
        action: 'save',
        kind: 'search',
        id,
        name: 'Huis Waterloo',
        frequency: 'daily',
        priceMax: '450.000',
        maxEnergyLabel: 'c',
        text: ' Chaussée  de Bruxelles ',
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toContain('done=saved');
    expect(
      await (await fetch(new URL(saved.headers.get('location')!, `${server.url}${manage}`))).text(),
    ).toContain('Uw wijzigingen zijn bewaard.');
    expect(
      (
        await server.ds.query(
          `SELECT name, frequency, price_max, max_energy_rank, text_words FROM demand_registration WHERE id = $1`,
          [id],
        )
      )[0],
    ).toEqual({
      name: 'Huis Waterloo',
      frequency: 'daily',
      price_max: 450_000,
      max_energy_rank: 3,
      text_words: ['chaussee', 'de', 'bruxelles'],
    });

    // Pause and resume the watch; someone else's id changes nothing.
    expect(
      (await page(manage, form({ action: 'pause', kind: 'watch', id: watchId }))).headers.get('location'),
    ).toContain('done=paused');
    expect(
      (await server.ds.query(`SELECT paused_at FROM listing_watch WHERE id = $1`, [watchId]))[0].paused_at,
    ).not.toBeNull();
    expect(
      (await page(manage, form({ action: 'resume', kind: 'watch', id: watchId }))).headers.get('location'),
    ).toContain('done=resumed');
    expect(
      (await server.ds.query(`SELECT paused_at FROM listing_watch WHERE id = $1`, [watchId]))[0].paused_at,
    ).toBeNull();
    expect(
      (await page(manage, form({ action: 'delete', kind: 'search', id: randomUUID() }))).headers.get(
        'location',
      ),
    ).toContain('done=missing');
    // An id that is no UUID is no one's: not a database error.
    const oddId = await page(manage, form({ action: 'pause', kind: 'search', id: '-'.repeat(36) }));
    expect(oddId.status).toBe(303);
    expect(oddId.headers.get('location')).toContain('done=missing');
    const deleted = await page(manage, form({ action: 'delete', kind: 'watch', id: watchId }));
    // Back to the page in its language, which the address may no longer have a search to give.
    expect(deleted.headers.get('location')).toMatch(/done=deleted&lang=nl$/);
    expect(await server.ds.query(`SELECT id FROM listing_watch WHERE id = $1`, [watchId])).toEqual([]);

    // The one-click unsubscribe of the mail (RFC 8058): every alert of the address stops.
    const unsubscribe = linkIn(alert!, '/api/alerts/unsubscribe');
    expect(await (await page(unsubscribe)).text()).toContain('Uitschrijven</button>');
    const done = await page(unsubscribe, form({ 'List-Unsubscribe': 'One-Click' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Al uw meldingen zijn gestopt');
    expect(
      (await server.ds.query(`SELECT active FROM demand_registration WHERE id = $1`, [id]))[0].active,
    ).toBe(false);

    // An expired manage link says so and offers a new one, mailed once per few minutes.
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, confirmed_at) VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', now())`,
      [email],
    );
    await server.ds.query(
      `UPDATE alert_link_token SET expires_at = now() - interval '1 second', created_at = now() - interval '1 hour' WHERE email = $1`,
      [email],
    );
    const expired = await page(manage);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Mail me een nieuwe link</button>');
    catcher.clear();
    expect(await (await page(manage, form({ action: 'new-link' }))).text()).toContain(
      'er is een nieuwe link onderweg',
    );
    const [fresh] = await catcher.waitFor((m) => m.to.includes(email));
    expect(fresh!.subject).toBe('Uw link om uw meldingen te beheren');
    expect((await page(linkIn(fresh!, '/api/alerts/manage'))).status).toBe(200);
    expect(await (await page(manage, form({ action: 'new-link' }))).text()).toContain(
      'enkele minuten geleden',
    );
    // A token that names nothing.
    expect((await page('/api/alerts/manage?token=nonsense&lang=fr')).status).toBe(404);
  });
});
