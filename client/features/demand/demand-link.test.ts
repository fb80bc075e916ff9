import { describe, expect, it } from 'vitest';
import { demandRegisterPath, readDemandPrefill, type DemandPrefill } from './demand-link';

describe('demandRegisterPath', () => {
  it.each<[string, DemandPrefill, string]>([
    ['nl', {}, '/nl/hou-me-op-de-hoogte/'],
    ['fr', { goal: 'SALE' }, '/fr/je-recherche/?goal=sale'],
    ['de', { goal: 'RENT', typeId: 2 }, '/de/auf-dem-laufenden-bleiben/?goal=rent&type=2'],
    [
      'en',
      { goal: 'SALE', typeId: 1, cities: ['Ixelles|1050', 'Uccle|1180'], maxPrice: 450000, minBedrooms: 2 },
      '/en/keep-me-informed/?goal=sale&type=1&city=Ixelles%7C1050&city=Uccle%7C1180&maxPrice=450000&minBedrooms=2',
    ],
    // A language the site does not know: the English page rather than a dead link.
    ['xx', { maxPrice: 1000 }, '/en/keep-me-informed/?maxPrice=1000'],
    // Values the form would refuse are left out.
    [
      'nl',
      { typeId: 0, maxPrice: -5, minBedrooms: 2.5, cities: ['Ixelles', '|1050'] },
      '/nl/hou-me-op-de-hoogte/',
    ],
    ['nl', { maxPrice: 100_000_001, minBedrooms: 51 }, '/nl/hou-me-op-de-hoogte/'],
  ])('%s %j → %s', (lang, prefill, expected) => {
    expect(demandRegisterPath(lang, prefill)).toBe(expected);
  });

  it('keeps at most 20 cities', () => {
    const cities = Array.from({ length: 25 }, (_, i) => `City ${i}|${1000 + i}`);
    const url = new URL(demandRegisterPath('en', { cities }), 'http://x');
    expect(url.searchParams.getAll('city')).toHaveLength(20);
  });
});

describe('readDemandPrefill', () => {
  it.each<[string, DemandPrefill]>([
    ['', {}],
    ['goal=sale', { goal: 'SALE' }],
    ['goal=RENT', { goal: 'RENT' }],
    ['goal=buy', {}],
    ['type=3', { typeId: 3 }],
    ['type=abc', {}],
    ['type=100', {}],
    ['city=Li%C3%A8ge%7C4000&city=Uccle%7C1180&city=Uccle%7C1180', { cities: ['Liège|4000', 'Uccle|1180'] }],
    ['city=Waterloo', {}],
    ['maxPrice=250000', { maxPrice: 250000 }],
    ['maxPrice=250.000', {}],
    ['maxPrice=1e6', {}],
    ['minBedrooms=3', { minBedrooms: 3 }],
    ['minBedrooms=0', {}],
    ['minBedrooms=99', {}],
  ])('?%s → %j', (qs, expected) => {
    expect(readDemandPrefill(new URLSearchParams(qs))).toEqual(expected);
  });

  it('reads back what demandRegisterPath writes', () => {
    const prefill: DemandPrefill = {
      goal: 'RENT',
      typeId: 2,
      cities: ['Ixelles|1050'],
      maxPrice: 1200,
      minBedrooms: 1,
    };
    const url = new URL(demandRegisterPath('fr', prefill), 'http://x');
    expect(readDemandPrefill(url.searchParams)).toEqual(prefill);
  });
});
