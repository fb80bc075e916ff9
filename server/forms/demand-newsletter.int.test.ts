import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedListing, feedOf, runScript } from '../catalog/feed/feed.testing';
import { importFeed } from '../catalog/feed/import-feed.service';
import { config } from '../core/config';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import { demandMatchHook } from './demand-register';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  outboxSettled,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from './forms.testing';

const REGISTER = `mutation($input: DemandRegisterInput!) { registerDemand(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const SUBSCRIBE = `mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** The first link to our API in a mail's text part, as a path the test server answers. */
function linkIn(mail: CaughtMail, apiPath: string): string {
  const m = new RegExp(`https?://[^\\s]+${apiPath.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
    mail.text,
  );
  if (!m) throw new Error(`no ${apiPath} link in: ${mail.text}`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

/** List-Unsubscribe and List-Unsubscribe-Post, as the mail parser groups them. */
function listHeaders(mail: CaughtMail): { unsubscribe?: string; post?: string } {
  const list = JSON.parse(mail.headers.list ?? '{}') as {
    unsubscribe?: { url?: string };
    'unsubscribe-post'?: { name?: string };
  };
  return { unsubscribe: list.unsubscribe?.url, post: list['unsubscribe-post']?.name };
}

/** Demand register and newsletter: real PostgreSQL, the real worker on Redis, a real SMTP server. */
describe('demand register and newsletter', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let dbUrl: string;
  let dir: string;
  const mailsTo = (email: string) => catcher.messages.filter((m) => m.to.includes(email));
  /** Every mail written so far has been sent (and caught): what is not in the catcher now never comes. */
  const settle = () => outboxSettled(server.ds);
  const page = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init);

  beforeAll(async () => {
    dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demand-'));
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const register = async (overrides: Record<string, unknown>) =>
    (
      await server.gql<{ registerDemand: FormResultShape }>(REGISTER, {
        input: {
          ...visitor,
          goal: 'buy',
          propertyTypeIds: [1],
          cityIds: [],
          zips: ['1410'],
          ...overrides,
          meta: { lang: 'fr', captcha: await solvedCaptcha(server) },
        },
      })
    ).data!.registerDemand;

  it('refuses a search without type, zone or goal, or with the prices the wrong way round', async () => {
    const res = await register({
      goal: null,
      propertyTypeIds: [],
      zips: [],
      priceMin: 500_000,
      priceMax: 300_000,
    });
    expect(res.status).toBe('INVALID');
    expect(res.errors.map((e) => [e.field, e.code])).toEqual([
      ['goal', 'required'],
      ['propertyTypeIds', 'atLeastOneType'],
      ['zones', 'atLeastOneZone'],
      ['priceMax', 'priceOrder'],
    ]);
    expect(res.errors[1]!.message).toBe('Veuillez sélectionner au moins un type de bien.');
    const unknown = await register({ propertyTypeIds: [4242] });
    expect(unknown.errors).toEqual([
      { field: 'propertyTypeIds', code: 'choice', message: expect.any(String) },
    ]);
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM demand_registration`))[0].n).toBe(0);
  });

  it(
    'mails a matching new listing once per registrant, in their language, with a working unsubscribe link',
    { timeout: 120_000 },
    async () => {
      const buyer = `buyer-${randomUUID()}@example.be`;
      const renter = `renter-${randomUUID()}@example.be`;
      const picky = `picky-${randomUUID()}@example.be`;
      const ok = await register({ email: buyer, priceMax: 500_000, minBedrooms: 2 });
      expect(ok).toMatchObject({ ok: true, status: 'ACCEPTED', thankYouPath: '/fr/merci/demand-register/' });
      expect((await register({ email: renter, goal: 'rent' })).ok).toBe(true);
      expect((await register({ email: picky, minBedrooms: 5 })).ok).toBe(true);

      // The agency's copy (in nl) and the registrant's confirmation, with its own unsubscribe link.
      const [agency] = await catcher.waitFor((m) => m.replyTo === buyer);
      expect(agency.subject).toBe('Zoekopdracht geregistreerd – Anna Peeters');
      expect(agency.text).toContain('Ik wil: Kopen');
      expect(agency.text).toContain('Zones: 1410');
      expect(agency.text).toContain('Prijs: tot € 500.000');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(buyer));
      expect(confirmation.text).toContain('Votre recherche est enregistrée');
      expect(linkIn(confirmation, '/api/demand/unsubscribe')).toMatch(/^\/api\/demand\/unsubscribe\?token=/);
      await catcher.waitFor((m) => m.to.includes(renter));
      await catcher.waitFor((m) => m.to.includes(picky));
      catcher.clear();

      // A new listing through the real `npm run import`, plus a sold one that must not be announced.
      const file = path.join(dir, 'feed.json');
      fs.writeFileSync(
        file,
        JSON.stringify(
          feedOf(
            [feedListing(990_001, { Price: 450_000 }), feedListing(990_002, { Marquee: 3, Price: 420_000 })],
            false,
          ),
        ),
      );
      const run = await runScript('import', [file, '--partial'], { DATABASE_URL: dbUrl });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^created {4}2$/m);

      const [match] = await catcher.waitFor((m) => m.to.includes(buyer));
      expect(match.subject).toBe('Nouveau bien pour votre recherche : Maison 990001');
      // Greeted without the name typed at registration: the address may be anyone's.
      expect(match.text).toContain('Bonjour,');
      expect(match.text).not.toContain('Anna');
      expect(match.text).toContain('Ref: 990001');
      expect(listHeaders(match)).toEqual({
        unsubscribe: `${config().PUBLIC_URL}${linkIn(match, '/api/demand/unsubscribe')}`,
        post: 'List-Unsubscribe=One-Click',
      });
      await settle();
      expect(mailsTo(buyer)).toHaveLength(1);
      expect(mailsTo(renter)).toHaveLength(0);
      expect(mailsTo(picky)).toHaveLength(0);

      // Imported again, then changed (still matching): nobody is mailed twice for the same listing.
      const hook = demandMatchHook(server.ds);
      expect(
        (
          await importFeed(server.ds, feedOf([feedListing(990_001, { Price: 450_000 })], false), {
            afterCommit: hook,
          })
        ).unchanged,
      ).toBe(1);
      expect(
        (
          await importFeed(server.ds, feedOf([feedListing(990_001, { Price: 440_000 })], false), {
            afterCommit: hook,
          })
        ).updated,
      ).toBe(1);
      // The sold listing comes back on the market: now it is announced.
      await importFeed(server.ds, feedOf([feedListing(990_002, { Marquee: 1, Price: 420_000 })], false), {
        afterCommit: hook,
      });
      await catcher.waitFor((m) => m.to.includes(buyer) && m.text.includes('Ref: 990002'));
      await settle();
      expect(mailsTo(buyer).map((m) => m.subject)).toEqual([
        'Nouveau bien pour votre recherche : Maison 990001',
        'Nouveau bien pour votre recherche : Maison 990002',
      ]);
      expect(await server.ds.query(`SELECT count(*)::int AS n FROM demand_notification`)).toEqual([{ n: 2 }]);

      // The link: GET asks (and changes nothing), POST unsubscribes.
      const link = linkIn(match, '/api/demand/unsubscribe');
      const ask = await page(link);
      expect(ask.status).toBe(200);
      expect(ask.headers.get('cache-control')).toBe('no-store');
      const askHtml = await ask.text();
      expect(askHtml).toContain('<html lang="fr">');
      expect(askHtml).toContain('<button type="submit"');
      expect(
        (await server.ds.query(`SELECT active FROM demand_registration WHERE email = $1`, [buyer]))[0].active,
      ).toBe(true);
      const done = await page(link, { method: 'POST' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Vous êtes désabonné');
      expect(
        (await server.ds.query(`SELECT active FROM demand_registration WHERE email = $1`, [buyer]))[0].active,
      ).toBe(false);
      // Again: still fine (idempotent).
      expect((await page(link, { method: 'POST' })).status).toBe(200);
      expect((await page('/api/demand/unsubscribe?token=nonsense&lang=en')).status).toBe(404);

      // A new matching listing: the unsubscribed buyer hears nothing; the picky one neither (2 bedrooms < 5).
      await importFeed(server.ds, feedOf([feedListing(990_003, { Price: 300_000 })], false), {
        afterCommit: hook,
      });
      await settle();
      expect(mailsTo(buyer)).toHaveLength(2);
      expect(mailsTo(picky)).toHaveLength(0);
    },
  );

  it('one-click unsubscribe (RFC 8058 POST) from the confirmation mail', async () => {
    const email = `oneclick-${randomUUID()}@example.be`;
    expect((await register({ email })).ok).toBe(true);
    const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
    const res = await page(linkIn(confirmation, '/api/demand/unsubscribe'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(
      (await server.ds.query(`SELECT active FROM demand_registration WHERE email = $1`, [email]))[0].active,
    ).toBe(false);
  });

  describe('newsletter', () => {
    const subscribe = async (email: string, lang = 'nl') =>
      (
        await server.gql<{ subscribeNewsletter: FormResultShape }>(SUBSCRIBE, {
          input: { email, name: 'Lotte', meta: { lang, captcha: await solvedCaptcha(server) } },
        })
      ).data!.subscribeNewsletter;

    it(
      'double opt-in through the link of the mail; resent at most once an hour; never tells who is subscribed',
      { timeout: 60_000 },
      async () => {
        const email = `news-${randomUUID()}@example.be`;
        const first = await subscribe(email);
        expect(first).toMatchObject({
          ok: true,
          status: 'ACCEPTED',
          thankYouPath: '/nl/bedankt/sign-newsletter/',
        });
        const [mail] = await catcher.waitFor((m) => m.to.includes(email));
        expect(mail.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief');
        const firstLink = linkIn(mail, '/api/newsletter/confirm');
        expect(
          (
            await server.ds.query(
              `SELECT status, confirm_token_hash <> $2 AS hashed FROM newsletter_subscriber WHERE email = $1`,
              [email, firstLink.split('token=')[1]],
            )
          )[0],
        ).toEqual({ status: 'pending', hashed: true });

        // Again while pending: the same answer, no second mail within the hour.
        expect((await subscribe(email)).message).toBe(first.message);
        await settle();
        expect(mailsTo(email)).toHaveLength(1);

        // An hour later: a new mail with a new link; the old one no longer works.
        await server.ds.query(
          `UPDATE newsletter_subscriber SET confirm_sent_at = now() - interval '61 minutes' WHERE email = $1`,
          [email],
        );
        await subscribe(email);
        const [, second] = await catcher.waitFor((m) => m.to.includes(email), 2);
        const link = linkIn(second!, '/api/newsletter/confirm');
        expect(link).not.toBe(firstLink);
        expect((await page(firstLink)).status).toBe(404);

        const confirmed = await page(link);
        expect(confirmed.status).toBe(200);
        expect(await confirmed.text()).toContain('uw inschrijving op onze nieuwsbrief is bevestigd');
        // Idempotent, GET or POST.
        expect((await page(link, { method: 'POST' })).status).toBe(200);
        expect(
          (await server.ds.query(`SELECT status FROM newsletter_subscriber WHERE email = $1`, [email]))[0]
            .status,
        ).toBe('confirmed');

        // One welcome mail, with the unsubscribe link.
        const [welcome] = await catcher.waitFor(
          (m) => m.to.includes(email) && m.subject === 'Welkom bij onze nieuwsbrief',
        );
        expect(listHeaders(welcome).post).toBe('List-Unsubscribe=One-Click');

        // Subscribing a confirmed address: the same success, no mail.
        expect((await subscribe(email)).message).toBe(first.message);
        await settle();
        expect(mailsTo(email)).toHaveLength(3);

        const unsubscribeLink = linkIn(welcome, '/api/newsletter/unsubscribe');
        const ask = await page(unsubscribeLink);
        expect(ask.status).toBe(200);
        expect(await ask.text()).toContain('Uitschrijven voor de nieuwsbrief?');
        const done = await page(unsubscribeLink, { method: 'POST' });
        expect(await done.text()).toContain('U bent uitgeschreven voor onze nieuwsbrief.');
        expect(
          (await server.ds.query(`SELECT status FROM newsletter_subscriber WHERE email = $1`, [email]))[0]
            .status,
        ).toBe('unsubscribed');
        // The old confirmation link does not subscribe them again.
        expect((await page(link)).status).toBe(404);
      },
    );

    it('an expired confirmation link says so', async () => {
      const email = `late-${randomUUID()}@example.be`;
      await subscribe(email, 'en');
      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      await server.ds.query(
        `UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`,
        [email],
      );
      const res = await page(linkIn(mail, '/api/newsletter/confirm'));
      expect(res.status).toBe(410);
      expect(await res.text()).toContain('This confirmation link has expired (links are valid for 7 days).');
      expect(
        (await server.ds.query(`SELECT status FROM newsletter_subscriber WHERE email = $1`, [email]))[0]
          .status,
      ).toBe('pending');
    });

    it('refuses an invalid address', async () => {
      const res = await subscribe('not-an-address');
      expect(res.status).toBe('INVALID');
      expect(res.errors.map((e) => e.code)).toEqual(['email']);
    });
  });
});
