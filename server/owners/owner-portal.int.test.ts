import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getNullableType, isNonNullType, isScalarType, type GraphQLArgument } from 'graphql';
import { QueryCounter } from '../testing/query-counter';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailWorker } from '../forms/forms.testing';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import { appSchema, AUTHORIZED_QUERY_FIELDS } from '../schema';
import { loginDelaySeconds } from '../accounts/login-throttle';
import { hashPassword } from '../accounts/password.service';
import { SESSION_COOKIE } from '../accounts/session-cookie';
import { createSession } from '../accounts/session.service';

describe('loginDelaySeconds', () => {
  it.each([
    ['account', 1, 0],
    ['account', 3, 0],
    ['account', 4, 2],
    ['account', 5, 4],
    ['account', 8, 32],
    ['account', 13, 900],
    ['account', 1000, 900],
    ['ip', 10, 0],
    ['ip', 11, 2],
    ['ip', 14, 16],
  ] as const)('%s after %i failures waits %i s', (scope, failures, seconds) => {
    expect(loginDelaySeconds(scope, failures)).toBe(seconds);
  });
});

const PASSWORD_A = 'correct horse battery';
const PASSWORD_B = 'another long secret';

interface Answer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  setCookie: string | null;
  /** The server's id of the request (`x-request-id`): its statements are filed under it. */
  requestId: string | null;
}

/** The owners' portal API over real HTTP, with cookies as a browser sends them. */
describe('owners portal API', () => {
  let server: TestServer;
  const queries = new QueryCounter();
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let ownerA: { id: number; email: string; properties: number[] };
  let ownerB: { id: number; email: string; properties: number[] };

  async function call<T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: res.status,
      setCookie: res.headers.get('set-cookie'),
      requestId: res.headers.get('x-request-id'),
      ...((await res.json()) as object),
    };
  }
  const cookieOf = (setCookie: string | null) => {
    const value = new RegExp(`\\b${SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '')?.[1];
    if (!value) throw new Error(`no session cookie in ${setCookie}`);
    return `${SESSION_COOKIE}=${value}`;
  };
  const LOGIN = `mutation($input: OwnerLoginInput!) { ownerLogin(input: $input) { ok status message retryAfterSeconds owner { email firstName } } }`;
  type LoginAnswer = {
    ownerLogin: {
      ok: boolean;
      status: string;
      message: string;
      retryAfterSeconds: number | null;
      owner: { email: string } | null;
    };
  };
  const login = (email: string, password: string, lang = 'en', headers: Record<string, string> = {}) =>
    call<LoginAnswer>(LOGIN, { input: { email, password, lang } }, headers);
  const STATS = `query($id: Int!, $days: Int) { ownerPropertyStats(propertyId: $id, days: $days, lang: "en") {
    property { id title path } today from views { today week month total } series { day views impressions }
    period { impressions views enquiries visits offers mediaOnline } sources { source views } months { month views } milestones { kind day form medium fromPrice toPrice } } }`;

  beforeAll(async () => {
    const url = await freshDatabase();
    server = await startTestServer(url, { logger: queries });
    catcher = await startMailCatcher({ webPort: null });
    work = await startMailWorker(server.ds, url, catcher);
    const owners: { id: number; email: string; properties: number[] }[] = await server.ds.query(
      `SELECT o.id, o.email, array_agg(op.property_id ORDER BY op.property_id) AS properties
       FROM owner o JOIN owner_property op ON op.owner_id = o.id GROUP BY o.id ORDER BY o.email LIMIT 2`,
    );
    [ownerA, ownerB] = owners;
    await server.ds.query(`UPDATE owner SET password_hash = $2 WHERE id = $1`, [
      ownerA.id,
      await hashPassword(PASSWORD_A),
    ]);
    await server.ds.query(`UPDATE owner SET password_hash = $2 WHERE id = $1`, [
      ownerB.id,
      await hashPassword(PASSWORD_B),
    ]);
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await server.ds.query(`DELETE FROM login_throttle`);
  });

  it('logs in with the right password: an HttpOnly, SameSite cookie, and the session knows the owner', async () => {
    const answer = await login(ownerA.email.toUpperCase(), PASSWORD_A);
    expect(answer.data?.ownerLogin).toMatchObject({ ok: true, status: 'OK', owner: { email: ownerA.email } });
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Lax/i);
    expect(answer.setCookie).not.toMatch(/Secure/i);
    const me = await call<{ ownerAccount: { email: string } | null }>(
      `{ ownerAccount { email } }`,
      {},
      { cookie: cookieOf(answer.setCookie) },
    );
    expect(me.data?.ownerAccount?.email).toBe(ownerA.email);
    expect((await call<{ ownerAccount: null }>(`{ ownerAccount { email } }`)).data?.ownerAccount).toBeNull();
    // Only a hash of the token is stored.
    const [{ n }] = await server.ds.query(
      `SELECT count(*)::int AS n FROM account_session WHERE token_hash = sha256($1::bytea)`,
      [Buffer.from(cookieOf(answer.setCookie).split('=')[1])],
    );
    expect(n).toBe(1);
  });

  it('marks the cookie Secure behind TLS (a proxy on this machine says https)', async () => {
    const answer = await login(ownerA.email, PASSWORD_A, 'en', { 'x-forwarded-proto': 'https' });
    expect(answer.setCookie).toMatch(/Secure/i);
  });

  it('answers a wrong password and an unknown e-mail alike: "login failed", in their language', async () => {
    const wrong = await login(ownerA.email, 'not the password');
    const unknown = await login('nobody@example.com', PASSWORD_A);
    expect(wrong.data?.ownerLogin).toMatchObject({
      ok: false,
      status: 'FAILED',
      message: 'Login failed; the username or password are not correct.',
    });
    expect(unknown.data?.ownerLogin).toEqual(wrong.data?.ownerLogin);
    expect(wrong.setCookie).toBeNull();
    const dutch = await login(ownerA.email, 'nope', 'nl');
    expect(dutch.data?.ownerLogin.message).toBe(
      'Aanmelden mislukt; de gebruikersnaam of het wachtwoord is niet correct.',
    );
  });

  it('slows guessing down: a growing wait on the account for the guessing address, during which even the right password is not checked', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login(ownerB.email, `guess ${i}`)).data?.ownerLogin.status).toBe('FAILED');
    const blocked = await login(ownerB.email, PASSWORD_B, 'fr');
    expect(blocked.data?.ownerLogin).toMatchObject({
      ok: false,
      status: 'RATE_LIMITED',
      retryAfterSeconds: 2,
    });
    expect(blocked.data?.ownerLogin.message).toMatch(
      /^Trop de tentatives échouées\. Veuillez patienter 2 secondes/,
    );
    expect(blocked.setCookie).toBeNull();
    // The wait ends; the next failure doubles it.
    await server.ds.query(`UPDATE login_throttle SET blocked_until = now() - interval '1 second'`);
    await login(ownerB.email, 'guess again');
    expect((await login(ownerB.email, PASSWORD_B)).data?.ownerLogin.retryAfterSeconds).toBe(4);
    // Another account from another address is not affected; the right password after the wait logs in and forgets.
    expect(
      (await login(ownerA.email, PASSWORD_A, 'en', { 'x-forwarded-for': '203.0.113.9' })).data?.ownerLogin
        .status,
    ).toBe('OK');
    await server.ds.query(`UPDATE login_throttle SET blocked_until = now() - interval '1 second'`);
    expect((await login(ownerB.email, PASSWORD_B)).data?.ownerLogin.status).toBe('OK');
    expect(await server.ds.query(`SELECT key FROM login_throttle WHERE key LIKE 'account:%'`)).toEqual([]);
  });

  it('lets no burst of parallel guesses through: attempts are counted before the password is checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(ownerA.email, `parallel guess ${i}`)),
    );
    const statuses = answers.map((a) => a.data?.ownerLogin.status);
    // 3 free tries, then the 4th sets the wait every later one runs into.
    expect(statuses.filter((s) => s === 'FAILED')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'RATE_LIMITED')).toHaveLength(8);
  });

  it('slows down one address trying many accounts', async () => {
    for (let i = 0; i < 11; i++) await login(`someone${i}@example.com`, 'guess');
    const answer = await login(ownerA.email, PASSWORD_A);
    expect(answer.data?.ownerLogin.status).toBe('RATE_LIMITED');
  });

  it('shows an owner their own listings and statistics, and FORBIDDEN for anyone else’s', async () => {
    const cookie = cookieOf((await login(ownerA.email, PASSWORD_A)).setCookie);
    const list = await call<{ ownerProperties: { id: number }[] }>(
      `{ ownerProperties(lang: "fr") { id title city price availability path } }`,
      {},
      { cookie },
    );
    expect(list.data?.ownerProperties.map((p) => p.id)).toEqual(ownerA.properties);
    const own = await call<{
      ownerPropertyStats: {
        property: { id: number };
        series: unknown[];
        views: { total: number };
        milestones: { kind: string }[];
      };
    }>(STATS, { id: ownerA.properties[0] }, { cookie });
    expect(own.errors).toBeUndefined();
    expect(own.data?.ownerPropertyStats.property.id).toBe(ownerA.properties[0]);
    expect(own.data?.ownerPropertyStats.series).toHaveLength(30);
    // The demo history: 90 days of views and the media the listing went online on.
    expect(own.data?.ownerPropertyStats.views.total).toBeGreaterThan(100);
    expect(own.data?.ownerPropertyStats.milestones.some((m) => m.kind === 'MEDIA_ONLINE')).toBe(true);

    const other = await call(STATS, { id: ownerB.properties[0] }, { cookie, 'x-lang': 'nl' });
    expect(other.data).toBeNull();
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.errors?.[0].message).toBe('U hebt geen toegang tot dit pand.');
    const missing = await call(STATS, { id: 999_999_999 }, { cookie });
    expect(missing.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const tooLong = await call(STATS, { id: ownerA.properties[0], days: 5000 }, { cookie });
    expect(tooLong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'days' });
  });

  it("loads an owner's listings in a fixed number of statements, however many there are", async () => {
    // The statements of this one request: the mail worker's relay polls the same data source, and
    // under load its poll (and what the login left running) landed in a time window.
    const count = async (email: string, password: string) => {
      const cookie = cookieOf((await login(email, password)).setCookie);
      const answer = await call<{ ownerProperties: unknown[] }>(
        `{ ownerProperties(lang: "nl") { id title city price availability path photoUrl } }`,
        {},
        { cookie },
      );
      expect(answer.requestId).toBeTruthy();
      return {
        listings: answer.data!.ownerProperties.length,
        statements: queries.statementsOf(answer.requestId!),
      };
    };
    const a = await count(ownerA.email, PASSWORD_A);
    const b = await count(ownerB.email, PASSWORD_B);
    expect(a.listings).not.toBe(b.listings);
    expect(a.statements.length).toBeGreaterThan(0);
    expect(a.statements.length, a.statements.join('\n')).toBe(b.statements.length);
    expect(a.statements.length, a.statements.join('\n')).toBeLessThanOrEqual(7);
  });

  it('answers UNAUTHENTICATED to anonymous callers and to an unknown cookie, on every owners-only query', async () => {
    const schema = await appSchema();
    const fields = schema.getQueryType()!.getFields();
    expect(AUTHORIZED_QUERY_FIELDS.size).toBeGreaterThan(0);
    const dummy = (a: GraphQLArgument) => {
      const type = getNullableType(a.type);
      return isScalarType(type) && type.name === 'Int' ? '30' : '"x"';
    };
    for (const name of AUTHORIZED_QUERY_FIELDS) {
      const field = fields[name];
      const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${dummy(a)}`);
      const selection = field.name === 'ownerPropertyStats' ? '{ today }' : '{ id }';
      const query = `{ ${name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
      for (const headers of [
        {} as Record<string, string>,
        { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` },
        { cookie: `${SESSION_COOKIE}=%E0%A4%A` },
      ]) {
        const answer = await call(query, {}, { ...headers, 'x-lang': 'de' });
        expect(answer.errors?.[0].extensions?.code, `${name} ${JSON.stringify(headers)}`).toBe(
          'UNAUTHENTICATED',
        );
        expect(answer.errors?.[0].message).toBe('Bitte melden Sie sich an, um diese Seite zu sehen.');
      }
    }
  });

  it('answers FORBIDDEN on every owners-only query to a session of another role, even with an owner’s id', async () => {
    const { token } = await createSession(server.ds.manager, { role: 'buyer', accountId: ownerA.id });
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (const query of [
      `{ ownerProperties { id } }`,
      `{ ownerPropertyStats(propertyId: ${ownerA.properties[0]}) { today } }`,
    ]) {
      const answer = await call(query, {}, { cookie, 'x-lang': 'nl' });
      expect(answer.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
      expect(answer.data).toBeNull();
    }
    expect(
      (await call<{ ownerAccount: null }>(`{ ownerAccount { email } }`, {}, { cookie })).data?.ownerAccount,
    ).toBeNull();
  });

  it('keeps an owner logged in from before sessions had roles (the cookie owner_session), and the next login replaces it', async () => {
    const { token } = await createSession(server.ds.manager, { role: 'owner', accountId: ownerA.id });
    const legacy = `owner_session=${token}`;
    const mine = await call<{ ownerProperties: { id: number }[] }>(
      `{ ownerProperties { id } }`,
      {},
      { cookie: legacy },
    );
    expect(mine.data?.ownerProperties.map((p) => p.id).sort((a, b) => a - b)).toEqual(ownerA.properties);
    const again = await login(ownerA.email, PASSWORD_A, 'en', { cookie: legacy });
    expect(again.setCookie).toMatch(/owner_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(cookieOf(again.setCookie)).not.toBe(`${SESSION_COOKIE}=${token}`);
    // The old session ended with the login, as any session the browser had.
    expect(
      (await call(`{ ownerProperties { id } }`, {}, { cookie: legacy })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('logs out: the cookie is cleared and the old token no longer works', async () => {
    const cookie = cookieOf((await login(ownerA.email, PASSWORD_A)).setCookie);
    const out = await call<{ ownerLogout: boolean }>(`mutation { ownerLogout }`, {}, { cookie });
    expect(out.data?.ownerLogout).toBe(true);
    expect(out.setCookie).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
    const after = await call(`{ ownerProperties { id } }`, {}, { cookie });
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resets a password by mail: same answer for unknown addresses, a single-use link, old sessions ended', async () => {
    const REQUEST = `mutation($input: PasswordResetRequestInput!) { requestOwnerPasswordReset(input: $input) { ok status message } }`;
    const RESET = `mutation($input: PasswordResetInput!) { resetOwnerPassword(input: $input) { ok status message owner { email } } }`;
    const oldCookie = cookieOf((await login(ownerA.email, PASSWORD_A)).setCookie);
    const outboxBefore = (await server.ds.query(`SELECT count(*)::int AS n FROM outbox`))[0].n;
    const unknown = await call<{ requestOwnerPasswordReset: { message: string } }>(REQUEST, {
      input: { email: 'nobody@example.com', lang: 'en' },
    });
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM outbox`))[0].n).toBe(outboxBefore);
    const known = await call<{ requestOwnerPasswordReset: { message: string } }>(REQUEST, {
      input: { email: ` ${ownerA.email.toUpperCase()} `, lang: 'en' },
    });
    expect(known.data).toEqual(unknown.data);
    expect(known.data?.requestOwnerPasswordReset.message).toMatch(
      /^If an account exists for this e-mail address/,
    );

    const [mail] = await catcher.waitFor((m) => m.to.includes(ownerA.email), 1, 20_000);
    expect(mail.subject).toBe('Choose a new password for the owners’ portal');
    const token = /\/en\/login\/\?reset=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    // Only a hash is stored, and the outbox forgets the token once the mail is sent.
    expect(
      await server.ds.query(`SELECT 1 FROM password_link WHERE token_hash = $1`, [Buffer.from(token!)]),
    ).toEqual([]);
    await expect
      .poll(
        async () =>
          (
            await server.ds.query(
              `SELECT bool_or(payload ? 'resetToken') AS kept FROM outbox WHERE payload->>'template' = 'owner-password-reset' AND status = 'sent'`,
            )
          )[0].kept,
      )
      .toBe(false);

    const weak = await call<{ resetOwnerPassword: { status: string; message: string } }>(RESET, {
      input: { token, password: 'short', lang: 'en' },
    });
    expect(weak.data?.resetOwnerPassword).toMatchObject({
      status: 'WEAK_PASSWORD',
      message: 'The password must have at least 10 characters.',
    });
    const done = await call<{ resetOwnerPassword: { ok: boolean; owner: { email: string } } }>(RESET, {
      input: { token, password: 'a brand new passphrase', lang: 'en' },
    });
    expect(done.data?.resetOwnerPassword).toMatchObject({ ok: true, owner: { email: ownerA.email } });
    expect(done.setCookie).toMatch(/HttpOnly/);
    const again = await call<{ resetOwnerPassword: { status: string } }>(RESET, {
      input: { token, password: 'yet another passphrase', lang: 'en' },
    });
    expect(again.data?.resetOwnerPassword.status).toBe('INVALID_LINK');
    // The session from before the reset is over; the new password works, the old one not.
    expect(
      (await call(`{ ownerProperties { id } }`, {}, { cookie: oldCookie })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await login(ownerA.email, PASSWORD_A)).data?.ownerLogin.status).toBe('FAILED');
    expect((await login(ownerA.email, 'a brand new passphrase')).data?.ownerLogin.status).toBe('OK');
  });

  it('refuses an expired reset link', async () => {
    const REQUEST = `mutation($input: PasswordResetRequestInput!) { requestOwnerPasswordReset(input: $input) { ok } }`;
    catcher.clear();
    await call(REQUEST, { input: { email: ownerB.email, lang: 'fr' } });
    const [mail] = await catcher.waitFor((m) => m.to.includes(ownerB.email), 1, 20_000);
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour le portail des propriétaires');
    const token = /\/fr\/login\/\?reset=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    await server.ds.query(`UPDATE password_link SET expires_at = now() - interval '1 second'`);
    const answer = await call<{ resetOwnerPassword: { status: string; message: string } }>(
      `mutation($input: PasswordResetInput!) { resetOwnerPassword(input: $input) { status message } }`,
      { input: { token, password: 'a long enough password', lang: 'fr' } },
    );
    expect(answer.data?.resetOwnerPassword.status).toBe('INVALID_LINK');
    expect(answer.data?.resetOwnerPassword.message).toMatch(/^Ce lien n'est plus valable/);
  });
});
