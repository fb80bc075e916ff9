import type { DataSource } from 'typeorm';
import { limitKeyOf } from '../core/client-address';
import type { Role, Viewer } from '../core/graphql/context';
import { linkMailAllowed } from './link-mail-limits';
import { addressFailed, addressWaitSeconds } from './login-throttle';
import type { Queryable } from './accounts.types';
import { createSession } from './session.service';
import { looksLikeToken, newToken, tokenHash } from './tokens.service';

/** A login link works this long, once. */
export const LOGIN_LINK_MINUTES = 15;

/**
 * Mails a single-use login link to an address (the buyers' login: no password). Rate-limited like
 * every link mail (linkMailAllowed); `mail` queues the mail in the transaction that stores the link.
 */
export async function requestLoginLink(
  ds: DataSource,
  input: { role: Role; email: string; ip: string },
  mail: (m: Queryable, email: string, token: string, validMinutes: number) => Promise<void>,
): Promise<'SENT' | 'RATE_LIMITED'> {
  const { verdict, email } = await linkMailAllowed(input.ip, input.email);
  if (verdict === 'RATE_LIMITED') return 'RATE_LIMITED';
  if (verdict === 'SILENT') return 'SENT';
  await ds.transaction(async (m) => {
    const token = newToken();
    await m.query(
      `INSERT INTO login_link (token_hash, role, email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [tokenHash(token), input.role, email, LOGIN_LINK_MINUTES],
    );
    await mail(m, email, token, LOGIN_LINK_MINUTES);
  });
  return 'SENT';
}

export type LinkLoginOutcome =
  | { status: 'OK'; viewer: Viewer; email: string; sessionToken: string }
  | { status: 'INVALID' }
  | { status: 'RATE_LIMITED'; retryAfterSeconds: number };

/**
 * Logs in with a login link's token: spent by one conditional UPDATE (a second click, or a mail
 * scanner's, finds it used), then `accountFor` names the account of the role for the link's
 * address (the role's module finds or makes it). A token that is not a live link counts as a
 * failed login of the client's address, which then waits as after wrong passwords.
 */
export async function logInWithLink(
  ds: DataSource,
  input: { role: Role; token: string; ip: string },
  accountFor: (m: Queryable, email: string) => Promise<number | null>,
): Promise<LinkLoginOutcome> {
  const address = limitKeyOf(input.ip);
  const wait = await addressWaitSeconds(ds.manager, address);
  if (wait > 0) return { status: 'RATE_LIMITED', retryAfterSeconds: wait };
  const outcome = looksLikeToken(input.token)
    ? await ds.transaction(async (m): Promise<LinkLoginOutcome> => {
        // In a WITH: TypeORM answers a bare UPDATE with [rows, count], a SELECT with its rows.
        const [link]: { email: string }[] = await m.query(
          `WITH spent AS (
             UPDATE login_link SET used_at = now()
             WHERE token_hash = $1 AND role = $2 AND used_at IS NULL AND expires_at > now() RETURNING email
           ) SELECT email FROM spent`,
          [tokenHash(input.token), input.role],
        );
        const accountId = link ? await accountFor(m, link.email) : null;
        if (!link || accountId === null) return { status: 'INVALID' };
        const viewer = { role: input.role, accountId };
        const { token } = await createSession(m, viewer);
        return { status: 'OK', viewer, email: link.email, sessionToken: token };
      })
    : ({ status: 'INVALID' } as const);
  if (outcome.status === 'INVALID') await addressFailed(ds.manager, address);
  return outcome;
}

/** Deletes every login link of an address in a role (the person's account was erased). */
export async function forgetLoginLinksOf(m: Queryable, role: Role, email: string): Promise<void> {
  await m.query(`DELETE FROM login_link WHERE role = $1 AND email = $2`, [role, email]);
}

/** Housekeeping: login links a day past their end. */
export async function pruneLoginLinks(m: Queryable): Promise<void> {
  await m.query(`DELETE FROM login_link WHERE expires_at < now() - interval '1 day'`);
}
