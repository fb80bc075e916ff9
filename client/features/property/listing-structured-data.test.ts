import { describe, expect, it } from 'vitest';
import { isoDay, listingStructuredData } from './listing-structured-data';
import { EMPTY_PROPERTY, FULL_PROPERTY } from './property.fixtures';

const PATH = '/nl/te-koop/antwerpen/villa-met-tuin/4242/';

type Listing = Record<string, unknown> & {
  offers: Record<string, unknown> & { itemOffered: Record<string, unknown> };
};
const listing = (p: Parameters<typeof listingStructuredData>[0]) => listingStructuredData(p, PATH) as Listing;

describe('listingStructuredData', () => {
  it('describes a house for sale with its price, address, position, floor size and rooms', () => {
    expect(listing(FULL_PROPERTY)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      '@id': `${PATH}#listing`,
      url: PATH,
      name: 'Villa met tuin',
      description: 'Ruime villa.\nRustig gelegen.',
      datePosted: '2026-09-14',
      image: ['/media/demo/1.svg', '/media/demo/2.svg', '/media/demo/3.svg'],
      offers: {
        '@type': 'Offer',
        price: 495000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
        itemOffered: {
          '@type': 'SingleFamilyResidence',
          name: 'Villa met tuin',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Kerkstraat 12',
            postalCode: '2000',
            addressLocality: 'Antwerpen',
            addressCountry: 'BE',
          },
          geo: { '@type': 'GeoCoordinates', latitude: 50.714, longitude: 4.399 },
          floorSize: { '@type': 'QuantitativeValue', value: FULL_PROPERTY.surfaces.living, unitCode: 'MTK' },
          numberOfRooms: FULL_PROPERTY.rooms.bedrooms,
          numberOfBedrooms: FULL_PROPERTY.rooms.bedrooms,
          numberOfBathroomsTotal: FULL_PROPERTY.rooms.bathrooms,
        },
      },
    });
  });

  it.each<[string, Parameters<typeof listingStructuredData>[0]['type'], string]>([
    ['a house', { id: 1, name: 'House' }, 'SingleFamilyResidence'],
    ['an apartment', { id: 2, name: 'Apartment' }, 'Apartment'],
    ['a studio', { id: 3, name: 'Studio' }, 'Apartment'],
    ['a plot', { id: 4, name: 'Plot' }, 'Place'],
    ['offices', { id: 8, name: 'Offices' }, 'Place'],
    ['a garage', { id: 9, name: 'Garage' }, 'Place'],
  ])('%s is a %s', (_label, type, schemaType) => {
    expect(listing({ ...FULL_PROPERTY, type }).offers.itemOffered['@type']).toBe(schemaType);
  });

  it('gives a place that is not a home no floor size or rooms', () => {
    const place = listing({ ...FULL_PROPERTY, type: { id: 4, name: 'Plot' } }).offers.itemOffered;
    expect(place).not.toHaveProperty('floorSize');
    expect(place).not.toHaveProperty('numberOfRooms');
    expect(place).toHaveProperty('address');
  });

  it('prices a rent per month, offered for lease', () => {
    const offer = listing({
      ...FULL_PROPERTY,
      goal: 'RENT',
      price: { amount: 1250, formatted: '€ 1.250', onDemand: false },
    }).offers;
    expect(offer).toMatchObject({
      price: 1250,
      priceCurrency: 'EUR',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 1250,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      },
    });
  });

  it.each<[Parameters<typeof listingStructuredData>[0]['availability'], string]>([
    ['AVAILABLE', 'https://schema.org/InStock'],
    ['OPTION', 'https://schema.org/Reserved'],
    ['SOLD', 'https://schema.org/SoldOut'],
    ['RENTED', 'https://schema.org/SoldOut'],
  ])('a listing %s is offered as %s', (availability, expected) => {
    expect(listing({ ...FULL_PROPERTY, availability }).offers.availability).toBe(expected);
  });

  it('states no price when it is on demand, no street when the address is not published', () => {
    const data = listing({
      ...FULL_PROPERTY,
      price: { amount: null, formatted: 'Prijs op aanvraag', onDemand: true },
      address: { ...FULL_PROPERTY.address, published: false, formatted: '2000 Antwerpen' },
      latitude: null,
      longitude: null,
    });
    expect(data.offers).not.toHaveProperty('price');
    expect(data.offers).not.toHaveProperty('priceCurrency');
    expect(data.offers.itemOffered.address).not.toHaveProperty('streetAddress');
    expect(data.offers.itemOffered).not.toHaveProperty('geo');
  });

  it('leaves out what the listing does not have', () => {
    const data = listing(EMPTY_PROPERTY);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data.offers.itemOffered).not.toHaveProperty('floorSize');
    expect(data.offers.itemOffered).not.toHaveProperty('numberOfRooms');
  });
});

describe('isoDay', () => {
  it.each<[string, string | null]>([
    ['14-09-2026', '2026-09-14'],
    ['01-01-2000', '2000-01-01'],
    ['', null],
    ['2026-09-14', null],
    ['14/09/2026', null],
  ])('%s → %s', (day, expected) => {
    expect(isoDay(day)).toBe(expected);
  });
});
