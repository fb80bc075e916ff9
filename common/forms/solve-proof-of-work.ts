import { encodeSolution, powHashInput, type PowChallenge } from './proof-of-work';

/**
 * Finds the number behind a challenge. Works in browsers (Web Crypto) and Node ≥ 20
 * (globalThis.crypto). Yields between batches so the page stays responsive.
 */
export async function solveProofOfWork(
  c: PowChallenge,
  options: { batch?: number; signal?: AbortSignal } = {},
): Promise<string | null> {
  const batch = options.batch ?? 500;
  const encoder = new TextEncoder();
  for (let start = 0; start <= c.maxNumber; start += batch) {
    if (options.signal?.aborted) return null;
    const end = Math.min(c.maxNumber, start + batch - 1);
    const tries: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++)
      tries.push(crypto.subtle.digest('SHA-256', encoder.encode(powHashInput(c.salt, n))));
    const hashes = await Promise.all(tries);
    for (let i = 0; i < hashes.length; i++) {
      if (toHex(hashes[i]) === c.challenge) {
        return encodeSolution({
          algorithm: 'SHA-256',
          salt: c.salt,
          challenge: c.challenge,
          maxNumber: c.maxNumber,
          number: start + i,
          signature: c.signature,
        });
      }
    }
  }
  return null;
}

function toHex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
