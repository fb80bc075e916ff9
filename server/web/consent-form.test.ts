import { describe, expect, it } from 'vitest';
import { consentReturnPath } from './consent-form';

describe('consentReturnPath', () => {
  it.each<[unknown, string]>([
    ['/en/', '/en/'],
    ['/nl/te-koop/?city=Waterloo%7C1410&page=2', '/nl/te-koop/?city=Waterloo%7C1410&page=2'],
    // Asking again right after answering: never.
    ['/en/?setcookies', '/en/'],
    ['/en/for-sale/?page=2&setcookies=1', '/en/for-sale/?page=2'],
    ['/en/#consent', '/en/'],
    // Nowhere but this site.
    ['//elsewhere.example/', '/'],
    ['/\\elsewhere.example/', '/'],
    ['https://elsewhere.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['en/', '/'],
    ['/en/\nLocation: x', '/'],
    ['', '/'],
    [undefined, '/'],
    [['/en/', '/fr/'], '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('%j goes back to %j', (back, expected) => {
    expect(consentReturnPath(back)).toBe(expected);
  });
});
