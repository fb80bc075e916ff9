import { describe, expect, it } from 'vitest';
import { bandLetter } from '../../ui/energy-label';
import { formatDistance, formatMoney, formatNumber, formatScore } from './format';

describe('formatMoney', () => {
  it.each([
    [350000, '€ 350.000'],
    [0, '€ 0'],
    [75, '€ 75'],
    [1250, '€ 1.250'],
    [1234.56, '€ 1.235'],
    [999.4, '€ 999'],
    [-1500, '€ -1.500'],
    [1_000_000_000, '€ 1.000.000.000'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('formats %s as %s (nl-BE, whole euros, plain spaces)', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatNumber, formatScore and formatDistance: the page language decides the decimal mark', () => {
  it.each([
    [245.5, 'nl', '245,5'],
    [245.5, 'fr', '245,5'],
    [245.5, 'de', '245,5'],
    [245.5, 'en', '245.5'],
    [1250, 'nl', '1.250'],
    [1250, 'fr', '1.250'],
    [1250, 'de', '1.250'],
    [1250, 'en', '1,250'],
    [0, 'en', '0'],
    [null, 'nl', null],
  ] as const)('formatNumber(%s, %s) = %s', (value, lang, expected) => {
    expect(formatNumber(value, lang)).toBe(expected);
  });

  it.each([
    [7.9, 'nl', '7,9'],
    [7.9, 'fr', '7,9'],
    [7.9, 'de', '7,9'],
    [7.9, 'en', '7.9'],
    [7, 'en', '7.0'],
    [null, 'en', null],
  ] as const)('formatScore(%s, %s) = %s', (value, lang, expected) => {
    expect(formatScore(value, lang)).toBe(expected);
  });

  it.each([
    [80, 'nl', '80 m'],
    [999, 'en', '999 m'],
    [1000, 'nl', '1,0 km'],
    [1450, 'fr', '1,5 km'],
    [1450, 'de', '1,5 km'],
    [1450, 'en', '1.5 km'],
  ] as const)('formatDistance(%s, %s) = %s', (meters, lang, expected) => {
    expect(formatDistance(meters, lang)).toBe(expected);
  });
});

describe('bandLetter', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['b_sub', 'B−'],
    ['c_sub', 'C−'],
    ['b_plus', 'B+'],
    ['f_plus', 'F+'],
    ['i', 'I'],
  ])('bandLetter(%s) = %s', (band, letter) => {
    expect(bandLetter(band)).toBe(letter);
  });
});
