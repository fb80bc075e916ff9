import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAlertLinks } from '../alerts/alert-links.service';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { BUYER_FAVOURITES_MAX } from './buyer-area.service';
import { BUYER_FORM_PATHS as BUYERS_PATHS } from '../../common/buyer-forms';

const AREA = `query { buyerArea(lang: "nl") { access email favouriteIds searches { name summary frequency paused } watches { propertyId } } }`;
const UPDATE = `mutation($change: FavouritesChange!) { updateBuyerFavourites(change: $change) }`;

/**
 * The buyers' area over real HTTP on real PostgreSQL: the login by a mailed link (its mail read
 * from the outbox), the account's favourites, the copy of the data and its erasure, and the
 * alerts a manage link opened in the browser reaches without a login.
 */
describe('the buyers area', () => {
  let server: TestServer;
  let listings: number[];
  let n = 0;
  /** A client address of its own per login: the link limits are per address. */
  const freshIp = () => `198.18.7.${++n}`;

  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    listings = (
      await server.ds.query(`SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 3`)
    ).map((r: { id: number }) => r.id);
  });
  afterAll(() => server?.close());

  /** A plain form post from the site's own page (the browser sends the Origin). */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
  const area = async (cookie: string) =>
    (await server.gql<{ buyerArea: Record<string, unknown> }>(AREA, {}, { cookie })).data!.buyerArea;

  /** Asks a login link for `email` and returns the mailed link's path (from the outbox). */
  async function mailedLink(email: string): Promise<string> {
    const asked = await post(BUYERS_PATHS.loginLink, { email, lang: 'nl' }, { 'x-forwarded-for': freshIp() });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/nl/mijn-zoektocht/?status=link-sent');
    const [mail]: { payload: Record<string, unknown> }[] = await server.ds.query(
      `SELECT payload FROM outbox WHERE payload->>'to' = $1 AND payload->>'template' = 'buyer.login-link' ORDER BY id DESC LIMIT 1`,
      [email.toLowerCase()],
    );
    expect(mail!.payload).toMatchObject({ lang: 'nl', linkMinutes: 15 });
    const url = new URL(String(mail!.payload.loginUrl));
    return `${url.pathname}${url.search}`;
  }

  async function logIn(email: string): Promise<string> {
    const link = await mailedLink(email);
    // Opening the link only asks (a mail scanner spends nothing); the button logs in.
    const shown = await fetch(`${server.url}${link}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('referrer-policy')).toBe('same-origin');
    expect(await shown.text()).toContain('Aanmelden</button>');
    const token = new URL(link, server.url).searchParams.get('token')!;
    const done = await post(BUYERS_PATHS.login, { token, lang: 'nl' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/nl/mijn-zoektocht/?status=logged-in');
    const cookie = cookiesOf(done);
    expect(cookie).toMatch(/session=[\w-]{43}/);
    expect(cookie).toContain('buyer_signed_in=1');
    // The link works once.
    expect((await post(BUYERS_PATHS.login, { token, lang: 'nl' })).status).toBe(410);
    return cookie;
  }

  it('logs in with a mailed link, keeps favourites with the account, and shows the address’s alerts', async () => {
    const email = `Koper-${randomUUID()}@Example.be`;
    const lower = email.toLowerCase();
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max, name, confirmed_at)
       VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', 500000, 'Waterloo', now())`,
      [lower],
    );
    const cookie = await logIn(email);
    expect(await area(cookie)).toMatchObject({
      access: 'LOGIN',
      email: lower,
      favouriteIds: [],
      searches: [
        {
          name: 'Waterloo',
          frequency: 'INSTANT',
          paused: false,
          summary: expect.stringContaining('Te koop'),
        },
      ],
    });

    // The browser's list merged at login (newest first), an unknown listing skipped, then a heart off.
    const merged = await server.gql<{ updateBuyerFavourites: number[] }>(
      UPDATE,
      { change: { add: [listings[1], 2_000_000_000, listings[0]] } },
      { cookie },
    );
    expect(merged.data!.updateBuyerFavourites).toEqual([listings[1], listings[0]]);
    const again = await server.gql<{ updateBuyerFavourites: number[] }>(
      UPDATE,
      { change: { add: [listings[2]], remove: [listings[1]] } },
      { cookie },
    );
    expect(again.data!.updateBuyerFavourites).toEqual([listings[2], listings[0]]);
    // A second device logging in with the same address sees the same favourites.
    expect((await area(await logIn(email))).favouriteIds).toEqual([listings[2], listings[0]]);

    // Without a session, no account to change; too long a list is refused in words.
    const anonymous = await server.gql(UPDATE, { change: { add: [listings[0]] } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await server.gql(
      UPDATE,
      { change: { add: Array.from({ length: BUYER_FAVOURITES_MAX + 1 }, (_, i) => i + 1) } },
      { cookie },
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses bad addresses and other sites’ forms, and a made-up link, in the visitor’s language', async () => {
    const bad = await post(
      BUYERS_PATHS.loginLink,
      { email: 'not-an-address', lang: 'fr' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(bad.headers.get('location')).toBe('/fr/ma-recherche/?status=email-invalid');
    const foreign = await post(
      BUYERS_PATHS.loginLink,
      { email: 'a@example.be', lang: 'en' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('This form can only be sent from our own website.');
    const madeUp = await fetch(`${server.url}${BUYERS_PATHS.login}?token=nope&lang=de`);
    expect(madeUp.status).toBe(404);
    expect(await madeUp.text()).toContain('Meine Suche');
    const spent = await post(
      BUYERS_PATHS.login,
      { token: 'x'.repeat(43), lang: 'nl' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(spent.status).toBe(410);
    expect(await spent.text()).not.toMatch(/stack|at .*\.ts/);
  });

  it('gives the buyer a copy of everything kept, then erases it all in one step', async () => {
    const email = `wissen-${randomUUID()}@example.be`;
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, name, confirmed_at)
       VALUES ($1, 'Bo', 'nl', 1, '{}', '{}', '{1000}', 'Brussel huur', now())`,
      [email],
    );
    await server.ds.query(
      `INSERT INTO listing_watch (email, lang, property_id, confirmed_at) VALUES ($1, 'nl', $2, now())`,
      [email, listings[0]],
    );
    await server.ds.query(
      `INSERT INTO form_submission (form, lang, email, fields) VALUES ('site-contact', 'nl', $1, '{"message":"Hallo"}')`,
      [email],
    );
    const cookie = await logIn(email);
    await server.gql(UPDATE, { change: { add: [listings[1]] } }, { cookie });

    const copy = await fetch(`${server.url}${BUYERS_PATHS.export}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-disposition')).toContain('attachment');
    const data = (await copy.json()) as Record<string, unknown[] | Record<string, unknown>>;
    expect(data.account).toMatchObject({ email });
    expect(data.favourites).toEqual([{ propertyId: listings[1], addedAt: expect.any(String) }]);
    expect(data.savedSearches).toEqual([expect.objectContaining({ name: 'Brussel huur', email })]);
    expect(data.watchedListings).toEqual([expect.objectContaining({ property_id: listings[0] })]);
    expect(data.requests).toEqual([
      expect.objectContaining({ form: 'site-contact', fields: { message: 'Hallo' } }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/token_hash|password/);
    // Without a login there is nothing to copy.
    expect(
      (await fetch(`${server.url}${BUYERS_PATHS.export}`, { redirect: 'manual' })).headers.get('location'),
    ).toBe('/nl/mijn-zoektocht/?status=login-needed');

    // Erasing asks for the tick first.
    const unconfirmed = await post(BUYERS_PATHS.erase, { lang: 'nl' }, { cookie });
    expect(unconfirmed.headers.get('location')).toBe('/nl/mijn-zoektocht/?status=confirm-erase');
    const erased = await post(BUYERS_PATHS.erase, { lang: 'nl', confirm: 'yes' }, { cookie });
    expect(erased.headers.get('location')).toBe('/nl/mijn-zoektocht/?status=erased');
    expect(erased.headers.get('clear-site-data')).toBe('"cookies", "storage"');
    const left = await server.ds.query(
      `SELECT (SELECT count(*) FROM buyer WHERE email = $1)::int AS buyers,
              (SELECT count(*) FROM buyer_favourite f JOIN buyer b ON b.id = f.buyer_id WHERE b.email = $1)::int AS favourites,
              (SELECT count(*) FROM demand_registration WHERE email = $1)::int AS searches,
              (SELECT count(*) FROM listing_watch WHERE email = $1)::int AS watches,
              (SELECT count(*) FROM login_link WHERE email = $1)::int AS links,
              (SELECT count(*) FROM account_session WHERE role = 'buyer' AND account_id NOT IN (SELECT id FROM buyer))::int AS sessions,
              (SELECT count(*) FROM form_submission WHERE email = $1)::int AS requests`,
      [email],
    );
    // The requests sent to the agency stay with it.
    expect(left).toEqual([
      { buyers: 0, favourites: 0, searches: 0, watches: 0, links: 0, sessions: 0, requests: 1 },
    ]);
    expect(await area(cookie)).toMatchObject({ access: 'NONE', email: null });
  });

  it('shows, without a login, the alerts of a manage link opened in this browser, until it is forgotten', async () => {
    const email = `beheer-${randomUUID()}@example.be`;
    await server.ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, name, confirmed_at, frequency)
       VALUES ($1, 'Cas', 'nl', 0, '{}', '{}', '{9000}', 'Gent', now(), 'weekly')`,
      [email],
    );
    const links = await server.ds.transaction((m) => issueAlertLinks(m, [email]));
    const manage = new URL(links.get(email)!.manageUrl);
    const opened = await fetch(`${server.url}${manage.pathname}${manage.search}`);
    expect(opened.status).toBe(200);
    const cookie = cookiesOf(opened);
    expect(cookie).toContain('alerts_manage=');
    expect(opened.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(await area(cookie)).toMatchObject({
      access: 'MANAGE_LINK',
      email,
      favouriteIds: [],
      searches: [{ name: 'Gent', frequency: 'WEEKLY' }],
    });
    expect(await area('alerts_manage=made-up')).toMatchObject({ access: 'NONE' });
    // The area's button opens the manage page of that link.
    const toManage = await post(BUYERS_PATHS.manage, { lang: 'nl' }, { cookie });
    expect(toManage.status).toBe(303);
    expect(toManage.headers.get('location')).toBe(links.get(email)!.manageUrl);
    // "Forget this browser": the cookie goes, with everything the site kept in the browser.
    const forgotten = await post(BUYERS_PATHS.logout, { lang: 'nl' }, { cookie });
    expect(forgotten.headers.get('location')).toBe('/nl/mijn-zoektocht/?status=logged-out');
    expect(forgotten.headers.getSetCookie().some((c) => /^alerts_manage=;/.test(c))).toBe(true);
  });
});
