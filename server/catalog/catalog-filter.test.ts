import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import { parseTextFilter, toListCriteria } from './catalog-filter';
import { EnergyLetterValue, GoalFilter, ListStatus, type PropertyFilter } from './property.types';

/** The field and message id of the BAD_USER_INPUT a filter gets, or null when it is accepted. */
function refusal(filter: PropertyFilter): { field: string | undefined; messageId: string } | null {
  try {
    toListCriteria(filter);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(err.code).toBe('BAD_USER_INPUT');
    return { field: err.field, messageId: err.messageId };
  }
}

const tooManyCities = Array.from({ length: 21 }, (_, i) => `City ${i}|${1000 + i}`);

describe('toListCriteria refuses each bad value with its field', () => {
  it.each<[string, PropertyFilter, string, string]>([
    ['a city without zip', { cities: ['Ixelles'] }, 'filter.cities', 'error.cityFilter'],
    ['a city without name', { cities: ['|1050'] }, 'filter.cities', 'error.cityFilter'],
    ['a zip with spaces inside', { cities: ['Ixelles|10 50'] }, 'filter.cities', 'error.cityFilter'],
    ['one bad city among good ones', { cities: ['Uccle|1180', 'x'] }, 'filter.cities', 'error.cityFilter'],
    ['21 cities', { cities: tooManyCities }, 'filter.cities', 'error.citiesFilterCount'],
    ['the deprecated city, malformed', { city: 'Waterloo' }, 'filter.city', 'error.cityFilter'],
    ['type 0', { type: 0 }, 'filter.type', 'error.typeFilter'],
    ['type 100', { type: 100 }, 'filter.type', 'error.typeFilter'],
    ['a negative minimum price', { minPrice: -1 }, 'filter.minPrice', 'error.priceFilter'],
    ['a maximum price above 100 million', { maxPrice: 100_000_001 }, 'filter.maxPrice', 'error.priceFilter'],
    ['a fractional price', { minPrice: 1.5 }, 'filter.minPrice', 'error.priceFilter'],
    [
      'minimum above maximum',
      { minPrice: 500_000, maxPrice: 400_000 },
      'filter.minPrice',
      'error.priceOrder',
    ],
    ['-1 bedrooms', { minBedrooms: -1 }, 'filter.minBedrooms', 'error.bedroomsFilter'],
    ['51 bedrooms', { minBedrooms: 51 }, 'filter.minBedrooms', 'error.bedroomsFilter'],
    [
      'a living area of 100,001 m²',
      { minLivingArea: 100_001 },
      'filter.minLivingArea',
      'error.livingAreaFilter',
    ],
    ['a negative living area', { minLivingArea: -5 }, 'filter.minLivingArea', 'error.livingAreaFilter'],
    ['101 characters of text', { text: 'a'.repeat(101) }, 'filter.text', 'error.searchTooLong'],
  ])('%s', (_name, filter, field, messageId) => {
    expect(refusal(filter)).toEqual({ field, messageId });
  });
});

describe('toListCriteria accepts the edges', () => {
  it.each<[string, PropertyFilter]>([
    ['20 cities', { cities: tooManyCities.slice(0, 20) }],
    ['prices 0 and 100 million', { minPrice: 0, maxPrice: 100_000_000 }],
    ['equal minimum and maximum', { minPrice: 300_000, maxPrice: 300_000 }],
    ['0 and 50 bedrooms', { minBedrooms: 50 }],
    ['a living area of 100,000 m²', { minLivingArea: 100_000 }],
    ['100 characters of text with spaces around', { text: `  ${'a'.repeat(100)}  ` }],
    ['nothing at all', {}],
  ])('%s', (_name, filter) => {
    expect(refusal(filter)).toBeNull();
  });
});

describe('toListCriteria', () => {
  it('merges the deprecated city into the cities, once each, accent- and case-free', () => {
    const c = toListCriteria({ city: 'IXELLES|1050', cities: ['Ixelles|1050', 'Uccle|1180 '] });
    expect(c.cities).toEqual([
      { key: 'ixelles', zip: '1050' },
      { key: 'uccle', zip: '1180' },
    ]);
  });

  it('keeps every value the SQL needs', () => {
    expect(
      toListCriteria({
        goal: GoalFilter.RENT,
        status: ListStatus.ALL,
        type: 2,
        minPrice: 500,
        maxPrice: 1500,
        minBedrooms: 2,
        minLivingArea: 60,
        maxEnergyLabel: EnergyLetterValue.C,
        text: 'Élsene  Appartement',
      }),
    ).toEqual({
      goal: GoalFilter.RENT,
      cities: [],
      typeId: 2,
      includeSoldAndRented: true,
      words: ['elsene', 'appartement'],
      minPrice: 500,
      maxPrice: 1500,
      minBedrooms: 2,
      minLivingArea: 60,
      maxEnergyRank: 3,
    });
  });

  it.each<[EnergyLetterValue, number]>([
    [EnergyLetterValue.A_PLUS, 0],
    [EnergyLetterValue.A, 1],
    [EnergyLetterValue.C, 3],
    [EnergyLetterValue.G, 7],
  ])('maxEnergyLabel %s is rank %d', (letter, rank) => {
    expect(toListCriteria({ maxEnergyLabel: letter }).maxEnergyRank).toBe(rank);
  });
});

describe('parseTextFilter', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['   ', []],
    ['Sint-Genesius-Rode', ['sint', 'genesius', 'rode']],
    ['1050 1050', ['1050']],
    ['Rue de l’Église', ['rue', 'de', 'l', 'eglise']],
    ["Braine-l'Alleud", ['braine', 'l', 'alleud']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j → %j', (text, words) => {
    expect(parseTextFilter(text)).toEqual(words);
  });
});
