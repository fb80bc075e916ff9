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
import { searchAlertHook } from './search-alerts.service';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  outboxSettled,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from '../forms/forms.testing';

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

  /** Follows the confirm link of a registrant's mail as a person does: the page, then its button. */
  const confirmFrom = async (mail: CaughtMail): Promise<string> => {
    const link = linkIn(mail, '/api/demand/confirm');
    const ask = await page(link);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('<button type="submit"');
    const done = await page(link, { method: 'POST' });
    expect(done.status).toBe(200);
    return done.text();
  };
  const confirmedAt = async (email: string): Promise<Date | null> =>
    (await server.ds.query(`SELECT confirmed_at FROM demand_registration WHERE email = $1`, [email]))[0]
      .confirmed_at;

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
    const untitled = await register({ title: null });
    expect(untitled.errors).toEqual([
      { field: 'title', code: 'required', message: 'Ce champ est obligatoire.' },
    ]);
    const unknown = await register({ propertyTypeIds: [4242] });
    expect(unknown.errors).toEqual([
      { field: 'propertyTypeIds', code: 'choice', message: expect.any(String) },
    ]);
    // A saved search's own choices: a frequency, an energy label and an area that mean something.
    const odd = await register({
      frequency: 'hourly',
      maxEnergyLabel: 'H',
      minLivingArea: 0,
      searchName: 'x'.repeat(81),
    });
    expect(odd.status).toBe('INVALID');
    expect(odd.errors.map((e) => [e.field, e.code]).sort()).toEqual([
      ['frequency', 'choice'],
      ['maxEnergyLabel', 'choice'],
      ['minLivingArea', 'number'],
      ['searchName', 'tooLong'],
    ]);
    expect(odd.errors.every((e) => e.message.length > 0)).toBe(true);
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM demand_registration`))[0].n).toBe(0);
  });

  it('stores a saved search with its name, frequency, living area and energy label, and names them in both mails', async () => {
    const email = `saver-${randomUUID()}@example.be`;
    const res = await register({
      email,
      frequency: 'daily',
      maxEnergyLabel: 'c',
      minLivingArea: 90,
      searchName: 'Près du bureau',
      text: "  Chaussée l'Alleud  ",
    });
    expect(res.ok).toBe(true);
    expect(
      await server.ds.query(
        `SELECT name, frequency, min_living_area, max_energy_rank, paused_at, text_words FROM demand_registration WHERE email = $1`,
        [email],
      ),
    ).toEqual([
      {
        name: 'Près du bureau',
        frequency: 'daily',
        min_living_area: 90,
        max_energy_rank: 3,
        paused_at: null,
        // As the lists match it: accent- and case-free words, parted at apostrophes.
        text_words: ['chaussee', 'l', 'alleud'],
      },
    ]);
    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    expect(agency.text).toContain('Naam van de zoekopdracht: Près du bureau');
    expect(agency.text).toContain("Zoekwoorden: Chaussée l'Alleud");
    expect(agency.text).toContain('Bewoonbare oppervlakte: 90 m² of meer');
    expect(agency.text).toContain('Energielabel: C of beter');
    expect(agency.text).toContain('Meldingen: Eén keer per dag');
    const [mine] = await catcher.waitFor((m) => m.to.includes(email));
    expect(mine.text).toContain('Label énergétique: C ou mieux');
    expect(mine.text).toContain('Alertes: Une fois par jour');
    expect(mine.text).toContain('Surface habitable: 90 m² ou plus');
    // The name is the visitor's words: only the agency's copy repeats it.
    expect(mine.text).not.toContain('Près du bureau');
    expect(mine.text).not.toContain('Alleud');
  });

  it('resolves typed places to real postcodes, stores them, lists them in both mails, and refuses a place it does not know', async () => {
    const email = `places-${randomUUID()}@example.be`;
    const ok = await register({ email, zips: [], places: ['louvain', 'Liege', '1000'] });
    expect(ok).toMatchObject({ ok: true, status: 'ACCEPTED' });
    // Stored as catalog cities or postcodes: together they cover exactly the three places.
    const [row] = await server.ds.query(
      `SELECT ARRAY(SELECT zip FROM city WHERE id = ANY (r.city_ids)) || r.zips AS zones
         FROM demand_registration r WHERE email = $1`,
      [email],
    );
    expect([...row.zones].sort()).toEqual(['1000', '3000', '4000']);
    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
    const zonesLine = (text: string) => text.split('\n').find((l) => l.startsWith('Zones: ')) ?? '';
    for (const zone of ['Leuven (3000)', 'Luik (4000)', 'Brussel (1000)'])
      expect(zonesLine(agency.text)).toContain(zone);
    for (const zone of ['Louvain (3000)', 'Liège (4000)', 'Bruxelles (1000)'])
      expect(zonesLine(confirmation.text)).toContain(zone);

    const unknown = await register({ email, zips: [], places: ['Leuven', 'Atlantis'] });
    expect(unknown.status).toBe('INVALID');
    expect(unknown.errors).toEqual([
      {
        field: 'zones',
        code: 'unknownPlace',
        message: expect.stringContaining('Nous ne connaissons pas ce lieu'),
      },
    ]);
    // A name sent as a postcode is not stored as one.
    const fake = await register({ email, zips: ['LEUVEN'] });
    expect(fake.errors.map((e) => [e.field, e.code])).toEqual([['zips', 'choice']]);
    expect(
      (
        await server.ds.query(`SELECT count(*)::int AS n FROM demand_registration WHERE email = $1`, [email])
      )[0].n,
    ).toBe(1);
  });

  it(
    'mails a matching new listing once per registrant, then its price cut and its return to the market, in their language, with a working unsubscribe link',
    { timeout: 120_000 },
    async () => {
      const buyer = `buyer-${randomUUID()}@example.be`;
      const renter = `renter-${randomUUID()}@example.be`;
      const picky = `picky-${randomUUID()}@example.be`;
      const ok = await register({ email: buyer, priceMax: 500_000, minBedrooms: 2 });
      expect(ok).toMatchObject({ ok: true, status: 'ACCEPTED', thankYouPath: '/fr/merci/demand-register/' });
      // The thank-you page tells the visitor to confirm by mail first.
      const thanks = await page(ok.thankYouPath!);
      expect(thanks.status).toBe(200);
      expect(await thanks.text()).toContain('Merci. Veuillez confirmer votre recherche avec le lien');
      expect((await register({ email: renter, goal: 'rent' })).ok).toBe(true);
      expect((await register({ email: picky, minBedrooms: 5 })).ok).toBe(true);

      // The agency's copy (in nl) and the registrant's confirmation, with its own unsubscribe link.
      const [agency] = await catcher.waitFor((m) => m.replyTo === buyer);
      expect(agency.subject).toBe('Zoekopdracht geregistreerd – Anna Peeters');
      expect(agency.text).toContain('Ik wil: Kopen');
      expect(agency.text).toContain('Zones: Waterloo (1410)');
      expect(agency.text).toContain('Prijs: tot € 500.000');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(buyer));
      expect(confirmation.subject).toBe('Veuillez confirmer votre recherche');
      expect(linkIn(confirmation, '/api/demand/unsubscribe')).toMatch(/^\/api\/demand\/unsubscribe\?token=/);
      // Each confirms through the link of their mail; alerts go only to confirmed registrations.
      expect(await confirmFrom(confirmation)).toContain('votre recherche est confirmée');
      await confirmFrom((await catcher.waitFor((m) => m.to.includes(renter)))[0]);
      await confirmFrom((await catcher.waitFor((m) => m.to.includes(picky)))[0]);
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
      expect(match.subject).toBe('Du nouveau pour 1 bien');
      expect(match.text).toContain('[Nouveau]');
      // Greeted without the name typed at registration: the address may be anyone's.
      expect(match.text).toContain('Bonjour,');
      expect(match.text).not.toContain('Anna');
      expect(match.text).toContain('Réf. 990001');
      expect(listHeaders(match)).toEqual({
        unsubscribe: `${config().PUBLIC_URL}${linkIn(match, '/api/alerts/unsubscribe')}`,
        post: 'List-Unsubscribe=One-Click',
      });
      // The whole list of the search, and the page where it is changed, paused or deleted.
      expect(match.text).toContain('Voir tous les biens correspondants');
      expect(match.text).toMatch(
        /Voir tous les biens correspondants: \S+\/fr\/a-vendre\/\?city=[^&\s]+%7C1410&type=1&maxPrice=500000/,
      );
      expect(linkIn(match, '/api/alerts/manage')).toMatch(/^\/api\/alerts\/manage\?token=/);
      await settle();
      expect(mailsTo(buyer)).toHaveLength(1);
      expect(mailsTo(renter)).toHaveLength(0);
      expect(mailsTo(picky)).toHaveLength(0);

      // Imported again unchanged: nothing to tell. Then cheaper: told, with the price before.
      const hook = searchAlertHook(server.ds);
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
      const [cut] = await catcher.waitFor((m) => m.to.includes(buyer) && m.text.includes('[Prix baissé]'));
      expect(cut.text).toContain('(au lieu de € 450.000)');
      // The sold listing comes back on the market: now it is announced.
      await importFeed(server.ds, feedOf([feedListing(990_002, { Marquee: 1, Price: 420_000 })], false), {
        afterCommit: hook,
      });
      await catcher.waitFor((m) => m.to.includes(buyer) && m.text.includes('Réf. 990002'));
      await settle();
      expect(mailsTo(buyer).map((m) => m.text.match(/\[[^\]]+\]\n[^\n]+\n/)?.[0])).toEqual([
        expect.stringContaining('[Nouveau]'),
        expect.stringContaining('[Prix baissé]'),
        expect.stringContaining('[À nouveau disponible]'),
      ]);

      // The link: GET asks (and changes nothing), POST stops every alert of the address.
      const link = linkIn(match, '/api/alerts/unsubscribe');
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
      expect(await done.text()).toContain('Toutes vos alertes sont arrêtées');
      expect(
        (await server.ds.query(`SELECT active FROM demand_registration WHERE email = $1`, [buyer]))[0].active,
      ).toBe(false);
      // Again: still fine (idempotent).
      expect((await page(link, { method: 'POST' })).status).toBe(200);
      expect((await page('/api/alerts/unsubscribe?token=nonsense&lang=en')).status).toBe(404);

      // A new matching listing: the unsubscribed buyer hears nothing; the picky one neither (2 bedrooms < 5).
      await importFeed(server.ds, feedOf([feedListing(990_003, { Price: 300_000 })], false), {
        afterCommit: hook,
      });
      await settle();
      expect(mailsTo(buyer)).toHaveLength(3);
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

  describe('confirmation (double opt-in)', () => {
    it(
      'an unconfirmed registration gets no alert; once the link of its mail is followed, it does',
      { timeout: 60_000 },
      async () => {
        const email = `pending-${randomUUID()}@example.be`;
        expect(await register({ email, message: 'Appelez-moi après 18 h' })).toMatchObject({
          ok: true,
          message:
            'Merci. Veuillez confirmer votre recherche avec le lien de l’e-mail que nous venons de vous envoyer : nous ne vous enverrons de nouveaux biens qu’une fois celle-ci confirmée.',
        });
        const [mail] = await catcher.waitFor((m) => m.to.includes(email));
        expect(mail.subject).toBe('Veuillez confirmer votre recherche');
        expect(mail.text).toContain('Le lien est valable 7 jours.');
        expect(mail.text).toContain('Zones: Waterloo (1410)');
        // Only the visitor's choices: the address may be anyone's.
        expect(mail.text).not.toContain('Anna');
        expect(mail.text).not.toContain('18 h');
        expect(mail.html).toContain('Confirmer ma recherche');
        expect(listHeaders(mail).post).toBe('List-Unsubscribe=One-Click');
        const link = linkIn(mail, '/api/demand/confirm');
        // Only the token's hash is stored.
        expect(
          (
            await server.ds.query(
              `SELECT confirmed_at, confirm_token_hash <> $2 AS hashed, confirm_expires_at > now() + interval '6 days' AS week
                 FROM demand_registration WHERE email = $1`,
              [email, decodeURIComponent(link.split('token=')[1]!)],
            )
          )[0],
        ).toEqual({ confirmed_at: null, hashed: true, week: true });

        // A matching new listing while pending: no alert, neither now nor once confirmed.
        const hook = searchAlertHook(server.ds);
        await importFeed(server.ds, feedOf([feedListing(990_101, { Price: 350_000 })], false), {
          afterCommit: hook,
        });
        await settle();
        expect(mailsTo(email)).toHaveLength(1);

        // Opening the link only asks (a mail provider's link scanner opens it too).
        const ask = await page(link);
        expect(ask.status).toBe(200);
        expect(ask.headers.get('referrer-policy')).toBe('no-referrer');
        const askHtml = await ask.text();
        expect(askHtml).toContain('<html lang="fr">');
        expect(askHtml).toContain('Confirmer ma recherche</button>');
        expect(await confirmedAt(email)).toBeNull();
        // The button confirms; a second click says it already is.
        const done = await page(link, { method: 'POST' });
        expect(done.status).toBe(200);
        expect(await done.text()).toContain('Merci : votre recherche est confirmée.');
        expect(await confirmedAt(email)).not.toBeNull();
        for (const again of [await page(link, { method: 'POST' }), await page(link)]) {
          expect(again.status).toBe(200);
          expect(await again.text()).toContain('Votre recherche était déjà confirmée');
        }

        // The next matching listing is announced.
        await importFeed(server.ds, feedOf([feedListing(990_102, { Price: 360_000 })], false), {
          afterCommit: hook,
        });
        const [alert] = await catcher.waitFor((m) => m.to.includes(email) && m.text.includes('Réf. 990102'));
        expect(alert.subject).toBe('Du nouveau pour 1 bien');
        expect(alert.text).not.toContain('990101');
        await settle();
        expect(mailsTo(email)).toHaveLength(2);
      },
    );

    it('an expired link is refused with its page and confirms nothing; never-confirmed registrations are deleted', async () => {
      const email = `late-demand-${randomUUID()}@example.be`;
      expect((await register({ email })).ok).toBe(true);
      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      const link = linkIn(mail, '/api/demand/confirm');
      await server.ds.query(
        `UPDATE demand_registration SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`,
        [email],
      );
      const expired = await page(link);
      expect(expired.status).toBe(410);
      const html = await expired.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('Ce lien de confirmation a expiré (les liens sont valables 7 jours).');
      expect(html).toContain('M’envoyer un nouveau lien</button>');
      expect(await confirmedAt(email)).toBeNull();

      // Its button: a new link to the same address, in its language; the old one stops working.
      const renewed = await page(link, { method: 'POST' });
      expect(renewed.status).toBe(200);
      expect(await renewed.text()).toContain(
        'Nous avons envoyé un nouveau lien de confirmation à votre adresse.',
      );
      const [again] = await catcher.waitFor(
        (m) => m.to.includes(email) && m.subject.includes('Votre nouveau lien de confirmation'),
      );
      expect(again.text).toContain('valable 7 jours');
      expect((await page(link)).status).toBe(404);
      expect(await confirmedAt(email)).toBeNull();
      expect((await page(linkIn(again, '/api/demand/confirm'), { method: 'POST' })).status).toBe(200);
      expect(await confirmedAt(email)).not.toBeNull();
      await server.ds.query(
        `UPDATE demand_registration SET confirmed_at = NULL, confirm_expires_at = now() - interval '1 second' WHERE email = $1`,
        [email],
      );

      // A week after its link expired, the next registration deletes it (and its tokens).
      await server.ds.query(
        `UPDATE demand_registration SET confirm_expires_at = now() - interval '7 days 1 minute' WHERE email = $1`,
        [email],
      );
      expect((await register({ email: `next-${randomUUID()}@example.be` })).ok).toBe(true);
      expect(
        await server.ds.query(`SELECT count(*)::int AS n FROM demand_registration WHERE email = $1`, [email]),
      ).toEqual([{ n: 0 }]);
      const gone = await page(`${link}&lang=fr`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain('Ce lien n&#39;est pas (ou plus) valide.');
      expect((await page(linkIn(mail, '/api/demand/unsubscribe'))).status).toBe(404);
    });
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
