import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 20 ms here,
 * slow enough to make offline guessing expensive, fast enough that the login stays snappy.
 */
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A stored hash no password matches, verified when the e-mail is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) return false;
  if (!stored) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Why a new password is refused, or null. Length is what matters (NIST SP 800-63B), not character classes. */
export function passwordProblem(password: string, email: string): 'tooShort' | 'tooLong' | 'isEmail' | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'isEmail';
  return null;
}
