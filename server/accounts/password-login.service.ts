import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { limitKeyOf } from '../core/client-address';
import { logger } from '../core/logger';
import { TurnsByKey } from '../core/work-limits';
import {
  loginSucceeded,
  loginThrottleKeys,
  reserveLoginAttempt,
  type LoginThrottleKeys,
} from './login-throttle';
import type { PasswordAccounts } from './accounts.types';
import { verifyPassword } from './password.service';
import { createSession } from './session.service';
import { normalizeEmail } from './tokens.service';

export type LoginOutcome =
  | { status: 'OK'; accountId: number; token: string }
  | { status: 'FAILED' }
  | { status: 'RATE_LIMITED'; retryAfterSeconds: number };

/** Attempts of one address against one account waiting their turn, at most (more are refused). */
export const LOGIN_ATTEMPTS_QUEUED_PER_ADDRESS = 8;
const loginTurns = new TurnsByKey(LOGIN_ATTEMPTS_QUEUED_PER_ADDRESS);

/**
 * Checks an e-mail and password of a role. Every attempt is reserved against the account and the
 * address before the check (login-throttle.ts: a growing wait after a few failures; while a wait
 * runs the password is not even checked), and taken back when the password is right. The
 * account's wait refuses only addresses that failed against it more than a few times; another
 * address (the person's own, even after a typing error or two) is slowed, taking its turn among the
 * others, for ten seconds at most, never refused, so nobody can lock a person out by guessing.
 * The address counts as its group (`limitKeyOf`: an IPv6 client's whole /64). An unknown
 * e-mail costs the same argon2 time as a wrong password and gets the same answer. Attempts of one
 * address against one account take turns in this process (`TurnsByKey`).
 */
export async function passwordLogin(
  ds: DataSource,
  accounts: PasswordAccounts,
  input: { email: string; password: string; ip: string },
): Promise<LoginOutcome> {
  const email = normalizeEmail(input.email);
  const keys = loginThrottleKeys(email, limitKeyOf(input.ip));
  const turn = await loginTurns.run(keys.pair, () => checkLogin(ds, accounts, email, input.password, keys));
  return turn.ran ? turn.value : { status: 'RATE_LIMITED', retryAfterSeconds: 1 };
}

async function checkLogin(
  ds: DataSource,
  accounts: PasswordAccounts,
  email: string,
  password: string,
  keys: LoginThrottleKeys,
): Promise<LoginOutcome> {
  const { waitSeconds, slowSeconds } = await reserveLoginAttempt(ds.manager, keys);
  if (waitSeconds > 0) return { status: 'RATE_LIMITED', retryAfterSeconds: waitSeconds };
  // An address without failures while the account is guessed at: answered, a little later.
  if (slowSeconds > 0) await sleep(slowSeconds * 1000);
  const account = await accounts.byEmail(ds.manager, email);
  const ok = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !ok) {
    logger.info({ role: accounts.role, known: Boolean(account) }, 'login failed');
    return { status: 'FAILED' };
  }
  await loginSucceeded(ds.manager, keys);
  const { token } = await createSession(ds.manager, { role: accounts.role, accountId: account.id });
  return { status: 'OK', accountId: account.id, token };
}
