import type { MockLink } from '@apollo/client/testing';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { MapSettingsQuery } from './property-map';

/** Test data: a listing with every attribute group filled in, and one with nothing optional. */
export const FULL_PROPERTY: PropertyDetailFieldsFragment = {
  id: 4242,
  title: 'Villa met tuin',
  description: 'Ruime villa.\nRustig gelegen.',
  availability: 'AVAILABLE',
  ribbon: null,
  goal: 'SALE',
  typeDescription: 'Open bebouwing',
  city: 'Antwerpen',
  latitude: 50.714,
  longitude: 4.399,
  virtualTourUrl: 'https://my.matterport.com/show/?m=abcdefghijk',
  type: { id: 1, name: 'House' },
  price: { amount: 495000, formatted: '€ 495.000', onDemand: false },
  publishedAt: '14-09-2026',
  address: {
    formatted: 'Kerkstraat 12, 2000 Antwerpen',
    street: 'Kerkstraat',
    houseNumber: '12',
    boxNr: null,
    zip: '2000',
    city: 'Antwerpen',
    countryId: 10,
    published: true,
  },
  photos: [
    { url: '/media/demo/1.svg', width: 1200, height: 800, position: 1, name: 'Gevel' },
    { url: '/media/demo/2.svg', width: 1200, height: 800, position: 2, name: 'Keuken' },
    { url: '/media/demo/3.svg', width: 1200, height: 800, position: 3, name: '' },
  ],
  costs: {
    uniqueCode: 'ABC-123',
    priceOnDemand: false,
    monthlyRent: 1250,
    chargesRenter: 75,
    chargesOwner: 40,
    depositAmount: 3750,
    agencyCost: 1500,
    inventoryCost: 350,
  },
  rooms: {
    bedrooms: 4,
    bathrooms: 2,
    showerRooms: 1,
    toilets: 3,
    garages: 1,
    parkings: 2,
    externalParkings: 1,
    floors: 2,
  },
  surfaces: {
    total: 1250,
    living: 245.5,
    ground: 1250,
    terrace: 30,
    garden: 800,
    office: 20,
    store: 10,
    constructed: 160,
  },
  building: { frontWidth: 14, plotWidth: 22.5, constructionYear: 1978, renovationYear: 2015, facades: 4 },
  energy: {
    region: 'FLANDERS',
    band: 'e',
    letter: 'E',
    imageUrl: '/static/energy/flanders/e.svg',
    epcValue: 452,
    epcLabelText: null,
    specificEnergy: 452,
    totalEnergy: 38000,
    co2Emission: 85,
    eLevel: 95,
    certificateNumber: '20240101-0001234-01',
    certificateEndDate: '01-01-2034',
  },
  comfort: {
    heating: 'heat_pump',
    glazing: 'double_glazing',
    windowFrame: 'pvc',
    kitchen: 'fully_fitted',
    roof: 'thatch',
    interiorComfort: ['alarm', 'sauna'],
    exteriorComfort: ['solar_panels'],
  },
  risks: {
    floodRisk: 'not_flood_sensitive',
    floodZone: 'no_flood_zone',
    gScore: 'A',
    pScore: 'B',
    asbestosType: 'asbestos_safe',
    asbestosDate: '15-03-2024',
  },
  planning: {
    permit: 'permit_granted',
    allotmentPermit: true,
    preemptiveRights: false,
    summons: false,
    judicialDecision: false,
    areaApplication: 'residential_area',
  },
  purchaseCosts: { notaryFee: 6950, registrationRights: 9900, vat: 21000, constructionCost: 300000 },
  annuity: { bouquet: 80000, monthlyAnnuity: 1200, occupied: true, sellerAges: [78, 81] },
  documents: [{ name: 'Grondplan', url: '/media/demo/floor-plan.pdf' }],
  video: { kind: 'youtube', embedId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  pointsOfInterest: [
    { category: 'station', name: 'Station Antwerpen', distanceMeters: 1450 },
    { category: 'school', name: 'Sint-Jozefscollege', distanceMeters: 350 },
    { category: 'cinema', name: 'Kinepolis', distanceMeters: 2200 },
  ],
  mobility: {
    publicTransport: 7.5,
    education: 8,
    shops: 6.2,
    leisure: 5,
    health: 9.1,
    environment: 4.4,
    nearby: 10,
  },
  similar: [
    {
      id: 4243,
      title: 'Villa met zwembad',
      city: 'Antwerpen',
      path: '/en/for-sale/antwerpen/villa-met-zwembad/4243/',
      goal: 'SALE',
      availability: 'AVAILABLE',
      ribbon: null,
      price: { formatted: '€ 525.000', amount: 525000 },
      rooms: { bedrooms: 4 },
      surfaces: { living: 260 },
      energy: { letter: 'C', band: 'c' },
      thumbnail: { url: '/media/demo/4.svg', width: 400, height: 300 },
      type: { name: 'House' },
    },
  ],
  manager: {
    firstName: 'An',
    lastName: 'Peeters',
    jobTitle: 'Makelaar',
    phone: '0471 23 45 67',
    email: 'an.peeters@example.be',
    photoUrl: '/media/demo/agent-1.svg',
  },
};

/** The same listing as the API sends it when the CRM gave nothing optional: null fields, empty lists. */
export const EMPTY_PROPERTY: PropertyDetailFieldsFragment = {
  ...FULL_PROPERTY,
  description: '',
  typeDescription: '',
  latitude: null,
  longitude: null,
  virtualTourUrl: null,
  photos: [],
  costs: {
    uniqueCode: null,
    priceOnDemand: false,
    monthlyRent: null,
    chargesRenter: null,
    chargesOwner: null,
    depositAmount: null,
    agencyCost: null,
    inventoryCost: null,
  },
  rooms: {
    bedrooms: null,
    bathrooms: null,
    showerRooms: null,
    toilets: null,
    garages: null,
    parkings: null,
    externalParkings: null,
    floors: null,
  },
  surfaces: {
    total: null,
    living: null,
    ground: null,
    terrace: null,
    garden: null,
    office: null,
    store: null,
    constructed: null,
  },
  building: {
    frontWidth: null,
    plotWidth: null,
    constructionYear: null,
    renovationYear: null,
    facades: null,
  },
  energy: {
    region: 'FLANDERS',
    band: null,
    letter: null,
    imageUrl: null,
    epcValue: null,
    epcLabelText: null,
    specificEnergy: null,
    totalEnergy: null,
    co2Emission: null,
    eLevel: null,
    certificateNumber: null,
    certificateEndDate: null,
  },
  comfort: {
    heating: null,
    glazing: null,
    windowFrame: null,
    kitchen: null,
    roof: null,
    interiorComfort: [],
    exteriorComfort: [],
  },
  risks: {
    floodRisk: null,
    floodZone: null,
    gScore: null,
    pScore: null,
    asbestosType: null,
    asbestosDate: null,
  },
  planning: {
    permit: null,
    allotmentPermit: null,
    preemptiveRights: null,
    summons: null,
    judicialDecision: null,
    areaApplication: null,
  },
  purchaseCosts: { notaryFee: null, registrationRights: null, vat: null, constructionCost: null },
  annuity: null,
  documents: [],
  video: null,
  pointsOfInterest: [],
  similar: [],
  mobility: {
    publicTransport: null,
    education: null,
    shops: null,
    leisure: null,
    health: null,
    environment: null,
    nearby: null,
  },
  manager: null,
};

const TYPENAMES: Record<string, string> = {
  type: 'PropertyTypeRef',
  price: 'Price',
  address: 'Address',
  photos: 'Photo',
  costs: 'Costs',
  rooms: 'Rooms',
  surfaces: 'Surfaces',
  building: 'Building',
  energy: 'EnergyLabel',
  comfort: 'Comfort',
  risks: 'Risks',
  planning: 'Planning',
  purchaseCosts: 'PurchaseCosts',
  annuity: 'Annuity',
  documents: 'PropertyDocument',
  video: 'Video',
  pointsOfInterest: 'PointOfInterest',
  mobility: 'Mobility',
  manager: 'Manager',
  thumbnail: 'Photo',
};

/** The listing as a GraphQL response carries it (with __typename), for Apollo's mocked link. */
export function asResponse(property: PropertyDetailFieldsFragment): Record<string, unknown> {
  const tag = (value: unknown, typename: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => tag(v, typename));
    return value && typeof value === 'object' ? { __typename: typename, ...value } : value;
  };
  const tagged = (fields: object): Record<string, unknown> => {
    const out: Record<string, unknown> = { __typename: 'Property' };
    for (const [key, value] of Object.entries(fields))
      out[key] = TYPENAMES[key] ? tag(value, TYPENAMES[key]!) : value;
    return out;
  };
  // The similar listings are listings too: their parts carry the same type names.
  return { ...tagged(property), similar: property.similar.map(tagged) };
}

/** The map's tile settings as the site config answers them (the tiles never load in jsdom). */
export const MAP_SETTINGS_MOCK: MockLink.MockedResponse = {
  request: { query: MapSettingsQuery, variables: { lang: 'en' } },
  result: {
    data: {
      siteConfig: {
        __typename: 'SiteConfig',
        map: {
          __typename: 'SiteMap',
          tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
          attribution: '© Test tiles',
        },
      },
    },
  },
};
