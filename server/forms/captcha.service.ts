import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { decodeSolution, type PowChallenge } from '../../common/forms/proof-of-work';
import { config } from '../core/config';
import { logger } from '../core/logger';

/** How long a challenge stays solvable: long enough to fill in a long form. */
export const CAPTCHA_LIFETIME_SECONDS = 2 * 3600;

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
const sign = (challenge: string) => createHmac('sha256', hmacKey()).update(challenge).digest('hex');

export function createChallenge(now = Date.now(), maxNumber = config().CAPTCHA_MAX_NUMBER): PowChallenge {
  const expires = Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomInt(0, maxNumber + 1);
  const challenge = sha256(salt + number);
  return { algorithm: 'SHA-256', salt, challenge, maxNumber, signature: sign(challenge) };
}

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid';

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
  const inserted: unknown[] = await manager.query(
    `INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING signature`,
    [verdict.signature, verdict.expires],
  );
  return inserted.length === 1 ? 'ok' : 'invalid';
}

/** The pure part: signature, expiry and the work itself. */
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
  const expires = Number(/[?&]expires=(\d+)/.exec(solution.salt)?.[1]);
  if (!Number.isFinite(expires) || expires * 1000 < now) return { result: 'invalid' };
  if (!safeEqual(sign(solution.challenge), solution.signature)) return { result: 'invalid' };
  if (sha256(solution.salt + solution.number) !== solution.challenge) return { result: 'invalid' };
  return { result: 'ok', signature: solution.signature, expires };
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
