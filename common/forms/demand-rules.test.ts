import { describe, expect, it } from 'vitest';
import { checkDemandCriteria, type DemandCriteria } from './demand-rules';

const ok: DemandCriteria = {
  propertyTypeIds: [1],
  cityIds: [3],
  zips: [],
  priceMin: null,
  priceMax: null,
  minBedrooms: null,
};

describe('checkDemandCriteria', () => {
  it.each<[string, Partial<DemandCriteria>, [string, string][]]>([
    ['a type and a city', {}, []],
    ['a postcode instead of a city', { cityIds: [], zips: ['1410'] }, []],
    ['no type', { propertyTypeIds: [] }, [['propertyTypeIds', 'atLeastOneType']]],
    ['no zone at all', { cityIds: [], zips: [] }, [['zones', 'atLeastOneZone']]],
    ['blank postcodes only', { cityIds: [], zips: ['  '] }, [['zones', 'atLeastOneZone']]],
    ['a postcode that is not one', { cityIds: [], zips: ['<b>'] }, [['zips', 'choice']]],
    ['a type id that is not a whole number', { propertyTypeIds: [1.5] }, [['propertyTypeIds', 'choice']]],
    ['min equal to max', { priceMin: 300_000, priceMax: 300_000 }, []],
    ['min above max', { priceMin: 400_000, priceMax: 300_000 }, [['priceMax', 'priceOrder']]],
    ['only a max', { priceMax: 300_000 }, []],
    ['a negative price', { priceMin: -1 }, [['priceMin', 'number']]],
    ['bedrooms out of range', { minBedrooms: 51 }, [['minBedrooms', 'number']]],
    [
      'nothing at all',
      { propertyTypeIds: null, cityIds: null, zips: null },
      [
        ['propertyTypeIds', 'atLeastOneType'],
        ['zones', 'atLeastOneZone'],
      ],
    ],
  ])('%s', (_name, change, expected) => {
    expect(checkDemandCriteria({ ...ok, ...change }).map((i) => [i.field, i.code])).toEqual(expected);
  });
});
