import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { powHashInput, type PowSolution } from '../../common/forms/proof-of-work';
import { CAPTCHA_LIFETIME_SECONDS, issueChallenge, verifySolution } from './captcha.service';

const KEY = 'k'.repeat(32);
const NOW = Date.UTC(2025, 4, 12, 10, 0, 0);
const SECRET = 4711;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A challenge as the server issues it, solved honestly. */
function solved(): PowSolution {
  const c = issueChallenge(KEY, NOW, 50_000, () => SECRET);
  return { ...c, number: SECRET };
}

/**
 * Forgery by the old format's ambiguity: `sha256(salt + number)` with the expiry at the end of the
 * salt let digits of the number move into the expiry (the same hashed text, an expiry centuries
 * away), with the signature of the challenge hash still valid.
 */
function movedDigits(): PowSolution {
  const s = solved();
  const digits = String(s.number);
  return { ...s, salt: s.salt + digits.slice(0, 2), number: Number(digits.slice(2)) };
}

/** An attacker's own challenge: any salt and expiry, a number they know, the hash of both. */
function ownChallenge(): PowSolution {
  const s = solved();
  const salt = `${'0'.repeat(24)}?expires=9999999999`;
  return { ...s, salt, challenge: sha256(powHashInput(salt, 1)), number: 1 };
}

describe('verifySolution', () => {
  it.each<[string, () => PowSolution, number, string]>([
    ['a valid solution', solved, NOW, 'ok'],
    ['a valid solution just before it expires', solved, NOW + CAPTCHA_LIFETIME_SECONDS * 1000, 'ok'],
    ['an expired solution', solved, NOW + CAPTCHA_LIFETIME_SECONDS * 1000 + 1000, 'expired'],
    ['signed by a clock 30 s ahead', solved, NOW - 30_000, 'ok'],
    [
      'a signed expiry further ahead than one lifetime (a clock an hour ahead)',
      solved,
      NOW - 3600_000,
      'lifetime',
    ],
    [
      'a signed expiry years ahead (the key used with another lifetime)',
      () => ({ ...issueChallenge(KEY, NOW + 365 * 86400_000, 50_000, () => SECRET), number: SECRET }),
      NOW,
      'lifetime',
    ],
    [
      'a forged later expiry',
      () => {
        const s = solved();
        return { ...s, salt: s.salt.replace(/expires=\d{10}/, 'expires=9999999999') };
      },
      NOW,
      'signature',
    ],
    ['digits moved from the number into the expiry', movedDigits, NOW, 'salt'],
    [
      'digits moved from the expiry into the number',
      () => {
        const s = solved();
        return { ...s, salt: s.salt.slice(0, -1), number: Number(`${s.salt.slice(-1)}${s.number}`) };
      },
      NOW,
      'salt',
    ],
    ['a tampered (larger) maxNumber', () => ({ ...solved(), maxNumber: 10_000_000 }), NOW, 'signature'],
    ['a tampered (smaller) maxNumber', () => ({ ...solved(), maxNumber: 5000 }), NOW, 'signature'],
    ['a number beyond maxNumber', () => ({ ...solved(), number: 50_001 }), NOW, 'number'],
    ['a wrong number', () => ({ ...solved(), number: SECRET + 1 }), NOW, 'work'],
    ['a challenge of the attacker’s own', ownChallenge, NOW, 'signature'],
    [
      'a challenge signed as before (the challenge hash alone)',
      () => {
        const s = solved();
        return { ...s, signature: createHmac('sha256', KEY).update(s.challenge).digest('hex') };
      },
      NOW,
      'signature',
    ],
    [
      'a signature with another key',
      () => ({ ...issueChallenge('x'.repeat(32), NOW, 50_000, () => SECRET), number: SECRET }),
      NOW,
      'signature',
    ],
    [
      'the signature in capitals',
      () => ({ ...solved(), signature: solved().signature.toUpperCase() }),
      NOW,
      'signature',
    ],
    ['a salt of another shape', () => ({ ...solved(), salt: 'abc?expires=4102444800' }), NOW, 'salt'],
    [
      'a challenge in capitals',
      () => ({ ...solved(), challenge: solved().challenge.toUpperCase() }),
      NOW,
      'challenge',
    ],
  ])('%s', (_, make, now, expected) => {
    const verdict = verifySolution(make(), KEY, now);
    expect(verdict.ok ? 'ok' : verdict.reason).toBe(expected);
  });

  it('reads the expiry from the signed salt', () => {
    const verdict = verifySolution(solved(), KEY, NOW);
    expect(verdict).toEqual({ ok: true, expires: Math.floor(NOW / 1000) + CAPTCHA_LIFETIME_SECONDS });
  });
});
