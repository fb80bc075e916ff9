import { describe, expect, it } from 'vitest';
import { bandLetter } from '../../ui/energy-label';
import { formatDistance, formatMoney, formatNumber } from './format';

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

describe('formatNumber and formatDistance', () => {
  it.each([
    [245.5, '245,5'],
    [1250, '1.250'],
    [0, '0'],
    [null, null],
  ])('formatNumber(%s) = %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([
    [80, '80 m'],
    [999, '999 m'],
    [1000, '1,0 km'],
    [1450, '1,5 km'],
  ])('formatDistance(%s) = %s', (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected);
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
