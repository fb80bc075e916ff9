/**
 * The self-hosted captcha: a proof of work in the manner of ALTCHA. The server picks a secret
 * number n ≤ maxNumber and publishes sha256(salt + n); the browser finds n by trying. Costs a
 * visitor a fraction of a second once, and a spammer that much per message. No third party, works
 * offline. Shared wire format between the browser solver and the server.
 */
export interface PowChallenge {
  algorithm: 'SHA-256';
  /** Random text with the expiry: `…?expires=<unix seconds>`. */
  salt: string;
  /** Hex sha256(salt + number). */
  challenge: string;
  maxNumber: number;
  /** Hex HMAC of the challenge: proves the server issued it. */
  signature: string;
}

export interface PowSolution {
  algorithm: 'SHA-256';
  salt: string;
  challenge: string;
  number: number;
  signature: string;
}

/** The solution as the form sends it: base64 of its JSON. */
export function encodeSolution(solution: PowSolution): string {
  // ASCII only (hex, digits, '?expires='), so btoa's Latin-1 limit does not matter. Node ≥ 16 has btoa.
  return btoa(JSON.stringify(solution));
}

export function decodeSolution(encoded: string): PowSolution | null {
  try {
    const v = JSON.parse(atob(encoded)) as Partial<PowSolution>;
    if (
      v.algorithm !== 'SHA-256' ||
      typeof v.salt !== 'string' ||
      typeof v.challenge !== 'string' ||
      typeof v.signature !== 'string'
    )
      return null;
    if (typeof v.number !== 'number' || !Number.isInteger(v.number) || v.number < 0) return null;
    return v as PowSolution;
  } catch {
    return null;
  }
}
