import { describe, expect, it } from 'vitest';
import { contactActions, similarAlert } from './contact-panel-actions';

describe('contactActions', () => {
  it.each([
    ['AVAILABLE', 'SALE', ['visit', 'question', 'documents', 'offer', 'share']],
    ['OPTION', 'SALE', ['visit', 'question', 'documents', 'offer', 'share']],
    ['AVAILABLE', 'RENT', ['visit', 'question', 'documents', 'rent', 'share']],
    ['OPTION', 'RENT', ['visit', 'question', 'documents', 'rent', 'share']],
    ['SOLD', 'SALE', []],
    ['RENTED', 'RENT', []],
  ] as const)('%s %s', (availability, goal, expected) => {
    expect(contactActions(availability, goal)).toEqual(expected);
  });
});

describe('similarAlert', () => {
  const base = {
    goal: 'SALE',
    typeId: 2,
    city: 'Ixelles',
    zip: '1050',
    price: 395_000,
    priceOnDemand: false,
    bedrooms: 2,
  } as const;
  it.each([
    ['a sale: a tenth above, up to the next 10,000', base, { maxPrice: 440_000, minBedrooms: 2 }],
    [
      'a rental: a tenth above, up to the next 50',
      { ...base, goal: 'RENT', price: 1_234 },
      { maxPrice: 1_400 },
    ],
    ['price on demand: no budget', { ...base, priceOnDemand: true }, { maxPrice: undefined }],
    ['no price: no budget', { ...base, price: null }, { maxPrice: undefined }],
    ['no bedrooms: none asked', { ...base, bedrooms: null }, { minBedrooms: undefined }],
    ['a studio (0 bedrooms): none asked', { ...base, bedrooms: 0 }, { minBedrooms: undefined }],
    ['no postcode: no city', { ...base, zip: '' }, { cities: undefined }],
  ] as const)('%s', (_, listing, expected) => {
    const alert = similarAlert(listing);
    expect(alert).toMatchObject({ goal: listing.goal, typeId: 2 });
    for (const [key, value] of Object.entries(expected))
      expect(alert[key as keyof typeof alert]).toEqual(value);
  });
  it('the city as the lists write it', () => {
    expect(similarAlert(base).cities).toEqual(['Ixelles|1050']);
  });
});
