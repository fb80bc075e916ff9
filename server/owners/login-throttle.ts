import type { EntityManager } from 'typeorm';

/** Who a failed login counts against: the account tried, and the address it came from. */
export type ThrottleScope = 'account' | 'ip';

/**
 * Failures allowed before any wait, then a wait that doubles with each further failure up to
 * a ceiling. An address gets more free tries than an account (offices and mobile carriers share
 * addresses); an account is what an attacker guesses at, so it slows down first.
 */
export const LOGIN_THROTTLE_POLICY: Readonly<Record<ThrottleScope, { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number }>> = {
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

/** Seconds left before another attempt for any of the keys is allowed (0: go ahead). */
export async function secondsUntilAllowed(manager: Pick<EntityManager, 'query'>, keys: readonly string[], now = new Date()): Promise<number> {
  const rows: { wait: number | null }[] = await manager.query(
    `SELECT ceil(extract(epoch FROM max(blocked_until) - $2::timestamptz))::int AS wait FROM login_throttle WHERE key = ANY($1) AND blocked_until > $2`,
    [keys, now.toISOString()],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Counts one failure against each scope's key and sets its next allowed time; one statement. */
export async function recordLoginFailure(manager: Pick<EntityManager, 'query'>, keys: Readonly<Record<ThrottleScope, string>>, now = new Date()): Promise<void> {
  const scopes = Object.keys(keys) as ThrottleScope[];
  const rows: { key: string; failures: number }[] = await manager.query(
    `INSERT INTO login_throttle AS t (key, failures, last_failure_at)
     SELECT k, 1, $2 FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END,
       last_failure_at = $2
     RETURNING key, failures`,
    [scopes.map((s) => keys[s]), now.toISOString(), LOGIN_FAILURE_MEMORY_SECONDS],
  );
  const delays = rows.map((r) => loginDelaySeconds(scopes.find((s) => keys[s] === r.key) ?? 'account', r.failures));
  if (delays.every((d) => d === 0)) return;
  await manager.query(
    `UPDATE login_throttle AS t SET blocked_until = $3::timestamptz + make_interval(secs => d.delay)
     FROM unnest($1::text[], $2::int[]) AS d(key, delay) WHERE t.key = d.key AND d.delay > 0`,
    [rows.map((r) => r.key), delays, now.toISOString()],
  );
}

/** A successful login forgets the account's failures (not the address's: one's own account must not unlock guessing at others). */
export async function clearLoginFailures(manager: Pick<EntityManager, 'query'>, key: string): Promise<void> {
  await manager.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
}

/** Housekeeping: rows nobody has failed with for a day. */
export async function pruneLoginThrottle(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(`DELETE FROM login_throttle WHERE last_failure_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`);
}
