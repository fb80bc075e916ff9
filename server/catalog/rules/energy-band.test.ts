import { describe, expect, it } from 'vitest';
import {
  ENERGY_BANDS,
  energyBand,
  energyBandRange,
  energyLabelImageUrl,
  sampleValueInBand,
  type EnergyBand,
} from './energy-band';
import type { Region } from './postcode-region';

type Case = [value: number, expected: EnergyBand];

describe('energyBand', () => {
  describe('FLANDERS: shared edges go to the better band, 0 is a', () => {
    it.each<Case>([
      [-1000, 'a_plus'],
      [-0.1, 'a_plus'],
      [0, 'a'],
      [0.1, 'a'],
      [100, 'a'],
      [100.1, 'b'],
      [200, 'b'],
      [200.1, 'c'],
      [300, 'c'],
      [300.1, 'd'],
      [400, 'd'],
      [400.1, 'e'],
      [500, 'e'],
      [500.1, 'f'],
      [5000, 'f'],
    ])('%d → %s', (value, expected) => {
      expect(energyBand('FLANDERS', value)).toBe(expected);
    });
  });

  describe('BRUSSELS: whole-number ranges on the rounded value', () => {
    it.each<Case>([
      [-50, 'a_plus'],
      [0, 'a_plus'],
      [0.4, 'a_plus'],
      [0.5, 'a'],
      [1, 'a'],
      [23, 'a'],
      [23.49, 'a'],
      [23.5, 'a_sub'],
      [24, 'a_sub'],
      [45, 'a_sub'],
      [46, 'b_plus'],
      [62, 'b_plus'],
      [63, 'b'],
      [79, 'b'],
      [80, 'b_sub'],
      [95, 'b_sub'],
      [96, 'c_plus'],
      [113, 'c_plus'],
      [114, 'c'],
      [132, 'c'],
      [133, 'c_sub'],
      [150, 'c_sub'],
      [151, 'd_plus'],
      [170, 'd_plus'],
      [171, 'd'],
      [190, 'd'],
      [191, 'd_sub'],
      [210, 'd_sub'],
      [211, 'e_plus'],
      [223, 'e_plus'],
      [232, 'e_plus'],
      [233, 'e'],
      [253, 'e'],
      [254, 'e_sub'],
      [275, 'e_sub'],
      [276, 'f_plus'],
      [298, 'f_plus'],
      [299, 'f'],
      [322, 'f'],
      [323, 'f_sub'],
      [345, 'f_sub'],
      [345.4, 'f_sub'],
      [345.5, 'g'],
      [346, 'g'],
      [1000, 'g'],
    ])('%d → %s', (value, expected) => {
      expect(energyBand('BRUSSELS', value)).toBe(expected);
    });
  });

  describe('WALLONIA: shared edges go to the better band, 0 is a_plusplus', () => {
    it.each<Case>([
      [-100, 'a_plusplus'],
      [-0.1, 'a_plusplus'],
      [0, 'a_plusplus'],
      [0.1, 'a_plus'],
      [45, 'a_plus'],
      [45.1, 'a'],
      [85, 'a'],
      [85.1, 'b'],
      [170, 'b'],
      [170.1, 'c'],
      [255, 'c'],
      [255.1, 'd'],
      [340, 'd'],
      [340.1, 'e'],
      [425, 'e'],
      [425.1, 'f'],
      [510, 'f'],
      [510.1, 'g'],
      [2000, 'g'],
    ])('%d → %s', (value, expected) => {
      expect(energyBand('WALLONIA', value)).toBe(expected);
    });
  });

  describe('LUXEMBOURG: from the label, whatever the value', () => {
    it.each<[string | null | undefined, EnergyBand | null]>([
      ['A++', 'a_plusplus'],
      ['a++', 'a_plusplus'],
      ['A+', 'a_plus'],
      [' a + ', 'a_plus'],
      ['A', 'a'],
      ['a', 'a'],
      ['B', 'b'],
      [' c ', 'c'],
      ['D', 'd'],
      ['E', 'e'],
      ['F', 'f'],
      ['G', 'g'],
      ['H', 'h'],
      ['I', 'i'],
      ['a_plus', 'a_plus'],
      ['a_plusplus', 'a_plusplus'],
      ['J', null],
      ['B+', null],
      ['A+++', null],
      ['AB', null],
      ['', null],
      ['   ', null],
      [null, null],
      [undefined, null],
    ])('%j → %s', (label, expected) => {
      expect(energyBand('LUXEMBOURG', 150, label)).toBe(expected);
      expect(energyBand('LUXEMBOURG', null, label)).toBe(expected);
    });
  });

  describe('missing values in Belgium', () => {
    it.each<[Region, number | null | undefined]>([
      ['FLANDERS', null],
      ['FLANDERS', undefined],
      ['FLANDERS', Number.NaN],
      ['FLANDERS', Number.POSITIVE_INFINITY],
      ['BRUSSELS', null],
      ['BRUSSELS', undefined],
      ['BRUSSELS', Number.NaN],
      ['WALLONIA', null],
      ['WALLONIA', undefined],
      ['WALLONIA', Number.NaN],
      ['WALLONIA', Number.NEGATIVE_INFINITY],
    ])('%s, %s → null', (region, value) => {
      expect(energyBand(region, value, 'A')).toBeNull();
    });
  });
});

describe('ENERGY_BANDS', () => {
  it.each<[Region, EnergyBand[]]>([
    ['FLANDERS', ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']],
    [
      'BRUSSELS',
      [
        'a_plus',
        'a',
        'a_sub',
        'b_plus',
        'b',
        'b_sub',
        'c_plus',
        'c',
        'c_sub',
        'd_plus',
        'd',
        'd_sub',
        'e_plus',
        'e',
        'e_sub',
        'f_plus',
        'f',
        'f_sub',
        'g',
      ],
    ],
    ['WALLONIA', ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g']],
    ['LUXEMBOURG', ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']],
  ])('%s lists its bands best first', (region, bands) => {
    expect(ENERGY_BANDS[region]).toEqual(bands);
  });
});

describe('energyBandRange', () => {
  it.each<[Region, EnergyBand, number | null, number | null]>([
    ['FLANDERS', 'a_plus', null, 0],
    ['FLANDERS', 'a', 0, 100],
    ['FLANDERS', 'e', 400, 500],
    ['FLANDERS', 'f', 500, null],
    ['BRUSSELS', 'a_plus', null, 0],
    ['BRUSSELS', 'a', 1, 23],
    ['BRUSSELS', 'f_sub', 323, 345],
    ['BRUSSELS', 'g', 346, null],
    ['WALLONIA', 'a_plusplus', null, 0],
    ['WALLONIA', 'a_plus', 0, 45],
    ['WALLONIA', 'g', 510, null],
    ['LUXEMBOURG', 'a_plusplus', null, null],
    ['LUXEMBOURG', 'i', null, null],
  ])('%s %s → { min: %s, max: %s }', (region, band, min, max) => {
    expect(energyBandRange(region, band)).toEqual({ min, max });
  });

  it.each<[Region]>([['FLANDERS'], ['BRUSSELS'], ['WALLONIA']])(
    '%s ranges are contiguous and bounded only at the ends',
    (region) => {
      const ranges = ENERGY_BANDS[region].map((band) => energyBandRange(region, band));
      expect(ranges[0]!.min).toBeNull();
      expect(ranges[ranges.length - 1]!.max).toBeNull();
      for (let i = 1; i < ranges.length; i++) {
        const gap = region === 'BRUSSELS' ? 1 : 0;
        expect(ranges[i]!.min).toBe(ranges[i - 1]!.max! + gap);
      }
    },
  );

  it.each<[Region, EnergyBand]>([
    ['FLANDERS', 'a_plusplus'],
    ['FLANDERS', 'g'],
    ['WALLONIA', 'a_sub'],
    ['BRUSSELS', 'h'],
    ['LUXEMBOURG', 'b_plus'],
  ])('%s has no band %s', (region, band) => {
    expect(() => energyBandRange(region, band)).toThrow(RangeError);
    expect(() => sampleValueInBand(region, band)).toThrow(RangeError);
  });
});

describe('sampleValueInBand', () => {
  const belgian: Array<[Region, EnergyBand]> = (['FLANDERS', 'BRUSSELS', 'WALLONIA'] as const).flatMap(
    (region) => ENERGY_BANDS[region].map((band): [Region, EnergyBand] => [region, band]),
  );

  it.each(belgian)('%s %s round-trips through energyBand', (region, band) => {
    const value = sampleValueInBand(region, band);
    expect(value).not.toBeNull();
    expect(energyBand(region, value)).toBe(band);
  });

  it('gives whole numbers in Brussels', () => {
    for (const band of ENERGY_BANDS.BRUSSELS)
      expect(Number.isInteger(sampleValueInBand('BRUSSELS', band))).toBe(true);
  });

  it.each(ENERGY_BANDS.LUXEMBOURG.map((band) => [band]))('LUXEMBOURG %s → null', (band) => {
    expect(sampleValueInBand('LUXEMBOURG', band)).toBeNull();
  });
});

describe('energyLabelImageUrl', () => {
  it.each<[Region, EnergyBand, string]>([
    ['FLANDERS', 'a_plus', '/static/energy/flanders/a_plus.svg'],
    ['BRUSSELS', 'c_sub', '/static/energy/brussels/c_sub.svg'],
    ['WALLONIA', 'a_plusplus', '/static/energy/wallonia/a_plusplus.svg'],
    ['LUXEMBOURG', 'i', '/static/energy/luxembourg/i.svg'],
  ])('%s %s → %s', (region, band, url) => {
    expect(energyLabelImageUrl(region, band)).toBe(url);
  });
});
