import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  ADDRESS_FREE_FAILURES_PER_ACCOUNT,
  CLEAN_ADDRESS_MAX_DELAY_SECONDS,
  CLEAN_ADDRESS_MAX_WAIT_SECONDS,
  CLEAN_CHECKS_PER_SECOND,
  LOGIN_THROTTLE_POLICY,
  loginSucceeded,
  loginThrottleKeys,
  reserveLoginAttempt,
} from './login-throttle';
import { hashPassword } from './password.service';

const PASSWORD = 'the owner knows this one';
const LOGIN = `mutation($input: OwnerLoginInput!) { ownerLogin(input: $input) { ok status retryAfterSeconds } }`;

/**
 * Guessing at an owner's password slows the guessers down, and never locks the owner out: the
 * account's wait refuses only the addresses that failed against it.
 */
describe('login throttle: guessers wait, the owner gets in', () => {
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    [{ email }] = await server.ds.query(`SELECT email FROM owner ORDER BY id LIMIT 1`);
    await server.ds.query(`UPDATE owner SET password_hash = $2 WHERE email = $1`, [
      email,
      await hashPassword(PASSWORD),
    ]);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.ds.query(`DELETE FROM login_throttle`);
  });

  const login = async (password: string, ip: string) =>
    (
      await server.gql<{ ownerLogin: { ok: boolean; status: string; retryAfterSeconds: number | null } }>(
        LOGIN,
        { input: { email, password, lang: 'en' } },
        { 'x-forwarded-for': ip },
      )
    ).data!.ownerLogin;
  /** A wrong guess as the throttle sees it: reserved, never taken back. */
  const guess = (ip: string, now = new Date()) =>
    reserveLoginAttempt(server.ds.manager, loginThrottleKeys(email, ip), now);
  /** Guesses made a minute ago: counted, and their turns are over. */
  const aMinuteAgo = () => new Date(Date.now() - 60_000);

  it('a distributed guess: each new address is slowed, then its own failures make it wait', async () => {
    const now = new Date();
    // Forty addresses, one guess each: every one is counted (none refused), the later ones slowed.
    const first = [];
    for (let i = 0; i < 40; i++) first.push(await guess(`198.51.100.${i}`, now));
    expect(first.every((r) => r.waitSeconds === 0)).toBe(true);
    expect(first.slice(0, LOGIN_THROTTLE_POLICY.account.freeFailures).map((r) => r.slowSeconds)).toEqual([
      0, 0, 0,
    ]);
    expect(first.slice(LOGIN_THROTTLE_POLICY.account.freeFailures + 1).every((r) => r.slowSeconds > 0)).toBe(
      true,
    );
    // They took turns, none waiting longer than the longest wait.
    expect(Math.max(...first.map((r) => r.slowSeconds))).toBe(CLEAN_ADDRESS_MAX_WAIT_SECONDS);
    // Any of them may fail a few more times, slowed; one failure more and it waits the account's
    // wait (the 15-minute ceiling by now).
    for (let i = 1; i <= ADDRESS_FREE_FAILURES_PER_ACCOUNT; i++)
      expect(await guess('198.51.100.7', now)).toMatchObject({ waitSeconds: 0 });
    expect(await guess('198.51.100.7', now)).toEqual({ waitSeconds: 15 * 60, slowSeconds: 0 });
    // A new address is slowed, not refused; its wrong guesses count, and then it waits too.
    for (let i = 0; i <= ADDRESS_FREE_FAILURES_PER_ACCOUNT; i++) {
      const r = await guess('203.0.113.50', now);
      expect(r.waitSeconds).toBe(0);
      expect(r.slowSeconds).toBeGreaterThanOrEqual(CLEAN_ADDRESS_MAX_DELAY_SECONDS);
    }
    expect((await guess('203.0.113.50', now)).waitSeconds).toBe(15 * 60);
    // Once the account's wait has run out, an address that failed may try again.
    const later = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
    expect((await guess('198.51.100.7', later)).waitSeconds).toBe(0);
  });

  it('attempts from addresses that are not guessers take turns against an account under attack', async () => {
    const now = new Date();
    for (let i = 0; i <= LOGIN_THROTTLE_POLICY.account.freeFailures; i++) await guess(`198.51.100.${i}`, now);
    // Sent at once from eight new addresses: checked one turn after the other, the first slowed
    // the clean-address delay; none refused.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => guess(`203.0.113.${100 + i}`, now)));
    expect(burst.every((r) => r.waitSeconds === 0)).toBe(true);
    const turn = 1 / CLEAN_CHECKS_PER_SECOND;
    expect(burst.map((r) => r.slowSeconds).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => CLEAN_ADDRESS_MAX_DELAY_SECONDS + i * turn),
    );
    // However many more: none waits longer than the longest wait.
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`203.0.113.${150 + i}`, now)));
    expect(Math.max(...flood.map((r) => r.slowSeconds))).toBe(CLEAN_ADDRESS_MAX_WAIT_SECONDS);
    expect(flood.every((r) => r.waitSeconds === 0)).toBe(true);
    // Once the booked turns have passed, the next address is slowed by the delay alone.
    const later = new Date(now.getTime() + (CLEAN_ADDRESS_MAX_WAIT_SECONDS + 1) * 1000);
    expect(await guess('203.0.113.200', later)).toEqual({
      waitSeconds: 0,
      slowSeconds: CLEAN_ADDRESS_MAX_DELAY_SECONDS,
    });
  });

  it('right passwords at once from one address all get in, round after round, and leave nothing counted', async () => {
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => login(PASSWORD, '198.51.100.77')));
      expect(answers.map((a) => a.status)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    }
    expect(await server.ds.query(`SELECT key, failures FROM login_throttle WHERE failures > 0`)).toEqual([]);
  });

  it('reservations and successes of the same keys at once never deadlock (other processes, no turns)', async () => {
    const keys = loginThrottleKeys(email, '198.51.100.79');
    for (let round = 0; round < 5; round++)
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 ? reserveLoginAttempt(server.ds.manager, keys) : loginSucceeded(server.ds.manager, keys),
        ),
      );
  });

  it('wrong guesses at once from one address are each counted before the next is checked', async () => {
    const { freeFailures } = LOGIN_THROTTLE_POLICY.account;
    const answers = await Promise.all(
      Array.from({ length: freeFailures + 3 }, (_, i) => login(`burst ${i}`, '198.51.100.78')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'FAILED')).toHaveLength(freeFailures + 1);
    expect(statuses.filter((s) => s === 'RATE_LIMITED')).toHaveLength(2);
  });

  it("the owner's side: after many failures from other addresses, the right password from a fresh address logs in", async () => {
    // The attacker's side, as before: wrong guesses, then even the right password waits.
    for (let i = 0; i < 4; i++) expect((await login(`guess ${i}`, '192.0.2.66')).status).toBe('FAILED');
    const refused = await login(PASSWORD, '192.0.2.66');
    expect(refused).toMatchObject({ ok: false, status: 'RATE_LIMITED', retryAfterSeconds: 2 });
    // Many more guesses from a few addresses, a minute ago (their turns are over): the account
    // waits its ceiling.
    for (let i = 0; i < 20; i++) await guess(`198.51.100.${i % 5}`, aMinuteAgo());
    expect((await login(PASSWORD, '192.0.2.66')).retryAfterSeconds).toBeGreaterThan(60);

    const started = Date.now();
    const owner = await login(PASSWORD, '203.0.113.10');
    expect(owner).toMatchObject({ ok: true, status: 'OK' });
    // Slowed (the account is under attack), by a bounded delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLEAN_ADDRESS_MAX_DELAY_SECONDS * 1000 - 50);
    // The owner logging in does not free the guessers.
    expect((await login(PASSWORD, '192.0.2.66')).status).toBe('RATE_LIMITED');
    expect((await login(PASSWORD, '198.51.100.3')).status).toBe('RATE_LIMITED');
  });

  it('an owner who mistypes from their own address while the account is guessed at still gets in, slowed', async () => {
    for (let i = 0; i < 20; i++) await guess(`198.51.100.${i % 5}`, aMinuteAgo());
    // Two typing errors (the first a minute ago), then the right password.
    await guess('203.0.113.11', aMinuteAgo());
    expect((await login('a typing error', '203.0.113.11')).status).toBe('FAILED');
    const started = Date.now();
    expect((await login(PASSWORD, '203.0.113.11')).status).toBe('OK');
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLEAN_ADDRESS_MAX_DELAY_SECONDS * 1000 - 50);
    expect(Date.now() - started).toBeLessThan(CLEAN_ADDRESS_MAX_WAIT_SECONDS * 1000);
  });

  it('an address that failed more than its free failures against the account waits like a guesser', async () => {
    for (let i = 0; i < 20; i++) await guess(`198.51.100.${i % 5}`, aMinuteAgo());
    for (let i = 0; i <= ADDRESS_FREE_FAILURES_PER_ACCOUNT; i++) await guess('203.0.113.13', aMinuteAgo());
    const refused = await login(PASSWORD, '203.0.113.13');
    expect(refused).toMatchObject({ status: 'RATE_LIMITED' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    // Four wrong passwords, each from another address of the same /64 …
    for (let i = 1; i <= 4; i++)
      expect((await login(`guess ${i}`, `2001:db8:7:7::${i}`)).status).toBe('FAILED');
    // … make a fifth address of that /64 a guesser, written however it is written.
    expect(await login(PASSWORD, '2001:db8:7:7:ffff:ffff:ffff:ffff')).toMatchObject({
      ok: false,
      status: 'RATE_LIMITED',
      retryAfterSeconds: 2,
    });
  });
});
