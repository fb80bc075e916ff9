import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { limitKeyOf } from '../core/client-address';
import { config, type LanguageCode } from '../core/config';
import { logger } from '../core/logger';
import type { MessageId } from '../core/messages';
import { sharedProducerConnection } from '../core/queue/connection';
import { createRateLimit, type RateLimit } from '../core/rate-limit';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import {
  clearLoginFailures,
  loginSucceeded,
  loginThrottleKeys,
  reserveLoginAttempt,
  throttleKey,
  type LoginThrottleKeys,
} from './login-throttle';
import { TurnsByKey } from '../core/work-limits';
import { createSession, looksLikeToken, newToken, tokenHash } from './owner-session.service';
import {
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  verifyPassword,
} from './password';

/** A reset link works this long, once. */
export const RESET_LINK_MINUTES = 60;
/** Reset mails per e-mail address per hour: beyond, requests are answered the same but send nothing. */
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

export type LoginOutcome =
  | { status: 'OK'; ownerId: number; token: string }
  | { status: 'FAILED' }
  | { status: 'RATE_LIMITED'; retryAfterSeconds: number };

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Checks an owner's e-mail and password. Every attempt is reserved against the account and the
 * address before the check (login-throttle.ts: a growing wait after a few failures; while a wait
 * runs the password is not even checked), and taken back when the password is right. The
 * account's wait refuses only addresses that failed against it more than a few times; another
 * address (the owner's, even after a typing error or two) is slowed, taking its turn among the
 * others, for ten seconds at most, never refused, so nobody can lock an owner out by guessing.
 * The address counts as its group (`limitKeyOf`: an IPv6 client's whole /64). An unknown
 * e-mail costs the same argon2 time as a wrong password and gets the same answer. Attempts of one
 * address against one account take turns in this process (`TurnsByKey`).
 */
export async function logIn(
  ds: DataSource,
  input: { email: string; password: string; ip: string },
): Promise<LoginOutcome> {
  const email = normalizeEmail(input.email);
  const keys = loginThrottleKeys(email, limitKeyOf(input.ip));
  const turn = await loginTurns.run(keys.pair, () => checkLogin(ds, email, input.password, keys));
  return turn.ran ? turn.value : { status: 'RATE_LIMITED', retryAfterSeconds: 1 };
}

/** Attempts of one address against one account waiting their turn, at most (more are refused). */
export const LOGIN_ATTEMPTS_QUEUED_PER_ADDRESS = 8;
const loginTurns = new TurnsByKey(LOGIN_ATTEMPTS_QUEUED_PER_ADDRESS);

async function checkLogin(
  ds: DataSource,
  email: string,
  password: string,
  keys: LoginThrottleKeys,
): Promise<LoginOutcome> {
  const { waitSeconds, slowSeconds } = await reserveLoginAttempt(ds.manager, keys);
  if (waitSeconds > 0) return { status: 'RATE_LIMITED', retryAfterSeconds: waitSeconds };
  // An address without failures while the account is guessed at: answered, a little later.
  if (slowSeconds > 0) await sleep(slowSeconds * 1000);
  const [owner]: { id: number; password_hash: string | null }[] = await ds.query(
    `SELECT id, password_hash FROM owner WHERE email = $1`,
    [email],
  );
  const ok = await verifyPassword(owner?.password_hash ?? null, password);
  if (!owner || !ok) {
    logger.info({ known: Boolean(owner) }, 'owner login failed');
    return { status: 'FAILED' };
  }
  await loginSucceeded(ds.manager, keys);
  const { token } = await createSession(ds.manager, owner.id);
  return { status: 'OK', ownerId: owner.id, token };
}

let resetLimitByIp: RateLimit | undefined;
let resetLimitByAddress: RateLimit | undefined;

/**
 * Sends a single-use link to choose a new password, if the address belongs to an owner. The
 * answer never tells whether it does. The link's token is stored hashed; the mail goes through the
 * outbox, in the same transaction as the token, so it is sent even if SMTP is down right now.
 */
export async function requestPasswordReset(
  ds: DataSource,
  input: { email: string; lang: LanguageCode; ip: string },
): Promise<'SENT' | 'RATE_LIMITED'> {
  resetLimitByIp ??= createRateLimit(sharedProducerConnection(), {
    keyPrefix: `${config().QUEUE_PREFIX}:rl:password-reset-ip`,
    points: config().FORM_RATE_LIMIT,
    durationSeconds: 600,
  });
  resetLimitByAddress ??= createRateLimit(sharedProducerConnection(), {
    keyPrefix: `${config().QUEUE_PREFIX}:rl:password-reset-address`,
    points: RESET_MAILS_PER_ADDRESS_PER_HOUR,
    durationSeconds: 3600,
  });
  if (!(await resetLimitByIp.consume(limitKeyOf(input.ip)))) return 'RATE_LIMITED';
  const email = normalizeEmail(input.email);
  if (!email.includes('@') || email.length > 254) return 'SENT';
  const [owner]: { id: number; first_name: string; lang: LanguageCode }[] = await ds.query(
    `SELECT id, first_name, lang FROM owner WHERE email = $1`,
    [email],
  );
  // Same answer, same shape of work: the per-address limit is consumed for unknown addresses too.
  const allowed = await resetLimitByAddress.consume(email);
  if (!owner || !allowed) return 'SENT';
  await ds.transaction((m) =>
    mailPasswordLink(
      m,
      { ownerId: owner.id, email, name: owner.first_name, lang: input.lang },
      'owner-password-reset',
      RESET_LINK_MINUTES,
    ),
  );
  return 'SENT';
}

/**
 * Stores a single-use link to choose a password (only its hash) and queues its mail in the caller's
 * transaction: a reset (an hour) or the agency's invitation of a new owner (days).
 */
export async function mailPasswordLink(
  manager: Pick<EntityManager, 'query'>,
  owner: { ownerId: number; email: string; name: string; lang: LanguageCode },
  template: 'owner-password-reset' | 'owner-invitation',
  validMinutes: number,
  now = new Date(),
): Promise<void> {
  const token = newToken();
  // The mail says how long the link works and the mail job drops it once the link is dead, both
  // from the payload alone (the template never reads the owners' tables).
  const mail: MailIntent & {
    resetToken: string;
    name: string;
    linkMinutes: number;
    expiresAt: string;
  } = {
    template,
    to: owner.email,
    lang: owner.lang,
    resetToken: token,
    name: owner.name,
    linkMinutes: validMinutes,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000).toISOString(),
  };
  await manager.query(
    `INSERT INTO owner_password_reset (token_hash, owner_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash(token), owner.ownerId, validMinutes],
  );
  await enqueueMails(manager, [mail]);
}

export type ResetOutcome =
  | { status: 'OK'; ownerId: number; sessionToken: string }
  | { status: 'INVALID' }
  | { status: 'WEAK'; messageId: MessageId; params: Record<string, number> };

const PASSWORD_PROBLEM_MESSAGES = {
  tooShort: ['auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH }],
  tooLong: ['auth.passwordTooLong', { max: MAX_PASSWORD_LENGTH }],
  isEmail: ['auth.passwordIsEmail', {}],
} as const satisfies Record<
  NonNullable<ReturnType<typeof passwordProblem>>,
  readonly [MessageId, Record<string, number>]
>;

/**
 * Sets a new password with a reset link's token. The token is spent by one conditional UPDATE
 * (two tabs submitting at once: one wins); every session of the owner ends and every other open
 * link dies with it; the owner is logged in with a new session.
 */
export async function resetPassword(
  ds: DataSource,
  input: { token: string; password: string },
): Promise<ResetOutcome> {
  if (!looksLikeToken(input.token)) return { status: 'INVALID' };
  const hashValue = tokenHash(input.token);
  const [link]: { owner_id: number; email: string }[] = await ds.query(
    `SELECT r.owner_id, o.email FROM owner_password_reset r JOIN owner o ON o.id = r.owner_id
     WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
    [hashValue],
  );
  if (!link) return { status: 'INVALID' };
  const problem = passwordProblem(input.password, link.email);
  if (problem) {
    const [messageId, params] = PASSWORD_PROBLEM_MESSAGES[problem];
    return { status: 'WEAK', messageId, params };
  }
  const passwordHash = await hashPassword(input.password);
  return ds.transaction(async (m) => {
    const spent: { owner_id: number }[] = await m.query(
      `UPDATE owner_password_reset SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING owner_id`,
      [hashValue],
    );
    if (spent.length === 0) return { status: 'INVALID' } as const;
    const ownerId = link.owner_id;
    await m.query(`UPDATE owner SET password_hash = $2 WHERE id = $1`, [ownerId, passwordHash]);
    await m.query(`UPDATE owner_password_reset SET used_at = now() WHERE owner_id = $1 AND used_at IS NULL`, [
      ownerId,
    ]);
    await m.query(`DELETE FROM owner_session WHERE owner_id = $1`, [ownerId]);
    await clearLoginFailures(m, throttleKey('account', link.email));
    const { token } = await createSession(m, ownerId);
    return { status: 'OK', ownerId, sessionToken: token } as const;
  });
}
