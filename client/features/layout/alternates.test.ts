import { describe, expect, it } from 'vitest';
import { alternatePaths, withQuery } from './alternates';

describe('withQuery', () => {
  it.each([
    ['/fr/a-vendre/', '?page=2&city=Waterloo%7C1410', '/fr/a-vendre/?page=2&city=Waterloo%7C1410'],
    ['/fr/a-vendre/', '', '/fr/a-vendre/'],
    ['/fr/x/?a=1', '?page=2', '/fr/x/?a=1'],
    ['/nl/login/', '?reset=SECRET', '/nl/login/'],
    ['/nl/login/', '?reset=SECRET&utm_source=mail', '/nl/login/?utm_source=mail'],
    ['/over-ons/', '?lang=fr', '/over-ons/'],
    ['/nl/te-koop/', '?lang=fr&page=2', '/nl/te-koop/?page=2'],
    ['/over-ons/?lang=en', '?lang=fr', '/over-ons/?lang=en'],
  ])('%s with %s → %s', (path, search, expected) => {
    expect(withQuery(path, search)).toBe(expected);
  });

  it("keeps the reset link's token out of the language switcher's targets", () => {
    const paths = alternatePaths(
      ['nl', 'fr', 'en'],
      { nl: '/nl/login/', fr: '/fr/login/', en: '/en/login/' },
      '?reset=T',
    );
    expect(Object.values(paths)).toEqual(['/nl/login/', '/fr/login/', '/en/login/']);
  });

  it('gives a page of one path for every language (a menu page) in each language', () => {
    const paths = alternatePaths(
      ['nl', 'fr', 'en'],
      { nl: '/over-ons/', fr: '/over-ons/?lang=fr', en: '/over-ons/?lang=en', de: null },
      '?lang=fr',
    );
    expect(paths).toEqual({ nl: '/over-ons/', fr: '/over-ons/?lang=fr', en: '/over-ons/?lang=en' });
  });
});
