import type { EntityManager } from 'typeorm';

/** Who a failed login counts against: the account tried, and the address it came from. */
export type ThrottleScope = 'account' | 'ip';

/**
 * Failures allowed before any wait, then a wait that doubles with each further failure up to
 * a ceiling. An address gets more free tries than an account (offices and mobile carriers share
 * addresses); an account is what an attacker guesses at, so it slows down first.
 */
export const LOGIN_THROTTLE_POLICY: Readonly<
  Record<ThrottleScope, { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number }>
> = {
  account: { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  ip: { freeFailures: 10, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
};

/**
 * How long an address that is not a guesser of an account is slowed while that account is under
 * attack (at most the account's own wait): never refused, so guessing at an owner's account cannot
 * lock the owner out.
 */
export const CLEAN_ADDRESS_MAX_DELAY_SECONDS = 2;

/**
 * Failures an address may have against one account and still not be one of its guessers: the
 * owner who mistypes their password from home while the account is under attack is slowed like any
 * other address, not made to wait out the account's wait. One failure more and the address waits
 * like a guesser. An attacker's address thus gets this many guesses more before waiting.
 */
export const ADDRESS_FREE_FAILURES_PER_ACCOUNT = 3;

/**
 * Password checks from addresses that are not guessers of an account under attack take turns: they
 * start at least 1/CLEAN_CHECKS_PER_SECOND apart, so a burst from many addresses at once is spread
 * out (and its argon2 work with it) instead of checked in parallel.
 */
export const CLEAN_CHECKS_PER_SECOND = 2;

/**
 * The longest such an attempt waits for its turn (its slow-down included). The turns are booked at
 * most this far ahead: an attempt finding them full waits this long and is checked, never refused,
 * so a flood beyond CLEAN_CHECKS_PER_SECOND × this is held, not stopped. What stops it is that each
 * of its addresses gets ADDRESS_FREE_FAILURES_PER_ACCOUNT + 1 guesses before it waits like a guesser.
 */
export const CLEAN_ADDRESS_MAX_WAIT_SECONDS = 10;

/** Failures older than this are forgotten: the count starts again. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 60 * 60;

/** Seconds to wait after the `failures`-th failure in a row (0 while within the free tries). */
export function loginDelaySeconds(scope: ThrottleScope, failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE_POLICY[scope];
  if (failures <= freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures - 1, 30);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

export const throttleKey = (scope: ThrottleScope, value: string) => `${scope}:${value.toLowerCase()}`;

/**
 * The rows one attempt touches: the account, the address, and the address against this account
 * (which tells whether this address has failed against this account lately).
 */
export interface LoginThrottleKeys {
  account: string;
  ip: string;
  pair: string;
}

export function loginThrottleKeys(email: string, ip: string): LoginThrottleKeys {
  return {
    account: throttleKey('account', email),
    ip: throttleKey('ip', ip),
    pair: `pair:${email.toLowerCase()}|${ip.toLowerCase()}`,
  };
}

/** What an attempt meets: refused for `waitSeconds`, or let through after `slowSeconds`. */
export interface LoginReservation {
  waitSeconds: number;
  slowSeconds: number;
}

/**
 * The rule, from the running waits: an address's own wait always refuses; the account's wait
 * refuses only the account's guessers, the addresses that failed against it more than
 * ADDRESS_FREE_FAILURES_PER_ACCOUNT times lately. Any other address is let through while the
 * account waits, slowed by a bounded delay and waiting its turn among the other such attempts
 * (`turnInSeconds`: when the account's next turn is free), never longer than
 * CLEAN_ADDRESS_MAX_WAIT_SECONDS: the owner can log in, even after a typing error or two, while
 * someone guesses from elsewhere, and a new address joining a distributed guess pays time for each
 * guess, which then counts against it.
 */
export function loginAttemptVerdict(state: {
  ipWaitSeconds: number;
  accountWaitSeconds: number;
  addressFailuresAgainstAccount: number;
  turnInSeconds: number;
}): LoginReservation {
  const { ipWaitSeconds, accountWaitSeconds, addressFailuresAgainstAccount, turnInSeconds } = state;
  const guesser = addressFailuresAgainstAccount > ADDRESS_FREE_FAILURES_PER_ACCOUNT;
  const waitSeconds = Math.max(ipWaitSeconds, guesser ? accountWaitSeconds : 0);
  if (waitSeconds > 0) return { waitSeconds, slowSeconds: 0 };
  if (guesser || accountWaitSeconds <= 0) return { waitSeconds: 0, slowSeconds: 0 };
  const slowSeconds = Math.min(
    Math.max(Math.min(accountWaitSeconds, CLEAN_ADDRESS_MAX_DELAY_SECONDS), turnInSeconds),
    CLEAN_ADDRESS_MAX_WAIT_SECONDS,
  );
  return { waitSeconds: 0, slowSeconds };
}

/**
 * Reservations and successes against one account take turns on a lock of the account (held to
 * the end of the transaction), whichever rows exist yet: a success that finds a row missing and a
 * reservation that creates it could otherwise each hold a row the other waits for.
 */
async function lockAccount(
  m: Pick<EntityManager, 'query'>,
  keys: Readonly<LoginThrottleKeys>,
): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [keys.account]);
}

/** The row that holds an account's next free turn (in `blocked_until`): see CLEAN_CHECKS_PER_SECOND. */
const turnKey = (keys: Readonly<LoginThrottleKeys>) => `turn:${keys.account}`;

interface KeyState {
  key: string;
  /** Failures within the memory (older ones are forgotten). */
  failures: number;
  waitSeconds: number;
}

/**
 * Reserves one login attempt, atomically, before the password is checked: the attempt counts as
 * a failure of the account, the address and the pair until `loginSucceeded` takes it back.
 * Parallel requests queue on the keys' row locks, so a burst cannot slip through between a check
 * and a count: once an attempt makes a wait necessary, every later one sees it. When the attempt
 * is refused nothing is counted.
 */
export async function reserveLoginAttempt(
  manager: Pick<EntityManager, 'transaction'>,
  keys: Readonly<LoginThrottleKeys>,
  now = new Date(),
): Promise<LoginReservation> {
  const at = now.toISOString();
  return manager.transaction(async (m) => {
    await lockAccount(m, keys);
    const state = {} as Record<keyof LoginThrottleKeys, KeyState>;
    // Keys in a fixed order: two attempts never lock the same rows the other way round. A row
    // is created (with no failures) to be locked, so that two first attempts queue too.
    const order = (Object.keys(keys) as (keyof LoginThrottleKeys)[]).sort((a, b) =>
      keys[a].localeCompare(keys[b]),
    );
    for (const name of order) {
      const [row]: { failures: number; wait: number }[] = await m.query(
        `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 0, $2)
         ON CONFLICT (key) DO UPDATE SET key = t.key
         RETURNING CASE WHEN t.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 0
                        ELSE t.failures END AS failures,
                   greatest(coalesce(ceil(extract(epoch FROM t.blocked_until - $2::timestamptz)), 0), 0)::int AS wait`,
        [keys[name], at, LOGIN_FAILURE_MEMORY_SECONDS],
      );
      state[name] = { key: keys[name], failures: row.failures, waitSeconds: row.wait };
    }
    // Every attempt against the account holds its row lock, so the turns need no lock of their own.
    const [turn]: { inSeconds: number }[] = await m.query(
      `SELECT greatest(extract(epoch FROM blocked_until - $2::timestamptz), 0)::float8 AS "inSeconds"
       FROM login_throttle WHERE key = $1`,
      [turnKey(keys), at],
    );
    const verdict = loginAttemptVerdict({
      ipWaitSeconds: state.ip.waitSeconds,
      accountWaitSeconds: state.account.waitSeconds,
      addressFailuresAgainstAccount: state.pair.failures,
      turnInSeconds: turn?.inSeconds ?? 0,
    });
    if (verdict.waitSeconds > 0) {
      await m.query(`DELETE FROM login_throttle WHERE key = ANY($1::text[]) AND failures = 0`, [
        Object.values(keys),
      ]);
      return verdict;
    }
    const count = async (s: KeyState, scope: ThrottleScope | null) => {
      const failures = s.failures + 1;
      const delay = scope ? loginDelaySeconds(scope, failures) : 0;
      await m.query(
        `UPDATE login_throttle SET failures = $2, last_failure_at = $3,
           blocked_until = CASE WHEN $4::int > 0
             THEN greatest(blocked_until, $3::timestamptz + make_interval(secs => $4)) ELSE blocked_until END
         WHERE key = $1`,
        [s.key, failures, at, delay],
      );
    };
    await count(state.account, 'account');
    await count(state.ip, 'ip');
    await count(state.pair, null);
    if (verdict.slowSeconds > 0)
      // This attempt's turn is its check's time; the next one starts a turn later.
      await m.query(
        `INSERT INTO login_throttle (key, failures, last_failure_at, blocked_until)
         VALUES ($1, 0, $2, $2::timestamptz + make_interval(secs => $3))
         ON CONFLICT (key) DO UPDATE SET last_failure_at = EXCLUDED.last_failure_at,
           blocked_until = EXCLUDED.blocked_until`,
        [turnKey(keys), at, verdict.slowSeconds + 1 / CLEAN_CHECKS_PER_SECOND],
      );
    return verdict;
  });
}

/**
 * The password was right: this address's failures against the account are forgotten (the owner's
 * own typing errors), others' are not (a guesser elsewhere keeps their wait); the address's
 * reserved attempt is taken back (one's own account must not unlock guessing at others, but a
 * shared office address must not slow down because people log in).
 */
export async function loginSucceeded(
  manager: Pick<EntityManager, 'transaction'>,
  keys: Readonly<LoginThrottleKeys>,
): Promise<void> {
  await manager.transaction(async (m) => {
    await lockAccount(m, keys);
    await takeBackReservation(m, keys);
  });
}

async function takeBackReservation(
  manager: Pick<EntityManager, 'query'>,
  keys: Readonly<LoginThrottleKeys>,
): Promise<void> {
  await manager.query(
    `WITH own AS (DELETE FROM login_throttle WHERE key = $2 RETURNING failures)
     UPDATE login_throttle SET
       failures = greatest(failures - coalesce((SELECT failures FROM own), 1), 0),
       blocked_until = CASE WHEN failures - coalesce((SELECT failures FROM own), 1) <= $3 THEN NULL
                            ELSE blocked_until END
     WHERE key = $1`,
    [keys.account, keys.pair, LOGIN_THROTTLE_POLICY.account.freeFailures],
  );
  await manager.query(`DELETE FROM login_throttle WHERE key = $1 AND failures = 0`, [keys.account]);
  await manager.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1`, [
    keys.ip,
  ]);
}

/** A new password forgets the account's failures (not the address's: one's own account must not unlock guessing at others). */
export async function clearLoginFailures(manager: Pick<EntityManager, 'query'>, key: string): Promise<void> {
  await manager.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
}

/** Housekeeping: rows nobody has failed with for a day. */
export async function pruneLoginThrottle(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(
    `DELETE FROM login_throttle WHERE last_failure_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`,
  );
}

/** How long an address must wait before its next login of any kind (0: none). */
export async function addressWaitSeconds(
  manager: Pick<EntityManager, 'query'>,
  address: string,
): Promise<number> {
  const [row]: { wait: number }[] = await manager.query(
    `SELECT greatest(coalesce(ceil(extract(epoch FROM blocked_until - now())), 0), 0)::int AS wait
     FROM login_throttle WHERE key = $1`,
    [throttleKey('ip', address)],
  );
  return row?.wait ?? 0;
}

/**
 * A failed login of an address that names no account (a login link that is not one): counted
 * against the address as a wrong password is, with the same growing wait.
 */
export async function addressFailed(
  manager: Pick<EntityManager, 'query'>,
  address: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const [row]: { failures: number }[] = await manager.query(
    `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1
                       ELSE t.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [throttleKey('ip', address), at, LOGIN_FAILURE_MEMORY_SECONDS],
  );
  const delay = loginDelaySeconds('ip', row.failures);
  if (delay > 0)
    await manager.query(
      `UPDATE login_throttle SET blocked_until = greatest(blocked_until, $2::timestamptz + make_interval(secs => $3))
       WHERE key = $1`,
      [throttleKey('ip', address), at, delay],
    );
}
