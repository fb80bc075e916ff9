import { describe, expect, it } from 'vitest';
import { decodeSolution, encodeSolution, POW_SALT, powHashInput, type PowSolution } from './proof-of-work';
import { solveProofOfWork } from './solve-proof-of-work';

const SALT = `${'ab'.repeat(12)}?expires=4102444800`;
const solution: PowSolution = {
  algorithm: 'SHA-256',
  salt: SALT,
  challenge: 'c'.repeat(64),
  maxNumber: 1000,
  number: 42,
  signature: 'd'.repeat(64),
};
const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('the proof-of-work wire format', () => {
  it('puts a separator between salt and number that neither contains', () => {
    expect(powHashInput(SALT, 12)).toBe(`${SALT}:12`);
    expect(powHashInput(SALT, 12)).not.toBe(powHashInput(`${SALT}1`, 2));
    expect(POW_SALT.test(SALT)).toBe(true);
    expect(POW_SALT.test(`${SALT}1`)).toBe(false);
  });

  it.each<[string, string, PowSolution | null]>([
    ['a solution', encodeSolution(solution), solution],
    ['one without maxNumber (the old format)', b64({ ...solution, maxNumber: undefined }), null],
    ['a fractional number', b64({ ...solution, number: 1.5 }), null],
    ['a negative number', b64({ ...solution, number: -1 }), null],
    ['an unsafe number', b64({ ...solution, number: 2 ** 60 }), null],
    ['another algorithm', b64({ ...solution, algorithm: 'SHA-1' }), null],
    ['not base64', '%%%', null],
    ['something far too long', encodeSolution({ ...solution, salt: 'x'.repeat(2000) }), null],
  ])('decodes %s', (_, encoded, expected) => {
    expect(decodeSolution(encoded)).toEqual(expected);
  });

  it('the solver finds the number hashed as the server hashes it', async () => {
    // Web Crypto, as in the browser: this file is also compiled for the client.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(powHashInput(SALT, 777)));
    const challenge = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const encoded = await solveProofOfWork({
      algorithm: 'SHA-256',
      salt: SALT,
      challenge,
      maxNumber: 1000,
      signature: 'd'.repeat(64),
    });
    expect(decodeSolution(encoded ?? '')).toMatchObject({ number: 777, maxNumber: 1000, salt: SALT });
  });
});
