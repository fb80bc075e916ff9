import type { EntityManager } from 'typeorm';
import { isRole, type Viewer } from '../core/graphql/context';
import { looksLikeToken, newToken, tokenHash } from './tokens.service';

type Queryable = Pick<EntityManager, 'query'>;

/** A session ends this long after login, whatever happens in between. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** `last_seen_at` is written at most this often: a read-mostly portal should not write per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** A new session for `viewer`; the token goes to the cookie, only its hash to the table. */
export async function createSession(
  m: Queryable,
  viewer: Viewer,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const [{ expires_at }]: { expires_at: Date }[] = await m.query(
    `INSERT INTO account_session (token_hash, role, account_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
    [tokenHash(token), viewer.role, viewer.accountId, SESSION_MAX_AGE_SECONDS],
  );
  return { token, expiresAt: expires_at };
}

/** Who a live session token speaks for, or null. */
export async function viewerOfSession(m: Queryable, token: string): Promise<Viewer | null> {
  if (!looksLikeToken(token)) return null;
  const hashValue = tokenHash(token);
  const [row]: { role: string; account_id: number; last_seen_at: Date }[] = await m.query(
    `SELECT role, account_id, last_seen_at FROM account_session WHERE token_hash = $1 AND expires_at > now()`,
    [hashValue],
  );
  if (!row || !isRole(row.role)) return null;
  if (Date.now() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS)
    await m.query(`UPDATE account_session SET last_seen_at = now() WHERE token_hash = $1`, [hashValue]);
  return { role: row.role, accountId: row.account_id };
}

export async function deleteSession(m: Queryable, token: string): Promise<void> {
  if (looksLikeToken(token))
    await m.query(`DELETE FROM account_session WHERE token_hash = $1`, [tokenHash(token)]);
}

/** Ends every session of one person (a new password, an account removed). */
export async function endSessionsOf(m: Queryable, viewer: Viewer): Promise<void> {
  await m.query(`DELETE FROM account_session WHERE role = $1 AND account_id = $2`, [
    viewer.role,
    viewer.accountId,
  ]);
}

/** Housekeeping: sessions past their end. */
export async function pruneExpiredSessions(m: Queryable): Promise<void> {
  await m.query(`DELETE FROM account_session WHERE expires_at < now()`);
}
