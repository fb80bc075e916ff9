import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  listFilter,
  listHref,
  readListParams,
  withoutFilter,
  withoutFilters,
  writeListParams,
  type ListParams,
} from './list-params';

const BASE: ListParams = { page: 1, cities: [], sort: 'newest', view: 'list' };
const read = (qs: string) => readListParams(new URLSearchParams(qs));

describe('readListParams', () => {
  it.each<[string, Partial<ListParams>]>([
    ['', {}],
    ['page=3', { page: 3 }],
    ['page=-3', {}],
    ['page=0', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
    ['page=99999', {}],
    ['city=Waterloo%7C1410', { cities: ['Waterloo|1410'] }],
    ['city=Ixelles|1050&city=Uccle|1180&city=Ixelles|1050', { cities: ['Ixelles|1050', 'Uccle|1180'] }],
    ['city=Waterloo', {}],
    ['city=%7C1410', {}],
    ['city=Waterloo%7C', {}],
    ['city=Waterloo%7C1410%7C3', {}],
    ['city=Li%C3%A8ge%7C4000&type=2&page=2', { page: 2, cities: ['Liège|4000'], type: 2 }],
    ['type=abc', {}],
    ['type=0', {}],
    ['type=100', {}],
    ['type=9', { type: 9 }],
    ['minPrice=200000&maxPrice=400000', { minPrice: 200000, maxPrice: 400000 }],
    // Reversed: the same range. Zero as a minimum is no minimum.
    ['minPrice=400000&maxPrice=200000', { minPrice: 200000, maxPrice: 400000 }],
    ['minPrice=0&maxPrice=900', { maxPrice: 900 }],
    ['maxPrice=0', {}],
    ['minPrice=1e6&maxPrice=250.000', {}],
    ['maxPrice=100000001', {}],
    ['minBedrooms=2', { minBedrooms: 2 }],
    ['minBedrooms=0', {}],
    ['minBedrooms=21', {}],
    ['minLivingArea=120', { minLivingArea: 120 }],
    ['minLivingArea=-5', {}],
    ['maxEnergyLabel=A%2B', { maxEnergyLabel: 'A+' }],
    ['maxEnergyLabel=c', { maxEnergyLabel: 'C' }],
    ['maxEnergyLabel=A+', {}], // "+" in a query string is a space: "A " is no label
    ['maxEnergyLabel=H', {}],
    ['sort=price-asc', { sort: 'price-asc' }],
    ['sort=living-area', { sort: 'living-area' }],
    ['sort=cheapest', {}],
    ['view=map', { view: 'map' }],
    ['view=grid', {}],
    ['q=%20%20Rue%20%20Haute%20', { q: 'Rue Haute' }],
    ['q=%20%20', {}],
    [`q=${'x'.repeat(150)}`, { q: 'x'.repeat(100) }],
  ])('?%s', (qs, expected) => {
    expect(read(qs)).toEqual({ ...BASE, ...expected });
  });

  it('keeps at most 20 cities', () => {
    const qs = Array.from({ length: 25 }, (_, i) => `city=C${i}%7C${1000 + i}`).join('&');
    expect(read(qs).cities).toHaveLength(20);
  });
});

describe('writeListParams', () => {
  it.each([
    '',
    'city=Ixelles%7C1050&city=Uccle%7C1180&type=2&minPrice=1&maxPrice=9&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue&sort=price-desc&view=map&page=3',
    'sort=living-area',
  ])('round-trips ?%s', (qs) => {
    expect(writeListParams(read(qs)).toString()).toBe(qs);
  });

  it('writes a canonical order, without defaults', () => {
    expect(listHref('/en/for-sale/', read('page=1&view=list&sort=newest&type=3&city=A%7C1000'))).toBe(
      '/en/for-sale/?city=A%7C1000&type=3',
    );
    expect(listHref('/en/for-sale/', BASE)).toBe('/en/for-sale/');
  });
});

describe('filters one by one', () => {
  const p = read(
    'city=Ixelles%7C1050&city=Uccle%7C1180&type=2&minPrice=100&maxPrice=900&minBedrooms=2&minLivingArea=80&maxEnergyLabel=B&q=Rue&sort=price-asc&view=map&page=4',
  );

  it('lists the active ones in chip order', () => {
    expect(activeFilters(p)).toEqual([
      'q',
      'cities',
      'type',
      'price',
      'minBedrooms',
      'minLivingArea',
      'maxEnergyLabel',
    ]);
    expect(activeFilters(BASE)).toEqual([]);
    expect(activeFilters({ ...BASE, maxPrice: 5 })).toEqual(['price']);
  });

  it.each<[Parameters<typeof withoutFilter>[1], string | undefined, Partial<ListParams>]>([
    ['cities', 'Uccle|1180', { cities: ['Ixelles|1050'] }],
    ['cities', undefined, { cities: [] }],
    ['type', undefined, { type: undefined }],
    ['price', undefined, { minPrice: undefined, maxPrice: undefined }],
    ['minBedrooms', undefined, { minBedrooms: undefined }],
    ['minLivingArea', undefined, { minLivingArea: undefined }],
    ['maxEnergyLabel', undefined, { maxEnergyLabel: undefined }],
    ['q', undefined, { q: undefined }],
  ])('without %s (%s): back to page 1, the rest kept', (key, city, changed) => {
    const next = withoutFilter(p, key, city);
    const expected = { ...p, page: 1, ...changed };
    for (const k of Object.keys(expected) as (keyof ListParams)[])
      if (expected[k] === undefined) delete expected[k];
    expect(next).toEqual(expected);
  });

  it('clears all but the sort and the view', () => {
    expect(withoutFilters(p)).toEqual({ ...BASE, sort: 'price-asc', view: 'map' });
  });

  it('turns into the API filter', () => {
    expect(listFilter('RENT', p)).toEqual({
      goal: 'RENT',
      cities: ['Ixelles|1050', 'Uccle|1180'],
      type: 2,
      text: 'Rue',
      minPrice: 100,
      maxPrice: 900,
      minBedrooms: 2,
      minLivingArea: 80,
      maxEnergyLabel: 'B',
    });
    expect(listFilter('SALE', { ...BASE, maxEnergyLabel: 'A+' })).toEqual({
      goal: 'SALE',
      maxEnergyLabel: 'A_PLUS',
    });
  });
});
