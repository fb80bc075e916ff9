import { describe, expect, it } from 'vitest';
import { printable } from './mail-retry';

describe('mail:retry shows what visitors wrote safely on a terminal', () => {
  it.each([
    ['anna@example.be', 'anna@example.be'],
    ['evil\u001b]0;pwned\u0007@example.be', 'evil ]0;pwned @example.be'],
    ['a\r\nFAKE LINE', 'a FAKE LINE'],
    ['\u009b31mred', '31mred'],
    ['abc\u202edcba', 'abcdcba'],
    ['  \u0000 ', ''],
    [null, ''],
    ['x'.repeat(400), `${'x'.repeat(300)}…`],
  ])('%j → %j', (input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});
