/**
 * The self-hosted captcha: a proof of work in the manner of ALTCHA. The server picks a secret
 * number n ≤ maxNumber and publishes sha256(salt ":" n); the browser finds n by trying. Costs a
 * visitor a fraction of a second once, and a spammer that much per message. No third party, works
 * offline. Shared wire format between the browser solver and the server.
 *
 * Every field the server relies on is fixed in shape so that nothing can be moved from one to
 * another: the salt is 24 hex digits and a 10-digit expiry, the hash input puts a ':' (in neither
 * the salt nor a number) between salt and number, and the server's signature covers the salt, the
 * expiry, maxNumber and the challenge together.
 */
export interface PowChallenge {
  algorithm: 'SHA-256';
  /** 24 random hex digits and the expiry: `<hex>?expires=<10-digit unix seconds>`. */
  salt: string;
  /** Hex sha256 of powHashInput(salt, number). */
  challenge: string;
  maxNumber: number;
  /** Hex HMAC of the salt, expiry, maxNumber and challenge: proves the server issued them together. */
  signature: string;
}

export interface PowSolution {
  algorithm: 'SHA-256';
  salt: string;
  challenge: string;
  maxNumber: number;
  number: number;
  signature: string;
}

/** The salt's shape; the second group is the expiry in unix seconds. */
export const POW_SALT = /^([0-9a-f]{24})\?expires=([0-9]{10})$/;

/** The text hashed for a try: the ':' makes the border between salt and number unambiguous. */
export const powHashInput = (salt: string, number: number): string => `${salt}:${number}`;

/** Longer than any honest solution (about 300 characters): not even decoded. */
const MAX_ENCODED_LENGTH = 1_000;

/** The solution as the form sends it: base64 of its JSON. */
export function encodeSolution(solution: PowSolution): string {
  // ASCII only (hex, digits, '?expires='), so btoa's Latin-1 limit does not matter. Node ≥ 16 has btoa.
  return btoa(JSON.stringify(solution));
}

/** The solution if it has the shape of one (not whether it is right: that is the server's check). */
export function decodeSolution(encoded: string): PowSolution | null {
  if (encoded.length > MAX_ENCODED_LENGTH) return null;
  try {
    const v = JSON.parse(atob(encoded)) as Partial<PowSolution>;
    if (
      v.algorithm !== 'SHA-256' ||
      typeof v.salt !== 'string' ||
      typeof v.challenge !== 'string' ||
      typeof v.signature !== 'string'
    )
      return null;
    if (typeof v.number !== 'number' || !Number.isSafeInteger(v.number) || v.number < 0) return null;
    if (typeof v.maxNumber !== 'number' || !Number.isSafeInteger(v.maxNumber) || v.maxNumber < 1) return null;
    return {
      algorithm: v.algorithm,
      salt: v.salt,
      challenge: v.challenge,
      maxNumber: v.maxNumber,
      number: v.number,
      signature: v.signature,
    };
  } catch {
    return null;
  }
}
