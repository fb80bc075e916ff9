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
 * Reserves one login attempt for each key, atomically, before the password is checked: the attempt
 * counts as a failure until `loginSucceeded` takes it back. Parallel requests queue on the keys' row
 * locks, so a burst cannot slip through between a check and a count: once an attempt makes a wait
 * necessary, every later one sees it. Returns 0 when the attempt may go ahead, else the seconds to
 * wait (and then nothing was counted).
 */
export async function reserveLoginAttempt(
  manager: Pick<EntityManager, 'transaction'>,
  keys: Readonly<Record<ThrottleScope, string>>,
  now = new Date(),
): Promise<number> {
  // Keys in a fixed order: two attempts never lock the same two rows the other way round.
  const scoped = (Object.keys(keys) as ThrottleScope[])
    .map((scope) => ({ scope, key: keys[scope] }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return manager.transaction(async (m) => {
    const seen: { scope: ThrottleScope; key: string; failures: number; wait: number }[] = [];
    for (const { scope, key } of scoped) {
      const [row]: { failures: number; wait: number }[] = await m.query(
        `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.blocked_until > $2 THEN t.failures
                           WHEN t.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1
                           ELSE t.failures + 1 END,
           last_failure_at = CASE WHEN t.blocked_until > $2 THEN t.last_failure_at ELSE $2 END
         RETURNING failures, coalesce(ceil(extract(epoch FROM t.blocked_until - $2::timestamptz)), 0)::int AS wait`,
        [key, now.toISOString(), LOGIN_FAILURE_MEMORY_SECONDS],
      );
      seen.push({ scope, key, failures: row.failures, wait: Math.max(0, row.wait) });
    }
    const wait = Math.max(...seen.map((r) => r.wait));
    if (wait > 0) {
      // Refused: undo whatever this attempt counted on the other key.
      for (const r of seen)
        if (r.wait === 0)
          await m.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1`, [
            r.key,
          ]);
      return wait;
    }
    for (const r of seen) {
      const delay = loginDelaySeconds(r.scope, r.failures);
      if (delay > 0)
        await m.query(
          `UPDATE login_throttle SET blocked_until = $2::timestamptz + make_interval(secs => $3) WHERE key = $1`,
          [r.key, now.toISOString(), delay],
        );
    }
    return 0;
  });
}

/**
 * The password was right: the account's failures are forgotten, and the address's reserved
 * attempt is taken back (one's own account must not unlock guessing at others, but a shared
 * office address must not slow down because people log in).
 */
export async function loginSucceeded(
  manager: Pick<EntityManager, 'query'>,
  keys: Readonly<Record<ThrottleScope, string>>,
): Promise<void> {
  await manager.query(`DELETE FROM login_throttle WHERE key = $1`, [keys.account]);
  await manager.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1`, [
    keys.ip,
  ]);
}

/** A successful login forgets the account's failures (not the address's: one's own account must not unlock guessing at others). */
export async function clearLoginFailures(manager: Pick<EntityManager, 'query'>, key: string): Promise<void> {
  await manager.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
}

/** Housekeeping: rows nobody has failed with for a day. */
export async function pruneLoginThrottle(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(
    `DELETE FROM login_throttle WHERE last_failure_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`,
  );
}
