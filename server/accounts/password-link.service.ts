import type { DataSource } from 'typeorm';
import type { Viewer } from '../core/graphql/context';
import { linkMailAllowed } from './link-mail-limits';
import { clearLoginFailures, throttleKey } from './login-throttle';
import type { PasswordAccounts, Queryable } from './accounts.types';
import { hashPassword, passwordProblem } from './password.service';
import { createSession, endSessionsOf } from './session.service';
import { looksLikeToken, newToken, tokenHash } from './tokens.service';

/** A reset link works this long, once. */
export const RESET_LINK_MINUTES = 60;

/**
 * Stores a single-use link to choose a password (only its hash) and gives its token, for the
 * caller to mail in the same transaction: a reset (an hour) or a new account's invitation (days).
 */
export async function createPasswordLink(
  m: Queryable,
  viewer: Viewer,
  validMinutes: number,
): Promise<string> {
  const token = newToken();
  await m.query(
    `INSERT INTO password_link (token_hash, role, account_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [tokenHash(token), viewer.role, viewer.accountId, validMinutes],
  );
  return token;
}

/**
 * Mails a single-use link to choose a new password, if the address belongs to an account of the
 * role. The answer never tells whether it does (linkMailAllowed). `mail` queues the mail in the
 * transaction that stores the link, so it is sent even if SMTP is down right now.
 */
export async function requestPasswordReset(
  ds: DataSource,
  accounts: PasswordAccounts,
  input: { email: string; ip: string },
  mail: (m: Queryable, accountId: number, token: string, validMinutes: number) => Promise<void>,
): Promise<'SENT' | 'RATE_LIMITED'> {
  const { verdict, email } = await linkMailAllowed(input.ip, input.email);
  if (verdict === 'RATE_LIMITED') return 'RATE_LIMITED';
  const account = verdict === 'SEND' ? await accounts.byEmail(ds.manager, email) : null;
  if (!account) return 'SENT';
  await ds.transaction(async (m) => {
    const token = await createPasswordLink(
      m,
      { role: accounts.role, accountId: account.id },
      RESET_LINK_MINUTES,
    );
    await mail(m, account.id, token, RESET_LINK_MINUTES);
  });
  return 'SENT';
}

export type PasswordProblem = NonNullable<ReturnType<typeof passwordProblem>>;

export type ResetOutcome =
  | { status: 'OK'; accountId: number; sessionToken: string }
  | { status: 'INVALID' }
  | { status: 'WEAK'; problem: PasswordProblem };

/**
 * Sets a new password with a link's token. The token is spent by one conditional UPDATE (two tabs
 * submitting at once: one wins); every session of the account ends and every other open link dies
 * with it; the person is logged in with a new session.
 */
export async function setPasswordWithLink(
  ds: DataSource,
  accounts: PasswordAccounts,
  input: { token: string; password: string },
): Promise<ResetOutcome> {
  if (!looksLikeToken(input.token)) return { status: 'INVALID' };
  const hashValue = tokenHash(input.token);
  const [link]: { account_id: number }[] = await ds.query(
    `SELECT account_id FROM password_link
     WHERE token_hash = $1 AND role = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashValue, accounts.role],
  );
  const email = link ? await accounts.emailOf(ds.manager, link.account_id) : null;
  if (!link || email === null) return { status: 'INVALID' };
  const problem = passwordProblem(input.password, email);
  if (problem) return { status: 'WEAK', problem };
  const passwordHash = await hashPassword(input.password);
  return ds.transaction(async (m) => {
    // In a WITH: TypeORM answers a bare UPDATE with [rows, count], a SELECT with its rows.
    const spent: unknown[] = await m.query(
      `WITH spent AS (
         UPDATE password_link SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING account_id
       ) SELECT account_id FROM spent`,
      [hashValue],
    );
    if (spent.length === 0) return { status: 'INVALID' } as const;
    const viewer = { role: accounts.role, accountId: link.account_id };
    await accounts.setPasswordHash(m, viewer.accountId, passwordHash);
    await m.query(
      `UPDATE password_link SET used_at = now() WHERE role = $1 AND account_id = $2 AND used_at IS NULL`,
      [viewer.role, viewer.accountId],
    );
    await endSessionsOf(m, viewer);
    await clearLoginFailures(m, throttleKey('account', email));
    const { token } = await createSession(m, viewer);
    return { status: 'OK', accountId: viewer.accountId, sessionToken: token } as const;
  });
}

/** Housekeeping: password links a week past their end. */
export async function prunePasswordLinks(m: Queryable): Promise<void> {
  await m.query(`DELETE FROM password_link WHERE expires_at < now() - interval '7 days'`);
}
