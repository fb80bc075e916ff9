import { describe, expect, it } from 'vitest';
import { searchTargets, type SearchChoice } from './search-targets';

const paths = { salePath: '/en/for-sale/', rentPath: '/en/for-rent/' };
const ixelles: SearchChoice = {
  kind: 'city',
  value: 'Ixelles|1050',
  label: 'Ixelles [1050]',
  countSale: 4,
  countRent: 2,
};
const rentOnlyCity: SearchChoice = {
  ...ixelles,
  value: 'Uccle|1180',
  label: 'Uccle [1180]',
  countSale: 0,
  countRent: 3,
};
const saleOnlyType: SearchChoice = {
  kind: 'type',
  value: '2',
  label: 'Apartment',
  countSale: 5,
  countRent: 0,
};

describe('searchTargets', () => {
  it.each([
    ['nothing typed or picked', { text: '' }, '/en/for-sale/', '/en/for-rent/', null],
    ['blank text', { text: '   ' }, '/en/for-sale/', '/en/for-rent/', null],
    [
      'typed text: the free-text search',
      { text: ' rue Haute ' },
      '/en/for-sale/?q=rue+Haute',
      '/en/for-rent/?q=rue+Haute',
      '/en/for-sale/?q=rue+Haute',
    ],
    [
      'typed text, the box on the rent side',
      { text: 'Ixelles', goal: 'RENT' as const },
      '/en/for-sale/?q=Ixelles',
      '/en/for-rent/?q=Ixelles',
      '/en/for-rent/?q=Ixelles',
    ],
    [
      'a picked city',
      { text: 'Ixelles [1050]', choice: ixelles },
      '/en/for-sale/?city=Ixelles%7C1050',
      '/en/for-rent/?city=Ixelles%7C1050',
      '/en/for-sale/?city=Ixelles%7C1050',
    ],
    [
      'a picked city, the box on the rent side',
      { text: '', choice: ixelles, goal: 'RENT' as const },
      '/en/for-sale/?city=Ixelles%7C1050',
      '/en/for-rent/?city=Ixelles%7C1050',
      '/en/for-rent/?city=Ixelles%7C1050',
    ],
    [
      'a city with rents only',
      { text: '', choice: rentOnlyCity },
      '/en/for-sale/?city=Uccle%7C1180',
      '/en/for-rent/?city=Uccle%7C1180',
      '/en/for-rent/?city=Uccle%7C1180',
    ],
    [
      'a type on sale only, the box on the rent side',
      { text: '', choice: saleOnlyType, goal: 'RENT' as const },
      '/en/for-sale/?type=2',
      '/en/for-rent/?type=2',
      '/en/for-sale/?type=2',
    ],
    [
      'special characters',
      { text: 'a&b=c#d?' },
      '/en/for-sale/?q=a%26b%3Dc%23d%3F',
      '/en/for-rent/?q=a%26b%3Dc%23d%3F',
      '/en/for-sale/?q=a%26b%3Dc%23d%3F',
    ],
  ])('%s', (_case, input, sale, rent, submit) => {
    expect(searchTargets({ ...paths, ...input })).toEqual({ sale, rent, submit });
  });

  it('cuts the text at 100 characters', () => {
    const { submit } = searchTargets({ ...paths, text: `${'x'.repeat(99)} yz` });
    expect(new URL(submit!, 'http://site').searchParams.get('q')).toBe('x'.repeat(99));
  });
});
