import { describe, expect, it } from 'vitest';
import { renderedPageUrl } from './page-cache';

describe('renderedPageUrl', () => {
  it.each([
    ['/nl/', '/nl/'],
    ['/nl/?utm_source=x&setcookies=1', '/nl/'],
    ['/nl/te-koop/?type=2&page=3', '/nl/te-koop/?page=3&type=2'],
    // Every list parameter a list renders from, several cities in their order.
    [
      '/en/for-sale/?view=map&city=Ixelles%7C1050&utm_medium=m&city=Uccle%7C1180&sort=price-asc&maxEnergyLabel=A%2B&minLivingArea=80&minBedrooms=2&maxPrice=9&minPrice=1&q=Rue',
      '/en/for-sale/?city=Ixelles%7C1050&city=Uccle%7C1180&minPrice=1&maxPrice=9&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue&sort=price-asc&view=map',
    ],
    ['//evil.example/nl/', '/evil.example/nl/'],
  ])('%s → %s', (url, expected) => {
    expect(renderedPageUrl(url)).toBe(expected);
  });
});
