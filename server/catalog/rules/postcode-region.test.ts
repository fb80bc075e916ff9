import { describe, expect, it } from 'vitest';
import { regionOf, type Region } from './postcode-region';

describe('regionOf', () => {
  describe('Belgium (country 10)', () => {
    it.each<[string | number | null | undefined, Region | null]>([
      [999, null],
      [1000, 'BRUSSELS'],
      [1050, 'BRUSSELS'],
      [1299, 'BRUSSELS'],
      [1300, 'WALLONIA'],
      [1499, 'WALLONIA'],
      [1500, 'FLANDERS'],
      [2000, 'FLANDERS'],
      [3999, 'FLANDERS'],
      [4000, 'WALLONIA'],
      [5000, 'WALLONIA'],
      [7999, 'WALLONIA'],
      [8000, 'FLANDERS'],
      [9000, 'FLANDERS'],
      [9999, 'FLANDERS'],
      [10000, null],
      [0, null],
      [-1000, null],
      [1000.5, null],
      [Number.NaN, null],
      ['1000', 'BRUSSELS'],
      [' 1050 ', 'BRUSSELS'],
      ['10 50', 'BRUSSELS'],
      ['1300', 'WALLONIA'],
      ['9000', 'FLANDERS'],
      ['01000', 'BRUSSELS'],
      ['B-1000', null],
      ['1000a', null],
      ['10.00', null],
      ['', null],
      ['   ', null],
      ['abcd', null],
      [null, null],
      [undefined, null],
    ])('%j → %s', (zip, expected) => {
      expect(regionOf(zip, 10)).toBe(expected);
    });
  });

  describe('other countries', () => {
    it.each<[string | number | null | undefined, number, Region | null]>([
      ['1234', 50, 'LUXEMBOURG'],
      ['L-1234', 50, 'LUXEMBOURG'],
      [null, 50, 'LUXEMBOURG'],
      ['1000', 20, null],
      ['75001', 33, null],
      [1000, 0, null],
    ])('%j in country %i → %s', (zip, country, expected) => {
      expect(regionOf(zip, country)).toBe(expected);
    });
  });
});
