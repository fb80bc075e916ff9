import { describe, expect, it } from 'vitest';
import { ENERGY_BANDS, type EnergyBand } from './energy-band';
import {
  ENERGY_LETTERS,
  energyLetter,
  energyLetterOfBand,
  energyLetterRank,
  type EnergyLetter,
} from './energy-letter';
import type { Region } from './postcode-region';

describe('energyLetterOfBand: a sub-band counts as its letter', () => {
  it.each<[EnergyBand, EnergyLetter]>([
    ['a_plusplus', 'A+'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A'],
    ['b_plus', 'B'],
    ['b', 'B'],
    ['b_sub', 'B'],
    ['c_plus', 'C'],
    ['c_sub', 'C'],
    ['d', 'D'],
    ['e_sub', 'E'],
    ['f_plus', 'F'],
    ['f_sub', 'F'],
    ['g', 'G'],
    ['h', 'G'],
    ['i', 'G'],
  ])('%s → %s', (band, letter) => {
    expect(energyLetterOfBand(band)).toBe(letter);
  });

  it.each(Object.entries(ENERGY_BANDS) as [Region, readonly EnergyBand[]][])(
    'every %s band has a letter, never better than the band before it',
    (_region, bands) => {
      const ranks = bands.map((b) => energyLetterRank(energyLetterOfBand(b)));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    },
  );
});

describe('energyLetter: from the same inputs as the band', () => {
  it.each<[Region | null, number | null, string | null, EnergyLetter | null]>([
    ['FLANDERS', -5, null, 'A+'],
    ['FLANDERS', 0, null, 'A'],
    ['FLANDERS', 250, null, 'C'],
    ['FLANDERS', 700, null, 'F'],
    ['BRUSSELS', 30, null, 'A'],
    ['BRUSSELS', 50, null, 'B'],
    ['BRUSSELS', 90, null, 'B'],
    ['BRUSSELS', 140, null, 'C'],
    ['BRUSSELS', 400, null, 'G'],
    ['WALLONIA', 0, null, 'A+'],
    ['WALLONIA', 60, null, 'A'],
    ['WALLONIA', 600, null, 'G'],
    ['LUXEMBOURG', null, 'A++', 'A+'],
    ['LUXEMBOURG', 10, 'c', 'C'],
    ['LUXEMBOURG', null, 'I', 'G'],
    ['LUXEMBOURG', null, 'Z', null],
    ['FLANDERS', null, 'B', null],
    ['BRUSSELS', Number.NaN, null, null],
    [null, 100, 'A', null],
  ])('%s %s %s → %s', (region, value, label, letter) => {
    expect(energyLetter(region, value, label)).toBe(letter);
  });
});

describe('energyLetterRank', () => {
  it('orders the scale from A+ (0) to G (7)', () => {
    expect(ENERGY_LETTERS.map(energyLetterRank)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
