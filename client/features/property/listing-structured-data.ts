import type { PropertyDetailFieldsFragment } from '../../generated/graphql';

/** What the listing's structured data is made of: the detail page's own data. */
export type ListingForStructuredData = Pick<
  PropertyDetailFieldsFragment,
  | 'id'
  | 'title'
  | 'description'
  | 'availability'
  | 'goal'
  | 'publishedAt'
  | 'latitude'
  | 'longitude'
  | 'type'
  | 'price'
  | 'address'
  | 'photos'
  | 'rooms'
  | 'surfaces'
>;

/** The CRM's web types (WebID) that are homes of one family (house) or flats (apartment, studio). */
const HOUSE_TYPES = new Set([1]);
const FLAT_TYPES = new Set([2, 3]);

const AVAILABILITY: Record<ListingForStructuredData['availability'], string> = {
  AVAILABLE: 'https://schema.org/InStock',
  // Under option: a buyer or tenant holds it for now.
  OPTION: 'https://schema.org/Reserved',
  SOLD: 'https://schema.org/SoldOut',
  RENTED: 'https://schema.org/SoldOut',
};

/** Countries of the CRM (10 Belgium, 50 Luxembourg) as ISO 3166 codes. */
const COUNTRIES: Record<number, string> = { 10: 'BE', 50: 'LU' };

/** "31-03-2026" (how the page shows a day) as ISO 8601 "2026-03-31"; null when it is not such a day. */
export function isoDay(day: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(day);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/**
 * The listing as schema.org's RealEstateListing, from what its page shows: title, description,
 * photos, the day it went online, and an Offer (price in euros, per month for a rent, its
 * availability, sale or lease) of the property itself: a house, an apartment or another place,
 * with its living area, bedrooms, bathrooms, address and position. The street only when the
 * agency publishes the address, as on the page. `url` is the page's root-relative path.
 */
export function listingStructuredData(p: ListingForStructuredData, url: string): object {
  const webId = p.type?.id ?? 0;
  const isHome = HOUSE_TYPES.has(webId) || FLAT_TYPES.has(webId);
  const a = p.address;
  const street = a.published && a.street ? [a.street, a.houseNumber].filter(Boolean).join(' ') : '';
  // Written as the page writes it: "Rue de la Station 235 bus 0.1".
  const box = street && a.boxNr ? ` bus ${a.boxNr}` : '';
  const place: Record<string, unknown> = {
    '@type': HOUSE_TYPES.has(webId) ? 'SingleFamilyResidence' : FLAT_TYPES.has(webId) ? 'Apartment' : 'Place',
    name: p.title,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: `${street}${box}` } : {}),
      postalCode: a.zip,
      addressLocality: a.city,
      addressCountry: COUNTRIES[a.countryId] ?? 'BE',
    },
  };
  if (p.latitude !== null && p.longitude !== null && p.latitude !== undefined && p.longitude !== undefined)
    place.geo = { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude };
  // Floor size and rooms are what homes are described by; a plot, an office or a garage has none.
  if (isHome && p.surfaces.living)
    place.floorSize = { '@type': 'QuantitativeValue', value: p.surfaces.living, unitCode: 'MTK' };
  if (isHome && p.rooms.bedrooms) {
    // Belgian listings count their rooms in bedrooms.
    place.numberOfRooms = p.rooms.bedrooms;
    place.numberOfBedrooms = p.rooms.bedrooms;
  }
  if (isHome && p.rooms.bathrooms) place.numberOfBathroomsTotal = p.rooms.bathrooms;

  const amount = p.price.onDemand ? null : p.price.amount;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    availability: AVAILABILITY[p.availability],
    businessFunction:
      p.goal === 'SALE'
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
    itemOffered: place,
  };
  if (amount !== null && amount !== undefined) {
    offer.price = amount;
    offer.priceCurrency = 'EUR';
    if (p.goal === 'RENT')
      offer.priceSpecification = {
        '@type': 'UnitPriceSpecification',
        price: amount,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      };
  }
  const posted = isoDay(p.publishedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: p.title,
    ...(p.description.trim() ? { description: p.description.trim() } : {}),
    ...(posted ? { datePosted: posted } : {}),
    ...(p.photos.length > 0 ? { image: p.photos.map((ph) => ph.url) } : {}),
    offers: offer,
  };
}
