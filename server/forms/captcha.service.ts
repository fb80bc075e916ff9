import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  decodeSolution,
  POW_SALT,
  powHashInput,
  type PowChallenge,
  type PowSolution,
} from '../../common/forms/proof-of-work';
import { config } from '../core/config';
import { logger } from '../core/logger';

/** How long a challenge stays solvable: long enough to fill in a long form. */
export const CAPTCHA_LIFETIME_SECONDS = 2 * 3600;
/**
 * How far another instance's clock may run ahead of this one's: a signed expiry later than now +
 * lifetime + this came from a key used elsewhere with another lifetime, or from a clock that is
 * wrong, and is refused (it would also keep its spent row that much longer).
 */
export const CAPTCHA_CLOCK_SKEW_SECONDS = 60;

let processKey: string | undefined;
function hmacKey(): string {
  const configured = config().CAPTCHA_HMAC_KEY;
  if (configured) return configured;
  if (!processKey) {
    processKey = randomBytes(32).toString('hex');
    logger.warn(
      'CAPTCHA_HMAC_KEY is not set: captcha challenges are signed with a random key of this process',
    );
  }
  return processKey;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The challenge's exact shape: 64 hex digits. */
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** The largest maxNumber the signed text can hold (10 digits; config caps it far lower). */
const MAX_MAX_NUMBER = 9_999_999_999;

/**
 * The text the signature covers: a version tag and every parameter the verdict depends on, each of
 * a fixed length and between '|' (in none of them), so no two different challenges sign alike and
 * none can be altered (a later expiry, a larger maxNumber) without the key.
 */
function signedText(salt: string, expires: number, maxNumber: number, challenge: string): string {
  return [
    'pow-v2',
    salt,
    String(expires).padStart(10, '0'),
    String(maxNumber).padStart(10, '0'),
    challenge,
  ].join('|');
}

const sign = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** A challenge signed with `key`; the secret number comes from `pick` (random in production). */
export function issueChallenge(
  key: string,
  now: number,
  maxNumber: number,
  pick: (max: number) => number = (max) => randomInt(0, max + 1),
): PowChallenge {
  const expires = Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(powHashInput(salt, pick(maxNumber)));
  const signature = sign(key, signedText(salt, expires, maxNumber, challenge));
  return { algorithm: 'SHA-256', salt, challenge, maxNumber, signature };
}

export function createChallenge(now = Date.now(), maxNumber = config().CAPTCHA_MAX_NUMBER): PowChallenge {
  return issueChallenge(hmacKey(), now, maxNumber);
}

export type SolutionVerdict = { ok: true; expires: number } | { ok: false; reason: string };

/**
 * The pure verdict on a solution: the shapes, the signature over all the parameters, the expiry
 * read from those signed parameters (not past, and no further ahead than one lifetime), the number
 * within maxNumber, and the work itself.
 */
export function verifySolution(solution: PowSolution, key: string, now: number): SolutionVerdict {
  const salt = POW_SALT.exec(solution.salt);
  if (!salt) return { ok: false, reason: 'salt' };
  if (!HEX_SHA256.test(solution.challenge)) return { ok: false, reason: 'challenge' };
  const { maxNumber, number } = solution;
  if (!Number.isSafeInteger(maxNumber) || maxNumber < 1 || maxNumber > MAX_MAX_NUMBER)
    return { ok: false, reason: 'maxNumber' };
  const expires = Number(salt[2]);
  const expected = sign(key, signedText(solution.salt, expires, maxNumber, solution.challenge));
  if (!safeEqual(expected, solution.signature)) return { ok: false, reason: 'signature' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  if (expires * 1000 > now + (CAPTCHA_LIFETIME_SECONDS + CAPTCHA_CLOCK_SKEW_SECONDS) * 1000)
    return { ok: false, reason: 'lifetime' };
  if (!Number.isSafeInteger(number) || number < 0 || number > maxNumber)
    return { ok: false, reason: 'number' };
  if (sha256(powHashInput(solution.salt, number)) !== solution.challenge)
    return { ok: false, reason: 'work' };
  return { ok: true, expires };
}

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid';

/**
 * The statement that spends a checked solution (signature `$first`, expiry `$first + 1` in epoch
 * seconds), selected `from` a guard so a refused submission spends nothing. One solution buys one
 * submission: a solution spent before inserts no row, and the statement returns none.
 */
export const spendCaptchaSql = (first: number, from = ''): string =>
  `INSERT INTO captcha_spent (signature, expires_at) SELECT $${first}::text, to_timestamp($${first + 1}) ${from}
   ON CONFLICT DO NOTHING RETURNING 1`;

/**
 * Checks a solution and spends it in the caller's transaction, so one solution buys one
 * submission. The bench key (never in production) passes without spending.
 */
export async function verifyAndSpendCaptcha(
  manager: EntityManager,
  encoded: string | null | undefined,
  now = Date.now(),
): Promise<CaptchaVerdict> {
  const verdict = checkCaptcha(encoded, now);
  if (verdict.result !== 'ok' || !verdict.signature) return verdict.result;
  const inserted: unknown[] = await manager.query(spendCaptchaSql(1), [verdict.signature, verdict.expires]);
  return inserted.length === 1 ? 'ok' : 'invalid';
}

/** The solution as the form sent it: the bench key, or a verified proof of work. */
export function checkCaptcha(
  encoded: string | null | undefined,
  now = Date.now(),
): { result: CaptchaVerdict; signature?: string; expires?: number } {
  if (!encoded || encoded.trim() === '') return { result: 'missing' };
  const bypass = config().CAPTCHA_BYPASS_KEY;
  if (bypass && config().NODE_ENV !== 'production' && safeEqual(encoded, `bypass:${bypass}`))
    return { result: 'ok' };
  const solution = decodeSolution(encoded);
  if (!solution) return { result: 'invalid' };
  const verdict = verifySolution(solution, hmacKey(), now);
  if (!verdict.ok) return { result: 'invalid' };
  return { result: 'ok', signature: solution.signature, expires: verdict.expires };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Forgets spent solutions whose challenge has expired anyway. */
export async function purgeSpentCaptchas(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM captcha_spent WHERE expires_at < now()`);
}
