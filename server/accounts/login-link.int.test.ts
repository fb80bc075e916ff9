import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { LOGIN_LINK_MINUTES, logInWithLink, pruneLoginLinks, requestLoginLink } from './login-link.service';
import { LINK_MAILS_PER_ADDRESS_PER_HOUR } from './link-mail-limits';
import { LOGIN_THROTTLE_POLICY } from './login-throttle';
import { viewerOfSession } from './session.service';
import { tokenHash } from './tokens.service';

/**
 * The login without a password: a single-use link mailed to an address logs its holder in with
 * the link's role, once, within LOGIN_LINK_MINUTES; links that are not live count against the
 * client's address like wrong passwords.
 */
describe('login links', () => {
  let ds: DataSource;
  /** The links "mailed": what the role's module would put in its mail. */
  const mailed: { email: string; token: string; minutes: number }[] = [];
  const mailLink = async (_m: unknown, email: string, token: string, minutes: number) => {
    mailed.push({ email, token, minutes });
  };
  /** The role's module: an account per address, made on first login. */
  const accounts = new Map<string, number>();
  const accountFor = async (_m: unknown, email: string) => {
    if (!accounts.has(email)) accounts.set(email, accounts.size + 1);
    return accounts.get(email)!;
  };
  let n = 0;
  /** A client address of its own per test: the rate limits and the throttle are per address. */
  const freshIp = () => `198.51.100.${++n}`;

  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());
  beforeEach(() => {
    mailed.length = 0;
  });

  const linkFor = async (email: string, ip = freshIp()) => {
    expect(await requestLoginLink(ds, { role: 'buyer', email, ip }, mailLink)).toBe('SENT');
    return mailed.at(-1)!;
  };

  it('logs in once with a mailed link, as the role it was asked for; the table keeps only a hash', async () => {
    const link = await linkFor('  Koper@Example.BE ');
    expect(link).toMatchObject({ email: 'koper@example.be', minutes: LOGIN_LINK_MINUTES });
    const rows: { email: string }[] = await ds.query(`SELECT email FROM login_link WHERE token_hash = $1`, [
      tokenHash(link.token),
    ]);
    expect(rows).toEqual([{ email: 'koper@example.be' }]);
    expect(JSON.stringify(await ds.query(`SELECT * FROM login_link`))).not.toContain(link.token);

    const ip = freshIp();
    const first = await logInWithLink(ds, { role: 'buyer', token: link.token, ip }, accountFor);
    expect(first).toMatchObject({ status: 'OK', email: 'koper@example.be', viewer: { role: 'buyer' } });
    if (first.status !== 'OK') return;
    expect(await viewerOfSession(ds.manager, first.sessionToken)).toEqual(first.viewer);
    // A second click (or a mail scanner's before it) finds the link spent.
    expect(await logInWithLink(ds, { role: 'buyer', token: link.token, ip }, accountFor)).toEqual({
      status: 'INVALID',
    });
  });

  it('refuses a link of another role and a link past its time', async () => {
    const other = await linkFor('other-role@example.be');
    expect(await logInWithLink(ds, { role: 'owner', token: other.token, ip: freshIp() }, accountFor)).toEqual(
      {
        status: 'INVALID',
      },
    );
    const late = await linkFor('late@example.be');
    await ds.query(`UPDATE login_link SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      tokenHash(late.token),
    ]);
    expect(await logInWithLink(ds, { role: 'buyer', token: late.token, ip: freshIp() }, accountFor)).toEqual({
      status: 'INVALID',
    });
    await ds.query(`UPDATE login_link SET expires_at = now() - interval '2 days' WHERE token_hash = $1`, [
      tokenHash(late.token),
    ]);
    await pruneLoginLinks(ds.manager);
    expect(await ds.query(`SELECT 1 FROM login_link WHERE token_hash = $1`, [tokenHash(late.token)])).toEqual(
      [],
    );
  });

  it('makes an address that tries links that are not live wait, as after wrong passwords; a real link then waits too', async () => {
    const ip = freshIp();
    const { freeFailures } = LOGIN_THROTTLE_POLICY.ip;
    for (let i = 0; i < freeFailures; i++)
      expect(
        (await logInWithLink(ds, { role: 'buyer', token: `${'x'.repeat(42)}${i % 10}`, ip }, accountFor))
          .status,
      ).toBe('INVALID');
    expect((await logInWithLink(ds, { role: 'buyer', token: 'not-a-token', ip }, accountFor)).status).toBe(
      'INVALID',
    );
    const link = await linkFor('waits@example.be');
    const refused = await logInWithLink(ds, { role: 'buyer', token: link.token, ip }, accountFor);
    expect(refused).toMatchObject({ status: 'RATE_LIMITED' });
    expect(refused.status === 'RATE_LIMITED' && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held up, and the link was not spent by the refused attempt.
    expect(
      (await logInWithLink(ds, { role: 'buyer', token: link.token, ip: freshIp() }, accountFor)).status,
    ).toBe('OK');
  });

  it('sends at most LINK_MAILS_PER_ADDRESS_PER_HOUR links to one address, answering the same after', async () => {
    const email = `flooded-${Date.now()}@example.be`;
    for (let i = 0; i < LINK_MAILS_PER_ADDRESS_PER_HOUR + 2; i++)
      expect(await requestLoginLink(ds, { role: 'buyer', email, ip: freshIp() }, mailLink)).toBe('SENT');
    expect(mailed.filter((m) => m.email === email)).toHaveLength(LINK_MAILS_PER_ADDRESS_PER_HOUR);
    // Not an address at all: answered the same, nothing stored or sent.
    expect(await requestLoginLink(ds, { role: 'buyer', email: 'no address', ip: freshIp() }, mailLink)).toBe(
      'SENT',
    );
    expect(mailed.filter((m) => m.email === 'no address')).toEqual([]);
  });
});
