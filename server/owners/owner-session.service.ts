import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** The cookie that carries an owner's session token (the database keeps only its SHA-256). */
export const SESSION_COOKIE = 'owner_session';
/** A session ends this long after login, whatever happens in between. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** `last_seen_at` is written at most this often: a read-mostly portal should not write per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** A new random token (256 bits, URL-safe) for a session or a reset link. */
export const newToken = (): string => randomBytes(32).toString('base64url');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const looksLikeToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TOKEN_SHAPE.test(value);

export async function createSession(
  manager: Pick<EntityManager, 'query'>,
  ownerId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const [{ expires_at }]: { expires_at: Date }[] = await manager.query(
    `INSERT INTO owner_session (token_hash, owner_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
    [tokenHash(token), ownerId, SESSION_MAX_AGE_SECONDS],
  );
  return { token, expiresAt: expires_at };
}

/** The owner a live session token belongs to, or null. */
export async function ownerIdForSession(
  manager: Pick<EntityManager, 'query'>,
  token: string,
): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const hashValue = tokenHash(token);
  const rows: { owner_id: number; last_seen_at: Date }[] = await manager.query(
    `SELECT owner_id, last_seen_at FROM owner_session WHERE token_hash = $1 AND expires_at > now()`,
    [hashValue],
  );
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await manager.query(`UPDATE owner_session SET last_seen_at = now() WHERE token_hash = $1`, [hashValue]);
  }
  return row.owner_id;
}

export async function deleteSession(manager: Pick<EntityManager, 'query'>, token: string): Promise<void> {
  if (looksLikeToken(token))
    await manager.query(`DELETE FROM owner_session WHERE token_hash = $1`, [tokenHash(token)]);
}

/** Housekeeping: sessions past their end and reset links past theirs. */
export async function pruneExpiredSessions(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(`DELETE FROM owner_session WHERE expires_at < now()`);
  await manager.query(`DELETE FROM owner_password_reset WHERE expires_at < now() - interval '7 days'`);
}
