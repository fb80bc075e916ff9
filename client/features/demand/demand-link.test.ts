import { describe, expect, it } from 'vitest';
import { DEMAND_RULES } from '../../../common/forms/demand-rules';
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
    // A list's other filters: the lowest price, the living area, the worst energy label kept.
    [
      'nl',
      { goal: 'RENT', minPrice: 800, maxPrice: 1200, minLivingArea: 90, maxEnergyLabel: 'C' },
      '/nl/hou-me-op-de-hoogte/?goal=rent&minPrice=800&maxPrice=1200&minLivingArea=90&maxEnergyLabel=C',
    ],
    ['fr', { maxEnergyLabel: 'A+' }, '/fr/je-recherche/?maxEnergyLabel=A%2B'],
    ['en', { minPrice: 250_000 }, '/en/keep-me-informed/?minPrice=250000'],
    // A range the wrong way round keeps its upper bound only.
    ['en', { minPrice: 500_000, maxPrice: 400_000 }, '/en/keep-me-informed/?maxPrice=400000'],
    ['en', { minPrice: 0, minLivingArea: 0, maxEnergyLabel: 'H' as 'G' }, '/en/keep-me-informed/'],
    ['en', { minPrice: 1.5, minLivingArea: 100_001 }, '/en/keep-me-informed/'],
    // The list's words: one line, trimmed, after the other filters.
    ['nl', { goal: 'SALE', text: 'tuin garage' }, '/nl/hou-me-op-de-hoogte/?goal=sale&q=tuin+garage'],
    ['fr', { text: '  jardin\n\tgarage  ' }, '/fr/je-recherche/?q=jardin+garage'],
    ['de', { text: "l'église & co" }, '/de/auf-dem-laufenden-bleiben/?q=l%27%C3%A9glise+%26+co'],
    ['en', { text: ' \n ' }, '/en/keep-me-informed/'],
    ['en', { text: '' }, '/en/keep-me-informed/'],
    ['en', { text: `${'a'.repeat(99)} b` }, `/en/keep-me-informed/?q=${'a'.repeat(99)}`],
  ])('%s %j → %s', (lang, prefill, expected) => {
    expect(demandRegisterPath(lang, prefill)).toBe(expected);
  });

  it('keeps at most 20 cities', () => {
    const cities = Array.from({ length: 25 }, (_, i) => `City ${i}|${1000 + i}`);
    const url = new URL(demandRegisterPath('en', { cities }), 'http://x');
    expect(url.searchParams.getAll('city')).toHaveLength(20);
  });

  it('cuts the words to what the register keeps, as the lists cut theirs', () => {
    const url = new URL(demandRegisterPath('en', { text: 'garden '.repeat(30) }), 'http://x');
    const q = url.searchParams.get('q') ?? '';
    expect(q).toHaveLength(DEMAND_RULES.text.max);
    expect(q).toBe('garden '.repeat(30).slice(0, DEMAND_RULES.text.max));
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
    ['minPrice=150000', { minPrice: 150000 }],
    ['minPrice=0', {}],
    ['minPrice=300000&maxPrice=200000', { maxPrice: 200000 }],
    ['minLivingArea=120', { minLivingArea: 120 }],
    ['minLivingArea=0', {}],
    ['minLivingArea=100001', {}],
    ['minLivingArea=12.5', {}],
    ['maxEnergyLabel=B', { maxEnergyLabel: 'B' }],
    ['maxEnergyLabel=a%2B', { maxEnergyLabel: 'A+' }],
    ['maxEnergyLabel=A%20', {}],
    ['maxEnergyLabel=H', {}],
    // The list's free text: one line, trimmed, at most DEMAND_RULES.text.max characters.
    ['q=garden&goal=sale', { goal: 'SALE', text: 'garden' }],
    ['q=+garden++garage+', { text: 'garden garage' }],
    ['q=jardin%0D%0Agarage', { text: 'jardin garage' }],
    ['q=l%E2%80%99%C3%A9glise', { text: 'l’église' }],
    ['q=', {}],
    ['q=%20%0A%09', {}],
    [`q=${'x'.repeat(120)}`, { text: 'x'.repeat(DEMAND_RULES.text.max) }],
    [`q=${'x'.repeat(99)}%20y`, { text: 'x'.repeat(99) }],
  ])('?%s → %j', (qs, expected) => {
    expect(readDemandPrefill(new URLSearchParams(qs))).toEqual(expected);
  });

  it.each<[string, DemandPrefill]>([
    ['a rent', { goal: 'RENT', typeId: 2, cities: ['Ixelles|1050'], maxPrice: 1200, minBedrooms: 1 }],
    [
      'every filter of a list',
      {
        goal: 'SALE',
        typeId: 1,
        cities: ['Liège|4000', 'Sint-Genesius-Rode|1640'],
        minPrice: 250_000,
        maxPrice: 450_000,
        minBedrooms: 3,
        minLivingArea: 120,
        maxEnergyLabel: 'A+',
        text: 'jardin garage',
      },
    ],
    ['words only', { text: "l'église Saint-Pierre 2" }],
    ['the worst label', { maxEnergyLabel: 'G' }],
    ['the bounds', { minPrice: 1, maxPrice: 100_000_000, minBedrooms: 50, minLivingArea: 100_000 }],
    ['nothing', {}],
  ])('reads back what demandRegisterPath writes: %s', (_, prefill) => {
    const url = new URL(demandRegisterPath('fr', prefill), 'http://x');
    expect(readDemandPrefill(url.searchParams)).toEqual(prefill);
  });
});
